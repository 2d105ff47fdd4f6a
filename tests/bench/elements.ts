/** The source module of each element, as Vite's manifest names it. */
export const ELEMENT_MODULES: Record<string, string> = {
  'vmx-app': 'src/elements/app.tsx',
  'vmx-ticker': 'src/elements/ticker.ts',
  'vmx-logo-grid': 'src/elements/logo-grid.ts',
  'vmx-login': 'src/elements/login.ts',
};

/** Budgets from the issues (gzip bytes of JavaScript a page with only that element downloads). */
export const SIZE_BUDGETS: Record<string, number> = {
  // Issue 4: the home route's JavaScript before first render (code loaded on demand is not counted).
  'vmx-app': 150_000,
  'vmx-ticker': 100_000,
  'vmx-logo-grid': 100_000,
};
