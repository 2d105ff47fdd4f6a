/**
 * The design tokens: every --vmx-* custom property our styles read, declared once, with its default.
 * Styles read a token as plain var(--vmx-name), never with a fallback of their own (tokens.test.ts
 * checks src for that).
 *
 * The shared tokens (typography, spacing, shape, colours) are declared here, on every element (TokenStyle,
 * rendered by elements/ElementRoot.tsx). A token only one area reads is declared by that area, in its
 * <area>.tokens.ts with tokenGroupStyle() below, rendered by the area's root component: an element that does
 * not render the area does not download its tokens. Either way a token is declared once (tokens.test.ts).
 *
 * The cascade, on the shadow root, for each group of tokens:
 * 1. :host resolves each token into a private --_vmx-name: the value the host page set on the element
 *    or on any ancestor (it inherits into the shadow root), else the event's theme (ui/EventTheme.tsx
 *    puts it on :host; the page's own rules beat :host rules), else the default in the table.
 * 2. The shadow root's top-level elements (:host > *) set --vmx-name from --_vmx-name, so every style
 *    inside reads the resolved value under its public name.
 * Declaring the defaults directly on :host would be simpler, but a declaration on the host element
 * stops inheritance: `body { --vmx-space: 4px }` on the host page (README, Elements) would stop working.
 *
 * Shades of the primary colour are derived with color-mix(), so a page or event that sets only
 * --vmx-color-primary gets matching hover, active, subtle and border shades; the text on it is chosen
 * for contrast where the browser supports relative colours (the same brightness rule as core/color.ts
 * contrastText, which EventTheme applies to the event's own primary colour).
 *
 * Contrast is guaranteed for the event's theme by ui/EventTheme.tsx (core/contrast.ts themeWithContrast): text on
 * the primary and secondary colours by the spec's brightness rule, and the text, muted and link colours nudged
 * to WCAG AA (4.5:1) against the background where the event's own would fall short. Styles that put text on a
 * colour use ui/buttonStyles.ts filledPrimary, so no container rule can repaint it.
 */
import { createGlobalStyle } from 'styled-components';

/**
 * A group of tokens: token name (without --vmx-) → default. A default is a CSS value; ref() reads another
 * token's resolved value (of any group declared on the same shadow root), and a var(--vmx-…) in a default
 * reads what the host page or a component set (a fallback chain written in a table only).
 */
export type TokenTable = Readonly<Record<string, string>>;

/** A reference, in a default, to another token's resolved value. */
export const ref = (token: string) => `var(--_vmx-${token})`;

/** The shared tokens, declared on every element. */
export const TOKENS = {
  // Typography
  // Every browser VMX supports knows system-ui (the names that stood for it in older ones cost every element's download).
  'font-family': 'system-ui, sans-serif',
  'font-size': '16px',
  'line-height': '1.5',
  /** The type scale, from the base size: notes and badges; dialog and section titles (page titles are 2em). */
  'font-size-small': `calc(${ref('font-size')} * 0.875)`,
  'font-size-title': `calc(${ref('font-size')} * 1.5)`,

  // Spacing and shape: the unit, and the steps below and above it that layouts use most
  space: '8px',
  'space-small': `calc(${ref('space')} / 2)`,
  'space-large': `calc(${ref('space')} * 3)`,
  radius: '6px',

  // Colours
  'color-text': '#1b1f24',
  'color-background': '#ffffff',
  /** Cards and panels: white whatever the background, as before this file. */
  'color-surface': '#ffffff',
  'color-primary': '#0b5cad',
  'color-on-primary': '#ffffff',
  'color-primary-hover': `color-mix(in srgb, ${ref('color-primary')} 85%, #000000)`,
  'color-primary-active': `color-mix(in srgb, ${ref('color-primary')} 70%, #000000)`,
  'color-primary-subtle': `color-mix(in srgb, ${ref('color-primary')} 10%, ${ref('color-background')})`,
  'color-primary-border': `color-mix(in srgb, ${ref('color-primary')} 40%, ${ref('color-background')})`,
  'color-secondary': '#e07b00',
  /** Text on the secondary colour (the brightness rule, as on primary: ui/EventTheme.tsx derives it for the event's). */
  'color-on-secondary': '#000000',
  'color-link': ref('color-primary'),
  'color-muted': '#57606a',
  /** Borders and separators. */
  'color-border': '#d0d7de',
  /**
   * The edge of a form control or button: darker than color-border for 3:1 against the background
   * (WCAG 1.4.11). A page's --vmx-color-border sets it too, as it always has.
   */
  'color-control-border': 'var(--vmx-color-border, #8c959f)',
  'color-focus': '#ffbf47',
  'color-danger': '#b42318',
  'color-success': '#1a7f37',
  'color-on-status': '#ffffff',
  /** The badge background of search results. */
  'color-accent-soft': '#e7f0fa',

  // The programme's, kept here: the elements that read them (vmx-programme, vmx-exhibitors, vmx-app) would
  // download them anyway, and a group of their own would cost more than it saves the others.
  /** Programme days: days per line (ProgrammeDays sets it per line). */
  'days-per-line': '5',
} as const satisfies TokenTable;

/** A group's declarations as CSS text: resolved on :host (step 1), exposed under the public names (step 2). */
export function tokenGroupCss(table: TokenTable): string {
  const entries = Object.entries(table);
  return `:host{${entries.map(([name, fallback]) => `--_vmx-${name}:var(--vmx-${name},${fallback});`).join('')}}:host>*{${entries
    .map(([name]) => `--vmx-${name}:var(--_vmx-${name});`)
    .join('')}}`;
}

/** A global style (for the shadow root it renders in) declaring a group of tokens; `more` is CSS after them. */
export function tokenGroupStyle(table: TokenTable, more = '') {
  return createGlobalStyle`${tokenGroupCss(table)}${more}`;
}

/**
 * Text on the primary colour by the brightness rule (YIQ, cutoff 130: core/color.ts): each channel is
 * 255 (white) when the primary is not brighter than 130, else 0 (black). Only where relative colours parse,
 * after the group's own declaration (the same selector: the later one wins).
 */
const onPrimaryByContrast = `@supports (color: rgb(from red r g b)){:host{--_vmx-color-on-primary:var(--vmx-color-on-primary,rgb(from ${ref(
  'color-primary',
)} ${Array(3).fill('clamp(0, (130 - (r * 0.299 + g * 0.587 + b * 0.114)) * 1000000 + 255, 255)').join(' ')}))}}`;

/** Every element's :host: the shared tokens, display and [hidden]. */
export const TokenStyle = tokenGroupStyle(TOKENS, `${onPrimaryByContrast}:host{display:block}:host([hidden]){display:none}`);
