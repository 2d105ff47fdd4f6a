/**
 * English defaults of the home's highlighted-presentation card (GET /api/Public/HighlightedPresentation,
 * docs/rules/content-areas.md section 7; areas/programme/home/HighlightedPresentation.tsx).
 */
export const HIGHLIGHTED_PRESENTATION_TEXTS = {
  'home.highlightedPresentation.title': 'Highlighted presentation',
  'home.highlightedPresentation.running': 'On now',
  'home.highlightedPresentation.speaker': 'Speaker',
  'home.highlightedPresentation.time': 'Time',
  'home.highlightedPresentation.session': 'In the session {name}',
  'home.highlightedPresentation.open': 'View presentation',
  'home.highlightedPresentation.openOf': 'View presentation: {name}',
  'home.highlightedPresentation.untitled': 'Untitled presentation',
} as const;
