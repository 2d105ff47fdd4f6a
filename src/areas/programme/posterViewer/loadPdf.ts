/**
 * pdf.js, loaded the first time a PDF poster opens (it is some 400 kB gzip with its worker, so never with the
 * programme). The worker is a file of the build beside the chunks (vite's ?url import; no-inline, since a library
 * build would otherwise inline it as a data: URL, which the pages' worker-src and script-src refuse), so it loads
 * from where the bundle is served: the reference server, or the server a CMS page takes the elements from.
 * Eval stays off: the pages' Content-Security-Policy has no 'unsafe-eval'.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';

type PdfJs = typeof import('pdfjs-dist');

let pdfjs: Promise<PdfJs> | null = null;

/**
 * The library build writes the worker at the build's root and names it from the root ('/pdf.worker.min.mjs'):
 * resolved from this chunk (chunks/ is one level below the root, vite.config.ts), it is found wherever the
 * build is served, also under a path (https://cdn.example/vmx/1.2/) or from another origin than the page.
 */
function workerAddress(built: string): string {
  // The chunk's address in a variable: vite rewrites new URL(`…${x}`, import.meta.url) into a glob import.
  const chunk = import.meta.url;
  return new URL(built.startsWith('/') ? `..${built}` : built, chunk).href;
}

function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline')]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = workerAddress(worker.default);
    return lib;
  });
  // A failed load (offline, a new deployment) is tried again next time.
  pdfjs.catch(() => (pdfjs = null));
  return pdfjs;
}

export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const lib = await loadPdfJs();
  return lib.getDocument({ data, isEvalSupported: false }).promise;
}
