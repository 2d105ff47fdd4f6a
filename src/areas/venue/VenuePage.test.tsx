// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDetails } from '../../contracts';
import { venueSplashSeenKey } from '../../core/access';
import { parseRoute } from '../../core/routeParse';
import { createEventContext } from '../../store/eventContext';
import { EventContextProvider } from '../../store/react';
import { VenuePage } from './VenuePage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const HOME = '/home/demo/ehc2026/en-GB';
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

function show(search: string, texts: Record<string, string> = {}): HTMLElement {
  const context = createEventContext({ instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: '/' });
  context.store.setState({ details: { Name: 'European Hair Congress 2026' } as EventDetails, texts });
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const route = parseRoute('/venue/demo/ehc2026/en-GB', search);
  act(() =>
    root!.render(
      <EventContextProvider context={context}>
        <VenuePage route={route} navigate={() => undefined} />
      </EventContextProvider>,
    ),
  );
  return host;
}

describe('VenuePage (venue splash, docs/rules/shell-access-identity.md section 4 step 7)', () => {
  it('welcomes with the event name and leads on to the wanted page', () => {
    const host = show(`?returnUrl=${encodeURIComponent('/live/demo/ehc2026/en-GB?roomid=7')}`);
    expect(host.querySelector('h2')?.textContent).toBe('European Hair Congress 2026');
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/live/demo/ehc2026/en-GB?roomid=7');
    expect(link?.textContent).toBe('Enter the congress');
  });

  it('marks the splash as seen for this session when shown', () => {
    expect(sessionStorage.getItem(venueSplashSeenKey({ instance: 'demo', event: 'ehc2026' }))).toBeNull();
    show('');
    expect(sessionStorage.getItem('vmx.venueSplashSeen.demo.ehc2026')).toBe('1');
  });

  it('goes home without a returnUrl, and never to another site', () => {
    expect(show('').querySelector('a')?.getAttribute('href')).toBe(HOME);
    act(() => root?.unmount());
    expect(
      show(`?returnUrl=${encodeURIComponent('//evil.test/x')}`)
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe(HOME);
  });

  it("shows the event's texts", () => {
    const host = show('', { 'venue.enter': 'Kongress betreten' });
    expect(host.querySelector('a')?.textContent).toBe('Kongress betreten');
  });
});
