/**
 * Which module defines which element. The ESM entry loads an element's module only when its tag is on
 * the page; the classic script tag (scriptTag.ts) has it load them all.
 */
// One module defines both exhibitor elements: one loader, so the entry names its chunk once.
const exhibitors = () => import('./exhibitors');

export const ELEMENT_LOADERS = {
  'vmx-app': () => import('./app'),
  'vmx-ticker': () => import('./ticker'),
  'vmx-logo-grid': () => import('./logo-grid'),
  'vmx-login': () => import('./login'),
  'vmx-programme': () => import('./programme'),
  'vmx-exhibitors': exhibitors,
  'vmx-exhibitor-profile': exhibitors,
  'vmx-charity-highscore': () => import('./charity-highscore'),
  'vmx-evaluation': () => import('./evaluation'),
  'vmx-news': () => import('./news'),
  'vmx-jobs': () => import('./jobs'),
  'vmx-inbox': () => import('./inbox'),
} as const satisfies Record<`vmx-${string}`, () => Promise<unknown>>;

export type VmxTag = keyof typeof ELEMENT_LOADERS;
