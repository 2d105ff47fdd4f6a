/**
 * What the shell remembers for one browser session (sessionStorage), per instance. Storage can be
 * refused (a sandboxed frame, private modes): then nothing is remembered and nothing breaks.
 */
import type { EventContext } from '../../store/eventContext';

/** The state of the OAuth authorization this session started (core/oauth.ts). */
export const oauthStateKey = (context: Pick<EventContext, 'instance'>) => `vmx.oauthState.${context.instance}`;

export const sessionStore = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Not remembered: the OAuth answer will be refused and the visitor lands on the no-access page.
    }
  },
  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing was stored.
    }
  },
};
