/**
 * Access policies on the page (docs/rules/shell-access-identity.md section 6): decides Session, Page, Url and Key
 * policies for the signed-in user (or the visitor) with the rules of core/access. The app access matrix
 * applies in the app container when the event uses it.
 */
import { useCallback, useMemo } from 'react';
import { decideAccess, principalFrom, selectPolicies, type AccessResult, type PolicyType } from '../core/access';
import { useServerClockOffset, useUserAccessData } from './accessData';
import { useEventState } from './react';

export type PolicyCheck = (type: PolicyType, identifier: string, context?: { companyAccountId?: string | null }) => AccessResult;

/** The policy check for this page, or null while what it needs is still loading. */
export function usePolicyCheck(isApp: boolean): PolicyCheck | null {
  const raw = useEventState((state) => state.config.raw);
  const superUser = useEventState((state) => state.superUser);
  const session = useEventState((state) => state.user);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const offset = useServerClockOffset();
  const { user, userLoaded, tickets } = useUserAccessData();

  const policies = useMemo(() => {
    const parsed = selectPolicies({ config: raw, isApp });
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.policies;
  }, [raw, isApp]);
  const loading = offset === null || !userLoaded || (session !== null && tickets.status === 'not-loaded');
  const principal = useMemo(
    () => principalFrom({ loggedIn: session !== null, user, tickets: tickets.status === 'ok' ? tickets.tickets : [] }),
    [session, user, tickets],
  );
  const check = useCallback<PolicyCheck>(
    (type, identifier, context) =>
      decideAccess({ policies, type, identifier, principal, superUser, now: Date.now() + (offset ?? 0), timeZone, context }),
    [policies, principal, superUser, offset, timeZone],
  );
  return loading ? null : check;
}
