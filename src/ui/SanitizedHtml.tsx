/**
 * HTML from the server, shown after DOMPurify (ARCHITECTURE.md, Data): no script, no event handler
 * attribute, no style or form element; a link whose URL is not http(s), mailto, tel or relative
 * (core/url.ts safeHref) loses its href, and a link that opens a new window gets rel=noopener.
 * Our own DOMPurify instance, so that its hook does not change other areas' sanitising.
 *
 * Inline style attributes (style="text-align: center" from an editor) are kept, but not as markup: a
 * page under a strict Content-Security-Policy (style-src with a nonce, no 'unsafe-inline') refuses, and
 * reports, every style attribute the browser parses, even in the inert document DOMPurify parses into.
 * So before parsing, each start tag's style attribute is renamed data-vmx-style (a data-vmx-style the
 * server wrote itself is dropped) and its on* attributes, which DOMPurify would drop and the policy
 * would report, are dropped; SanitizedHtml then applies each data-vmx-style declaration by declaration
 * through the CSSOM (style.setProperty), which such a policy allows, like React's style prop. The same
 * on every page, with or without a policy.
 *
 * Theme tokens: --vmx-color-primary (links). Parts: as given.
 */
import DOMPurify from 'dompurify';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { safeHref } from '../core/url';

/** Where an element's sanitised inline style waits to be applied through the CSSOM. */
export const STYLE_DATA_ATTRIBUTE = 'data-vmx-style';

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
    // A style attribute the renaming before parsing missed still reaches the page through the CSSOM only.
    const style = node.getAttribute('style');
    if (style !== null) {
      node.removeAttribute('style');
      node.setAttribute(STYLE_DATA_ATTRIBUTE, style);
    }
  });
  return purifier;
}

/** A start tag, its attribute values quoted or not (a '>' inside quotes does not end it). */
const START_TAG = /<[a-zA-Z][^\s/>]*(?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*[\s/]*>/g;
const ATTRIBUTE = /([\s/]+)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** A <style> element (forbidden here anyway), to the end of the markup when it is never closed. */
const STYLE_ELEMENT = /<style(?=[\s/>])[^>]*>(?:[\s\S]*?<\/style\s*>|[\s\S]*$)/gi;

/**
 * html without <style> elements and with, in every start tag, style renamed data-vmx-style, and any
 * data-vmx-style and on* attribute dropped: what a strict policy would report while the browser parses,
 * renamed or gone before it does. Text between tags stays as written.
 */
export function withoutInlineStyleMarkup(html: string): string {
  if (!/[\s/](?:style|on[a-z]+|data-vmx-style)\s*=|<style/i.test(html)) return html;
  return html.replace(STYLE_ELEMENT, '').replace(START_TAG, (tag) =>
    tag.replace(ATTRIBUTE, (attribute, space: string, name: string, value: string | undefined) => {
      const lower = name.toLowerCase();
      if (lower === 'style') return `${space}${STYLE_DATA_ATTRIBUTE}${value ?? ''}`;
      if (lower === STYLE_DATA_ATTRIBUTE || lower.startsWith('on')) return '';
      return attribute;
    }),
  );
}

/**
 * The sanitised markup of html (for a test or a caller that renders it itself): inline styles are in
 * data-vmx-style; applyInlineStyles puts them on the elements once the markup is in the page.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(withoutInlineStyleMarkup(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  });
}

/**
 * Sets each data-vmx-style under root as the element's inline style, one style.setProperty per
 * declaration (the CSSOM a strict policy allows; Firefox has refused style.cssText under one).
 */
export function applyInlineStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[${STYLE_DATA_ATTRIBUTE}]`)) {
    for (const { property, value, important } of cssDeclarations(element.getAttribute(STYLE_DATA_ATTRIBUTE) ?? '')) {
      element.style.setProperty(property, value, important ? 'important' : '');
    }
    element.removeAttribute(STYLE_DATA_ATTRIBUTE);
  }
}

export interface CssDeclaration {
  property: string;
  value: string;
  important: boolean;
}

/**
 * The declarations of a style attribute's text, read by the browser's own CSS parser (a constructed
 * stylesheet, which no Content-Security-Policy governs); shorthands come back as their longhands.
 */
export function cssDeclarations(text: string): CssDeclaration[] {
  const sheet = new CSSStyleSheet();
  // One rule around the text; a text that closes it early only adds rules that are not read.
  sheet.replaceSync(`x{${text}}`);
  const rule = sheet.cssRules[0];
  if (!(rule instanceof CSSStyleRule)) return [];
  const { style } = rule;
  return Array.from({ length: style.length }, (_, index) => {
    const property = style.item(index);
    return { property, value: style.getPropertyValue(property), important: style.getPropertyPriority(property) === 'important' };
  });
}

export function SanitizedHtml({ html, part, className }: { html: string; part?: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const container = useRef<HTMLDivElement>(null);
  // Before the browser paints: the markup never shows without its styles. React writes the markup
  // again only when it changes, and then this runs again.
  useLayoutEffect(() => {
    if (container.current) applyInlineStyles(container.current);
  }, [clean]);
  return <div ref={container} part={part} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
