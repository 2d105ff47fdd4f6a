/**
 * An embedded element's page in its host page's address (issue 18, navigation inside embeds): one query
 * parameter per element, `vmx-<id>` (the id itself when it starts with `vmx-`; the tag for an element
 * without an id), holding the platform path the element shows. Each page the element opens is a history
 * entry of the host page, so the browser's Back returns to the list inside the element and a copied link
 * reopens the same page; the host's own parameters, their order and spelling, and its hash stay as they
 * were, and two elements with different ids never touch each other's parameter.
 *
 * Reading it (here) is part of the element's first render; writing it (embedHistory.ts) loads with the
 * first page the element opens.
 */

/** The query parameter an element keeps its page in. */
export function embedParam(element: Pick<HTMLElement, 'id' | 'localName'>): string {
  const id = element.id.trim();
  if (!id) return element.localName;
  return id.startsWith('vmx-') ? id : `vmx-${id}`;
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/** The raw name=value pairs of a search ('?a=1&b'), empty ones dropped. */
export const pairsOf = (search: string) => search.replace(/^\?/, '').split('&').filter(Boolean);

export const nameOf = (pair: string) => decode(pair.split('=', 1)[0]!);

/**
 * The platform path the address holds for param, or null. Only an absolute path on the same origin
 * ('/…', never '//…' or a URL) counts: the parameter comes from the address, which anyone can write.
 */
export function readEmbedPath(search: string, param: string): string | null {
  const pair = pairsOf(search).find((candidate) => nameOf(candidate) === param);
  const value = pair === undefined ? null : decode(pair.slice(param.length + 1));
  return value && /^\/(?![/\\])/.test(value) ? value : null;
}
