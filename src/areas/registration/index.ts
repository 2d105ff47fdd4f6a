/**
 * The registration area's public face: REGISTRATION_PAGES, its pages by route name for <vmx-app> (the registration
 * page and its landing after the shop); each page's code loads on demand.
 */
export { REGISTRATION_PAGES } from './pages';
