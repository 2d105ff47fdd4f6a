// @vitest-environment happy-dom
/**
 * The shared async view with real TanStack queries in an event context: the loading line, the error with a
 * Try again button that reads again, the older data kept when a refresh fails, the caller's texts, and
 * several reads as one (allQueries).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInContext } from '../../testing/renderInContext';
import { allQueries, AsyncView, type AsyncViewProps } from './AsyncView';

type Load = () => Promise<string[]>;

function Names({
  load,
  queryKey = 'names',
  ...props
}: { load: Load; queryKey?: string } & Omit<AsyncViewProps<string[]>, 'query' | 'children'>) {
  const query = useQuery({ queryKey: [queryKey], queryFn: load, retry: false });
  const client = useQueryClient();
  return (
    <>
      <button type="button" onClick={() => void client.invalidateQueries({ queryKey: [queryKey] })}>
        refresh
      </button>
      <AsyncView query={query} {...props}>
        {(names) => (
          <ul>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </AsyncView>
    </>
  );
}

/** A load the test settles by hand. */
function deferred() {
  let settle: { resolve(names: string[]): void; reject(error: Error): void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<string[]>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('AsyncView', () => {
  it('says it is loading (role status) until the data is there, then renders the data', async () => {
    const load = deferred();
    renderInContext(<Names load={() => load.promise} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('list')).toBeNull();
    load.resolve(['Ada', 'Grace']);
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada', 'Grace']));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a placeholder (a skeleton) while loading, in a busy status box that still says it is loading', async () => {
    const load = deferred();
    renderInContext(<Names load={() => load.promise} placeholder={<div data-testid="skeleton" />} texts={{ loading: 'Loading names…' }} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading names…');
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    load.resolve(['Ada']);
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada']));
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error with a Try again button, which calls refetch and then shows the data', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(['Ada'])));
    const { user } = renderInContext(<Names load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This could not be loaded.Try again');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Ada');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('calls the query’s own refetch', async () => {
    const refetch = vi.fn();
    const { user } = renderInContext(
      <AsyncView query={{ data: undefined, error: new Error('down'), isError: true, refetch }}>{() => 'never'}</AsyncView>,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the data loaded before when a refresh fails, with a notice that offers to try again', async () => {
    let fail = false;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(['Ada'])));
    const { user } = renderInContext(<Names load={load} />);
    await screen.findByText('Ada');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('This could not be refreshed');
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByText('Ada')).toBeTruthy();
  });

  it('keeps the older data without a notice when told so', async () => {
    let fail = false;
    const load = () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(['Ada']));
    const { user, context } = renderInContext(<Names load={load} staleNotice={false} />);
    await screen.findByText('Ada');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(context.queryClient.getQueryState(['names'])?.status).toBe('error'));
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes the caller’s texts, and the event’s text set over the English defaults', async () => {
    const load = deferred();
    renderInContext(<Names load={() => load.promise} texts={{ loading: 'Loading the names…', error: 'No names.', retry: 'Again' }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the names…');
    load.reject(new Error('down'));
    expect((await screen.findByRole('alert')).textContent).toBe('No names.Again');
    expect(screen.getByRole('button', { name: 'Again' })).toBeTruthy();
  });

  it('reads its own texts from the event’s text set', async () => {
    renderInContext(<Names load={() => Promise.reject(new Error('down'))} />, {
      texts: { 'asyncView.error': 'Konnte nicht geladen werden.', 'asyncView.retry': 'Erneut' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Konnte nicht geladen werden.Erneut');
  });

  it('lays out a block error (message paragraph, then the button), marks the state and can hide the button', async () => {
    renderInContext(<Names load={() => Promise.reject(new Error('down'))} layout="block" stateAttribute="data-detail" retryHidden />);
    const alert = await screen.findByRole('alert');
    expect(alert.tagName).toBe('DIV');
    expect(alert.getAttribute('data-detail')).toBe('error');
    expect(alert.querySelector('p')?.textContent).toBe('This could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('lets the caller show a failure its own way', async () => {
    renderInContext(
      <Names
        load={() => Promise.reject(new Error('404'))}
        failed={(error) => (error instanceof Error && error.message === '404' ? <h2>Not found</h2> : undefined)}
      />,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Not found');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats several reads as one with allQueries', async () => {
    const refetchA = vi.fn();
    const refetchB = vi.fn();
    const a = { data: 1, error: null, isError: false, refetch: refetchA };
    const bFailed = { data: undefined, error: new Error('down'), isError: true, refetch: refetchB };
    const { user } = renderInContext(<AsyncView query={allQueries([a, bFailed])}>{([x, y]) => `${x}+${String(y)}`}</AsyncView>);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetchA).not.toHaveBeenCalled();
    expect(refetchB).toHaveBeenCalledTimes(1);

    const b = { data: 'two', error: null, isError: false, refetch: refetchB };
    expect(allQueries([a, b]).data).toEqual([1, 'two']);
    expect(allQueries([a, b]).isError).toBe(false);
    // A failed refresh of one with data, beside one still loading: not an error yet, still loading.
    const staleA = { ...a, error: new Error('down'), isError: true };
    const loadingB = { data: undefined, error: null, isError: false, refetch: refetchB };
    expect(allQueries([staleA, loadingB]).isError).toBe(false);
    // Both there, one refresh failed: the data, with the error (stale).
    expect(allQueries([staleA, b])).toMatchObject({ data: [1, 'two'], isError: true });
  });
});
