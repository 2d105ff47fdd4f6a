/**
 * Where a visitor goes on entering a route: the access flow of docs/rules/shell-access-identity.md section 4,
 * steps 1 to 9, as one pure decision. The client runs it on every navigation and carries out the result.
 *
 * Order: pages outside the flow (the auth pages, holding, no access, maintenance, error, not found)
 * are allowed; then holding (step 4; it concerns every visitor, signed in or not); then authentication
 * on pages that need it (steps 1, 2, 9); then tickets (step 5); the user form (step 6); the venue
 * splash once per session (step 7); the company lounge on first login (step 8).
 *
 * Not here: step 3 (jwt_token or OAuth state in the query) is handled by the client before the flow: it
 * stores the session (tokenSessionMs) and cleans the address. For step 7 the client remembers whether
 * the splash was seen (sessionStorage under venueSplashSeenKey, set by the VenuePage when it shows) and
 * passes it in as venueSplashSeen; whether the splash is due, and where, is decided here.
 *
 * Every redirect replaces the history entry: the wanted page was never shown, and going back to it
 * would only run the flow again.
 */
import { isFlagOn } from '../flags';
import { CREDENTIAL_QUERY } from '../returnPath';
import { buildPath, buildRoute, routeNeedsEvent, type Route, type RouteName } from '../routes';
import type { AccessTicket } from '../../contracts';
import type { AccessSettings, AuthSettings, HoldingSettings } from './settings';
import { zonedInstant } from './zonedTime';

/** A jwt_token session lasts 5 days (section 4 step 3, section 9). */
export const TOKEN_SESSION_MS = 432e6;
/** ... 12 hours on the holding path (section 4 step 3, section 9). */
export const HOLDING_TOKEN_SESSION_MS = 432e5;
/** Delay before the OAuth redirect (section 4 step 3, section 9). */
export const OAUTH_REDIRECT_DELAY_MS = 3000;
/** The company-lounge redirect needs an initial-login stamp at least 4 s old (section 9, profile redirect) ... */
export const LOUNGE_REDIRECT_MIN_STAMP_AGE_MS = 4000;
/** ... and a missing stamp counts as 5 s old (section 9). */
export const LOUNGE_REDIRECT_DEFAULT_STAMP_AGE_MS = 5000;

/** How long a session from a jwt_token lasts when it arrives on routeName (section 4 step 3). */
export function tokenSessionMs(routeName: RouteName): number {
  return routeName === 'HoldingPage' ? HOLDING_TOKEN_SESSION_MS : TOKEN_SESSION_MS;
}

/** Whether the initial-login stamp (epoch ms, or null) is old enough for the lounge redirect (section 9). */
export function initialLoginStampReady(stamp: number | null, now: number): boolean {
  const age = stamp === null ? LOUNGE_REDIRECT_DEFAULT_STAMP_AGE_MS : now - stamp;
  return age >= LOUNGE_REDIRECT_MIN_STAMP_AGE_MS;
}

/** Pages the flow never guards: signing in and out, and the pages the flow itself sends visitors to. */
export const FLOW_EXEMPT_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'LoginPage',
  'CreateAccountPage',
  'PasswordRetrievalPage',
  'ConfirmationPage',
  'ResetPasswordPage',
  'CorrelatePage',
  'UserDataSyncPage',
  'AuthPage',
  'LogoutPage',
  'HoldingPage',
  'NoaccessPage',
  'MaintenancePage',
  'ErrorPage',
  'not-found',
]);

/** The programme-area routes (docs/rules/content-areas.md section 2) and the older programme shape, public with publicProgramme. */
export const PROGRAMME_AREA_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'PosterPage',
  'IndustrySymposiaPage',
  'AbstractSolrPage',
  'PresentationSearchPage',
  'FacultySearchPage',
  'AbstractSearchPage',
  'FacultyPage',
  'PagSearchPage',
  'SessionPage',
  'PersonalProgramPage',
  'PresentationPage',
  'ProgramPage',
]);

export type AccessReason =
  'Holding' | 'NoUser' | 'TicketSyncError' | 'NoTicket' | 'MissingTicketGrade' | 'UserForm' | 'VenueSplash' | 'CompanyLounge';

/**
 * The sessionStorage key under which the client remembers that the venue splash (step 7) was seen:
 * once per browser session, per event (each event has its own venue). Value '1' when seen.
 */
export function venueSplashSeenKey(address: { instance: string; event: string }): string {
  return `vmx.venueSplashSeen.${address.instance}.${address.event}`;
}

export type AccessDecision =
  | { kind: 'allow' }
  /** Tickets are needed and not loaded yet: load them, then run the flow again. */
  | { kind: 'pending' }
  | { kind: 'redirect'; to: string; reason: AccessReason; replace: boolean }
  /** Start the login action; the client chooses single sign-on, external auth or the login page. */
  | { kind: 'login'; reason: 'NoUser' | 'SessionExpired'; returnUrl: string };

