/**
 * The charity area's public face:
 * - CHARITY_PAGES: its pages by route name, for <vmx-app> (the page's code loads on demand);
 * - CharityHighscoreElement: the body of <vmx-charity-highscore> (loaded on demand).
 */
import { lazyComponent } from '../../ui/lazyPage';
import type { CharityHighscoreElementProps } from './CharityHighscoreElement';
export { CHARITY_PAGES } from './pages';
export type { CharityHighscoreElementProps } from './CharityHighscoreElement';

/** The body of <vmx-charity-highscore>: its code loads when the element is used, not with <vmx-app>'s. */
export const CharityHighscoreElement = lazyComponent<CharityHighscoreElementProps>(() =>
  import('./CharityHighscoreElement').then((module) => ({ default: module.CharityHighscoreElement })),
);
