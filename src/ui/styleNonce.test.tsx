// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HostElementContext } from './host';
import { styleNonceOf, useStyleNonce } from './styleNonce';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function render(element: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return container;
}

describe('useStyleNonce', () => {
  function ShowNonce() {
    return <output>{useStyleNonce() ?? '(none)'}</output>;
  }

  it("gives an element without a nonce the page's csp-nonce meta (an element a strict page's script adds later)", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'page-nonce';
    document.head.append(meta);
    const host = document.createElement('div');
    document.body.append(host);
    try {
      expect(styleNonceOf(host)).toBe('page-nonce');
      host.nonce = 'own';
      expect(styleNonceOf(host)).toBe('own');
    } finally {
      meta.remove();
    }
  });

  it("gives the host element's nonce property (browsers hide the attribute and keep the property)", () => {
    const host = document.createElement('div');
    host.nonce = 'abc123';
    const container = render(
      <HostElementContext.Provider value={host}>
        <ShowNonce />
      </HostElementContext.Provider>,
    );
    expect(container.textContent).toBe('abc123');
  });

  it('gives undefined without a nonce or without a host', () => {
    const host = document.createElement('div');
    const container = render(
      <>
        <HostElementContext.Provider value={host}>
          <ShowNonce />
        </HostElementContext.Provider>
        <ShowNonce />
      </>,
    );
    expect(container.textContent).toBe('(none)(none)');
  });

  it('gives an element inside another element’s shadow root the outer element’s nonce', () => {
    const outer = document.createElement('div');
    outer.nonce = 'outer-nonce';
    document.body.append(outer);
    const inner = document.createElement('div');
    outer.attachShadow({ mode: 'open' }).append(inner);
    expect(styleNonceOf(inner)).toBe('outer-nonce');
    inner.nonce = 'own';
    expect(styleNonceOf(inner)).toBe('own');
    expect(styleNonceOf(document.createElement('div'))).toBeUndefined();
  });
});
