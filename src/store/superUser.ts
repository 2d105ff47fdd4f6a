/**
 * Super-user mode (docs/rules/shell-access-identity.md section 6): on when the stored sUser flag says so, or by
 * default for a preview super user. Super users bypass the access checks and see time-limited
 * components; the server still decides what data anyone may read.
 */
import { useEffect } from 'react';
import { SUPER_USER_FLAG, superUserOn } from '../core/access/superUserFlag';
import type { EventContext } from './eventContext';
import { useEventContext } from './react';
import { storedSuperUserFlag } from './superUserFlag';

/** Keeps the context's super-user flag in step with the stored flag and the preview ticket. */
export function useSuperUserMode(previewSuperUser: boolean): void {
  const context = useEventContext();
  useEffect(() => {
    context.store.getState().setSuperUser(superUserOn(storedSuperUserFlag(), previewSuperUser));
  }, [context, previewSuperUser]);
}

/** The admin panel's toggle: remembered, so it holds across reloads. */
export function setSuperUserMode(context: EventContext, on: boolean): void {
  try {
    localStorage.setItem(SUPER_USER_FLAG, String(on));
  } catch {
    // Without storage the mode lasts until the page is left.
  }
  context.store.getState().setSuperUser(on);
}
