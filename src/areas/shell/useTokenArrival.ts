/**
 * Access flow step 3 (shell-access-identity.md section 4): a token in the address signs the visitor in,
 * then the address is cleaned. ?jwt_token= gives a session of 5 days (12 hours on the holding page);
 * an OAuth answer (access_token, expires_in, state) is taken only for the state this browser session
 * started (useLoginAction), and lasts expires_in seconds.
 */
import { useEffect } from 'react';
import { returnPath, tokenSessionMs } from '../../core/access';
import { readOauthArrival } from '../../core/oauth';
import type { Route } from '../../core/routes';
import { useEventContext } from '../../store/react';
import { signInWithToken } from '../../store/signInOut';
import type { Navigate } from '../../ui/page';
import { oauthStateKey, sessionStore } from './sessionKeys';

/** True while a token in the address is being taken (the flow waits for the clean address). */
export function useTokenArrival(route: Route, navigate: Navigate): boolean {
  const context = useEventContext();
  const jwt = route.query.jwt_token;
  const oauth = readOauthArrival(route.query, sessionStore.get(oauthStateKey(context)), Date.now());
  const arriving = Boolean(jwt) || oauth.kind !== 'none';

  useEffect(() => {
    if (!arriving) return;
    if (jwt) signInWithToken(context, jwt, Date.now() + tokenSessionMs(route.name));
    else if (oauth.kind === 'token') signInWithToken(context, oauth.accessToken, oauth.validUntil);
    else console.warn('[vmx] an OAuth answer in the address was not taken: refused, or not started by this session');
    // A state works once.
    sessionStore.remove(oauthStateKey(context));
    navigate(returnPath(route), { replace: true });
    // oauth is read from route: route covers it.
  }, [arriving, jwt, context, route, navigate]);

  return arriving;
}
