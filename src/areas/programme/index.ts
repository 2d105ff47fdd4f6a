/**
 * The programme area's public face:
 * - PROGRAMME_PAGES: its pages by route name, for <vmx-app> (each page's code loads on demand);
 * - ProgrammeElement: the body of <vmx-programme> (its search view is part of its own code);
 * - PROGRAMME_HOME_PARTS: what is on now and the highlighted sessions, for the congress home (on demand);
 * - ProgrammeEditorPart: the admin panel's programme editor (on demand).
 */
export { PROGRAMME_PAGES } from './pages';
export { ProgrammeElement } from './ProgrammeElement';
export { PROGRAMME_HOME_PARTS } from './homeParts';
export { ProgrammeEditorPart } from './editorPart';
