/**
 * The e-poster viewer (docs/rules/content-areas.md section 2, "E-poster"): a poster's file, a PDF (pdf.js,
 * loaded on demand: loadPdf.ts) or a picture, in a modal dialog that fills the window, with the Fullscreen
 * API on top where the browser has it. The dialog traps focus and gives it back on close (useModalDialog);
 * Escape closes. Zoom with the buttons or + - 0; pages with the buttons or ← → Page Up/Down, Home, End
 * (src/core/programme/posterViewer.ts); "Page n of m" is a live status. The file is read with the user's
 * token, so the server's access rules answer (401: sign in, 403: no access).
 *
 * Texts: posterViewer.* (src/core/programme/posterViewerTexts.ts). Theme tokens: --vmx-color-background,
 * --vmx-color-text, --vmx-color-border, --vmx-color-muted, --vmx-space, --vmx-space-large, --vmx-font-size-title.
 * Parts: poster-viewer, poster-stage.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { fetchPosterFile } from '../../../api/posters';
import { HttpError } from '../../../api/http';
import type { ProgrammePresentation } from '../../../contracts';
import { fitScale, pageAfter, posterKindOf, viewerKeyAction, zoomAfter, type ViewerAction } from '../../../core/programme/posterViewer';
import { POSTER_VIEWER_TEXTS } from '../../../core/programme/posterViewerTexts';
import { useEventContext, useTexts } from '../../../store/react';
import { useModalDialog } from '../../../ui/useModalDialog';
import { useProgrammeList } from '../useProgramme';
import { openPdf } from './loadPdf';
import { Bar, Box, Message, PageStatus, Stage, Title, Tools, ViewerCanvas, ViewerImage } from './PosterViewer.styles';

export interface PosterViewerProps {
  /** The presentation id of the poster (the address's ?poster). */
  posterId: number;
  onClose: () => void;
}

type Loaded = { kind: 'pdf'; doc: PDFDocumentProxy } | { kind: 'image'; url: string };
type Status = 'loading' | 'ready' | 'failed' | 'denied' | 'signIn' | 'notFound';

