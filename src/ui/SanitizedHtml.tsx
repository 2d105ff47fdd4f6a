/**
 * HTML from the server, shown after DOMPurify (DESIGN.md section 4): no script, no event handler
 * attribute, no style or form element; a link whose URL is not http(s), mailto, tel or relative
 * (core/url.ts safeHref) loses its href, and a link that opens a new window gets rel=noopener.
 * Our own DOMPurify instance, so that its hook does not change other areas' sanitising.
 *
 * Theme tokens: --vmx-color-primary (links). Parts: as given.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { safeHref } from '../core/url';

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    for (const attribute of ['href', 'xlink:href', 'action', 'formaction']) {
      if (node.hasAttribute(attribute) && safeHref(node.getAttribute(attribute)) === null) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** The sanitised markup of html (for a test or a caller that renders it itself). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  }) as unknown as string;
}

export function SanitizedHtml({ html, part, className }: { html: string; part?: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div part={part} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
