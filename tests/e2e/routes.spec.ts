/**
 * Every route of both spec documents (src/core/routes.ts, ROUTE_NAMES), opened by a visitor who is not
 * signed in on the demo congress: it renders its own page, or the redirect the spec gives it.
 */
import { buildPath, ROUTE_NAMES, routeParams, type RouteName } from '../../src/core/routes';
import { DEMO, expect, test } from './fixtures';

/** A value for each param a route may take; ids that exist in the seed where the page shows them. */
const PARAMS: Record<string, string> = {
  ...DEMO,
  subApplicationRoute: 'step-1',
  module: 'program',
  id: '2',
  pageName: 'imprint',
  page: 'overview',
  companyAccountId: 'CA-0001',
  tvPage: 'podcast',
  userId: '500051',
  sessionId: '10001',
  presentationId: '100006',
  jobsId: 'j-5',
};

/**
 * Where a route leads instead of its own page, and why. `path` is what the address must end with
 * (the query included), `route` the page that shows.
 */
const REDIRECTS: Partial<Record<RouteName, { route: RouteName; path: string; why: string }>> = {
  LogoutPage: { route: 'HomePage', path: '/home/demo/ehc2026/en-GB', why: 'signing out ends at home when no logout target is configured' },
  UserFormPage: { route: 'LoginPage', path: signInFirst('/userform/demo/ehc2026/en-GB'), why: 'editing a profile needs a signed-in user' },
  MyAreaPage: { route: 'LoginPage', path: signInFirst('/myarea/demo/ehc2026/en-GB/program/2'), why: 'my area needs a signed-in user' },
  SurveyPage: { route: 'LoginPage', path: signInFirst('/demo/ehc2026/en-GB/survey'), why: 'evaluating sessions needs a signed-in user' },
  AssemblyPage: {
    route: 'LoginPage',
    path: signInFirst('/assembly/demo/ehc2026/en-GB'),
    why: 'the general assembly is for signed-in society members',
  },
  LivePage: {
    route: 'LoginPage',
    path: signInFirst('/live/demo/ehc2026/en-GB'),
    why: 'the demo lets only paid tickets into the live page',
  },
  IndustryLandingPageProfile: {
    route: 'IndustryLandingPageProfile',
    path: '/industrylandingpage/demo/ehc2026/en-GB/overview/ca-0001',
    why: 'a company id that is not found is tried again lower-cased',
  },
  ProfilePage: {
    route: 'ProfilePage',
    path: '/demo/ehc2026/en-GB/profile/ca-0001/overview',
    why: 'a company id that is not found is tried again lower-cased',
  },
  // The programme search writes its own view's address once it shows (SearchPage, after 400 ms): these
  // addresses show the view and then settle on its address.
  EPosterPage: {
    route: 'PosterPage',
    path: '/demo/ehc2026/en-GB/poster',
    why: 'the e-poster address opens the poster view of the programme search',
  },
  PosterLandingPage: {
    route: 'PosterPage',
    path: '/demo/ehc2026/en-GB/poster',
    why: 'the poster landing address opens the poster view of the programme search',
  },
  AbstractSolrPage: {
    route: 'AbstractSearchPage',
    path: '/demo/ehc2026/en-GB/abstractSearch',
    why: 'the older abstract search address opens the abstracts view of the programme search',
  },
  ProgramPage: {
    route: 'PagSearchPage',
    path: '/demo/ehc2026/en-GB/search',
    why: 'the older programme address opens the sessions view of the programme search',
  },
  IndustrySymposiaPage: {
    route: 'PagSearchPage',
    path: '/demo/ehc2026/en-GB/search?filter=industry',
    why: 'the industry symposia address opens the sessions view with the industry filter',
  },
};

function signInFirst(returnPath: string): string {
  return `/login/demo/ehc2026/en-GB?returnUrl=${encodeURIComponent(returnPath)}`;
}

/**
 * Content only the route's own page renders (not the wrapper and its title), so a placeholder fails. For a route
 * that leads elsewhere (REDIRECTS) it is the content of the page it leads to. Every route has its entry: the
 * type makes a new route without one fail to compile.
 */
