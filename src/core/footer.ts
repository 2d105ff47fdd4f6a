/**
 * The footer (docs/rules/shell-access-identity.md section 2, footer; section 3, footer model and footer box; section
 * 9, iframe modal height): the model from GET /api/Core/FooterModel read into what the footer shows, the
 * grids of components with their fallback to the industry config's footerGrids, and which components show.
 * Never throws: what cannot be read is left out (or its default) with a warning that names the field.
 */
import { CONFIG } from './config';
import { describe, isRecord } from './configGuards';
import type { RouteName } from './routes';
import { safeExternalUrl, safeHref } from './url';

/** Section 9: iframe modal height (imprint, terms, help). */
export const FOOTER_IFRAME_HEIGHT_PX = 800;
/** Section 3, stored flags: the terminal container, remembered (localStorage). */
export const IS_TERMINAL_FLAG = 'isTerminal';
/** Ours: the grid of a footer row has 12 columns; a component without a size spans them all. */
export const FOOTER_GRID_COLUMNS = 12;

const MODEL = 'FooterModel';

export type FooterTemplate = 'Small' | 'Large';

export interface FooterLink {
  label: string;
  /** Null when the address may not become a link (javascript:, data:...): the label shows as text. */
  href: string | null;
  /** Opens in the iframe modal (imprint, terms, help). */
  modal: boolean;
  newTab: boolean;
  icon: string | null;
}

export interface FooterLinkGroup {
  name: string;
  description: string | null;
  links: FooterLink[];
}

export interface FooterBox {
  title: string | null;
  links: FooterLink[];
  addressLines: string[];
  tel: { label: string; href: string } | null;
  website: { label: string; href: string } | null;
  email: { label: string; href: string } | null;
}

export type FooterComponentKind = 'FooterBox' | 'LogoGrid' | 'Html';
const COMPONENT_KINDS: readonly FooterComponentKind[] = ['FooterBox', 'LogoGrid', 'Html'];

export interface FooterComponent {
  name: FooterComponentKind;
  props: Record<string, unknown>;
  /** Column span, 1 to 12. */
  size: number;
  /** A CSS grid-area value, or null. */
  gridArea: string | null;
  draft: boolean;
  inAppAppearanceActive: boolean;
}

export interface Footer {
  template: FooterTemplate;
  logo: { src: string; href: string | null } | null;
  /** HTML from the server: the component sanitises it before showing it. */
  textHtml: string | null;
  copyright: string | null;
  colours: { background: string | null; text: string | null; link: string | null };
  groups: FooterLinkGroup[];
  icons: FooterLink[];
  grids: FooterComponent[][];
  sessionColor: string | null;
}

export function emptyFooter(): Footer {
  return {
    template: 'Small',
    logo: null,
    textHtml: null,
    copyright: null,
    colours: { background: null, text: null, link: null },
    groups: [],
    icons: [],
    grids: [],
    sessionColor: null,
  };
}

/** A colour that can go into a style: #hex, rgb()/rgba()/hsl()/hsla() with numbers, or a colour keyword. */
export function safeCssColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const colour = value.trim();
  if (/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(colour)) return colour;
  if (/^(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/deg-]+\)$/i.test(colour)) return colour;
  if (/^[a-z]{3,30}$/i.test(colour)) return colour;
  return null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Section 3, a footer link (Name, Url, Open, Icon). Imprint, terms and help (Open modal, or Type) open in the modal. */
export function parseFooterLink(value: unknown, field: string, warnings: string[]): FooterLink | null {
  if (!isRecord(value)) {
    warnings.push(`${field} is ${describe(value)}, not a link; left out`);
    return null;
  }
  const label = text(value.Name ?? value.name);
  const url = value.Url ?? value.url;
  if (label === null) {
    warnings.push(`${field}.Name is missing; left out`);
    return null;
  }
  const href = safeHref(url);
  if (href === null && url !== undefined && url !== null && url !== '') warnings.push(`${field}.Url may not be a link; shown as text`);
  const open = typeof (value.Open ?? value.open) === 'string' ? String(value.Open ?? value.open).toLowerCase() : '';
  const type = typeof value.Type === 'string' ? value.Type.toLowerCase() : '';
  const modal = href !== null && (open === 'modal' || ['imprint', 'terms', 'help'].includes(type));
  return { label, href, modal, newTab: !modal && open === '_blank', icon: safeHref(value.Icon ?? value.icon) };
}

function parseLinks(value: unknown, field: string, warnings: string[]): FooterLink[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    warnings.push(`${field} is ${describe(value)}, not a list; no links`);
    return [];
  }
  return value.flatMap((item, index) => parseFooterLink(item, `${field}[${index}]`, warnings) ?? []);
}

