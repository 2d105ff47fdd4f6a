/**
 * The submission area's public face: SUBMISSION_PAGES, its pages by route name for <vmx-app> (the abstract
 * submission page, loaded on demand).
 */
export { SUBMISSION_PAGES } from './pages';
