/** German texts of the home's highlighted-presentation card (core/programme/highlightedPresentationTexts.ts). */
import type { HIGHLIGHTED_PRESENTATION_TEXTS } from '../../../../src/core/programme/highlightedPresentationTexts';

export const HIGHLIGHTED_PRESENTATION_TEXTS_DE: Record<keyof typeof HIGHLIGHTED_PRESENTATION_TEXTS, string> = {
  'home.highlightedPresentation.title': 'Hervorgehobener Vortrag',
  'home.highlightedPresentation.running': 'Läuft gerade',
  'home.highlightedPresentation.speaker': 'Vortragende Person',
  'home.highlightedPresentation.time': 'Zeit',
  'home.highlightedPresentation.session': 'In der Sitzung {name}',
  'home.highlightedPresentation.open': 'Zum Vortrag',
  'home.highlightedPresentation.openOf': 'Zum Vortrag: {name}',
  'home.highlightedPresentation.untitled': 'Vortrag ohne Titel',
};
