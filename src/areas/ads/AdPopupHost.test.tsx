// @vitest-environment happy-dom
// The popup's timing (docs/rules/shell-access-identity.md sections 4 and 9) with fake timers: shown when due, a
// timer for an ad that starts later, the next ad after closing, 4500 ms after a route change.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventDetails } from '../../contracts';
import { AD_CHECK_AFTER_HOOK_MS, adCookieName, type Advertisement } from '../../core/advertisement';
import { parseRoute } from '../../core/routeParse';
import { createEventContext, type EventContext } from '../../store/eventContext';
import { EventContextProvider } from '../../store/react';
import { AdPopupHost } from './AdPopupHost';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = Date.parse('2026-06-11T10:00:00Z');
let root: Root | null = null;
let context: EventContext;
let host: HTMLElement;

function ad(id: string, overrides: Partial<Advertisement> = {}): Advertisement {
  return {
    id,
    displayFromDate: null,
    displayToDate: null,
    vmxPage: 'MeetingHubPage',
    channelId: null,
    CompanyAccountIds: [],
    CompanyAccountIdsShowOnProfile: [],
    showInSeconds: 0,
    backgroundColor: null,
    headlineTop: `Ad ${id}`,
    headlineBottom: null,
    pictureFilePath: null,
    videoFilePath: null,
    text: '<p>words</p>',
    optionalLink: null,
    optionalLinkTarget: '_self',
    optionalLinkButtonText: null,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function show(ads: Advertisement[], path = '/meetinghub/demo/ehc2026/en-GB') {
  context = createEventContext({ instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: 'http://localhost/' });
  context.store.setState({ details: { Id: 2026, Name: 'EHC' } as EventDetails });
  context.queryClient.setQueryData(['demo', 'ehc2026', 'en-GB', 'advertisements'], ads);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  render(path);
}

function render(path: string) {
  act(() =>
    root!.render(
      <EventContextProvider context={context}>
        <AdPopupHost route={parseRoute(path, '')} navigate={() => undefined} />
      </EventContextProvider>,
    ),
  );
}

/** act around synchronous work has flushed React when it returns: its promise is there for async work only. */
const run = (work: () => void): void => void act(work);
const advance = (ms: number) => run(() => vi.advanceTimersByTime(ms));
/** A timer's follow-up (a state change, then the effect's next timer) runs after React commits: a few more turns. */
const settle = () => [1, 2, 3].forEach(() => advance(1));
const shownTitle = () => host.querySelector('dialog h2')?.textContent ?? null;

describe('AdPopupHost', () => {
  it('shows a due ad at the first check and sets its cookie', () => {
    show([ad('1')]);
    advance(1);
    expect(shownTitle()).toBe('Ad 1');
    expect(Number(new RegExp(`${adCookieName('ehc2026', '1')}=(\\d+)`).exec(document.cookie)?.[1])).toBeGreaterThanOrEqual(NOW);
  });

  it('sets a timer for an ad that starts later and shows it at its start', () => {
    show([ad('later', { displayFromDate: new Date(NOW + 5000).toISOString() })]);
    advance(4999);
    expect(shownTitle()).toBeNull();
    // The start timer fires at 5000 ms; the popup follows in the next turn.
    advance(2);
    expect(shownTitle()).toBe('Ad later');
  });

  it('waits showInSeconds once the ad is due', () => {
    show([ad('slow', { showInSeconds: 2 })]);
    advance(1999);
    expect(shownTitle()).toBeNull();
    advance(1);
    expect(shownTitle()).toBe('Ad slow');
  });

  it('re-evaluates on close: the next ad follows, the closed one does not come back', () => {
    show([ad('1'), ad('2')]);
    advance(1);
    expect(shownTitle()).toBe('Ad 1');
    run(() => (host.querySelector('dialog button') as HTMLButtonElement).click());
    advance(1);
    expect(shownTitle()).toBe('Ad 2');
    run(() => (host.querySelector('dialog button') as HTMLButtonElement).click());
    advance(60_000);
    expect(shownTitle()).toBeNull();
  });

  it(`checks again ${AD_CHECK_AFTER_HOOK_MS} ms after a route change`, () => {
    show([ad('live', { vmxPage: 'ProductsPage' })]);
    advance(10_000);
    expect(shownTitle()).toBeNull();
    render('/products/demo/ehc2026/en-GB');
    advance(AD_CHECK_AFTER_HOOK_MS - 4);
    settle();
    expect(shownTitle()).toBeNull();
    advance(1);
    settle();
    expect(shownTitle()).toBe('Ad live');
  });

  it('waits while another dialog is open, and tries again later', () => {
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    show([ad('1')]);
    settle();
    expect(shownTitle()).toBeNull();
    other.remove();
    advance(AD_CHECK_AFTER_HOOK_MS);
    settle();
    expect(shownTitle()).toBe('Ad 1');
  });
});
