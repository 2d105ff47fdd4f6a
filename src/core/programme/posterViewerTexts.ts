/**
 * English defaults of the e-poster viewer and its open button (docs/rules/content-areas.md section 2,
 * "E-poster"; the spec shows no words for it). German: server/db/seed/texts-de/posterViewer.ts.
 */
export const POSTER_VIEWER_TEXTS = {
  'posterViewer.open': 'View poster',
  'posterViewer.openNamed': 'View poster {number}',
  'posterViewer.title': 'Poster {number}',
  'posterViewer.close': 'Close',
  'posterViewer.zoomIn': 'Zoom in',
  'posterViewer.zoomOut': 'Zoom out',
  'posterViewer.fit': 'Fit to screen',
  'posterViewer.zoom': 'Zoom {percent} %',
  'posterViewer.fullscreen': 'Full screen',
  'posterViewer.exitFullscreen': 'Leave full screen',
  'posterViewer.previous': 'Previous page',
  'posterViewer.next': 'Next page',
  'posterViewer.page': 'Page {page} of {count}',
  'posterViewer.keys': 'Keys: + and - zoom, 0 fits, arrow keys and Page Up/Down turn pages, Escape closes.',
  'posterViewer.loading': 'Loading the poster…',
  'posterViewer.failed': 'The poster could not be loaded.',
  'posterViewer.denied': 'You do not have access to this poster.',
  'posterViewer.signIn': 'Sign in to view this poster.',
  'posterViewer.notFound': 'This poster has no file to show.',
  'posterViewer.retry': 'Try again',
  'posterViewer.image': 'Poster {number}: {title}',
} as const;
