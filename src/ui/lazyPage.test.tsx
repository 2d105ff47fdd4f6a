// @vitest-environment happy-dom
/**
 * A part whose code loads on demand: the loading text, then the part; when its code cannot be loaded (offline), the
 * short error, and the part itself once the browser is back online.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInContext } from '../testing/renderInContext';
import { lazyComponent, preloadedParts } from './lazyPage';

function Part({ name }: { name: string }) {
  return <p>Part {name}</p>;
}

describe('lazyComponent', () => {
  it('shows the loading text, then the part with its props', async () => {
    const LazyPart = lazyComponent<{ name: string }>(() => Promise.resolve({ default: Part }));
    renderInContext(<LazyPart name="one" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('Part one')).toBeTruthy();
  });

  it('shows the error when the code cannot load, and loads it again when the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Part });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const LazyPart = lazyComponent<{ name: string }>(load);
    renderInContext(<LazyPart name="two" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(await screen.findByText('Part two')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('stays quiet while loading and after a failure when asked to (overlays)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const LazyPart = lazyComponent<{ name: string }>(() => Promise.reject(new Error('offline')), { quiet: true });
    const { container } = renderInContext(<LazyPart name="three" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(container.textContent).toBe('');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('tells when the code of every preloaded part is in, so that an element can render its first screen once', async () => {
    expect(preloadedParts()).toBeNull();
    let arrive: (module: { default: typeof Part }) => void = () => undefined;
    lazyComponent<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)), { preload: true });
    const loading = preloadedParts();
    expect(loading).not.toBeNull();
    let settled = false;
    void loading!.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive({ default: Part });
    await loading;
    expect(settled).toBe(true);
    expect(preloadedParts()).toBeNull();
  });
});
