/**
 * The e-poster viewer's rules (docs/rules/content-areas.md section 2, "E-poster": the spec names the page, not
 * its behaviour, so these are VMX's): which keys page and zoom, the zoom steps and their bounds, the scale
 * that fits a page into the view, the kind of file a poster is, and the address parameter that opens one.
 * Pure: the viewer (src/areas/programme/posterViewer) applies them.
 */

/** The query parameter that opens a poster on the e-poster page: /eposter/{i}/{e}/{l}?poster={presentationId}. */
export const POSTER_QUERY = 'poster';

/** Zoom is a multiple of the fitted scale: from a quarter to five times, in steps of 1.25 (+ and - keys). */
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 5;
export const ZOOM_STEP = 1.25;

export type PosterKind = 'pdf' | 'image';

export type ViewerAction = 'zoomIn' | 'zoomOut' | 'fit' | 'next' | 'previous' | 'first' | 'last';

/** What a key does in the viewer; null for keys it leaves alone (Tab, Escape: the dialog's own). */
export function viewerKeyAction(key: string): ViewerAction | null {
  switch (key) {
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'fit';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case 'ArrowLeft':
    case 'PageUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** Rounded to 1/1000, so that stepping in and out again comes back to the same zoom. */
const round = (value: number) => Math.round(value * 1000) / 1000;

export const clampZoom = (zoom: number) => (Number.isFinite(zoom) ? Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, round(zoom))) : 1);
export const zoomIn = (zoom: number) => clampZoom(zoom * ZOOM_STEP);
export const zoomOut = (zoom: number) => clampZoom(zoom / ZOOM_STEP);

/** The page after an action, kept within 1..count; a count below 1 counts as one page. */
export function pageAfter(action: ViewerAction, page: number, count: number): number {
  const last = Math.max(1, Math.floor(count));
  const current = Math.min(last, Math.max(1, Math.floor(page)));
  switch (action) {
    case 'next':
      return Math.min(last, current + 1);
    case 'previous':
      return Math.max(1, current - 1);
    case 'first':
      return 1;
    case 'last':
      return last;
    default:
      return current;
  }
}

/** The zoom after an action (1 is "fit"). */
export function zoomAfter(action: ViewerAction, zoom: number): number {
  if (action === 'zoomIn') return zoomIn(zoom);
  if (action === 'zoomOut') return zoomOut(zoom);
  if (action === 'fit') return 1;
  return clampZoom(zoom);
}

/** The scale at which a page of the given size fits whole into the box; 1 when either size is unknown. */
export function fitScale(page: { width: number; height: number }, box: { width: number; height: number }): number {
  if (!(page.width > 0 && page.height > 0 && box.width > 0 && box.height > 0)) return 1;
  return Math.min(box.width / page.width, box.height / page.height);
}

/** A poster file's kind from its path: .pdf is a PDF; .svg, .png, .jpg, .jpeg, .webp, .gif an image; else null. */
export function posterKindOf(path: string | null | undefined): PosterKind | null {
  const file = (path ?? '').split(/[?#]/)[0]!.toLowerCase();
  if (file.endsWith('.pdf')) return 'pdf';
  if (/\.(svg|png|jpe?g|webp|gif)$/.test(file)) return 'image';
  return null;
}

/** The poster id an address asks for (?poster=123), or null. */
export function posterIdOf(search: string): number | null {
  const value = new URLSearchParams(search).get(POSTER_QUERY)?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}