export type TicketsState = { status: 'ok'; tickets: AccessTicket[] } | { status: 'failed'; httpStatus: number } | { status: 'not-loaded' };

export interface AccessFlowInput {
  route: Route;
  /** Client clock, epoch ms, for the session's validUntil. */
  now: number;
  /** Server time, epoch ms, for the holding window. */
  serverNow: number;
  /** The event's IANA time zone, for holding times written without an offset; 'UTC' when not given. */
  timeZone?: string;
  session: { accessToken: string; validUntil: number; hasTicket: boolean } | null;
  /**
   * Set by the client when it has already started the login action once for this visit (section 4
   * step 1) and cleared once a session exists. Coming back still without a user then leads to the
   * no-access page instead of a second login redirect: it breaks the login redirect loop.
   */
  redirectedOnce: boolean;
  container: 'app' | 'terminal' | null;
  superUser: boolean;
  previewSuperUser: boolean;
  settings: AccessSettings;
  tickets: TicketsState;
  /** The signed-in user's profile, or null when there is none or it is not loaded (steps 6 and 8 then wait). */
  user: { UserFormComplete: boolean; CompanyAccountId: string | null } | null;
  /** First login of this user (section 4 step 8); see initialLoginStampReady. */
  initialLogin: boolean;
  /**
   * Whether the venue splash (section 4 step 7) was already seen in this browser session, as it stood
   * on entering the page (see venueSplashSeenKey).
   */
  venueSplashSeen: boolean;
}

type Address = { instance: string; event: string; language: string };

const ALLOW: AccessDecision = Object.freeze({ kind: 'allow' });
const PENDING: AccessDecision = Object.freeze({ kind: 'pending' });

/** Default return page after login or account creation: home (section 4, login action). */
export function defaultReturnPath(address: Address): string {
  return buildPath('HomePage', address);
}

/** The path and query of the wanted page, without one-time credentials: for returnUrl and prevPage. */
export function returnPath(route: Route): string {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(route.query)) {
    if (!CREDENTIAL_QUERY.includes(key)) query[key] = value;
  }
  return buildRoute({ name: route.name, params: route.params, query });
}

/**
 * Whether holding keeps visitors out at serverNow (section 4 step 4): active, and before the start or
 * from the end on. Holding active without either time holds nobody back (there is no before or after).
 */
export function isHoldingTime(holding: HoldingSettings, serverNow: number, timeZone = 'UTC'): boolean {
  if (!holding.isActive) return false;
  const start = holding.eventStartTime === null ? null : zonedInstant(holding.eventStartTime, timeZone);
  const end = holding.eventEndTime === null ? null : zonedInstant(holding.eventEndTime, timeZone);
  return (start !== null && serverNow < start) || (end !== null && serverNow >= end);
}

function holdingBypassed(input: AccessFlowInput): boolean {
  const { holding } = input.settings;
  if (input.previewSuperUser) return true;
  return (
    (input.container === 'app' && holding.disableHoldingForApp) || (input.container === 'terminal' && holding.disableHoldingForTerminal)
  );
}

/** Whether authentication is switched off for this container (section 4 step 9). */
export function authenticationDisabled(access: AuthSettings, container: 'app' | 'terminal' | null): boolean {
  return (
    access.disableAuthentication ||
    (container === 'app' && access.disableAuthenticationForApp) ||
    (container === 'terminal' && access.disableAuthenticationForTerminal)
  );
}

/**
 * Whether a page needs a signed-in user (section 4 step 9): listed as auth-required or ticket-required,
 * authentication not disabled for the container, and not a programme page of a public programme.
 */
export function requiresAuthentication(name: RouteName, access: AuthSettings, container: 'app' | 'terminal' | null): boolean {
  if (!access.authRequiredPages.includes(name) && !access.ticketRequiredPages.includes(name)) return false;
  // activateEvaluationUrlsWithoutUser (section 3, "Evaluation"): the survey page is open to signed-out visitors.
  if (name === 'SurveyPage' && access.evaluationUrlsWithoutUser) return false;
  if (authenticationDisabled(access, container)) return false;
  return !(access.publicProgramme && PROGRAMME_AREA_PAGES.has(name));
}

function eventAddress(route: Route): Address | null {
  const { instance, event, language } = route.params;
  return instance && event && language ? { instance, event, language } : null;
}

function redirect(to: string, reason: AccessReason): AccessDecision {
  return { kind: 'redirect', to, reason, replace: true };
}

