/**
 * The first paint of every element (issue 20, "Paint at once"): the autoloader (index.ts) gives each vmx-* tag it
 * finds an open shadow root holding a static skeleton, shaped like the element's first screen, before the element's
 * code and data arrive. define.ts takes that shadow root over instead of attaching its own, and skeletonReveal.ts
 * swaps the skeleton for the element's content once that content is there.
 *
 * It is one box, its sizes set through the CSSOM and one constructed stylesheet (adoptedStyleSheets): a page under a
 * strict Content-Security-Policy allows those, where it would refuse a style attribute in markup or a <style>
 * without its nonce. No text at all (a skeleton needs none): the box says aria-busy and holds nothing for assistive
 * technology to read. Every page with an element downloads this file first, so it is kept small.
 *
 * Sizes: the box reserves the height the element's first screen takes once loaded at the default tokens
 * (skeletons.test.ts pins them), so that the host page below does not move when the content comes. Lists reserve at
 * least the first screen: what a list pushes down is out of sight either way.
 *
 * Theme tokens: --vmx-color-border, --vmx-radius, read as the host page set them (custom properties inherit into the
 * shadow root). The element's own token declarations (ui/tokens.ts) come with its code, after this paint, so this
 * file alone writes its var()s with a fallback: ui/tokens.ts TOKENS's default, which ui/tokens.test.ts checks (the
 * one file it exempts from "no call-site fallback"). It does not move (no pulse): nothing to stop for people who ask
 * for reduced motion, and no bytes for it in every download. Parts: skeleton.
 */

/** The attribute marking the skeleton's box; skeletonReveal.ts finds it by the same name (skeletons.test.ts). */
export const SKELETON_ATTRIBUTE = 'data-vmx-skeleton';

/**
 * A skeleton: the box's height, the pitch of its rows (each a bar, a gap of GAP_REM below it) and, for a grid of
 * cards, the pitch of its columns, all in rem. One box, its bars drawn by gradients: this file is in every element's
 * download, so it draws no shape by shape.
 */
type SkeletonSpec = readonly [height: number, row: number, column?: number];

/** The space between two bars or two cards (written into SKELETON_CSS). */
export const GAP_REM = 0.75;

const SKELETONS: Record<string, SkeletonSpec> = {
  // Lists: at least a 1440 × 900 screen (their loaded height is more, at 390 and 1440 px on the demo pages), so what
  // they push down is out of sight when their content comes. The programme: the search field with its label, the
  // view tabs and session rows; the exhibitors and jobs: cards.
  'vmx-programme': [57, 5.5],
  'vmx-exhibitors': [57, 14.75, 16],
  'vmx-jobs': [57, 14.75, 16],
  'vmx-logo-grid': [57, 5.75, 9],
  'vmx-app': [57, 7],
  // Three news cards (the page size societies use) are 39 rem at 1440 px.
  'vmx-news': [39, 14.75, 16],
  // The ticker's one line, the evaluation's button, a company's profile.
  'vmx-ticker': [2.5, 3.25],
  'vmx-evaluation': [4, 4.75],
  'vmx-exhibitor-profile': [52, 10.75],
};

type Attributes = Pick<Element, 'getAttribute'>;

/** The skeleton of a tag, from its attributes (what the element shows first); any other tag gets a block. */
export function skeletonOf(tag: string, attributes: Attributes): SkeletonSpec {
  const view = tag === 'vmx-programme' && attributes.getAttribute('view');
  // The personal programme (usually a box at the side): a few rows; the timetable: its day tabs and the grid.
  if (view === 'personal') return [16.5, 5.5];
  if (view === 'grid') return [43, 43];
  // Any other (the sign-in box, the charity highscore): about 15 rem of lines.
  return SKELETONS[tag] ?? [15, 3.25];
}

/** The skeleton box's class. */
const BOX = 'vmx-s';

export const SKELETON_CSS =
  `:host{display:block;position:relative}:host([hidden]){display:none}` +
  // Bars of the row pitch less the gap (GAP_REM); for a grid, cut into as many whole columns of about the column
  // pitch as fit (round), like the cards' auto-fill.
  `.${BOX}{border-radius:var(--vmx-radius,6px);background:repeating-linear-gradient(var(--vmx-color-border,#d0d7de) 0 calc(var(--r) - .75rem),#0000 0 var(--r))}` +
  `.${BOX}[style*="--w"]{mask:linear-gradient(90deg,#000 calc(100% - .75rem),#0000 0) 0 0/var(--w) 100% round}` +
  // While the skeleton is shown the element's own tree renders beside it, unseen and out of the flow, until
  // skeletonReveal.ts swaps them. The sheet stays after that, its box rules matching nothing: the element keeps only
  // the :host rules (display: block, as its own styles say too, and a position its content may lean on).
  `.${BOX}~:not(style){display:block!important;position:absolute!important;inset:0 0 auto;visibility:hidden!important}`;

/** The file beside the bundle that reserves each element's skeleton height before any script runs (the build writes it). */
export const RESERVATION_STYLESHEET = 'vmx-skeletons.css';

/**
 * A page's first frame can come before the autoloader has run, and so before any skeleton: the elements are empty
 * then, and whatever follows them moves when their skeletons come. This stylesheet, linked in the page's head (it
 * blocks the first paint like any stylesheet), gives every element not yet defined its skeleton's height from the
 * start (the build writes it beside the bundle as RESERVATION_STYLESHEET; the README says how to link it).
 */
export function skeletonReservationCss(tags: readonly string[]): string {
  const rule = (selector: string, [height]: SkeletonSpec) => `${selector}:not(:defined){display:block;min-height:${height}rem}`;
  const withView = (view: string) => ({ getAttribute: (name: string) => (name === 'view' ? view : null) });
  return [
    ...tags.map((tag) => rule(tag, skeletonOf(tag, withView('')))),
    // The programme's views that open on something smaller, as skeletonOf has them (the element reads view in any case).
    ...['personal', 'grid'].map((view) => rule(`vmx-programme[view=${view} i]`, skeletonOf('vmx-programme', withView(view)))),
  ].join('\n');
}

let sheet: CSSStyleSheet | undefined;

/**
 * Paints the skeleton of an element not defined yet: an open shadow root with the skeleton, unless the element
 * already has a shadow root (defined, or a page's own) or the browser has no constructed stylesheets (then the
 * element just appears when its code is there).
 */
export function paintSkeleton(element: Element): void {
  if (element.shadowRoot || customElements.get(element.localName) || !('adoptedStyleSheets' in Document.prototype)) return;
  const root = element.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(SKELETON_CSS);
  }
  root.adoptedStyleSheets = [sheet];
  const box = root.appendChild(document.createElement('div'));
  box.className = BOX;
  box.setAttribute(SKELETON_ATTRIBUTE, '');
  box.setAttribute('part', 'skeleton');
  box.setAttribute('aria-busy', 'true');
  const [height, row, column] = skeletonOf(element.localName, element);
  box.style.height = `${height}rem`;
  box.style.setProperty('--r', `${row}rem`);
  if (column) box.style.setProperty('--w', `${column}rem`);
}