/** Section 3, footer box: title, links, address lines, tel, website, e-mail. */
export function parseFooterBox(props: Record<string, unknown>, field: string, warnings: string[]): FooterBox {
  const tel = text(props.tel);
  const website = text(props.website);
  const websiteHref = safeExternalUrl(website);
  const email = text(props.email);
  const lines = props.addressLines;
  if (lines !== undefined && !Array.isArray(lines)) warnings.push(`${field}.addressLines is ${describe(lines)}, not a list; no address`);
  if (website !== null && websiteHref === null) warnings.push(`${field}.website is not an http(s) address; left out`);
  // A telephone link dials the digits and a leading +; the label keeps the written form.
  const dial = tel?.replace(/[^\d+]/g, '') ?? '';
  const mailOk = email !== null && /^[^\s@<>"]+@[^\s@<>"]+$/.test(email);
  if (email !== null && !mailOk) warnings.push(`${field}.email is not an e-mail address; left out`);
  return {
    title: text(props.title),
    links: parseLinks(props.links, `${field}.links`, warnings),
    addressLines: Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '') : [],
    tel: tel !== null && dial.replace('+', '') !== '' ? { label: tel, href: `tel:${dial}` } : null,
    website:
      websiteHref !== null && website !== null
        ? { label: website.replace(/^https?:\/\//i, '').replace(/\/$/, ''), href: websiteHref }
        : null,
    email: mailOk ? { label: email, href: `mailto:${email}` } : null,
  };
}

/** Section 2: a grid component (name, props, size, gridAreas, draft, inAppAppearanceActive). */
export function parseFooterComponent(value: unknown, field: string, warnings: string[]): FooterComponent | null {
  if (!isRecord(value)) {
    warnings.push(`${field} is ${describe(value)}, not a component; left out`);
    return null;
  }
  const name = value.name;
  if (typeof name !== 'string' || !(COMPONENT_KINDS as readonly string[]).includes(name)) {
    warnings.push(`${field}.name "${String(name)}" is not a footer component (${COMPONENT_KINDS.join(', ')}); left out`);
    return null;
  }
  let size = FOOTER_GRID_COLUMNS;
  if (typeof value.size === 'number' && Number.isInteger(value.size) && value.size >= 1 && value.size <= FOOTER_GRID_COLUMNS)
    size = value.size;
  else if (value.size !== undefined && value.size !== null)
    warnings.push(`${field}.size is not a whole number from 1 to ${FOOTER_GRID_COLUMNS}; using ${FOOTER_GRID_COLUMNS}`);
  let gridArea: string | null = null;
  if (typeof value.gridAreas === 'string' && /^[\w\s/-]{1,60}$/.test(value.gridAreas)) gridArea = value.gridAreas.trim();
  else if (value.gridAreas !== undefined && value.gridAreas !== null && value.gridAreas !== '')
    warnings.push(`${field}.gridAreas is not a grid-area value; ignored`);
  return {
    name: name as FooterComponentKind,
    props: isRecord(value.props) ? value.props : {},
    size,
    gridArea,
    draft: value.draft === true,
    // Absent means shown in the app as well: only an explicit false hides a component there.
    inAppAppearanceActive: value.inAppAppearanceActive !== false,
  };
}

/** Rows of components; a row may also be written as {components: [...]}. */
export function parseFooterGrids(value: unknown, field: string, warnings: string[]): FooterComponent[][] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    warnings.push(`${field} is ${describe(value)}, not a list of grids; no grids`);
    return [];
  }
  return value
    .map((row, rowIndex) => {
      const items = Array.isArray(row) ? row : isRecord(row) && Array.isArray(row.components) ? row.components : null;
      if (items === null) {
        warnings.push(`${field}[${rowIndex}] is ${describe(row)}, not a list of components; left out`);
        return [];
      }
      return items.flatMap((item, index) => parseFooterComponent(item, `${field}[${rowIndex}][${index}]`, warnings) ?? []);
    })
    .filter((row) => row.length > 0);
}

/**
 * The footer model (section 3). industryConfig: config_json's industryConfig, whose footerGrids are
 * used when the model has no grids of its own (section 2).
 */
