/**
 * Readable page names and the document title (docs/rules/content-areas.md section 2, "Readable page titles";
 * names for the pages that list does not cover are ours). The texts are part of the event's text set
 * (keys pageTitle.<RouteName>); these are the English defaults. Each is the page's heading too.
 *
 * Ours: the spec's "Session Detail" and "Search Overview" read like route names in a heading; the session
 * page is "Session", the programme search "Search the programme", and the abstract and presentation searches
 * are named by what they list.
 */
import { CONFIG } from './config';
import { describe, isRecord } from './configGuards';
import type { RouteName } from './routes';
import { SHELL_TEXTS } from './shellTexts';
import type { TextSet } from './texts';

export const PAGE_TITLE_TEXTS = {
  'pageTitle.HomePage': 'Home',
  'pageTitle.LoginPage': 'Sign in',
  'pageTitle.CreateAccountPage': 'Create account',
  'pageTitle.PasswordRetrievalPage': 'Forgot password',
  'pageTitle.ConfirmationPage': 'Confirm e-mail',
  'pageTitle.ResetPasswordPage': 'Reset password',
  'pageTitle.CorrelatePage': 'Single sign-on',
  'pageTitle.UserDataSyncPage': 'Single sign-on',
  'pageTitle.AuthPage': 'Sign in',
  'pageTitle.LogoutPage': 'Sign out',
  'pageTitle.HoldingPage': 'Coming soon',
  'pageTitle.NoaccessPage': 'No access',
  'pageTitle.UserFormPage': 'Edit profile',
  'pageTitle.AssemblyPage': 'General Assembly',
  'pageTitle.VenuePage': 'Venue',
  'pageTitle.PlazaPage': 'Plaza',
  'pageTitle.SurveyPage': 'Evaluation',
  'pageTitle.SubmissionPage': 'Submission',
  'pageTitle.RegistrationPage': 'Registration',
  'pageTitle.RegistrationLandingPage': 'Registration',
  'pageTitle.MaintenancePage': 'Maintenance',
  'pageTitle.ContactPage': 'Contact',
  'pageTitle.ContentPage': 'Information',
  'pageTitle.ListPage': 'Overview',
  'pageTitle.ProfilePage': 'Exhibition',
  'pageTitle.IndustryLandingPage': 'Exhibition',
  'pageTitle.IndustryLandingPageProfile': 'Exhibition',
  'pageTitle.IndustryLanding': 'Exhibition',
  'pageTitle.MyAreaPage': 'My Area',
  'pageTitle.NotificationsPage': 'Notifications',
  'pageTitle.HelpdeskPage': 'Helpdesk',
  'pageTitle.BoothPage': 'Exhibition',
  'pageTitle.NewsPage': 'News',
  'pageTitle.MessagesPage': 'Messages',
  'pageTitle.ProgramPage': 'Programme',
  'pageTitle.ProgramLandingPage': 'Programme',
  'pageTitle.LivePage': 'Live',
  'pageTitle.PosterPage': 'Posters',
  'pageTitle.EPosterPage': 'Posters',
  'pageTitle.PosterLandingPage': 'Posters',
  'pageTitle.PresentationPlayerPage': 'Presentation',
  'pageTitle.SymposiaPage': 'Satellites',
  'pageTitle.IndustrySymposiaPage': 'Satellites',
  'pageTitle.ProductsPage': 'Products',
  'pageTitle.MeetingHubPage': 'Meeting Hub',
  'pageTitle.PagSearchPage': 'Search the programme',
  'pageTitle.AbstractSolrPage': 'Abstracts',
  'pageTitle.PresentationSearchPage': 'Presentations',
  'pageTitle.FacultySearchPage': 'Faculty',
  'pageTitle.AbstractSearchPage': 'Abstracts',
  'pageTitle.FacultyPage': 'Faculty',
  'pageTitle.SessionPage': 'Session',
  'pageTitle.PresentationPage': 'Presentation',
  'pageTitle.PersonalProgramPage': 'Programme',
  'pageTitle.CharityPage': 'Charity',
  'pageTitle.CharityProjectPage': 'Charity',
  'pageTitle.JobsPage': 'Jobs',
  'pageTitle.JobPage': 'Jobs',
  'pageTitle.TvPage': 'TV',
  'pageTitle.WorldVillagePage': 'World Village',
  'pageTitle.PreceptorshipsPage': 'Preceptorships',
  'pageTitle.AwardWinnersPage': 'Award Winners',
  'pageTitle.ScanPage': 'Scan QR',
  'pageTitle.ErrorPage': 'Error',
  'pageTitle.not-found': 'Page not found',
} as const satisfies Record<`pageTitle.${RouteName}`, string>;

/** The text key of the readable page name of a route. */
export function readableTitleKey(name: RouteName): `pageTitle.${RouteName}` {
  return `pageTitle.${name}`;
}

/** The readable name of a route's page: the event's text, else the English default. */
export function readablePageName(texts: TextSet, name: RouteName): string {
  const key = readableTitleKey(name);
  return texts[key] ?? PAGE_TITLE_TEXTS[key];
}

/**
 * The document title (docs/rules/content-areas.md section 2, readable page titles): the event name (or, without
 * one, the default prefix, text 'app.defaultTitle') followed by the readable page name. A configured
 * title (config PageTitles[routeName], a non-blank string) replaces the readable name.
 * Format: "{event name} - {page name}"; just the prefix when there is no page name.
 */
export function pageTitle({
  eventName,
  readableName,
  configuredTitle,
  defaultTitle = SHELL_TEXTS['app.defaultTitle'],
}: {
  eventName: string | null | undefined;
  readableName: string;
  configuredTitle?: string | null | undefined;
  defaultTitle?: string;
}): string {
  const prefix = eventName?.trim() || defaultTitle;
  const page = configuredTitle?.trim() || readableName.trim();
  return page ? `${prefix} - ${page}` : prefix;
}

/**
 * The titles configured per page key (config_json PageTitles; docs/rules/shell-access-identity.md section 3: null
 * when not configured). A title of the wrong type is not configured, with a warning.
 */
export function parsePageTitles(root: Record<string, unknown>): { titles: Record<string, string | null>; warnings: string[] } {
  const warnings: string[] = [];
  const titles = root.PageTitles;
  if (isRecord(titles)) return { titles: readPageTitles(titles, warnings), warnings };
  if (titles !== undefined && titles !== null) {
    warnings.push(`${CONFIG}: PageTitles is ${describe(titles)}, not an object; no configured titles`);
  }
  return { titles: {}, warnings };
}

function readPageTitles(titles: Record<string, unknown>, warnings: string[]): Record<string, string | null> {
  const entries: [string, string | null][] = [];
  for (const [key, value] of Object.entries(titles)) {
    if (typeof value === 'string') entries.push([key, value.trim() === '' ? null : value]);
    else if (value === null) entries.push([key, null]);
    else {
      warnings.push(`${CONFIG}: PageTitles.${key} is ${describe(value)}, not a string; not configured`);
      entries.push([key, null]);
    }
  }
  // fromEntries defines own properties: a key named __proto__ stays a plain key.
  return Object.fromEntries(entries);
}
