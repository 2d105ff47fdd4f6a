/**
 * The one place query keys are built (ARCHITECTURE.md section 4, Data). Every factory of src/store/queries
 * starts its keys here, so that a key says whose data it is in the same way everywhere: an event's data
 * under [instance, event, language], the instance's under [instance], the shell's (before any event
 * context exists) under ['shell'], the platform build's under ['vmx']. Data that depends on who asks
 * carries the user (or their token) after the service's name: the factories take it as an argument.
 */
import type { Http } from '../../api/http';

/** What a query of an event's data needs: whose event it is, in which language, and the client that asks. */
export interface QueryScope {
  readonly instance: string;
  readonly event: string;
  /** The language the data is in; '' for data in no language (the user's own, the sign-on's, the clock). */
  readonly language: string;
  readonly http: Http;
}

/** The scope of an event context's queries in a language ('' for data in no language). */
export function queryScope(
  context: { readonly instance: string; readonly event: string; readonly http: Http },
  language: string,
): QueryScope {
  return { instance: context.instance, event: context.event, language, http: context.http };
}

type ScopeKey = readonly [instance: string, event: string, language: string];

/** The start of every event query key: [instance, event, language]. */
export function scopeKey(scope: Pick<QueryScope, 'instance' | 'event' | 'language'>): ScopeKey {
  return [scope.instance, scope.event, scope.language];
}

/** How many parts scopeKey has: what follows is the service's own part of the key. */
const SCOPE_LENGTH = 3;

/** The part of an event query key after the scope, for predicates that match in every language. */
export function keyAfterScope(queryKey: readonly unknown[]): readonly unknown[] {
  return queryKey.slice(SCOPE_LENGTH);
}

/** The start of the key of the instance's own data (not one event's): [instance]. */
export function instanceKey(instance: string): readonly [instance: string] {
  return [instance];
}

/** The start of the keys of the shell's QueryClient, which answers before an event context exists. */
export function shellKey(): readonly ['shell'] {
  return ['shell'];
}

/** The start of the keys of the platform's own data (the running build): the same for every instance. */
export function platformKey(): readonly ['vmx'] {
  return ['vmx'];
}
