/**
 * Visible texts. Every string a person sees comes from the event's text set (GetResources, set VMXTexts)
 * and falls back to the English default here. Keys are stable; the server seeds translations per language.
 */

export const TEXT_DEFAULTS = {
  // Readable page names (content-areas.md section 2, "Readable page titles"; the rest are ours).
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
  'pageTitle.PagSearchPage': 'Search Overview',
  'pageTitle.AbstractSolrPage': 'Search Overview',
  'pageTitle.PresentationSearchPage': 'Search Overview',
  'pageTitle.FacultySearchPage': 'Faculty',
  'pageTitle.AbstractSearchPage': 'Search Overview',
  'pageTitle.FacultyPage': 'Faculty',
  'pageTitle.SessionPage': 'Session Detail',
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

  'app.defaultTitle': 'VMX',
  'app.loading': 'Loading…',
  'app.notFound.title': 'Page not found',
  'app.notFound.text': 'The page you are looking for does not exist or has moved.',
  'app.notFound.home': 'Go to the home page',
  'app.pagePlaceholder': 'This page is being built.',
  'app.error.title': 'Something went wrong',
  'maintenance.title': "We'll be back soon!",
  'maintenance.text': 'The platform is being maintained. Please try again in a few minutes.',
  'element.missingAttributes': 'This element needs the attribute(s): {names}.',

  'ticker.label': 'News ticker',
  'logoGrid.label': 'Partners',
  'logoGrid.tier.Platinum': 'Platinum partners',
  'logoGrid.tier.Gold': 'Gold partners',
  'logoGrid.tier.Bronze': 'Bronze partners',
  'logoGrid.logoAlt': '{name} logo',
  'logoGrid.pdfButton': 'Download PDF',

  'error.network': 'network error',
  'error.aborted': 'request aborted',
  'error.timeout': 'timeout of {ms} ms exceeded',
} as const;

export type TextKey = keyof typeof TEXT_DEFAULTS;
export type TextSet = Partial<Record<string, string>>;

/** The event's text for key, else the English default; {name} placeholders are filled from vars. */
export function text(texts: TextSet, key: TextKey, vars?: Record<string, string | number>): string {
  const template = texts[key] ?? TEXT_DEFAULTS[key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Turns GetResources pairs into a text set; later duplicates win. */
export function textSetFromResources(resources: ReadonlyArray<{ resourcename: string; resourcevalue: string }>): TextSet {
  const set: TextSet = {};
  for (const { resourcename, resourcevalue } of resources) set[resourcename] = resourcevalue;
  return set;
}
