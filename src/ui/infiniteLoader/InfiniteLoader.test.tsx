// @vitest-environment happy-dom
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOOP_WARNING } from '../../core/infiniteLoader';
import { createEventContext } from '../../store/eventContext';
import { EventContextProvider } from '../../store/react';
import { InfiniteLoader, type LoadResult } from './InfiniteLoader';

// The loader runs on real timers and promises: React schedules its renders itself here, as in a page.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function render(load: () => Promise<LoadResult>) {
  const container = document.createElement('div');
  document.body.append(container);
  const context = createEventContext({ instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: 'http://localhost/' });
  root = createRoot(container);
  root.render(
    <EventContextProvider context={context}>
      <InfiniteLoader load={load} />
    </EventContextProvider>,
  );
  return container;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loaderText = (container: HTMLElement) => container.querySelector('[part="infinite-loader"] [role="status"]')?.textContent;

describe('InfiniteLoader', () => {
  it('loads while its end is in view, then says there is no more data', async () => {
    let calls = 0;
    const container = render(async () => {
      calls += 1;
      return { count: 10, done: calls === 3 };
    });
    await vi.waitFor(() => expect(loaderText(container)).toBe('No more data :)'), { timeout: 3000 });
    expect(calls).toBe(3);
  });

  it('says no results when the first load brings nothing', async () => {
    const container = render(async () => ({ count: 0, done: true }));
    await vi.waitFor(() => expect(loaderText(container)).toBe('No results :('), { timeout: 3000 });
  });

  it('shows the error text and a Retry button, which loads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return { count: 3, done: true };
    });
    const container = render(load);
    await vi.waitFor(() => expect(loaderText(container)).toBe('Opps, something went wrong :('), { timeout: 3000 });
    const retry = container.querySelector('button')!;
    expect(retry.textContent).toBe('Retry');
    fail = false;
    retry.click();
    await vi.waitFor(() => expect(loaderText(container)).toBe('No more data :)'), { timeout: 3000 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('warns about a loop and stops when load runs more than 10 times in a second', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async () => ({ count: 0, done: false }));
    render(load);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(LOOP_WARNING), { timeout: 3000 });
    expect(load).toHaveBeenCalledTimes(10);
    // Stopped: no further call of its own.
    await settle(300);
    expect(load).toHaveBeenCalledTimes(10);
  });
});