/** The size of the stage the page is fitted into, followed as the window (or full screen) changes. */
function useBoxSize(element: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/** Room left around a fitted page, in CSS pixels. */
const STAGE_PADDING = 16;

export function PosterViewer({ posterId, onClose }: PosterViewerProps) {
  const t = useTexts(POSTER_VIEWER_TEXTS);
  const context = useEventContext();
  const presentations = useProgrammeList('presentations');
  const poster: ProgrammePresentation | undefined = presentations.data?.find((item) => item.Id === posterId);
  const file = poster?.PosterFile ?? null;
  const kind = posterKindOf(file);

  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog);
  const titleId = useId();
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const box = useBoxSize(stage);

  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(1);
  const [zoom, setZoom] = useState(1);
  /** The page's size at scale 1 (PDF points or the picture's pixels). */
  const [natural, setNatural] = useState({ width: 0, height: 0 });
  const [fullscreen, setFullscreen] = useState(false);

  const listSettled = presentations.isSuccess || presentations.isError;
  useEffect(() => {
    if (!listSettled) return;
    if (!file || !kind) {
      setStatus(presentations.isError ? 'failed' : 'notFound');
      return;
    }
    let live = true;
    const abort = new AbortController();
    let opened: Loaded | null = null;
    setStatus('loading');
    setLoaded(null);
    (async () => {
      const blob = await fetchPosterFile(context.http, file, abort.signal);
      if (kind === 'pdf') {
        const doc = await openPdf(await blob.arrayBuffer());
        opened = { kind: 'pdf', doc };
        if (!live) return void doc.destroy();
        setCount(doc.numPages);
      } else {
        opened = { kind: 'image', url: URL.createObjectURL(blob) };
        setCount(1);
      }
      if (!live) return;
      setPage(1);
      setLoaded(opened);
      setStatus('ready');
    })().catch((error: unknown) => {
      if (!live) return;
      const status = error instanceof HttpError ? error.status : undefined;
      if (status === undefined) console.warn('[vmx] the poster could not be shown', error);
      setStatus(status === 401 ? 'signIn' : status === 403 ? 'denied' : status === 404 ? 'notFound' : 'failed');
    });
    return () => {
      live = false;
      abort.abort();
      if (opened?.kind === 'pdf') void opened.doc.destroy();
      if (opened?.kind === 'image') URL.revokeObjectURL(opened.url);
    };
  }, [context.http, file, kind, listSettled, presentations.isError, attempt]);

  const fitted = fitScale(natural, { width: box.width - STAGE_PADDING * 2, height: box.height - STAGE_PADDING * 2 });
  const scale = fitted * zoom;

  // The PDF page, drawn at the scale shown (times the screen's pixel ratio, so it stays sharp).
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<{ page: number; scale: number } | null>(null);
  const pdf = loaded?.kind === 'pdf' ? loaded.doc : null;
  useEffect(() => {
    if (!pdf) return;
    let live = true;
    let task: RenderTask | null = null;
    void (async () => {
      const pdfPage = await pdf.getPage(page);
      const size = pdfPage.getViewport({ scale: 1 });
      if (!live) return;
      setNatural((old) => (old.width === size.width && old.height === size.height ? old : { width: size.width, height: size.height }));
      const target = canvas.current;
      if (!target || !(scale > 0) || box.width === 0) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: scale * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${Math.floor(viewport.width / ratio)}px`;
      target.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = pdfPage.render({ canvas: target, viewport });
      await task.promise;
      if (live) setDrawn({ page, scale });
    })().catch(() => undefined);
    return () => {
      live = false;
      task?.cancel();
    };
  }, [pdf, page, scale, box.width]);

  const act = useCallback(
    (action: ViewerAction) => {
      setPage((current) => pageAfter(action, current, count));
      setZoom((current) => zoomAfter(action, current));
    },
    [count],
  );

  function onKeyDown(event: ReactKeyboardEvent<HTMLDialogElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = viewerKeyAction(event.key);
    if (!action || status !== 'ready') return;
    event.preventDefault();
    act(action);
  }

  // Full screen where the browser has it; the dialog already fills the window otherwise.
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  useEffect(() => {
    const box = dialog.current;
    const follow = () => setFullscreen(box !== null && document.fullscreenElement === box);
    document.addEventListener('fullscreenchange', follow);
    return () => {
      document.removeEventListener('fullscreenchange', follow);
      if (box && document.fullscreenElement === box) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
  function toggleFullscreen() {
    if (fullscreen) void document.exitFullscreen().catch(() => undefined);
    else void dialog.current?.requestFullscreen().catch(() => undefined);
  }

  const number = poster?.PosterNumber ?? String(posterId);
  const ready = status === 'ready';
  const percent = Math.round(zoom * 100);
  const message: Record<Exclude<Status, 'ready'>, string> = {
    loading: t('posterViewer.loading'),
    failed: t('posterViewer.failed'),
    denied: t('posterViewer.denied'),
    signIn: t('posterViewer.signIn'),
    notFound: t('posterViewer.notFound'),
  };

  return (
    <Box
      ref={dialog}
      part="poster-viewer"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Bar>
        <Title id={titleId}>
          <span>{t('posterViewer.title', { number })}</span>
          {poster?.Title && <small>{poster.Title}</small>}
        </Title>
        <Tools>
          {ready && count > 1 && (
            <>
              <button type="button" onClick={() => act('previous')} disabled={page <= 1} aria-label={t('posterViewer.previous')}>
                ‹
              </button>
              <button type="button" onClick={() => act('next')} disabled={page >= count} aria-label={t('posterViewer.next')}>
                ›
              </button>
            </>
          )}
          {ready && (
            <PageStatus role="status" data-page={page} data-count={count}>
              {t('posterViewer.page', { page, count })}
            </PageStatus>
          )}
          <button type="button" onClick={() => act('zoomOut')} disabled={!ready} aria-label={t('posterViewer.zoomOut')}>
            −
          </button>
          <PageStatus aria-live="polite" data-zoom={zoom}>
            {t('posterViewer.zoom', { percent })}
          </PageStatus>
          <button type="button" onClick={() => act('zoomIn')} disabled={!ready} aria-label={t('posterViewer.zoomIn')}>
            +
          </button>
          <button type="button" onClick={() => act('fit')} disabled={!ready}>
            {t('posterViewer.fit')}
          </button>
          {canFullscreen && (
            <button type="button" onClick={toggleFullscreen} aria-pressed={fullscreen}>
              {t('posterViewer.fullscreen')}
            </button>
          )}
          <button type="button" onClick={onClose}>
            {t('posterViewer.close')}
          </button>
        </Tools>
      </Bar>
      <Stage
        ref={setStage}
        part="poster-stage"
        // Scrolls when zoomed in; focusable, so the keyboard scrolls it too.
        tabIndex={0}
        aria-label={t('posterViewer.keys')}
        data-scale={ready ? scale.toFixed(4) : undefined}
      >
        {!ready && (
          <Message role={status === 'loading' ? 'status' : 'alert'}>
            {message[status]}
            {status === 'failed' && (
              <button type="button" onClick={() => setAttempt((n) => n + 1)}>
                {t('posterViewer.retry')}
              </button>
            )}
          </Message>
        )}
        {ready && loaded?.kind === 'pdf' && (
          <ViewerCanvas
            ref={canvas}
            role="img"
            aria-label={`${t('posterViewer.image', { number, title: poster?.Title ?? '' })} (${t('posterViewer.page', { page, count })})`}
            data-drawn-page={drawn?.page}
            data-drawn-scale={drawn ? drawn.scale.toFixed(4) : undefined}
          />
        )}
        {ready && loaded?.kind === 'image' && (
          <ViewerImage
            src={loaded.url}
            alt={t('posterViewer.image', { number, title: poster?.Title ?? '' })}
            onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
            style={natural.width > 0 ? { width: `${Math.floor(natural.width * scale)}px` } : undefined}
          />
        )}
      </Stage>
    </Box>
  );
}
