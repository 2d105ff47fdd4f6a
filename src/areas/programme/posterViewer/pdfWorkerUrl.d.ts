/** vite's ?url&no-inline import of pdf.js's worker: the worker file's address in the build (loadPdf.ts). */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline' {
  const url: string;
  export default url;
}
