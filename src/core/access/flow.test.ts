import { describe, expect, it } from 'vitest';
import { parseRoute } from '../routeParse';
import { buildPath } from '../routes';
import {
  accessFlow,
  defaultReturnPath,
  HOLDING_TOKEN_SESSION_MS,
  initialLoginStampReady,
  OAUTH_REDIRECT_DELAY_MS,
  returnPath,
  TOKEN_SESSION_MS,
  tokenSessionMs,
  venueSplashSeenKey,
  type AccessDecision,
  type AccessFlowInput,
} from './flow';
import { defaultAccessSettings, type AccessSettings } from './settings';
import { ticket } from './testFixtures';

const A = { instance: 'vmx', event: 'ean26', language: 'en-GB' };
const LIVE = '/live/vmx/ean26/en-GB';
const VENUE = '/venue/vmx/ean26/en-GB';
const HOME = '/home/vmx/ean26/en-GB';
const SESSION = '/vmx/ean26/en-GB/session/42';
const NOW = Date.parse('2026-06-11T12:00:00Z');
const HOUR = 36e5;

function settings(change: (s: AccessSettings) => void = () => {}): AccessSettings {
  const s = defaultAccessSettings();
  s.access.authRequiredPages = ['LivePage', 'VenuePage', 'SessionPage'];
  s.access.ticketRequiredPages = ['LivePage'];
  s.holding.eventStartTime = '2026-06-11T08:00:00Z';
  s.holding.eventEndTime = '2026-06-13T18:00:00Z';
  change(s);
  return s;
}
const holding = (change: (s: AccessSettings) => void = () => {}) =>
  settings((s) => {
    s.holding.isActive = true;
    change(s);
  });

type Overrides = Partial<Omit<AccessFlowInput, 'route'>> & { path?: string };

function input({ path = LIVE, ...rest }: Overrides = {}): AccessFlowInput {
  const [pathname = '', search = ''] = path.split('?');
  return {
    route: parseRoute(pathname, search),
    now: NOW,
    serverNow: NOW,
    session: { accessToken: 't', validUntil: NOW + HOUR, hasTicket: false },
    redirectedOnce: false,
    container: null,
    superUser: false,
    previewSuperUser: false,
    settings: settings(),
    tickets: { status: 'ok', tickets: [ticket()] },
    user: { UserFormComplete: true, CompanyAccountId: null },
    initialLogin: false,
    venueSplashSeen: false,
    ...rest,
  };
}

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string, reason: string): AccessDecision => ({ kind: 'redirect', to, reason, replace: true }) as AccessDecision;
const toHolding = redirect(buildPath('HoldingPage', A), 'Holding');
const noAccess = (reason: string, prevPage = LIVE) => redirect(buildPath('NoaccessPage', A, { prevPage }), reason);
const login = (reason: 'NoUser' | 'SessionExpired', returnUrl = LIVE): AccessDecision => ({ kind: 'login', reason, returnUrl });
const anonymous = { session: null, user: null, tickets: { status: 'not-loaded' } } as const;
const before = Date.parse('2026-06-11T07:59:59Z');
const after = Date.parse('2026-06-13T18:00:00Z');
const lounge = redirect(buildPath('ProfilePage', { ...A, companyAccountId: 'acme', page: 'lounge' }), 'CompanyLounge');
const staff = { initialLogin: true, user: { UserFormComplete: true, CompanyAccountId: 'acme' } };
const USER_FORM = '/userform/vmx/ean26/en-GB';
const incomplete = { user: { UserFormComplete: false, CompanyAccountId: null } };
/** The fixture's settings with the venue splash (step 7) on. */
const splash = (change: (s: AccessSettings) => void = () => {}) =>
  settings((s) => {
    s.access.venueSplash = true;
    change(s);
  });
const toVenue = (returnUrl = LIVE) => redirect(buildPath('VenuePage', A, { returnUrl }), 'VenueSplash');

