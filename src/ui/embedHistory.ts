/**
 * Writing an embedded element's page into its host page's address (the parameter and the rules: ui/embedAddress.ts).
 * The host's history.state is carried into the new entry: a host's own router keeps what it stored there.
 */
import { nameOf, pairsOf } from './embedAddress';

/** The address (path, search, hash) with param set to path, or removed for null; every other parameter kept as written. */
export function withEmbedPath(address: { pathname: string; search: string; hash: string }, param: string, path: string | null): string {
  const pairs = pairsOf(address.search).filter((pair) => nameOf(pair) !== param);
  // Slashes stay readable: they need no escaping in a query.
  if (path !== null) pairs.push(`${encodeURIComponent(param)}=${encodeURIComponent(path).replace(/%2F/g, '/')}`);
  return `${address.pathname}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}${address.hash}`;
}

/** Writes the element's path into the host's address: a new history entry, or the current one replaced. */
export function writeEmbedPath(param: string, path: string | null, replace: boolean): void {
  const next = withEmbedPath(location, param, path);
  if (next === location.pathname + location.search + location.hash) return;
  if (replace) history.replaceState(history.state, '', next);
  else history.pushState(history.state, '', next);
}
