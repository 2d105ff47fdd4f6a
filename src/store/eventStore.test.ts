import { describe, expect, it } from 'vitest';
import { createEventStore, ERROR_LIST_LIMIT } from './eventStore';

describe('event store', () => {
  it('starts loading, with the normalised language and no user', () => {
    const state = createEventStore('demo', 'ehc2026', 'DE-de').getState();
    expect(state.language).toBe('de-DE');
    expect(state.status).toBe('loading');
    expect(state.user).toBeNull();
    expect(state.maintenance).toBe(false);
  });

  it('keeps the newest errors only', () => {
    const store = createEventStore('demo', 'ehc2026', 'en-GB');
    for (let i = 0; i < ERROR_LIST_LIMIT + 5; i++) {
      store.getState().addError({ code: 'status', status: 500, url: `/x/${i}`, message: 'failed' }, i);
    }
    const errors = store.getState().errors;
    expect(errors).toHaveLength(ERROR_LIST_LIMIT);
    expect(errors.at(-1)).toMatchObject({ url: `/x/${ERROR_LIST_LIMIT + 4}`, at: ERROR_LIST_LIMIT + 4 });
  });
});
