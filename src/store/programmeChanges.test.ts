// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EventDetails } from '../contracts';
import { createEventContext } from './eventContext';
import { programmeChanged } from './programmeChanges';

const demo = { instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: 'https://vmx.test/' };

/** A context whose event's details (id 2026) are in, with reads of the programme and of other services kept. */
function contextWithReads() {
  const context = createEventContext(demo);
  context.store.setState({ details: { Id: 2026 } as EventDetails });
  const keys = {
    sessions: ['demo', 'ehc2026', 'en-GB', 'programme', 'anonymous', 'sessions'],
    germanData: ['demo', 'ehc2026', 'de-DE', 'programme', 'anonymous', 'data'],
    selected: ['demo', 'ehc2026', 'en-GB', 'programme', 'user-7', 'selected-sessions', '1,2'],
    news: ['demo', 'ehc2026', 'en-GB', 'news'],
    instance: ['demo', 'instance-info'],
  };
  for (const key of Object.values(keys)) context.queryClient.setQueryData(key, ['kept']);
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => context.queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { context, keys, invalidated };
}

describe('a published programme change (ProgrammeChanged)', () => {
  it("marks every programme read of the event's context for reading again, in every language, and nothing else", () => {
    const { context, invalidated } = contextWithReads();
    programmeChanged(context, { EventId: 2026, Version: 'v2' });
    expect(invalidated()).toEqual(['sessions', 'germanData', 'selected']);
  });

  it('ignores another event’s change, and a change before the event’s details are in', () => {
    const { context, invalidated } = contextWithReads();
    programmeChanged(context, { EventId: 2027, Version: 'v2' });
    expect(invalidated()).toEqual([]);
    const fresh = createEventContext({ ...demo, event: 'other' });
    fresh.queryClient.setQueryData(['demo', 'other', 'en-GB', 'programme', 'anonymous', 'sessions'], ['kept']);
    programmeChanged(fresh, { EventId: 2026, Version: 'v2' });
    expect(fresh.queryClient.getQueryState(['demo', 'other', 'en-GB', 'programme', 'anonymous', 'sessions'])?.isInvalidated).toBe(false);
  });

  it('reads a version once however many holders of the hub hear it, and the next version again', async () => {
    const { context, keys } = contextWithReads();
    let reads = 0;
    const observer = new QueryObserver(context.queryClient, {
      queryKey: keys.sessions,
      queryFn: async () => [`read ${++reads}`],
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    try {
      programmeChanged(context, { EventId: 2026, Version: 'v2' });
      programmeChanged(context, { EventId: 2026, Version: 'v2' });
      await expect.poll(() => observer.getCurrentResult().data).toEqual(['read 1']);
      programmeChanged(context, { EventId: 2026, Version: 'v3' });
      await expect.poll(() => observer.getCurrentResult().data).toEqual(['read 2']);
      expect(reads).toBe(2);
    } finally {
      stop();
    }
  });

  it('keeps the programme on screen while it is read again: the old data until the new is in', async () => {
    const { context, keys } = contextWithReads();
    let answer!: (rows: string[]) => void;
    const observer = new QueryObserver(context.queryClient, {
      queryKey: keys.sessions,
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
      staleTime: Infinity,
    });
    const seen: unknown[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    try {
      programmeChanged(context, { EventId: 2026, Version: 'v2' });
      await expect.poll(() => observer.getCurrentResult().isFetching).toBe(true);
      expect(observer.getCurrentResult().data).toEqual(['kept']);
      answer(['moved']);
      await expect.poll(() => observer.getCurrentResult().data).toEqual(['moved']);
      expect(seen.every((data) => Array.isArray(data))).toBe(true);
    } finally {
      stop();
    }
  });
});
