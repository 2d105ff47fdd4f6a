/**
 * The programme's parts of the congress home page (the HomePage route of <vmx-app>): what is on now and the
 * highlighted presentation and sessions. Areas never import each other, so the home area gets them through here and
 * elements/app.tsx (as my area gets its modules); each loads on demand, after the home's first paint.
 */
import type { ComponentType } from 'react';
import { lazyComponent } from '../../ui/lazyPage';

export const PROGRAMME_HOME_PARTS: { OnNow: ComponentType<object>; Highlighted: ComponentType<object> } = {
  OnNow: /* @__PURE__ */ lazyComponent<object>(() => import('./home/OnNowSessions').then((module) => ({ default: module.OnNowSessions }))),
  // The highlighted presentation and the highlighted sessions (home/HomeHighlights.tsx).
  Highlighted: /* @__PURE__ */ lazyComponent<object>(() =>
    import('./home/HomeHighlights').then((module) => ({ default: module.HomeHighlights })),
  ),
};
