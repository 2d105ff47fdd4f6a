/** German e-poster viewer texts (core/programme/posterViewerTexts.ts). */
import type { POSTER_VIEWER_TEXTS } from '../../../../src/core/programme/posterViewerTexts';

export const POSTER_VIEWER_TEXTS_DE: Record<keyof typeof POSTER_VIEWER_TEXTS, string> = {
  'posterViewer.open': 'Poster ansehen',
  'posterViewer.openNamed': 'Poster ansehen {number}',
  'posterViewer.title': 'Poster {number}',
  'posterViewer.close': 'Schließen',
  'posterViewer.zoomIn': 'Vergrößern',
  'posterViewer.zoomOut': 'Verkleinern',
  'posterViewer.fit': 'An Bildschirm anpassen',
  'posterViewer.zoom': 'Zoom {percent} %',
  'posterViewer.fullscreen': 'Vollbild',
  'posterViewer.exitFullscreen': 'Vollbild beenden',
  'posterViewer.previous': 'Vorherige Seite',
  'posterViewer.next': 'Nächste Seite',
  'posterViewer.page': 'Seite {page} von {count}',
  'posterViewer.keys': 'Tasten: + und - zoomen, 0 passt an, Pfeiltasten und Bild auf/ab blättern, Escape schließt.',
  'posterViewer.loading': 'Das Poster wird geladen …',
  'posterViewer.failed': 'Das Poster konnte nicht geladen werden.',
  'posterViewer.denied': 'Sie haben keinen Zugang zu diesem Poster.',
  'posterViewer.signIn': 'Melden Sie sich an, um dieses Poster anzusehen.',
  'posterViewer.notFound': 'Zu diesem Poster gibt es keine Datei.',
  'posterViewer.retry': 'Erneut versuchen',
  'posterViewer.image': 'Poster {number}: {title}',
};
