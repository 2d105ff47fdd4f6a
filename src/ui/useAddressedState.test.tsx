// @vitest-environment happy-dom
/** A list's state in the address: written back after its delay, read again only when the address changes from outside. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRoute } from '../core/routeParse';
import type { Route } from '../core/routes';
import { useAddressedState, type AddressedStateOptions } from './useAddressedState';

interface Filter {
  q: string;
}

const OPTIONS: AddressedStateOptions<Filter> = {
  read: (query) => ({ q: query.q ?? '' }),
  write: (state): Record<string, string> => (state.q ? { q: state.q } : {}),
  delayMs: () => 400,
};

const LIST = '/industryLanding/demo/ehc2026/en-GB';

function mount() {
  const navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  const view = renderHook(({ route }: { route: Route }) => useAddressedState({ route, navigate }, OPTIONS), {
    initialProps: { route: parseRoute(LIST, '') },
  });
  /** The address arrives as the page would give it: the route parsed from what was navigated to. */
  const arrive = (to: string) => {
    const url = new URL(to, 'https://vmx.example');
    view.rerender({ route: parseRoute(url.pathname, url.search) });
  };
  return { ...view, navigate, arrive };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAddressedState', () => {
  it('writes a change to the address once its delay has passed, replacing the entry', () => {
    const { result, navigate } = mount();
    act(() => result.current[1]({ q: 'heart' }));
    expect(navigate).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\?q=heart$/), { replace: true });
  });

  it('keeps a change made while the address followed the one before', () => {
    const { result, navigate, arrive } = mount();
    act(() => result.current[1]({ q: 'heart' }));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    // The next change comes before the address written for the first one arrives.
    act(() => result.current[1]({ q: 'heart valve' }));
    act(() => arrive(navigate.mock.calls[0]![0]));
    expect(result.current[0]).toEqual({ q: 'heart valve' });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(navigate).toHaveBeenLastCalledWith(expect.stringMatching(/\?q=heart(\+|%20)valve$/), { replace: true });
  });

  it('takes an address that changes from outside (a link, Back and Forward)', () => {
    const { result, arrive } = mount();
    act(() => arrive(`${LIST}?q=kidney`));
    expect(result.current[0]).toEqual({ q: 'kidney' });
  });
});
