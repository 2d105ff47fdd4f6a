/**
 * The exhibitors area's public face:
 * - EXHIBITOR_PAGES: its pages by route name, for <vmx-app> (each page's code loads on demand);
 * - ExhibitorsElement: the body of <vmx-exhibitors>;
 * - ExhibitorProfileElement: the body of <vmx-exhibitor-profile> (loaded on demand);
 * - createMeetingHubPage(parts): the meeting hub with the user's own meetings above the exhibitors' (another area's:
 *   elements/app.tsx gives them), for <vmx-app>.
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { ExhibitorProfileElementProps } from './profile/ExhibitorProfileElement';
export { EXHIBITOR_PAGES } from './pages';
export { createMeetingHubPage } from './meetings/hub/createMeetingHubPage';
export { ExhibitorsElement } from './ExhibitorsElement';
export type { ExhibitorProfileElementProps } from './profile/ExhibitorProfileElement';

/** The body of <vmx-exhibitor-profile>: its code loads when the element is used, not with the list's. */
export const ExhibitorProfileElement = lazyComponent<ExhibitorProfileElementProps>(() =>
  import('./profile/ExhibitorProfileElement').then((module) => ({ default: module.ExhibitorProfileElement })),
);
