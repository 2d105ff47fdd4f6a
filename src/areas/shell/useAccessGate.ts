/**
 * The access flow on entering a page (docs/rules/shell-access-identity.md section 4, steps 1 to 9; the rules are
 * core/access/flow.ts). Gathers the flow's inputs, runs it, and carries out its decision: redirects,
 * the login action (useLoginAction), or showing the page. Step 3 (arriving with ?jwt_token= or an OAuth
 * answer, useTokenArrival) happens first: the token becomes the session and the address is cleaned.
 */
import { useEffect, useMemo } from 'react';
import {
  accessFlow,
  isPreviewSuperUser,
  parseAccessSettings,
  returnPath,
  venueSplashSeenKey,
  type AccessDecision,
} from '../../core/access';
import { containerMode } from '../../core/routeParse';
import type { Route } from '../../core/routes';
import { useServerClockOffset, useUserAccessData } from '../../store/accessData';
import { useEventContext, useEventState } from '../../store/react';
import { rememberDenyReason } from '../../store/denyReasons';
import { forgetLoginTry, rememberLoginStart, wasLoginTried } from '../../store/storageFlags';
import { writeTicketCookies } from '../../store/ticketCookie';
import { completeSessionFromProfile } from '../../store/signInOut';
import { useSuperUserMode } from '../../store/superUser';
import type { Navigate } from '../../ui/page';
import { sessionStore } from './sessionKeys';
import { useLoginAction } from './useLoginAction';
import { useTokenArrival } from './useTokenArrival';
import type { SwitchAccountQuestion } from './SwitchAccountDialog';

export type GateState = 'checking' | 'allowed';

export interface Gate {
  state: GateState;
  /** A valid, paid ticket of the preview type (docs/rules/shell-access-identity.md section 6): may use the admin panel. */
  previewSuperUser: boolean;
  /** A link brought another account's token: ask before switching (useTokenArrival). */
  switchQuestion: SwitchAccountQuestion | null;
}

export function useAccessGate(route: Route, navigate: Navigate): Gate {
  const context = useEventContext();
  const session = useEventState((state) => state.user);
  const superUser = useEventState((state) => state.superUser);
  const raw = useEventState((state) => state.config.raw);
  const timeZone = useEventState((state) => state.details?.TimeZone);
  const offset = useServerClockOffset();
  const { user, userLoaded, tickets } = useUserAccessData();

  const settings = useMemo(() => {
    const parsed = parseAccessSettings(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.settings;
  }, [raw]);

  // Step 3: a token in the address (jwt_token, or an OAuth answer) signs the visitor in first.
  const { arriving, question: switchQuestion } = useTokenArrival(route, navigate);
  useEffect(() => {
    if (user) completeSessionFromProfile(context, user);
  }, [user, context]);
  const login = useLoginAction(route.params.language ?? 'en-GB', navigate);

  // Step 7: whether the venue splash was seen this session, as it stood on entering this page (the
  // VenuePage marks it while showing; the next navigation reads it again).
  // The memo is a record of the page entered and what was seen then: read again on the next page only.
  const entered = returnPath(route);
  const venueSplashOnEntry = useMemo(() => ({ entered, seen: sessionStore.get(venueSplashSeenKey(context)) === '1' }), [context, entered]);
  const venueSplashSeen = venueSplashOnEntry.seen;

  // The ticket cookie data (hcp, accesOnDays, tickets: core/ticketCookie.ts), written once the tickets are in.
  const loadedTickets = tickets.status === 'ok' ? tickets.tickets : null;
  const sessionEnd = session?.validUntil ?? null;
  useEffect(() => {
    if (loadedTickets && sessionEnd !== null) writeTicketCookies(loadedTickets, sessionEnd, timeZone);
  }, [loadedTickets, sessionEnd, timeZone]);

  const previewSuperUser = tickets.status === 'ok' && isPreviewSuperUser(tickets.tickets, settings.access.previewTicketType);
  useSuperUserMode(previewSuperUser);

  // A signed-in visitor waits for their tickets: a preview ticket lets them past holding.
  const ticketsPending = session !== null && tickets.status === 'not-loaded';
  const decision: AccessDecision | null =
    arriving || offset === null || !userLoaded || ticketsPending
      ? null
      : accessFlow({
          route,
          now: Date.now(),
          serverNow: Date.now() + offset,
          timeZone,
          session,
          // Step 1's redirected-once flag is the stored tryLogin (core/storageFlags.ts).
          redirectedOnce: wasLoginTried(Date.now()),
          container: containerMode(route.query),
          superUser,
          previewSuperUser,
          settings,
          tickets,
          user,
          initialLogin: session?.initialLogin === true,
          venueSplashSeen,
        });

  const kind = decision?.kind ?? 'pending';
  const target = decision?.kind === 'redirect' ? decision.to : decision?.kind === 'login' ? decision.returnUrl : null;
  const reason = decision && 'reason' in decision ? decision.reason : null;
  const { ready: loginReady, start: startLogin } = login;
  useEffect(() => {
    if (session) forgetLoginTry();
    if (kind === 'redirect' && target) {
      if (reason) rememberDenyReason(context.instance, reason);
      if (reason === 'CompanyLounge' && session) context.store.getState().setUser({ ...session, initialLogin: false });
      navigate(target, { replace: true });
    } else if (kind === 'login' && target !== null && loginReady) {
      // tryLogin and nextPage: the wanted page is opened after signing in, even without a returnUrl.
      rememberLoginStart(Date.now(), target);
      startLogin(target);
    }
  }, [kind, target, reason, session, context, navigate, loginReady, startLogin]);

  return { state: kind === 'allow' ? 'allowed' : 'checking', previewSuperUser, switchQuestion };
}
