// @vitest-environment happy-dom
/**
 * The host script (vmx-frame.ts) run in a page: it sizes the iframe, answers, and keeps the framed path
 * in the host's address by core/frame.ts's rules. The iframe's window is a stand-in: happy-dom does not
 * load framed pages.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  frameHostMessage,
  frameMessage,
  framedPathParam,
  framedSrc,
  hostHrefWithPath,
  MAX_FRAME_HEIGHT_PX,
  parseFrameMessage,
} from '../core/frame';

const ORIGIN = 'https://congress.example';
const START = '/home/demo/ehc2026/en-GB?noheader=true';
const HOST_PAGE = '/society/congress.html?lang=en';

interface StandInWindow {
  postMessage: ReturnType<typeof vi.fn>;
  location: { replace: ReturnType<typeof vi.fn> };
}

/** An iframe of the platform as a host writes it, with a stand-in window; inserted after the script ran. */
async function addFrame(name?: string, src = `${ORIGIN}${START}`): Promise<{ frame: HTMLIFrameElement; window: StandInWindow }> {
  const frame = document.createElement('iframe');
  const standIn: StandInWindow = { postMessage: vi.fn(), location: { replace: vi.fn() } };
  Object.defineProperty(frame, 'contentWindow', { value: standIn, configurable: true });
  frame.setAttribute('data-vmx-frame', name ?? '');
  frame.setAttribute('title', 'Congress');
  frame.setAttribute('src', src);
  // happy-dom loads no framed page from src (it says so on the console); an empty srcdoc keeps it quiet.
  frame.setAttribute('srcdoc', '');
  document.body.append(frame);
  await settle();
  return { frame, window: standIn };
}

/** MutationObserver callbacks run as microtasks. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function post(data: unknown, source: unknown, origin = ORIGIN): void {
  dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}

beforeAll(async () => {
  await import('./vmx-frame');
});

beforeEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', HOST_PAGE);
});

describe('vmx-frame.js', () => {
  it('takes the iframe’s border away, fills the width, and tells the frame it is sized', async () => {
    const { frame, window: framed } = await addFrame();
    expect(frame.style.width).toBe('100%');
    expect(frame.style.border).toMatch(/^0/);
    expect(framed.postMessage).toHaveBeenCalledWith(frameHostMessage(), ORIGIN);
  });

  it('takes the iframe’s scrollbar away only once its page reports (a page without noheader keeps scrolling)', async () => {
    const { frame, window: framed } = await addFrame();
    expect(frame.hasAttribute('scrolling')).toBe(false);
    expect(frame.style.overflow).toBe('');
    post(frameMessage(640, START), framed);
    expect(frame.getAttribute('scrolling')).toBe('no');
    expect(frame.style.overflow).toBe('hidden');
  });

  it('sizes the iframe from its own page’s messages, exactly those core/frame.ts accepts', async () => {
    const { frame, window: framed } = await addFrame();
    const good = frameMessage(640, START);
    const candidates: unknown[] = [
      good,
      { ...good, height: 1200.4 },
      { ...good, height: 0 },
      { ...good, height: MAX_FRAME_HEIGHT_PX + 1 },
      { ...good, height: -5 },
      { ...good, height: '700' },
      { ...good, height: Number.NaN },
      { ...good, version: 2 },
      { ...good, type: 'vmx:other' },
      { ...good, path: 'javascript:alert(1)' },
      { ...good, path: '//evil.example/home' },
      { ...good, path: '/\\evil.example' },
      { ...good, path: 'https://evil.example/' },
      { ...good, path: '/home#x' },
      'vmx:frame',
      null,
    ];
    for (const [index, data] of candidates.entries()) {
      const before = 10_000 + index;
      frame.style.height = `${before}px`;
      post(data, framed);
      const parsed = parseFrameMessage(data);
      expect(frame.style.height, JSON.stringify(data)).toBe(`${parsed ? parsed.height : before}px`);
    }
  });

  it('ignores messages from another window or another origin', async () => {
    const { frame, window: framed } = await addFrame();
    const other = await addFrame('other', 'https://elsewhere.example/home');
    frame.style.height = '300px';
    post(frameMessage(900, START), other.window);
    post(frameMessage(900, START), framed, 'https://evil.example');
    post(frameMessage(900, START), window);
    expect(frame.style.height).toBe('300px');
    post(frameMessage(900, START), framed);
    expect(frame.style.height).toBe('900px');
  });

  it('keeps the framed path in the host page’s address, and a clean address on the first page', async () => {
    const { window: framed } = await addFrame();
    const programme = '/programme/demo/ehc2026/en-GB/search?q=heart&sort=time';
    post(frameMessage(800, programme), framed);
    expect(location.href).toBe(hostHrefWithPath(`${location.origin}${HOST_PAGE}`, 'vmx-path', programme, START));
    expect(new URLSearchParams(location.search).get('vmx-path')).toBe(programme);
    expect(new URLSearchParams(location.search).get('lang')).toBe('en');
    post(frameMessage(800, START), framed);
    expect(location.pathname + location.search).toBe(HOST_PAGE);
  });

  it('keeps a named frame’s path under its own parameter', async () => {
    const { window: framed } = await addFrame('programme');
    post(frameMessage(800, '/venue/demo/ehc2026/en-GB'), framed);
    expect(new URLSearchParams(location.search).get(framedPathParam('programme'))).toBe('/venue/demo/ehc2026/en-GB');
    expect(new URLSearchParams(location.search).has('vmx-path')).toBe(false);
  });

  it('opens the framed page the host’s address names, on the iframe’s origin only', async () => {
    const stored = [
      '/programme/demo/ehc2026/en-GB/search?q=heart',
      START,
      'javascript:alert(1)',
      '//evil.example/home',
      'https://evil.example/home',
      '/\\evil.example',
      '',
    ];
    for (const path of stored) {
      document.body.replaceChildren();
      history.replaceState(null, '', `${HOST_PAGE}&vmx-path=${encodeURIComponent(path)}`);
      const { window: framed } = await addFrame();
      const expected = framedSrc(`${ORIGIN}${START}`, path);
      if (expected === null || expected === `${ORIGIN}${START}`) expect(framed.location.replace, path).not.toHaveBeenCalled();
      else expect(framed.location.replace, path).toHaveBeenCalledWith(expected);
    }
    // The case that must open a page does (the table is not all refusals).
    expect(framedSrc(`${ORIGIN}${START}`, stored[0]!)).toBe(`${ORIGIN}/programme/demo/ehc2026/en-GB/search?q=heart&noheader=true`);
  });
});
