/**
 * Saves what a call returned as a file: through an object URL and a temporary <a download> in the document, since
 * the call needed the user's token (a plain link could not carry it). The URL is revoked once the browser has had
 * time to start saving.
 */

/** How long a download's object URL lives after the click: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 30_000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
