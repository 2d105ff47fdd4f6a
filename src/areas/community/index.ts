/**
 * The community area's public face: COMMUNITY_PAGES, its pages by route name for <vmx-app> (the news page and the
 * job board; each page's code loads on demand).
 */
export { COMMUNITY_PAGES } from './pages';
