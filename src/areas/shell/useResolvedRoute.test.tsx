// @vitest-environment happy-dom
/**
 * The route vmx-app's pages get (useResolvedRoute) is read again only when the address changes: the shell renders
 * for many other reasons, and a page takes a new route object for a new address (the exhibitor list and the programme
 * search then put the address's filters back over what the visitor has just chosen).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Http } from '../../api/http';
import type { InstanceInfo } from '../../contracts';
import { shellQueries } from '../../store/queries/shell';
import type { HistoryLocation } from './useHistoryLocation';
import { useResolvedRoute } from './useResolvedRoute';

// Never called: the instance is in the cache already, and nothing goes stale.
const http = {} as Http;

function resolve(initial: HistoryLocation) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(shellQueries.instance(http, 'demo').queryKey, { DefaultEvent: 'ehc2026' } as unknown as InstanceInfo);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(({ here }) => useResolvedRoute(here, http, '/'), { initialProps: { here: initial }, wrapper });
}

const LIST = { pathname: '/demo/ehc2026/en-GB/industryLanding', search: '?tags=Cardiology', hash: '' };

describe('useResolvedRoute', () => {
  it('gives the same route for the same address, however often the shell renders', () => {
    const { result, rerender } = resolve(LIST);
    const first = result.current;
    expect(first.kind).toBe('page');
    rerender({ here: { ...LIST } });
    expect(result.current.kind === 'page' && first.kind === 'page' && result.current.route === first.route).toBe(true);
  });

  it('gives a new route when the address changes', () => {
    const { result, rerender } = resolve(LIST);
    rerender({ here: { ...LIST, search: '?tags=Oncology' } });
    expect(result.current.kind === 'page' && result.current.route.query.tags).toBe('Oncology');
  });
});