const CASES: [string, Overrides, AccessDecision][] = [
  // Pages outside the flow
  [
    'the login page is never guarded, even in holding',
    { path: '/login/vmx/ean26/en-GB', ...anonymous, settings: holding(), serverNow: before },
    allow,
  ],
  ['the holding page itself is never guarded', { path: '/holding/vmx/ean26/en-GB', settings: holding(), serverNow: before }, allow],
  ['the no-access page is never guarded', { path: '/noaccess/vmx/ean26/en-GB?prevPage=%2Flive', ...anonymous }, allow],
  [
    'the auth page is never guarded, even with an ungraded ticket',
    { path: '/auth/vmx/ean26/en-GB', settings: settings((s) => (s.access.onboardingV2 = true)) },
    allow,
  ],
  ['not-found is never guarded', { path: '/nowhere/at/all/here/x', ...anonymous }, allow],
  ['the error page is never guarded', { path: '/error', ...anonymous, settings: holding(), serverNow: before }, allow],
  ['a page that is not listed is public', { path: HOME, ...anonymous }, allow],

  // Step 4: holding
  [
    'holding: before the start, a visitor goes to the holding page',
    { path: HOME, ...anonymous, settings: holding(), serverNow: before },
    toHolding,
  ],
  ['holding: from the end on, a visitor goes to the holding page', { settings: holding(), serverNow: after }, toHolding],
  ['holding: during the event, nobody is held', { settings: holding(), serverNow: NOW }, allow],
  ['holding: at the very start instant, nobody is held', { settings: holding(), serverNow: Date.parse('2026-06-11T08:00:00Z') }, allow],
  ['holding: not active, nobody is held', { settings: settings(), serverNow: before }, allow],
  [
    'holding: active without times, nobody is held',
    { settings: holding((s) => ((s.holding.eventStartTime = null), (s.holding.eventEndTime = null))), serverNow: before },
    allow,
  ],
  ['holding: comes before login on a protected page', { ...anonymous, settings: holding(), serverNow: before }, toHolding],
  ['holding: applies to signed-in users with tickets', { settings: holding(), serverNow: after }, toHolding],
  ['holding: a preview super user passes', { settings: holding(), serverNow: before, previewSuperUser: true }, allow],
  ['holding: a super user without a preview ticket is held', { settings: holding(), serverNow: before, superUser: true }, toHolding],
  [
    'holding: the app passes with disableHoldingForApp',
    { settings: holding((s) => (s.holding.disableHoldingForApp = true)), serverNow: before, container: 'app' },
    allow,
  ],
  [
    'holding: the app is held without disableHoldingForApp',
    { settings: holding((s) => (s.holding.disableHoldingForTerminal = true)), serverNow: before, container: 'app' },
    toHolding,
  ],
  [
    'holding: the terminal passes with disableHoldingForTerminal',
    { settings: holding((s) => (s.holding.disableHoldingForTerminal = true)), serverNow: before, container: 'terminal' },
    allow,
  ],
  [
    'holding: the terminal is held with only disableHoldingForApp',
    { settings: holding((s) => (s.holding.disableHoldingForApp = true)), serverNow: before, container: 'terminal' },
    toHolding,
  ],
  [
    'holding: the web is held with disableHoldingForApp',
    { settings: holding((s) => (s.holding.disableHoldingForApp = true)), serverNow: before },
    toHolding,
  ],
  [
    'holding: wall-clock times are read in the event time zone',
    {
      settings: holding((s) => (s.holding.eventStartTime = '2026-06-11T10:00')),
      timeZone: 'Europe/Berlin',
      serverNow: Date.parse('2026-06-11T07:59:59Z'),
    },
    toHolding,
  ],
  [
    'holding: ... and the event has started at 10:00 Berlin time (08:00 UTC)',
    {
      settings: holding((s) => (s.holding.eventStartTime = '2026-06-11T10:00')),
      timeZone: 'Europe/Berlin',
      serverNow: Date.parse('2026-06-11T08:00:00Z'),
    },
    allow,
  ],
  ['holding: uses server time, not the client clock', { settings: holding(), serverNow: before, now: NOW }, toHolding],

  // Steps 1 and 2: authentication
  ['step 1: no stored user on a protected page starts the login', { ...anonymous }, login('NoUser')],
  [
    'step 1: returnUrl keeps the query but drops jwt_token and state',
    { ...anonymous, path: `${LIVE}?roomid=7&jwt_token=x&state=y` },
    login('NoUser', `${LIVE}?roomid=7`),
  ],
  [
    'step 1: once redirected to login, no user leads to no access instead of a loop',
    { ...anonymous, redirectedOnce: true },
    noAccess('NoUser'),
  ],
  [
    'step 2: a session past validUntil starts the login again',
    { session: { accessToken: 't', validUntil: NOW - 1, hasTicket: true } },
    login('SessionExpired'),
  ],
  ['step 2: a session valid until exactly now is still valid', { session: { accessToken: 't', validUntil: NOW, hasTicket: false } }, allow],
  [
    'step 2: an expired session on a public page counts as signed out',
    { path: HOME, session: { accessToken: 't', validUntil: NOW - 1, hasTicket: false } },
    allow,
  ],
  ['step 2: uses the client clock for validUntil', { now: NOW + 2 * HOUR, serverNow: NOW }, login('SessionExpired')],

  // Step 9: which pages need authentication
  ['step 9: an auth-required page without ticket requirement needs only a user', { path: VENUE, tickets: { status: 'not-loaded' } }, allow],
  ['step 9: an auth-required page starts the login for a visitor', { path: VENUE, ...anonymous }, login('NoUser', VENUE)],
  [
    'step 9: disableAuthentication makes every page public',
    { ...anonymous, settings: settings((s) => (s.access.disableAuthentication = true)) },
    allow,
  ],
  [
    'step 9: disableAuthenticationForApp makes pages public in the app',
    { ...anonymous, container: 'app', settings: settings((s) => (s.access.disableAuthenticationForApp = true)) },
    allow,
  ],
  [
    'step 9: disableAuthenticationForApp leaves the web protected',
    { ...anonymous, settings: settings((s) => (s.access.disableAuthenticationForApp = true)) },
    login('NoUser'),
  ],
  [
    'step 9: disableAuthenticationForTerminal makes pages public on the terminal',
    { ...anonymous, container: 'terminal', settings: settings((s) => (s.access.disableAuthenticationForTerminal = true)) },
    allow,
  ],
  [
    'step 9: publicProgramme makes programme pages public',
    { ...anonymous, path: SESSION, settings: settings((s) => (s.access.publicProgramme = true)) },
    allow,
  ],
  ['step 9: without publicProgramme a listed programme page is protected', { ...anonymous, path: SESSION }, login('NoUser', SESSION)],
  [
    'step 9: publicProgramme leaves other pages protected',
    { ...anonymous, path: VENUE, settings: settings((s) => (s.access.publicProgramme = true)) },
    login('NoUser', VENUE),
  ],

  // Step 5: tickets
  ['step 5: a valid ticket lets the user in', {}, allow],
  ['step 5: tickets not loaded yet: pending', { tickets: { status: 'not-loaded' } }, { kind: 'pending' }],
  ['step 5: ticket sync failure 410 is TicketSyncError', { tickets: { status: 'failed', httpStatus: 410 } }, noAccess('TicketSyncError')],
  ['step 5: ticket sync failure 400 is TicketSyncError', { tickets: { status: 'failed', httpStatus: 400 } }, noAccess('TicketSyncError')],
  ['step 5: ticket sync failure 204 is TicketSyncError', { tickets: { status: 'failed', httpStatus: 204 } }, noAccess('TicketSyncError')],
  ['step 5: an empty ticket list is TicketSyncError', { tickets: { status: 'ok', tickets: [] } }, noAccess('TicketSyncError')],
  [
    'step 5: another failure (500) also cannot show the page',
    { tickets: { status: 'failed', httpStatus: 500 } },
    noAccess('TicketSyncError'),
  ],
  ['step 5: a 401 on the tickets starts the login again', { tickets: { status: 'failed', httpStatus: 401 } }, login('SessionExpired')],
  ['step 5: no valid ticket is NoTicket', { tickets: { status: 'ok', tickets: [ticket({ IsValid: false })] } }, noAccess('NoTicket')],
  [
    'step 5: no valid ticket but the session says hasTicket',
    {
      session: { accessToken: 't', validUntil: NOW + HOUR, hasTicket: true },
      tickets: { status: 'ok', tickets: [ticket({ IsValid: false })] },
    },
    allow,
  ],
  [
    'step 5: OnboardingV2 with a ticket lacking TicketGrade goes to the auth page',
    { settings: settings((s) => (s.access.onboardingV2 = true)), tickets: { status: 'ok', tickets: [ticket({ TicketGrade: null })] } },
    redirect(buildPath('AuthPage', A, { returnUrl: LIVE }), 'MissingTicketGrade'),
  ],
  [
    'step 5: OnboardingV2 treats a blank TicketGrade as lacking',
    { settings: settings((s) => (s.access.onboardingV2 = true)), tickets: { status: 'ok', tickets: [ticket({ TicketGrade: ' ' })] } },
    redirect(buildPath('AuthPage', A, { returnUrl: LIVE }), 'MissingTicketGrade'),
  ],
  ['step 5: OnboardingV2 with graded tickets lets the user in', { settings: settings((s) => (s.access.onboardingV2 = true)) }, allow],
  [
    'step 5: without OnboardingV2 a missing TicketGrade does not matter',
    { tickets: { status: 'ok', tickets: [ticket({ TicketGrade: null })] } },
    allow,
  ],
  ['step 5: a super user needs no ticket', { superUser: true, tickets: { status: 'ok', tickets: [] } }, allow],
  ['step 5: a super user does not wait for tickets', { superUser: true, tickets: { status: 'not-loaded' } }, allow],
  ['step 5: a super user still needs to sign in', { superUser: true, ...anonymous }, login('NoUser')],
  [
    'step 5: no ticket check when authentication is disabled',
    { ...anonymous, settings: settings((s) => (s.access.disableAuthentication = true)) },
    allow,
  ],

  // Step 6: user form
  [
    'step 6: a missing user form leads to the user form page',
    {
      path: VENUE,
      settings: settings((s) => (s.access.userFormRequired = true)),
      user: { UserFormComplete: false, CompanyAccountId: null },
    },
    redirect(buildPath('UserFormPage', A, { returnUrl: VENUE }), 'UserForm'),
  ],
  [
    'step 6: also on public pages for a signed-in user',
    {
      path: HOME,
      settings: settings((s) => (s.access.userFormRequired = true)),
      user: { UserFormComplete: false, CompanyAccountId: null },
    },
    redirect(buildPath('UserFormPage', A, { returnUrl: HOME }), 'UserForm'),
  ],
  [
    'step 6: never when already on the user form page',
    {
      path: '/userform/vmx/ean26/en-GB',
      settings: settings((s) => (s.access.userFormRequired = true)),
      user: { UserFormComplete: false, CompanyAccountId: null },
    },
    allow,
  ],
  ['step 6: not when the user form is not required', { path: VENUE, user: { UserFormComplete: false, CompanyAccountId: null } }, allow],
  [
    'step 6: not for a super user',
    {
      path: VENUE,
      superUser: true,
      settings: settings((s) => (s.access.userFormRequired = true)),
      user: { UserFormComplete: false, CompanyAccountId: null },
    },
    allow,
  ],
  [
    'step 6: not for a visitor who is not signed in',
    { path: HOME, ...anonymous, settings: settings((s) => (s.access.userFormRequired = true)) },
    allow,
  ],
  [
    'step 6: comes after the ticket check',
    {
      settings: settings((s) => (s.access.userFormRequired = true)),
      user: { UserFormComplete: false, CompanyAccountId: null },
      tickets: { status: 'ok', tickets: [ticket({ IsValid: false })] },
    },
    noAccess('NoTicket'),
  ],

  [
    'step 6: on the user form page, the later steps wait until it is complete',
    {
      path: USER_FORM,
      ...staff,
      user: { UserFormComplete: false, CompanyAccountId: 'acme' },
      settings: settings((s) => (s.access.userFormRequired = true)),
    },
    allow,
  ],

  // Step 7: venue splash once per session
  ['step 7: off by default, no splash', { path: HOME }, allow],
  ['step 7: on and not seen: a signed-in visitor sees the venue splash before the wanted page', { settings: splash() }, toVenue(LIVE)],
  ['step 7: also in front of a public page for a signed-in visitor', { path: HOME, settings: splash() }, toVenue(HOME)],
  [
    'step 7: returnUrl keeps the query but drops one-time credentials',
    { path: `${HOME}?lounge=x&access_token=t`, settings: splash() },
    toVenue(`${HOME}?lounge=x`),
  ],
  ['step 7: once seen this session, no splash', { settings: splash(), venueSplashSeen: true }, allow],
  ['step 7: never a redirect from the VenuePage itself', { path: VENUE, settings: splash() }, allow],
  ['step 7: the VenuePage once seen is an ordinary page', { path: VENUE, settings: splash(), venueSplashSeen: true }, allow],
  ['step 7: off, the VenuePage is an ordinary page', { path: VENUE }, allow],
  ['step 7: a super user sees it too', { superUser: true, settings: splash() }, toVenue(LIVE)],
  ['step 7: not for an anonymous visitor on a public page', { path: HOME, ...anonymous, settings: splash() }, allow],
  [
    'step 7: an expired session on a public page counts as signed out: no splash',
    { path: HOME, session: { accessToken: 't', validUntil: NOW - 1, hasTicket: false }, settings: splash() },
    allow,
  ],
  ['step 7: an anonymous visitor on a protected page signs in first', { ...anonymous, settings: splash() }, login('NoUser')],
  [
    'step 7: with authentication disabled every visitor sees it',
    { path: HOME, ...anonymous, settings: splash((s) => (s.access.disableAuthentication = true)) },
    toVenue(HOME),
  ],
  [
    'step 7: with authentication disabled for the app, app visitors see it',
    { path: HOME, ...anonymous, container: 'app', settings: splash((s) => (s.access.disableAuthenticationForApp = true)) },
    toVenue(HOME),
  ],
  [
    'step 7: ... and anonymous web visitors of that event do not',
    { path: HOME, ...anonymous, settings: splash((s) => (s.access.disableAuthenticationForApp = true)) },
    allow,
  ],
  ['step 7: pages outside the flow never show it', { path: '/noaccess/vmx/ean26/en-GB', settings: splash() }, allow],
  ['step 7: the login page never shows it', { path: '/login/vmx/ean26/en-GB', settings: splash() }, allow],
  ['step 7: comes after holding', { path: HOME, settings: splash((s) => (s.holding.isActive = true)), serverNow: before }, toHolding],
  [
    'step 7: comes after the ticket check',
    { settings: splash(), tickets: { status: 'ok', tickets: [ticket({ IsValid: false })] } },
    noAccess('NoTicket'),
  ],
  ['step 7: waits for the tickets', { settings: splash(), tickets: { status: 'not-loaded' } }, { kind: 'pending' }],
  [
    'step 7: comes after the user form (step 6)',
    { path: HOME, ...incomplete, settings: splash((s) => (s.access.userFormRequired = true)) },
    redirect(buildPath('UserFormPage', A, { returnUrl: HOME }), 'UserForm'),
  ],
  [
    'step 7: waits while the user form is being filled in',
    { path: USER_FORM, ...incomplete, settings: splash((s) => (s.access.userFormRequired = true)) },
    allow,
  ],
  ['step 7: follows a complete user form', { path: HOME, settings: splash((s) => (s.access.userFormRequired = true)) }, toVenue(HOME)],
  ['step 7: comes before the company lounge (step 8)', { path: HOME, ...staff, settings: splash() }, toVenue(HOME)],
  ['step 7: on the splash, the company lounge waits until it has been seen', { path: VENUE, ...staff, settings: splash() }, allow],
  [
    'step 8: after the splash was seen, the company lounge follows',
    { path: HOME, ...staff, settings: splash(), venueSplashSeen: true },
    lounge,
  ],

  // Step 8: company lounge
  ['step 8: exhibitor staff go to their company lounge on first login', { path: HOME, ...staff }, lounge],
  ['step 8: not with companyLoungeRedirectDisabled', { path: `${HOME}?companyLoungeRedirectDisabled`, ...staff }, allow],
  ['step 8: not with companyLoungeRedirectDisabled=true', { path: `${HOME}?companyLoungeRedirectDisabled=true`, ...staff }, allow],
  [
    'step 8: companyLoungeRedirectDisabled=false does not disable it',
    { path: `${HOME}?companyLoungeRedirectDisabled=false`, ...staff },
    lounge,
  ],
  [
    'step 8: not when the event sets access.companyLoungeRedirectDisabled',
    { path: HOME, ...staff, settings: settings((s) => (s.access.companyLoungeRedirectDisabled = true)) },
    allow,
  ],
  ['step 8: not when already in the lounge', { path: '/vmx/ean26/en-GB/profile/ACME/lounge', ...staff }, allow],
  ['step 8: from the company profile without the lounge page', { path: '/vmx/ean26/en-GB/profile/acme', ...staff }, lounge],
  ['step 8: not after the first login', { path: HOME, ...staff, initialLogin: false }, allow],
  ['step 8: not for users without a company', { path: HOME, initialLogin: true }, allow],
  [
    'step 8: comes after the user form',
    {
      path: HOME,
      ...staff,
      user: { UserFormComplete: false, CompanyAccountId: 'acme' },
      settings: settings((s) => (s.access.userFormRequired = true)),
    },
    redirect(buildPath('UserFormPage', A, { returnUrl: HOME }), 'UserForm'),
  ],
];