const OWN_CONTENT: Record<RouteName, string> = {
  HomePage: '[data-home="dates"]',
  LoginPage: 'input[autocomplete="current-password"]',
  AuthPage: 'a[href^="/login/demo/ehc2026/en-GB"]',
  CorrelatePage: 'p[role="alert"]',
  UserDataSyncPage: 'a[href^="/login/demo/ehc2026/en-GB"]',
  NoaccessPage: 'p[role="alert"]',
  LogoutPage: '[data-home="dates"]',
  CreateAccountPage: 'input[autocomplete="new-password"]',
  PasswordRetrievalPage: 'input[type="email"]',
  ConfirmationPage: 'p[role="alert"]',
  ResetPasswordPage: 'p[role="alert"]',
  UserFormPage: 'input[autocomplete="current-password"]',
  HoldingPage: 'h1[data-phase]',
  VenuePage: '[part="venue"]',
  PlazaPage: '[data-plaza-tile="live"]',
  NotificationsPage: '[part="notifications"] [data-notification-id]',
  HelpdeskPage: '[data-faq]',
  ContactPage: '[part="contact-form"]',
  BoothPage: '[part="booth"]',
  NewsPage: '[part="news"] [data-article]',
  MaintenancePage: '[data-reason="maintenance"]',
  SurveyPage: 'input[autocomplete="current-password"]',
  MyAreaPage: 'input[autocomplete="current-password"]',
  ContentPage: '[part="content-page"][data-page="imprint"] [part="content-html"]',
  ListPage: '[part="infinite-loader"]',
  ProfilePage: '[part="exhibitor-profile-state"]',
  IndustryLandingPage: '[part="exhibitors"] [part="exhibitor"]',
  IndustryLandingPageProfile: '[part="exhibitor-profile-state"]',
  IndustryLanding: '[part="exhibitors"] [part="exhibitor"]',
  ProgramLandingPage: '[part="programme-landing"] [part="programme-day"]',
  EPosterPage: 'article[part="result"][data-presentation-id]',
  PosterLandingPage: 'article[part="result"][data-presentation-id]',
  ProductsPage: '[part="dialog"]',
  SymposiaPage: '[part="symposium"]',
  MeetingHubPage: '[part="meeting"]',
  WorldVillagePage: '[part="society-card"]',
  PreceptorshipsPage: '[part="preceptorship"]',
  PosterPage: 'article[part="result"][data-presentation-id]',
  IndustrySymposiaPage: 'article[part="result"][data-session-id]',
  AbstractSolrPage: 'article[part="result"][data-abstract-id]',
  PresentationSearchPage: 'article[part="result"][data-presentation-id]',
  FacultySearchPage: 'article[part="result"][data-speaker-id]',
  AbstractSearchPage: 'article[part="result"][data-abstract-id]',
  FacultyPage: '[part="faculty"][data-author-id="500051"]',
  PagSearchPage: 'article[part="result"][data-session-id]',
  SessionPage: '[part="session"][data-session-id="10001"]',
  PersonalProgramPage: '[part="personal-programme"]',
  PresentationPage: '[part="presentation"][data-presentation-id="100006"]',
  ProgramPage: 'article[part="result"][data-session-id]',
  LivePage: 'input[autocomplete="current-password"]',
  PresentationPlayerPage: '[part="presentation"][data-presentation-id="100006"]',
  CharityPage: '[part="charity-project"]',
  CharityProjectPage: '[part="charity"][data-project="2"]',
  JobsPage: '[part="jobs"] [data-job]',
  JobPage: '[part="job"] h2',
  AwardWinnersPage: '[part="award-winner"]',
  RegistrationPage: '[data-page="registration"] a[data-link="sign-in"]',
  RegistrationLandingPage: '[data-page="registration-landing"] a[data-link="programme"]',
  SubmissionPage: '[part="submission-signed-out"]',
  MessagesPage: '[data-networking="signed-out"]',
  ScanPage: '[data-scan="manual"] input',
  TvPage: '[part="tv"] [data-episode]',
  ErrorPage: '[data-reason="error"]',
  'not-found': '[data-reason="not-found"]',
  AssemblyPage: 'input[autocomplete="current-password"]',
};

function pathOf(name: RouteName): string {
  const params = Object.fromEntries(routeParams(name).map((p) => [p.name, PARAMS[p.name]!]));
  return buildPath(name, params as never);
}

for (const name of ROUTE_NAMES) {
  const path = pathOf(name);
  const redirect = REDIRECTS[name];
  const title = redirect ? `${path} leads to the ${redirect.route} page: ${redirect.why}` : `${path} renders the ${name} page`;
  test(title, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`vmx-app main[data-route="${redirect?.route ?? name}"]`)).toBeVisible();
    await expect(page.locator(`vmx-app main[data-route="${redirect?.route ?? name}"] ${OWN_CONTENT[name]}`).first()).toBeVisible();
    // A page may settle its address after it shows (a retried company id, a view's own address).
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return url.pathname + url.search;
      })
      .toBe(redirect?.path ?? path);
  });
}
