/**
 * My documents (docs/rules/content-areas.md section 7, UserDocumentsV2: documents with FileType; FileType "Form" is a
 * form with a Status, section 4). Splitting, ordering, the file type's text key, the date in the event
 * language, and the name a download is saved under.
 */

interface DocumentLike {
  Id: number;
  Name: string;
  FileType: string;
  Created: string;
}

export function isForm(document: { FileType: string }): boolean {
  return document.FileType.toLowerCase() === 'form';
}

/** Newest first; the same day's documents by name; then by id, so the order never wobbles. */
export function compareDocuments(a: DocumentLike, b: DocumentLike): number {
  const at = Date.parse(a.Created);
  const bt = Date.parse(b.Created);
  const byDate = (Number.isNaN(bt) ? 0 : bt) - (Number.isNaN(at) ? 0 : at);
  if (byDate !== 0) return byDate;
  return a.Name.localeCompare(b.Name) || a.Id - b.Id;
}

/** The files (downloads) and the forms, each newest first. */
export function splitDocuments<D extends DocumentLike>(documents: readonly D[]): { files: D[]; forms: D[] } {
  const sorted = [...documents].sort(compareDocuments);
  return { files: sorted.filter((document) => !isForm(document)), forms: sorted.filter(isForm) };
}

/** The text key of a file type: known types have their own text, the rest "{type} file". */
export function fileTypeKey(fileType: string): 'myArea.fileType.pdf' | 'myArea.fileType.form' | 'myArea.fileType.other' {
  const lower = fileType.toLowerCase();
  if (lower === 'pdf') return 'myArea.fileType.pdf';
  if (lower === 'form') return 'myArea.fileType.form';
  return 'myArea.fileType.other';
}

/** A document's date in the event language (and the event's time zone when known); '' when unreadable. */
export function formatDocumentDate(iso: string, language: string, timeZone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    // An unknown time zone from the server: the date in the browser's zone is still right to the day mostly.
    return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
  }
}

const EXTENSIONS_BY_MIME: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/calendar': 'ics',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * The name a download is saved under: the document's name without characters file systems refuse, with
 * the extension of its content (the reply's type, else the FileType) unless the name has it already.
 */
export function documentFileName(name: string, fileType: string, mimeType?: string | null): string {
  const base =
    name
      // eslint-disable-next-line no-control-regex -- deliberate: control characters are not allowed in a file name.
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '') || 'document';
  const mime = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  const fromType = /^[a-z0-9]{1,5}$/i.test(fileType) && !isForm({ FileType: fileType }) ? fileType.toLowerCase() : null;
  const extension = EXTENSIONS_BY_MIME[mime] ?? fromType;
  if (!extension || base.toLowerCase().endsWith(`.${extension}`)) return base;
  return `${base}.${extension}`;
}
