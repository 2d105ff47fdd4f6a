/**
 * <vmx-app>: the whole platform as one page; it owns the address. Attributes: api-base (default /),
 * embedding-origins (the foreign origins a framed page reports to, areas/frame).
 * Here the areas meet: the shell gets the page bodies the other areas build. Methods: refresh(),
 * navigate(path); its documented API is in catalog.ts.
 */
import {
  AuthPage,
  ConfirmationPage,
  CorrelatePage,
  CreateAccountPage,
  HoldingPage,
  LoginPage,
  LogoutPage,
  NoaccessPage,
  PasswordRetrievalPage,
  ResetPasswordPage,
  UserDataSyncPage,
  UserFormPage,
} from '../areas/auth';
import { Header } from '../areas/header';
import { App, type AppProps, type ChromeComponents } from '../areas/shell';
import type { RouteName } from '../core/routes';
import type { PageProps } from '../ui/page';
import { VenuePage } from '../areas/venue';
import { CONTENT_OVERLAYS, ContactPage, ContentPage, ListPage } from '../areas/content';
import { ConnectivityOverlay, persistEventCache } from '../areas/offline';
import { Footer } from '../areas/footer';
import { FramedPage } from '../areas/frame';
import { ConsentOverlay } from '../areas/consent';
import { AdsOverlay } from '../areas/ads';
import { NotificationToasts, NotificationsPage } from '../areas/notifications';
import { PROGRAMME_HOME_PARTS, PROGRAMME_PAGES, ProgrammeEditorPart } from '../areas/programme';
import { EventDashboardPart } from '../areas/dashboards';
import { createHomePage } from '../areas/home';
import { createMeetingHubPage, EXHIBITOR_PAGES } from '../areas/exhibitors';
import { CHARITY_PAGES } from '../areas/charity';
import { COMMUNITY_PAGES } from '../areas/community';
import { SOCIETY_PAGES } from '../areas/society';
import { SUBMISSION_PAGES } from '../areas/submission';
import { SocialFeedWidget } from '../areas/socialFeed';
import { REGISTRATION_PAGES } from '../areas/registration';
import { ASSEMBLY_PAGES } from '../areas/assembly';
import { EVALUATION_PAGES, EvaluationModule } from '../areas/evaluation';
import { createMyAreaPage } from '../areas/myarea';
import { createHelpdeskPage } from '../areas/helpdesk';
import { PlazaPage } from '../areas/plaza';
import { TvPage } from '../areas/tv';
import { ScanPage } from '../areas/scan';
import {
  GroupsModule,
  InboxModule,
  MessagesPage,
  MessagingLive,
  ModerationModule,
  NetworkingPopup,
  NetworkingSettingsModule,
  NetworkModule,
  YourMeetings,
} from '../areas/networking';
import { ReminderOverlay } from '../areas/reminders';
import { useMemo, type ComponentType } from 'react';
import { defineElement } from './define';
// The pages of vmx-app place these elements; they share vmx-app's event context through the registry.
import './ticker';
import './logo-grid';

/**
 * Every route of an event has its page here (the type says so): maintenance is the shell's own screen, and the
 * error and not-found pages belong to no event.
 */
type EveryEventPage = Record<Exclude<RouteName, 'MaintenancePage' | 'ErrorPage' | 'not-found'>, ComponentType<PageProps>>;

