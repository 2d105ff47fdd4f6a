// Runs in the element-contract project (vitest.config.ts): happy-dom, modules transformed as for the server.
/**
 * The element contract (ARCHITECTURE.md, Elements), one suite every element of the catalogue runs, as
 * Shoelace's form-control-base-tests run for each of its controls:
 * - it defines without error, and with its required attributes missing it says which, instead of a blank
 *   or a throw;
 * - refresh() exists where the catalogue documents it, and reads the element's data from the server again;
 * - every event it dispatches is a documented vmx-* event that bubbles and is composed;
 * - moving it to another place in the page does not remount it (what it shows is kept, not rebuilt).
 *
 * The elements run as on a page (r2wc custom elements, shadow roots, the page-wide registry), with the
 * reference server, seeded with the demo congress, answering their requests in process (fastify inject
 * behind a stubbed fetch): so each element shows real data, not an error, before it is refreshed or moved.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing';
import { ELEMENT_DOCS, type ElementDoc } from '../../src/elements/catalog';
import { REQUIRED_ATTRIBUTES } from '../../src/elements/ElementRoot';
import { ELEMENT_LOADERS } from '../../src/elements/registry';
import { clearEventContexts, eventContextFor } from '../../src/store/registry';

const API_BASE = 'http://vmx.test/';
const ADDRESS = { instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: API_BASE } as const;
/** vmx-app owns the address: it is opened on the event's home page. */
const APP_PATH = '/home/demo/ehc2026/en-GB';

let server: TestApp;
let requests: string[] = [];

