/**
 * The programme area's public face:
 * - PROGRAMME_PAGES: its pages by route name, for <vmx-app> (each page's code loads on demand);
 * - ProgrammeElement: the body of <vmx-programme> (its search view is part of its own code).
 */
export { PROGRAMME_PAGES } from './pages';
export { ProgrammeElement } from './ProgrammeElement';
