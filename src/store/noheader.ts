/**
 * The remembered noheader flag (docs/rules/shell-access-identity.md section 2: a noheader in the address is
 * remembered locally, so the pages that follow keep it). A page inside a host's iframe remembers it for
 * its own tab only (sessionStorage): the framed platform is headerless on every page it goes to, and
 * the same origin's standalone site in another tab keeps its header and footer.
 */
import { NOHEADER_FLAG } from '../core/chrome';

function flagStorage(): Storage {
  return window.parent !== window ? sessionStorage : localStorage;
}

export function storedNoheader(): string | null {
  try {
    return flagStorage().getItem(NOHEADER_FLAG);
  } catch {
    return null;
  }
}

export function rememberNoheader(): void {
  try {
    flagStorage().setItem(NOHEADER_FLAG, 'true');
  } catch {
    // storage blocked: the flag lasts as long as the address carries it
  }
}
