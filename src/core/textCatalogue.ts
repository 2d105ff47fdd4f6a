/**
 * Every text key with its English default: the whole text set (VMXTexts) an event has per language.
 * Elements import only the texts they show; this catalogue is for the server's seed and for checks
 * that a translation covers every key.
 */
import { AUTH_TEXTS } from './authTexts';
import { PAGE_TITLE_TEXTS } from './pageTitles';
import { SHELL_TEXTS } from './shellTexts';
import { TEXT_DEFAULTS, type TextKey } from './texts';
import { VENUE_TEXTS } from './venueTexts';

export type CatalogueKey = TextKey | keyof typeof PAGE_TITLE_TEXTS | keyof typeof AUTH_TEXTS | keyof typeof SHELL_TEXTS | keyof typeof VENUE_TEXTS;

export const TEXT_CATALOGUE: Readonly<Record<CatalogueKey, string>> = { ...TEXT_DEFAULTS, ...PAGE_TITLE_TEXTS, ...AUTH_TEXTS, ...SHELL_TEXTS, ...VENUE_TEXTS };
