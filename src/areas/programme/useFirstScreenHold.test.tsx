// @vitest-environment happy-dom
/**
 * <vmx-programme>'s first page is held until its first screen is in (useFirstScreenHold): the programme's data and
 * the first rows, each held pending here by the test, so that the page renders once instead of once per arrival;
 * and never longer than FIRST_SCREEN_WAIT_MS.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRAMME_LIST_PATHS } from '../../contracts';
import { renderInContext } from '../../testing/renderInContext';
import { FIRST_SCREEN_WAIT_MS } from '../../core/firstScreen';
import { useFirstScreenHold, type FirstScreen } from './useFirstScreenHold';

const DATA = { Days: [], Rooms: [], SessionTypes: [], Groups: [], TimeZone: 'Europe/Berlin' };

/** A reply the test sends when it likes. */
function heldReply(body: unknown) {
  let send: () => void = () => undefined;
  const sent = new Promise<{ body: unknown }>((resolve) => (send = () => resolve({ body })));
  return { fixture: () => sent, send: () => send() };
}

function watch(screen: FirstScreen, fixtures: Record<string, unknown>) {
  const seen = { held: [] as boolean[] };
  function Page() {
    seen.held.push(useFirstScreenHold(screen));
    return null;
  }
  const { context } = renderInContext(<Page />, { fixtures });
  return { seen, context };
}

/** Lets the query cache tell its observers, and React render what they were told. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => vi.useRealTimers());

describe('useFirstScreenHold', () => {
  it('holds the search view until the programme data and the first rows are both in, then lets go for good', async () => {
    const data = heldReply(DATA);
    const rows = heldReply([]);
    const { seen, context } = watch(
      { search: true, firstRows: true },
      { 'GET /api/Modules/PAGData': data.fixture, [`GET ${PROGRAMME_LIST_PATHS.sessions}`]: rows.fixture },
    );
    await waitFor(() => expect(context.queryClient.isFetching()).toBe(2));
    data.send();
    // The data is in, the rows are not: still held.
    await waitFor(() => expect(context.queryClient.isFetching()).toBe(1));
    await settle();
    expect(seen.held.at(-1)).toBe(true);
    rows.send();
    await waitFor(() => expect(seen.held.at(-1)).toBe(false));
    // For good: reading again (a refresh) does not hold the page.
    await act(async () => void (await context.queryClient.invalidateQueries()));
    await settle();
    expect(seen.held.at(-1)).toBe(false);
  });

  it('waits for nothing but the first screen’s code on a page that is not the search view', async () => {
    const { seen } = watch({ search: false, firstRows: false }, {});
    await waitFor(() => expect(seen.held.at(-1)).toBe(false));
  });

  it('lets the page render after FIRST_SCREEN_WAIT_MS when a read never comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const never = heldReply(DATA);
    const { seen } = watch({ search: true, firstRows: false }, { 'GET /api/Modules/PAGData': never.fixture });
    await settle();
    expect(seen.held.at(-1)).toBe(true);
    await act(async () => void vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS));
    await waitFor(() => expect(seen.held.at(-1)).toBe(false));
  });
});
