/**
 * Which module defines which element. The ESM entry loads an element's module only when its tag is on
 * the page; the single-file script loads them all.
 */
export const ELEMENT_LOADERS = {
  'vmx-app': () => import('./app'),
  'vmx-ticker': () => import('./ticker'),
  'vmx-logo-grid': () => import('./logo-grid'),
  'vmx-login': () => import('./login'),
  'vmx-programme': () => import('./programme'),
  'vmx-exhibitors': () => import('./exhibitors'),
  'vmx-exhibitor-profile': () => import('./exhibitors'),
} as const satisfies Record<`vmx-${string}`, () => Promise<unknown>>;

export type VmxTag = keyof typeof ELEMENT_LOADERS;
