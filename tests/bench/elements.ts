/**
 * The source modules of each element, as Vite's manifest names them: the element's own, and any page it
 * loads on demand before it shows anything (the programme's search view is part of its own code).
 */
export const ELEMENT_MODULES: Record<string, string | string[]> = {
  'vmx-app': 'src/elements/app.tsx',
  'vmx-ticker': 'src/elements/ticker.ts',
  'vmx-logo-grid': 'src/elements/logo-grid.ts',
  'vmx-login': 'src/elements/login.ts',
  'vmx-programme': 'src/elements/programme.ts',
  'vmx-exhibitors': 'src/elements/exhibitors.ts',
  // These two load their body on demand before they show anything (SurveyJS comes later, with a survey).
  'vmx-charity-highscore': ['src/elements/charity-highscore.ts', 'src/areas/charity/CharityHighscoreElement.tsx'],
  'vmx-evaluation': ['src/elements/evaluation.ts', 'src/areas/evaluation/EvaluationElement.tsx'],
};

/** Budgets from the issues (gzip bytes of JavaScript a page with only that element downloads). */
export const SIZE_BUDGETS: Record<string, number> = {
  // Issue 4: the home route's JavaScript before first render (code loaded on demand is not counted).
  'vmx-app': 150_000,
  'vmx-ticker': 100_000,
  'vmx-logo-grid': 100_000,
  // Issue 5: the programme element's JavaScript before its first rows.
  'vmx-programme': 120_000,
  // Issue 6: the exhibitor list's JavaScript before its first cards.
  'vmx-exhibitors': 120_000,
  // Issue 8: the one script tag with every element (what loads later, such as SurveyJS, is not counted),
  // and an ESM page with only the ticker (the vmx-ticker row: the autoloader and the ticker's code).
  'single-file': 250_000,
};