/** Step 5 for a ticket-required page; null when the tickets let the visitor through. */
function ticketStep(input: AccessFlowInput, address: Address, wanted: string): AccessDecision | null {
  const noAccess = (reason: AccessReason) => redirect(buildPath('NoaccessPage', address, { prevPage: wanted }), reason);
  const { tickets } = input;
  if (tickets.status === 'not-loaded') return PENDING;
  if (tickets.status === 'failed') {
    // A 401 is an expired token (section 4, 401 handling): sign in again. The spec names 410, 400 and 204
    // as sync errors; any other failure (5xx, network) cannot show the page either and reads the same.
    if (tickets.httpStatus === 401) return { kind: 'login', reason: 'SessionExpired', returnUrl: wanted };
    return noAccess('TicketSyncError');
  }
  if (tickets.tickets.length === 0) return noAccess('TicketSyncError');
  const valid = tickets.tickets.filter((t) => t.IsValid);
  if (valid.length === 0 && !input.session?.hasTicket) return noAccess('NoTicket');
  if (input.settings.access.onboardingV2 && valid.some((t) => t.TicketGrade === null || t.TicketGrade.trim() === '')) {
    return redirect(buildPath('AuthPage', address, { returnUrl: wanted }), 'MissingTicketGrade');
  }
  return null;
}

function inOwnLounge(route: Route, companyAccountId: string): boolean {
  return (
    route.name === 'ProfilePage' &&
    route.params.companyAccountId?.toLowerCase() === companyAccountId.toLowerCase() &&
    route.params.page?.toLowerCase() === 'lounge'
  );
}

export function accessFlow(input: AccessFlowInput): AccessDecision {
  const { route, settings, session } = input;
  if (FLOW_EXEMPT_PAGES.has(route.name) || !routeNeedsEvent(route.name)) return ALLOW;
  const address = eventAddress(route);
  if (!address) return ALLOW; // not an event page: nothing to guard and nowhere to redirect within the event
  const wanted = returnPath(route);

  // Step 4: holding, for everyone.
  if (isHoldingTime(settings.holding, input.serverNow, input.timeZone) && !holdingBypassed(input)) {
    return redirect(buildPath('HoldingPage', address), 'Holding');
  }

  // Steps 1, 2 and 9: a signed-in user on pages that need one.
  const needsAuth = requiresAuthentication(route.name, settings.access, input.container);
  if (needsAuth) {
    if (!session) {
      if (input.redirectedOnce) return redirect(buildPath('NoaccessPage', address, { prevPage: wanted }), 'NoUser');
      return { kind: 'login', reason: 'NoUser', returnUrl: wanted };
    }
    if (session.validUntil < input.now) return { kind: 'login', reason: 'SessionExpired', returnUrl: wanted };
  }
  // On public pages an expired session simply counts as signed out.
  const signedIn = session !== null && session.validUntil >= input.now;

  // Step 5: tickets on ticket-required pages; super users pass.
  if (needsAuth && !input.superUser && settings.access.ticketRequiredPages.includes(route.name)) {
    const decision = ticketStep(input, address, wanted);
    if (decision) return decision;
  }

  // Step 6: the user form, for signed-in users on any guarded page; super users pass.
  const { user } = input;
  if (settings.access.userFormRequired && signedIn && !input.superUser && user && !user.UserFormComplete) {
    // On the user form page the form is showing now: the later steps (7, 8) wait until it is complete.
    if (route.name === 'UserFormPage') return ALLOW;
    return redirect(buildPath('UserFormPage', address, { returnUrl: wanted }), 'UserForm');
  }

  // Step 7: the venue splash once per session, in front of the first page of the flow; the splash's
  // link leads on to the wanted page (returnUrl). It is due for a signed-in visitor (it welcomes
  // attendees into the congress and, like steps 5, 6 and 8, follows signing in: a visitor sent to the
  // login by step 1 meets it right after) and for every visitor when authentication is off for this
  // container (nobody signs in there; everyone is an attendee). An anonymous visitor on a public page
  // of an event with sign-in (a shared programme link, a page placed in a CMS) gets the page asked for:
  // the splash is a welcome, not a gate.
  if (settings.access.venueSplash && !input.venueSplashSeen && (signedIn || authenticationDisabled(settings.access, input.container))) {
    // On the VenuePage the splash is showing now: the later steps wait until it has been seen.
    if (route.name === 'VenuePage') return ALLOW;
    return redirect(buildPath('VenuePage', address, { returnUrl: wanted }), 'VenueSplash');
  }

  // Step 8: exhibitor staff to their company lounge on first login, unless the event (config_json
  // access.companyLoungeRedirectDisabled) or the address (the query flag) switches it off.
  const company = user?.CompanyAccountId?.trim();
  const loungeRedirectOff = settings.access.companyLoungeRedirectDisabled || isFlagOn(route.query.companyLoungeRedirectDisabled);
  if (signedIn && input.initialLogin && company && !loungeRedirectOff && !inOwnLounge(route, company)) {
    return redirect(buildPath('ProfilePage', { ...address, companyAccountId: company, page: 'lounge' }), 'CompanyLounge');
  }
  return ALLOW;
}
