/**
 * The nonce a page under a strict Content-Security-Policy (style-src 'nonce-…', no 'unsafe-inline') gives
 * an element: <vmx-programme nonce="…">. Every <style> we create inside an element carries it, or the
 * browser refuses the styles. Browsers hide the nonce attribute once the element is in the page and keep
 * the value in the element's `nonce` property, so we read the property of the host element.
 * An element that another element renders in its shadow root (the footer's <vmx-logo-grid>) has no
 * attribute of its own: it takes the nonce of the element it is in. An element a page's script adds later
 * without a nonce takes the page's own, from `<meta property="csp-nonce" nonce="…">` (the convention Vite
 * and others use; the standalone page has one), so that a strict page need not hand it to every element.
 * styled-components gets it in elements/define.ts; other <style> tags (SurveyJS's CSS) use this hook.
 */
import { useContext } from 'react';
import { HostElementContext } from './host';

/**
 * The element's nonce, or the nonce of the element whose shadow root holds it, or the page's csp-nonce;
 * undefined when none.
 */
export function styleNonceOf(host: Element | null): string | undefined {
  for (let element = host; element;) {
    const nonce = (element as HTMLElement).nonce;
    if (nonce) return nonce;
    const root = element.getRootNode();
    element = root instanceof ShadowRoot ? root.host : null;
  }
  return host?.ownerDocument.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/** The nonce of the element this React tree renders in (see styleNonceOf). */
export function useStyleNonce(): string | undefined {
  return styleNonceOf(useContext(HostElementContext));
}
