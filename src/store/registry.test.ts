import { afterEach, describe, expect, it } from 'vitest';
import { clearEventContexts, eventContextFor, REGISTRY_KEY } from './registry';

const demo = { instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: 'https://vmx.test/' };

afterEach(() => clearEventContexts());

describe('event context registry', () => {
  it('gives two elements of the same instance and event one context: one store, one QueryClient', () => {
    const first = eventContextFor(demo);
    const second = eventContextFor({ ...demo });
    expect(second).toBe(first);
    expect(second.store).toBe(first.store);
    expect(second.queryClient).toBe(first.queryClient);
  });

  it('keys contexts by instance and event, not by language', () => {
    const english = eventContextFor(demo);
    const german = eventContextFor({ ...demo, language: 'de-DE' });
    expect(german).toBe(english);
    expect(eventContextFor({ ...demo, event: 'ehc2025' })).not.toBe(english);
    expect(eventContextFor({ ...demo, instance: 'other' })).not.toBe(english);
  });

  it('a language switch keeps the context and its cache, and changes the language for every element', () => {
    const context = eventContextFor(demo);
    context.queryClient.setQueryData(['demo', 'ehc2026', 'en-GB', 'details'], { Id: 1 });
    context.store.getState().setLanguage('de-de');
    const again = eventContextFor(demo);
    expect(again).toBe(context);
    expect(again.store.getState().language).toBe('de-DE');
    expect(again.queryClient.getQueryData(['demo', 'ehc2026', 'en-GB', 'details'])).toEqual({ Id: 1 });
  });

  it('lives on globalThis under a versioned Symbol.for key, so every copy of the bundle shares it', () => {
    expect(REGISTRY_KEY).toBe(Symbol.for('vmx.event-contexts.v1'));
    const context = eventContextFor(demo);
    const shared = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[REGISTRY_KEY];
    expect([...(shared?.values() ?? [])]).toContain(context);
  });
});
