/** Local-storage flags of the content area; storage that is refused (a sandboxed frame) reads as unset. */
export function readFlag(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeFlag(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Refused: the flag is not remembered; the rule then acts as for a first visit.
  }
}
