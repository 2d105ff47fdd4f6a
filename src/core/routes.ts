/**
 * Every route of the platform: names and path shapes of docs/rules/shell-access-identity.md section 2 and
 * docs/rules/content-areas.md section 2, with typed build and parse.
 *
 * Shape syntax: a literal segment, ':param' (required), ':param?' (optional, only at the end) and
 * ':param*' (zero or more segments, only at the end; the value is the decoded segments joined by '/').
 * The first shape of a route is the one buildPath writes; the others are older or alternative shapes
 * that parseRoute reads.
 *
 * Matching: literal segments match exactly as written, and also in all lower case for camelCase words
 * (/industrysymposia as well as /industrySymposia), because people type addresses. Params are
 * percent-decoded on parse and encoded on build. The language param must look like a language code
 * (language.ts) and is normalised; this also keeps the two families of shapes apart: in
 * /{word}/{i}/{e}/{l}/... the fourth segment is a language, in /{i}/{e}/{l}/{word}/... it is a word, and
 * no such word looks like a language code (a test checks this).
 */
import { compile, fillShape, type QueryInput, type Shape } from './pathShape';
import { PROFILE_PAGE_SHAPE } from './profileLink';

export type { QueryInput } from './pathShape';

export const ROUTE_SHAPES = {
  // docs/rules/shell-access-identity.md section 2, shell and access
  HomePage: ['/home/:instance/:event/:language'],
  LoginPage: ['/login/:instance/:event/:language', '/:instance/:event/:language/auth/login'],
  AuthPage: ['/auth/:instance/:event/:language'],
  CorrelatePage: ['/:instance/:event/:language/auth/correlate'],
  UserDataSyncPage: ['/:instance/:event/:language/auth/correlate/userdatasync'],
  NoaccessPage: ['/noaccess/:instance/:event/:language'],
  LogoutPage: ['/logout/:instance/:event/:language'],
  CreateAccountPage: ['/createaccount/:instance/:event/:language'],
  PasswordRetrievalPage: ['/forgotpassword/:instance/:event/:language'],
  ConfirmationPage: ['/confirmation/:instance/:event/:language'],
  ResetPasswordPage: ['/resetpassword/:instance/:event/:language'],
  UserFormPage: ['/userform/:instance/:event/:language'],
  AssemblyPage: ['/assembly/:instance/:event/:language'],
  HoldingPage: ['/holding/:instance/:event/:language'],
  VenuePage: ['/venue/:instance/:event/:language'],
  PlazaPage: ['/plaza/:instance/:event/:language'],
  NotificationsPage: ['/notifications/:instance/:event/:language'],
  HelpdeskPage: ['/helpdesk/:instance/:event/:language'],
  ContactPage: ['/contact/:instance/:event/:language'],
  BoothPage: ['/booth/:instance/:event/:language'],
  NewsPage: ['/news/:instance/:event/:language'],
  MessagesPage: ['/messages/:instance/:event/:language'],
  MaintenancePage: ['/maintenance/:instance/:event/:language'],
  SurveyPage: ['/:instance/:event/:language/survey'],
  RegistrationPage: ['/:instance/:event/:language/registration/:subApplicationRoute?'],
  RegistrationLandingPage: ['/:instance/:event/:language/registrationLanding'],
  SubmissionPage: ['/:instance/:event/:language/submission/:module*'],
  MyAreaPage: ['/myarea/:instance/:event/:language/:module?/:id?'],
  ContentPage: ['/:instance/:event/:language/page/:pageName'],
  ListPage: ['/:instance/:event/:language/list/:page?'],
  ProfilePage: [PROFILE_PAGE_SHAPE],
  IndustryLandingPage: ['/industrylandingpage/:instance/:event/:language/:page?'],
  IndustryLandingPageProfile: ['/industrylandingpage/:instance/:event/:language/:page/:companyAccountId'],
  IndustryLanding: ['/:instance/:event/:language/industryLanding'],
  // docs/rules/content-areas.md section 2, other content routes
  ProgramLandingPage: ['/programlanding/:instance/:event/:language'],
  EPosterPage: ['/eposter/:instance/:event/:language'],
  PosterLandingPage: ['/posterlanding/:instance/:event/:language'],
  ProductsPage: ['/products/:instance/:event/:language'],
  SymposiaPage: ['/symposia/:instance/:event/:language'],
  MeetingHubPage: ['/meetinghub/:instance/:event/:language'],
  WorldVillagePage: ['/worldvillage/:instance/:event/:language'],
  PreceptorshipsPage: ['/preceptorships/:instance/:event/:language'],
  ScanPage: ['/scan/:instance/:event/:language'],
  TvPage: ['/tv/:instance/:event/:language/:tvPage?'],
  // docs/rules/content-areas.md section 2, programme-area routes (one shared view)
  PosterPage: ['/:instance/:event/:language/poster'],
  IndustrySymposiaPage: ['/:instance/:event/:language/industrySymposia'],
  AbstractSolrPage: ['/:instance/:event/:language/abstractsolr'],
  PresentationSearchPage: ['/:instance/:event/:language/presentationSearch'],
  FacultySearchPage: ['/:instance/:event/:language/facultySearch'],
  AbstractSearchPage: ['/:instance/:event/:language/abstractSearch'],
  FacultyPage: ['/:instance/:event/:language/faculty/:userId'],
  PagSearchPage: ['/:instance/:event/:language/search'],
  SessionPage: ['/:instance/:event/:language/session/:sessionId'],
  PersonalProgramPage: ['/:instance/:event/:language/personalprogram'],
  PresentationPage: ['/:instance/:event/:language/presentation/:presentationId'],
  // docs/rules/content-areas.md section 2, older shapes (kept under their own names; see canonicalRedirect)
  ProgramPage: ['/program/:instance/:event/:language'],
  LivePage: ['/live/:instance/:event/:language'],
  PresentationPlayerPage: ['/presentationplayer/:instance/:event/:language/:presentationId'],
  // docs/rules/content-areas.md section 2, charity, jobs, award winners
  CharityPage: ['/:instance/:event/:language/charity'],
  CharityProjectPage: ['/:instance/:event/:language/charity/project/:id'],
  JobsPage: ['/:instance/:event/:language/jobs'],
  JobPage: ['/:instance/:event/:language/jobs/:jobsId'],
  AwardWinnersPage: ['/:instance/:event/:language/award-winners'],
  // pages of no event
  ErrorPage: ['/error'],
  'not-found': ['/not-found'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type RouteName = keyof typeof ROUTE_SHAPES;

export const ROUTE_NAMES = Object.keys(ROUTE_SHAPES) as RouteName[];

/** Query flags (docs/rules/shell-access-identity.md section 2). */
export const QUERY_FLAGS = [
  'preview',
  'previewLounge',
  'container',
  'jwt_token',
  'state',
  'companyLoungeRedirectDisabled',
  'lounge',
  'noheader',
  'prevPage',
  'returnUrl',
] as const;

/** Values of the container flag (docs/rules/shell-access-identity.md section 2). */
export const CONTAINER_MODES = ['app', 'terminal'] as const;
export type ContainerMode = (typeof CONTAINER_MODES)[number];

/** Programme filter query values, ?filter= (docs/rules/content-areas.md section 2). */
export const PROGRAMME_FILTERS = ['industry', 'industryspecial', 'scientificprogram'] as const;
export type ProgrammeFilter = (typeof PROGRAMME_FILTERS)[number];

/** TV sub-pages (docs/rules/content-areas.md section 2). */
export const TV_PAGES = ['dailyhighlights', 'speakerinterviews', 'podcast'] as const;

/** Params whose values are fixed lists. */
export const PARAM_VALUES: Readonly<Record<string, readonly string[]>> = { tvPage: TV_PAGES };

/** The query of the older live shape (docs/rules/content-areas.md section 2). */
export const LIVE_QUERY = 'roomid';

export interface Route {
  name: RouteName;
  /** Decoded params; instance, event and language (normalised) for every route that carries them. */
  params: Record<string, string>;
  /** Every query param of the address (the first value of a repeated one); '' for a flag without value. */
  query: Record<string, string>;
}

// ---- types of the params per route, derived from the first shape ----

type Segments<S extends string> = S extends `${infer A}/${infer B}` ? A | Segments<B> : S;
type RequiredParam<T> = T extends `:${infer P}` ? (P extends `${string}?` | `${string}*` ? never : P) : never;
type OptionalParam<T> = T extends `:${infer P}?` ? P : T extends `:${infer P}*` ? P : never;
type BuildShape<N extends RouteName> = (typeof ROUTE_SHAPES)[N][0];

/** The params buildPath needs for route N (required) and accepts (optional). */
export type RouteParams<N extends RouteName> = N extends RouteName
  ? { [K in RequiredParam<Segments<BuildShape<N>>>]: string } & {
      [K in OptionalParam<Segments<BuildShape<N>>>]?: string | null;
    }
  : never;

const BUILD_SHAPES = new Map<RouteName, Shape>(ROUTE_NAMES.map((name) => [name, compile(name, ROUTE_SHAPES[name][0])]));

/** The routes that carry instance, event and language: every route but ErrorPage and not-found. */
export function routeNeedsEvent(name: RouteName): boolean {
  return BUILD_SHAPES.get(name)?.tokens.some((t) => t.kind === 'param' && t.name === 'instance') ?? false;
}

export interface RouteParamInfo {
  name: string;
  /** '' required, '?' optional, '*' zero or more segments. */
  mod: '' | '?' | '*';
}

/** The params of route name, in path order, as buildPath writes them. */
export function routeParams(name: RouteName): RouteParamInfo[] {
  return (BUILD_SHAPES.get(name)?.tokens ?? []).flatMap((t) => (t.kind === 'param' ? [{ name: t.name, mod: t.mod }] : []));
}

// ---- build ----

function build(name: RouteName, params: Readonly<Record<string, string | null | undefined>>, query?: QueryInput): string {
  const shape = BUILD_SHAPES.get(name);
  if (!shape) throw new Error(`buildPath: unknown route "${String(name)}"`);
  return fillShape(shape, params, query, PARAM_VALUES);
}

/**
 * The path of route name with params (encoded) and an optional query (null and undefined values left
 * out). Throws an Error naming the route and the param when a required param is missing or empty, the
 * language is not a language code, or a param is outside its fixed list (tvPage).
 */
export function buildPath<N extends RouteName>(name: N, params: RouteParams<N>, query?: QueryInput): string {
  return build(name, params, query);
}

/** buildPath for a route whose name is only known at run time (a parsed route, a configured menu item). */
export function buildRoute(route: {
  name: RouteName;
  params: Readonly<Record<string, string | null | undefined>>;
  query?: QueryInput;
}): string {
  return build(route.name, route.params, route.query);
}