/** Every request of the elements goes to the reference server in process. */
async function serverFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== new URL(API_BASE).origin) return new Response(null, { status: 404 });
  const method = (init.method ?? 'GET').toUpperCase() as 'GET';
  requests.push(`${method} ${url.pathname}${url.search}`);
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const reply = await server.app.inject({
    method,
    url: url.pathname + url.search,
    headers,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  const body = reply.statusCode === 204 || reply.statusCode === 304 ? null : new Uint8Array(reply.rawPayload);
  return new Response(body, { status: reply.statusCode, headers: { 'Content-Type': String(reply.headers['content-type'] ?? '') } });
}

beforeAll(async () => {
  server = await createTestApp();
  vi.stubGlobal('fetch', serverFetch);
  // Hubs (SignalR) are not part of this contract; without WebSocket they stay disconnected quietly.
  vi.stubGlobal('WebSocket', undefined);
}, 60_000);

afterAll(async () => {
  await reactIdle();
  vi.unstubAllGlobals();
  await server.close();
});

/**
 * Lets React finish the work a removal scheduled before the next test (or the end of the file, when the
 * environment's window goes away): React's scheduler runs its tasks on setImmediate under Node, so a few
 * turns of the event loop after the unmount let it run what it has queued.
 */
async function reactIdle(): Promise<void> {
  for (let turn = 0; turn < 3; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

const placed: Element[] = [];
afterEach(async () => {
  const removed = placed.splice(0);
  for (const element of removed) element.remove();
  // Removed elements unmount a microtask later (ARCHITECTURE.md, Elements); wait until they have.
  await vi.waitFor(() => expect(removed.map(shown).join('')).toBe(''), { timeout: 10_000, interval: 10 });
  await reactIdle();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  requests = [];
  clearEventContexts();
  localStorage.clear();
});

type VmxElement = HTMLElement & { refresh?: () => unknown };

/** The element as the catalogue's snippet writes it, with our api-base. */
function fromSnippet(doc: ElementDoc): VmxElement {
  const template = document.createElement('template');
  template.innerHTML = doc.snippet.replace(/<script[^>]*><\/script>/, '').replaceAll('https://your-vmx-host/', API_BASE);
  const element = template.content.querySelector(doc.tag);
  if (!element) throw new Error(`the snippet of ${doc.tag} has no <${doc.tag}>`);
  return document.importNode(element, true) as VmxElement;
}

function place(element: Element, parent: Element = document.body): void {
  placed.push(element);
  parent.append(element);
}

/** The element's own markup (not its <style> tags): what a reader sees. */
function shown(element: Element): string {
  const root = element.shadowRoot;
  if (!root) return '';
  return [...root.children]
    .filter((child) => child.localName !== 'style')
    .map((child) => child.textContent ?? '')
    .join('')
    .trim();
}

/**
 * Rendered and quiet: the event loaded, nothing shown as loading, no query fetching, and no request
 * started since the previous look (a query that starts once another has answered counts too).
 */
async function settled(element: Element): Promise<void> {
  const context = eventContextFor(ADDRESS);
  let seen = -1;
  await vi.waitFor(
    () => {
      const text = shown(element);
      expect(text).not.toBe('');
      expect(text).not.toMatch(/\bloading\b/i);
      expect(element.shadowRoot?.querySelector('[aria-busy="true"]')).toBeNull();
      expect(context.store.getState().status).not.toBe('loading');
      expect(context.queryClient.isFetching()).toBe(0);
      const count = requests.length;
      const quiet = count === seen;
      seen = count;
      expect(quiet).toBe(true);
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Uncaught errors and console.error while fn runs. */
async function errorsDuring(fn: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message));
  addEventListener('error', onError);
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  try {
    await fn();
  } finally {
    removeEventListener('error', onError);
    consoleError.mockRestore();
  }
  return errors;
}

/** The contract, for one element of the catalogue. */
function runElementContract(doc: ElementDoc): void {
  const required = doc.attributes.filter((attribute) => /\bRequired\./.test(attribute.description)).map((attribute) => attribute.name);
  const isApp = doc.tag === 'vmx-app';

  describe(`<${doc.tag}>`, () => {
    beforeAll(async () => {
      await ELEMENT_LOADERS[doc.tag]();
    });

    it('is defined by its module', () => {
      expect(customElements.get(doc.tag)).toBeTypeOf('function');
    });

    it('without its attributes: shows a clear message, not a blank, and throws nothing', async () => {
      const errors = await errorsDuring(async () => {
        const element = document.createElement(doc.tag);
        place(element);
        await vi.waitFor(() => expect(shown(element)).not.toBe(''), { timeout: 10_000, interval: 20 });
        if (required.length > 0) {
          const message = element.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? '';
          for (const name of required) expect(message).toContain(name);
        }
      });
      expect(errors).toEqual([]);
    });

    if (required.length > 0) {
      it('documents the four attributes every event element needs as required', () => {
        expect(required).toEqual(expect.arrayContaining([...REQUIRED_ATTRIBUTES]));
      });
    }

    it('with its attributes: shows the event, and throws nothing', async () => {
      if (isApp) history.replaceState(null, '', APP_PATH);
      const errors = await errorsDuring(async () => {
        const element = fromSnippet(doc);
        place(element);
        await settled(element);
        expect(element.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? '').not.toMatch(/missing/i);
      });
      expect(errors).toEqual([]);
    });

    const documentsRefresh = doc.methods.some((method) => method.name === 'refresh');
    it(
      documentsRefresh ? "refresh() reads the element's data from the server again" : 'has no refresh() (the catalogue documents none)',
      async () => {
        if (isApp) history.replaceState(null, '', APP_PATH);
        const element = fromSnippet(doc);
        place(element);
        if (!documentsRefresh) {
          expect(element.refresh).toBeUndefined();
          return;
        }
        expect(element.refresh).toBeTypeOf('function');
        await settled(element);
        const before = requests.length;
        await element.refresh?.();
        await vi.waitFor(() => expect(requests.length).toBeGreaterThan(before), { timeout: 10_000, interval: 20 });
        await settled(element);
      },
    );

    it('dispatches only documented vmx-* events, which bubble and are composed', async () => {
      if (isApp) history.replaceState(null, '', APP_PATH);
      const documented = doc.events.map((event) => event.name);
      for (const name of documented) expect(name).toMatch(/^vmx-[a-z-]+$/);

      const dispatched: Event[] = [];
      const element = fromSnippet(doc);
      // Elements dispatch on their host (ui/host.tsx): every event dispatched on it is seen here.
      const dispatch = vi.spyOn(element, 'dispatchEvent');
      try {
        place(element);
        await settled(element);
        // Press what the element documents an event for, where it shows one: a star, a session.
        const star = element.shadowRoot?.querySelector<HTMLElement>('[part~="favourite"]');
        star?.click();
        if (star) await vi.waitFor(() => expect(dispatch.mock.calls.some(([event]) => event.type.startsWith('vmx-'))).toBe(true));
        for (const [event] of dispatch.mock.calls) if (event instanceof CustomEvent) dispatched.push(event);
      } finally {
        dispatch.mockRestore();
      }
      for (const event of dispatched) {
        expect(documented, `${event.type} is in the catalogue`).toContain(event.type);
        expect(event.bubbles, `${event.type} bubbles`).toBe(true);
        expect(event.composed, `${event.type} is composed`).toBe(true);
      }
      if (documented.includes('vmx-favourite-change') && element.shadowRoot?.querySelector('[part~="favourite"]')) {
        expect(dispatched.map((event) => event.type)).toContain('vmx-favourite-change');
      }
    });

    it('moved to another place in the page: kept, not remounted', async () => {
      if (isApp) history.replaceState(null, '', APP_PATH);
      const first = document.createElement('section');
      const second = document.createElement('section');
      document.body.append(first, second);
      const element = fromSnippet(doc);
      place(element, first);
      await settled(element);
      const content = [...(element.shadowRoot?.children ?? [])].filter((child) => child.localName !== 'style');

      second.append(element);
      // A remount would unmount in the microtask after the move (define.ts, fix 4) and build new nodes.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await settled(element);
      expect(element.parentElement).toBe(second);
      for (const node of content) expect(node.getRootNode()).toBe(element.shadowRoot);
    });
  });
}

describe('the element contract', () => {
  it('covers every element of the catalogue', () => {
    expect(ELEMENT_DOCS.map((doc) => doc.tag).sort()).toEqual(Object.keys(ELEMENT_LOADERS).sort());
  });
  for (const doc of ELEMENT_DOCS) runElementContract(doc);
});