export function parseFooterModel(value: unknown, industryConfig: unknown): { footer: Footer; warnings: string[] } {
  const footer = emptyFooter();
  const warnings: string[] = [];
  if (isRecord(value)) {
    if (value.Template === 'Small' || value.Template === 'Large') footer.template = value.Template;
    else if (value.Template !== undefined && value.Template !== null) {
      const template =
        typeof value.Template === 'string' || typeof value.Template === 'number' ? `"${value.Template}"` : describe(value.Template);
      warnings.push(`${MODEL}: Template ${template} is not Small or Large; using Small`);
    }
    const logo = safeHref(value.Logo);
    if (logo !== null) footer.logo = { src: logo, href: safeHref(value.LogoUrl) };
    footer.textHtml = text(value.Text);
    footer.copyright = text(value.TextCopyright);
    for (const [key, colour] of [
      ['Background', 'background'],
      ['TextColor', 'text'],
      ['LinkColor', 'link'],
    ] as const) {
      footer.colours[colour] = safeCssColour(value[key]);
      if (footer.colours[colour] === null && value[key] !== undefined && value[key] !== null && value[key] !== '')
        warnings.push(`${MODEL}: ${key} is not a colour; using the theme's`);
    }
    if (Array.isArray(value.Links)) {
      footer.groups = value.Links.flatMap((group, index) => {
        if (!isRecord(group)) {
          warnings.push(`${MODEL}: Links[${index}] is ${describe(group)}, not a link group; left out`);
          return [];
        }
        return [
          {
            name: text(group.Name) ?? '',
            description: text(group.Description),
            links: parseLinks(group.Links, `${MODEL}: Links[${index}].Links`, warnings),
          },
        ];
      });
    } else if (value.Links !== undefined && value.Links !== null)
      warnings.push(`${MODEL}: Links is ${describe(value.Links)}, not a list; no links`);
    footer.icons = parseLinks(value.Icons, `${MODEL}: Icons`, warnings).filter((icon) => icon.icon !== null || icon.href !== null);
    footer.grids = parseFooterGrids(value.Grids, `${MODEL}: Grids`, warnings);
    footer.sessionColor = safeCssColour(value.SessionColor);
  } else if (value !== undefined && value !== null) {
    warnings.push(`${MODEL}: is ${describe(value)}, not an object; using the defaults`);
  }
  if (footer.grids.length === 0 && industryConfig !== undefined && industryConfig !== null) {
    if (isRecord(industryConfig))
      footer.grids = parseFooterGrids(industryConfig.footerGrids, `${CONFIG}: industryConfig.footerGrids`, warnings);
    else warnings.push(`${CONFIG}: industryConfig is ${describe(industryConfig)}, not an object; no footer grids`);
  }
  return { footer, warnings };
}

/** Which components show: drafts only to super users (and in preview), in the app only those active there. */
export function visibleComponents(row: readonly FooterComponent[], viewer: { isApp: boolean; seesDrafts: boolean }): FooterComponent[] {
  return row.filter((component) => (!component.draft || viewer.seesDrafts) && (!viewer.isApp || component.inAppAppearanceActive));
}

export interface FooterSettings {
  /** Section 2: the footer can be hidden in the app. */
  hideInApp: boolean;
  /** Section 2: the footer can be disabled per page (route names). */
  disabledPages: string[];
  /** Section 2, terminal mode: the footer image (config_json defaults.terminal.terminalFooterImage, ours beside terminalHeaderImage). */
  terminalFooterImage: string | null;
}

/** config_json footer {hideInApp, disabledPages} and defaults.terminal.terminalFooterImage. */
export function parseFooterSettings(root: Record<string, unknown>): { settings: FooterSettings; warnings: string[] } {
  const settings: FooterSettings = { hideInApp: false, disabledPages: [], terminalFooterImage: null };
  const warnings: string[] = [];
  const footer = root.footer;
  if (isRecord(footer)) {
    if (typeof footer.hideInApp === 'boolean') settings.hideInApp = footer.hideInApp;
    else if (footer.hideInApp !== undefined && footer.hideInApp !== null)
      warnings.push(`${CONFIG}: footer.hideInApp is ${describe(footer.hideInApp)}, not a boolean; using false`);
    if (Array.isArray(footer.disabledPages))
      settings.disabledPages = footer.disabledPages.filter((page): page is string => typeof page === 'string');
    else if (footer.disabledPages !== undefined && footer.disabledPages !== null)
      warnings.push(`${CONFIG}: footer.disabledPages is ${describe(footer.disabledPages)}, not a list; none disabled`);
  } else if (footer !== undefined && footer !== null) {
    warnings.push(`${CONFIG}: footer is ${describe(footer)}, not an object; using the defaults`);
  }
  const defaults = root.defaults;
  const terminal = isRecord(defaults) && isRecord(defaults.terminal) ? defaults.terminal : null;
  if (terminal && terminal.terminalFooterImage !== undefined && terminal.terminalFooterImage !== null) {
    settings.terminalFooterImage = safeHref(terminal.terminalFooterImage);
    if (settings.terminalFooterImage === null)
      warnings.push(`${CONFIG}: defaults.terminal.terminalFooterImage is not an image address; no image`);
  }
  return { settings, warnings };
}

/**
 * Section 2: the footer shows when core/chrome footerShows allows it (noheader), unless disabled for the
 * page or hidden in the app.
 */
export function footerVisible(routeName: RouteName, chromeAllows: boolean, settings: FooterSettings, isApp: boolean): boolean {
  return chromeAllows && !settings.disabledPages.includes(routeName) && !(isApp && settings.hideInApp);
}
