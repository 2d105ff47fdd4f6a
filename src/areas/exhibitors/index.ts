/**
 * The exhibitors area's public face:
 * - EXHIBITOR_PAGES: its pages by route name, for <vmx-app> (each page's code loads on demand);
 * - ExhibitorsElement: the body of <vmx-exhibitors>.
 */
export { EXHIBITOR_PAGES } from './pages';
export { ExhibitorsElement, type ExhibitorsElementProps } from './ExhibitorsElement';
