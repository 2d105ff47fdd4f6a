/**
 * Access flow step 3 (docs/rules/shell-access-identity.md section 4): a token in the address signs the visitor in,
 * then the address is cleaned. ?jwt_token= gives a session of 5 days (12 hours on the holding page);
 * an OAuth answer (access_token, expires_in, state) is taken only for the state this browser session
 * started (useLoginAction), and lasts expires_in seconds.
 *
 * A link never silently swaps a signed-in session (issue 16, point 7; core/tokenArrival.ts): a jwt_token
 * of another account while someone is signed in becomes a question (SwitchAccountDialog), the signed-in
 * user's own token and a token that cannot be read leave the session as it is. Any other credential in
 * the address (an access_token without this session's state, say) is not taken. Either way the address
 * is cleaned at once: the question keeps the token, not the address.
 */
import { useEffect, useMemo, useState } from 'react';
import { returnPath, tokenSessionMs } from '../../core/access';
import { readOauthArrival } from '../../core/oauth';
import { carriesCredential } from '../../core/returnPath';
import type { Route } from '../../core/routes';
import { jwtArrival } from '../../core/tokenArrival';
import { useEventContext } from '../../store/react';
import { signInWithToken, signOut } from '../../store/signInOut';
import type { Navigate } from '../../ui/page';
import { oauthStateKey, sessionStore } from './sessionKeys';
import type { SwitchAccountQuestion } from './SwitchAccountDialog';

export interface TokenArrival {
  /** True while a token in the address is being taken (the flow waits for the clean address). */
  arriving: boolean;
  /** Another account's token arrived while someone is signed in: the question to ask, else null. */
  question: SwitchAccountQuestion | null;
}

interface Pending {
  token: string;
  validUntil: number;
  signedInAs: string | null;
}

export function useTokenArrival(route: Route, navigate: Navigate): TokenArrival {
  const context = useEventContext();
  const jwt = route.query.jwt_token;
  const oauthKind = readOauthArrival(route.query, sessionStore.get(oauthStateKey(context)), Date.now()).kind;
  const arriving = Boolean(jwt) || oauthKind !== 'none' || carriesCredential(route.query);
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    if (!arriving) return;
    // Read again here, from the route the effect follows: the token's expiry counts from now.
    const oauth = readOauthArrival(route.query, sessionStore.get(oauthStateKey(context)), Date.now());
    if (jwt) {
      const now = Date.now();
      const validUntil = now + tokenSessionMs(route.name);
      const decision = jwtArrival(jwt, context.store.getState().user, now);
      if (decision.kind === 'take') signInWithToken(context, jwt, validUntil);
      else if (decision.kind === 'ask') setPending({ token: jwt, validUntil, signedInAs: decision.signedInAs });
      else if (decision.kind === 'keep')
        console.warn('[vmx] a token in the address was not taken: it names no account, and someone is signed in');
    } else if (oauth.kind === 'token') signInWithToken(context, oauth.accessToken, oauth.validUntil);
    else console.warn('[vmx] a credential in the address was not taken: refused, or not started by this session');
    // A state works once.
    sessionStore.remove(oauthStateKey(context));
    navigate(returnPath(route), { replace: true });
  }, [arriving, jwt, context, route, navigate]);

  const question = useMemo<SwitchAccountQuestion | null>(
    () =>
      pending && {
        signedInAs: pending.signedInAs,
        switchAccount: () => {
          setPending(null);
          // The signed-in account's session ends first (on the server too, best effort), as a sign-out would.
          void signOut(context, location.pathname + location.search).finally(() =>
            signInWithToken(context, pending.token, pending.validUntil),
          );
        },
        stay: () => setPending(null),
      },
    [pending, context],
  );

  return { arriving, question };
}
