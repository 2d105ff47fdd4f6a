/**
 * The event's dashboard for the admin panel of <vmx-app> (areas/shell gets it through elements/app.tsx: areas never
 * import each other); its code and uPlot load when a super user opens it.
 */
import type { ComponentType } from 'react';
import { lazyComponent } from '../../ui/lazyPage';

export const EventDashboardPart: ComponentType<object> = /* @__PURE__ */ lazyComponent<object>(() => import('./EventDashboard'));