const PAGES = {
  // The congress home shows the programme's on-now and highlighted sessions: they meet here (areas/home).
  HomePage: createHomePage({ ...PROGRAMME_HOME_PARTS, SocialFeed: SocialFeedWidget }),
  LoginPage,
  CreateAccountPage,
  ConfirmationPage,
  PasswordRetrievalPage,
  ResetPasswordPage,
  LogoutPage,
  HoldingPage,
  NoaccessPage,
  UserFormPage,
  AuthPage,
  CorrelatePage,
  UserDataSyncPage,
  VenuePage,
  // Content area: their code loads on demand (areas/content/index.ts).
  ContentPage,
  ListPage,
  ContactPage,
  // My area shows other areas' pieces as its modules: they meet here (areas/myarea).
  MyAreaPage: createMyAreaPage({
    evaluation: EvaluationModule,
    program: PROGRAMME_PAGES.PersonalProgramPage,
    network: NetworkModule,
    inbox: InboxModule,
    networking_settings: NetworkingSettingsModule,
    groups: GroupsModule,
    moderation: ModerationModule,
  }),
  // Push notifications: loads on demand (areas/notifications).
  NotificationsPage,
  // The helpdesk shows the content area's contact form below its questions and answers: they meet here.
  HelpdeskPage: createHelpdeskPage({ ContactForm: ContactPage }),
  // The plaza's tiles: loads on demand (areas/plaza).
  PlazaPage,
  // The congress TV: loads on demand (areas/tv).
  TvPage,
  // Scan a QR code or type it (the app container's Scan QR link): loads on demand (areas/scan).
  ScanPage,
  // The messages route shows the networking area's inbox (its conversations open under my area's inbox).
  MessagesPage,
  // The programme: each page loads on demand (areas/programme/pages.ts).
  ...PROGRAMME_PAGES,
  // Exhibitors: each page loads on demand (areas/exhibitors/pages.ts).
  ...EXHIBITOR_PAGES,
  // The meeting hub shows the networking area's meetings of the user above the exhibitors' meetings: they meet here.
  MeetingHubPage: createMeetingHubPage({ YourMeetings }),
  // Charity and evaluation (the survey page): each page loads on demand.
  ...CHARITY_PAGES,
  // The society's own pages (award winners, preceptorships, world village): each loads on demand.
  ...SOCIETY_PAGES,
  // The abstract submission page: loads on demand, SurveyJS included (areas/submission).
  ...SUBMISSION_PAGES,
  // Registration (tickets, shop, linking a registration) and the general assembly: each page loads on demand.
  ...REGISTRATION_PAGES,
  ...ASSEMBLY_PAGES,
  ...EVALUATION_PAGES,
  // News and jobs: each page loads on demand (areas/community/pages.ts).
  ...COMMUNITY_PAGES,
} satisfies EveryEventPage;

/** Around every page: the areas' header, footer and overlays. */
const CHROME: ChromeComponents = {
  Header,
  // Footer and consent: their code loads on demand (areas/footer, areas/consent).
  Footer,
  overlays: [
    ConsentOverlay,
    ConnectivityOverlay,
    ...CONTENT_OVERLAYS,
    AdsOverlay,
    NotificationToasts,
    NetworkingPopup,
    MessagingLive,
    ReminderOverlay,
  ],
  // Inside a host's iframe with noheader: reports height and path to the host's vmx-frame.js (Platform
  // gives it the element's embedding-origins).
  Framed: FramedPage,
  // Only the standalone platform keeps its event data for offline use.
  onEventContext: persistEventCache,
  ProgrammeEditor: ProgrammeEditorPart,
  EventDashboard: EventDashboardPart,
};

/** The frame area's part with this element's embedding-origins. */
function framedWith(embeddingOrigins: string | undefined): ComponentType<{ path: string }> {
  return function Framed({ path }: { path: string }) {
    return <FramedPage path={path} embeddingOrigins={embeddingOrigins} />;
  };
}

function Platform({ embeddingOrigins, ...props }: AppProps & { embeddingOrigins?: string }) {
  const chrome = useMemo(() => ({ ...CHROME, Framed: framedWith(embeddingOrigins) }), [embeddingOrigins]);
  return <App {...props} pages={PAGES} chrome={chrome} />;
}

export const VmxApp = defineElement({
  tag: 'vmx-app',
  kind: 'standalone',
  component: Platform,
  attributes: { embeddingOrigins: 'string' },
  methods: ['navigate'],
});
