/**
 * Every text key with its English default: the whole text set (VMXTexts) an event has per language.
 * Elements import only the texts they show; this catalogue is for the server's seed and for checks
 * that a translation covers every key.
 */
import { PAGE_TITLE_TEXTS } from './pageTitles';
import { TEXT_DEFAULTS, type TextKey } from './texts';

export type CatalogueKey = TextKey | keyof typeof PAGE_TITLE_TEXTS;

export const TEXT_CATALOGUE: Readonly<Record<CatalogueKey, string>> = { ...TEXT_DEFAULTS, ...PAGE_TITLE_TEXTS };