describe('accessFlow (section 4, access flow steps 1 to 9)', () => {
  it.each(CASES)('%s', (_name, overrides, expected) => {
    expect(accessFlow(input(overrides))).toEqual(expected);
  });
});

describe('access flow helpers', () => {
  it('names the session and redirect constants of section 4 step 3 and section 9', () => {
    expect(TOKEN_SESSION_MS).toBe(5 * 24 * HOUR);
    expect(HOLDING_TOKEN_SESSION_MS).toBe(12 * HOUR);
    expect(OAUTH_REDIRECT_DELAY_MS).toBe(3000);
  });

  it('a token session lasts 12 hours on the holding path and 5 days elsewhere', () => {
    expect(tokenSessionMs('HoldingPage')).toBe(HOLDING_TOKEN_SESSION_MS);
    expect(tokenSessionMs('HomePage')).toBe(TOKEN_SESSION_MS);
  });

  it('the default return page is home', () => {
    expect(defaultReturnPath(A)).toBe(HOME);
  });

  it('the return path drops one-time credentials and keeps the rest of the query', () => {
    expect(returnPath(parseRoute(LIVE, '?jwt_token=a&access_token=b&state=c&roomid=9'))).toBe(`${LIVE}?roomid=9`);
  });

  it('remembers the venue splash per event under a named sessionStorage key', () => {
    expect(venueSplashSeenKey(A)).toBe('vmx.venueSplashSeen.vmx.ean26');
  });

  it('the lounge redirect waits until the initial-login stamp is 4 s old; no stamp counts as 5 s', () => {
    expect(initialLoginStampReady(NOW - 3999, NOW)).toBe(false);
    expect(initialLoginStampReady(NOW - 4000, NOW)).toBe(true);
    expect(initialLoginStampReady(null, NOW)).toBe(true);
  });
});
