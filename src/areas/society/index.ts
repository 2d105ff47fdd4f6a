/**
 * The society area's public face: SOCIETY_PAGES, its pages by route name for <vmx-app> (award winners,
 * preceptorships, the world village); each page's code loads on demand.
 */
export { SOCIETY_PAGES } from './pages';
