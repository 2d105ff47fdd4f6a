/**
 * The general assembly area's public face: ASSEMBLY_PAGES, its page by route name for <vmx-app>; the page's code
 * loads on demand.
 */
export { ASSEMBLY_PAGES } from './pages';
