/**
 * Visible texts. Every string a person sees comes from the event's text set (GetResources, set VMXTexts)
 * and falls back to the English default here. Keys are stable; the server seeds translations per language.
 * The readable page names (pageTitle.<RouteName>) live in pageTitles.ts, beside the routes, so that only
 * the elements that show pages carry them.
 */

export const TEXT_DEFAULTS = {
  'app.defaultTitle': 'VMX',
  'app.loading': 'Loading…',
  'app.notFound.title': 'Page not found',
  'app.notFound.text': 'The page you are looking for does not exist or has moved.',
  'app.notFound.home': 'Go to the home page',
  'app.pagePlaceholder': 'This page is being built.',
  'app.error.title': 'Something went wrong',
  'maintenance.title': "We'll be back soon!",
  'maintenance.text': 'The platform is being maintained. Please try again in a few minutes.',
  'element.missingAttributes': 'This element needs the attribute(s): {names}.',

  'ticker.label': 'News ticker',
  'logoGrid.label': 'Partners',
  'logoGrid.tier.Platinum': 'Platinum partners',
  'logoGrid.tier.Gold': 'Gold partners',
  'logoGrid.tier.Bronze': 'Bronze partners',
  'logoGrid.logoAlt': '{name} logo',
  'logoGrid.pdfButton': 'Download PDF',

  'error.network': 'network error',
  'error.aborted': 'request aborted',
  'error.timeout': 'timeout of {ms} ms exceeded',
} as const;

export type TextKey = keyof typeof TEXT_DEFAULTS;
export type TextSet = Partial<Record<string, string>>;

/** The event's text for key, else the English default; {name} placeholders are filled from vars. */
export function text(texts: TextSet, key: TextKey, vars?: Record<string, string | number>): string {
  const template = texts[key] ?? TEXT_DEFAULTS[key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Turns GetResources pairs into a text set; later duplicates win. */
export function textSetFromResources(resources: ReadonlyArray<{ resourcename: string; resourcevalue: string }>): TextSet {
  const set: TextSet = {};
  for (const { resourcename, resourcevalue } of resources) set[resourcename] = resourcevalue;
  return set;
}
