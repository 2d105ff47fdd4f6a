/**
 * Every text key with its English default: the whole text set (VMXTexts) an event has per language.
 * Elements import only the texts they show; this catalogue is for the server's seed and for checks
 * that a translation covers every key.
 */
import { AUTH_TEXTS } from './authTexts';
import { PAGE_TITLE_TEXTS } from './pageTitles';
import { SHELL_TEXTS } from './shellTexts';
import { TEXT_DEFAULTS, type TextKey } from './texts';
import { VENUE_TEXTS } from './venueTexts';
import { OFFLINE_TEXTS } from './offlineTexts';
import { FOOTER_TEXTS } from './footerTexts';
import { CONSENT_TEXTS } from './consentTexts';
import { HEADER_TEXTS } from './headerTexts';
import { ADS_TEXTS } from './adsTexts';
import { NOTIFICATION_TEXTS } from './notificationTexts';
import { CONTENT_TEXTS } from './contentTexts';
import { INFINITE_LOADER_TEXTS } from './infiniteLoaderTexts';
import { ASYNC_VIEW_TEXTS } from './asyncViewTexts';
import { FILTER_TEXTS } from './filterTexts';
import { HOME_TEXTS } from './homeTexts';
import { PROGRAMME_TEXTS } from './programme/texts';
import { PROGRAMME_DETAIL_TEXTS } from './programme/detailTexts';
import { PROGRAMME_PERSONAL_TEXTS } from './programme/personalTexts';
import { PROGRAMME_TIMETABLE_TEXTS } from './programme/timetableTexts';
import { PROGRAMME_LAYOUT_TEXTS } from './programme/layoutTexts';
import { POSTER_VIEWER_TEXTS } from './programme/posterViewerTexts';
import { EXHIBITOR_TEXTS } from './exhibitors/texts';
import { EXHIBITION_PAGES_TEXTS } from './exhibitors/pagesTexts';
import { EXHIBITOR_PROFILE_TEXTS } from './exhibitors/profileTexts';
import { EVALUATION_TEXTS } from './evaluation/texts';
import { CHARITY_TEXTS } from './charity/texts';
import { SOCIETY_TEXTS } from './society/texts';
import { REGISTRATION_TEXTS } from './registration/texts';
import { ASSEMBLY_TEXTS } from './assembly/texts';
import { NEWS_TEXTS } from './news/texts';
import { TV_TEXTS } from './tv/texts';
import { JOBS_TEXTS } from './jobs/texts';
import { MY_AREA_TEXTS } from './myArea/texts';
import { ATTENDANCE_TEXTS } from './attendance/texts';
import { DASHBOARD_TEXTS } from './dashboards/texts';
import { RECORDED_TEXTS } from './analytics/texts';
import { SPONSOR_TYPE_TEXTS } from './exhibitors/sponsorTypes';
import { HELPDESK_TEXTS } from './helpdesk/texts';
import { PLAZA_TEXTS } from './plaza/texts';
import { SUBMISSION_TEXTS } from './submission/texts';
import { SOCIAL_FEED_TEXTS } from './socialFeed/texts';
import { SCAN_TEXTS } from './scan/texts';
import { QR_CODE_TEXTS } from './scan/qrCodeTexts';
import { NETWORKING_TEXTS } from './networking/texts';
import { MESSAGING_TEXTS } from './networking/messagingTexts';
import { UNREAD_TEXTS } from './networking/unreadTexts';
import { SAFETY_TEXTS } from './networking/safetyTexts';
import { MEETING_TEXTS } from './networking/meetingTexts';
import { INDUSTRY_HOME_TEXTS } from './industryHomeTexts';
import { EXHIBITOR_CHALLENGE_TEXTS } from './exhibitors/challengeTexts';
import { INDUSTRY_LANDING_TEXTS } from './exhibitors/industryLandingTexts';
import { REMINDER_TEXTS } from './reminders/texts';
import { HIGHLIGHTED_PRESENTATION_TEXTS } from './programme/highlightedPresentationTexts';
import { ACCOUNT_SUMMARY_TEXTS } from './accountSummaryTexts';
import { EVENT_KEY_TEXTS } from './eventKeyTexts';
import { EMBED_TEXTS } from './embed/texts';
import { PROGRAMME_EDITOR_TEXTS } from './programme/editorTexts';

export type CatalogueKey =
  | TextKey
  | keyof typeof PAGE_TITLE_TEXTS
  | keyof typeof AUTH_TEXTS
  | keyof typeof SHELL_TEXTS
  | keyof typeof VENUE_TEXTS
  | keyof typeof OFFLINE_TEXTS
  | keyof typeof FOOTER_TEXTS
  | keyof typeof CONSENT_TEXTS
  | keyof typeof HEADER_TEXTS
  | keyof typeof ADS_TEXTS
  | keyof typeof NOTIFICATION_TEXTS
  | keyof typeof CONTENT_TEXTS
  | keyof typeof INFINITE_LOADER_TEXTS
  | keyof typeof ASYNC_VIEW_TEXTS
  | keyof typeof FILTER_TEXTS
  | keyof typeof HOME_TEXTS
  | keyof typeof PROGRAMME_TEXTS
  | keyof typeof PROGRAMME_DETAIL_TEXTS
  | keyof typeof PROGRAMME_PERSONAL_TEXTS
  | keyof typeof PROGRAMME_TIMETABLE_TEXTS
  | keyof typeof PROGRAMME_LAYOUT_TEXTS
  | keyof typeof POSTER_VIEWER_TEXTS
  | keyof typeof EXHIBITOR_TEXTS
  | keyof typeof EXHIBITION_PAGES_TEXTS
  | keyof typeof EXHIBITOR_PROFILE_TEXTS
  | keyof typeof EVALUATION_TEXTS
  | keyof typeof CHARITY_TEXTS
  | keyof typeof SOCIETY_TEXTS
  | keyof typeof REGISTRATION_TEXTS
  | keyof typeof ASSEMBLY_TEXTS
  | keyof typeof NEWS_TEXTS
  | keyof typeof TV_TEXTS
  | keyof typeof JOBS_TEXTS
  | keyof typeof MY_AREA_TEXTS
  | keyof typeof ATTENDANCE_TEXTS
  | keyof typeof DASHBOARD_TEXTS
  | keyof typeof RECORDED_TEXTS
  | keyof typeof SPONSOR_TYPE_TEXTS
  | keyof typeof HELPDESK_TEXTS
  | keyof typeof PLAZA_TEXTS
  | keyof typeof SUBMISSION_TEXTS
  | keyof typeof SOCIAL_FEED_TEXTS
  | keyof typeof SCAN_TEXTS
  | keyof typeof QR_CODE_TEXTS
  | keyof typeof NETWORKING_TEXTS
  | keyof typeof MESSAGING_TEXTS
  | keyof typeof UNREAD_TEXTS
  | keyof typeof SAFETY_TEXTS
  | keyof typeof MEETING_TEXTS
  | keyof typeof INDUSTRY_HOME_TEXTS
  | keyof typeof EXHIBITOR_CHALLENGE_TEXTS
  | keyof typeof INDUSTRY_LANDING_TEXTS
  | keyof typeof REMINDER_TEXTS
  | keyof typeof HIGHLIGHTED_PRESENTATION_TEXTS
  | keyof typeof ACCOUNT_SUMMARY_TEXTS
  | keyof typeof EVENT_KEY_TEXTS
  | keyof typeof EMBED_TEXTS
  | keyof typeof PROGRAMME_EDITOR_TEXTS;

export const TEXT_CATALOGUE: Readonly<Record<CatalogueKey, string>> = {
  ...TEXT_DEFAULTS,
  ...PAGE_TITLE_TEXTS,
  ...AUTH_TEXTS,
  ...SHELL_TEXTS,
  ...VENUE_TEXTS,
  ...OFFLINE_TEXTS,
  ...FOOTER_TEXTS,
  ...CONSENT_TEXTS,
  ...HEADER_TEXTS,
  ...ADS_TEXTS,
  ...NOTIFICATION_TEXTS,
  ...CONTENT_TEXTS,
  ...INFINITE_LOADER_TEXTS,
  ...ASYNC_VIEW_TEXTS,
  ...FILTER_TEXTS,
  ...HOME_TEXTS,
  ...PROGRAMME_TEXTS,
  ...PROGRAMME_DETAIL_TEXTS,
  ...PROGRAMME_PERSONAL_TEXTS,
  ...PROGRAMME_TIMETABLE_TEXTS,
  ...PROGRAMME_LAYOUT_TEXTS,
  ...POSTER_VIEWER_TEXTS,
  ...EXHIBITOR_TEXTS,
  ...EXHIBITION_PAGES_TEXTS,
  ...EXHIBITOR_PROFILE_TEXTS,
  ...EVALUATION_TEXTS,
  ...CHARITY_TEXTS,
  ...SOCIETY_TEXTS,
  ...REGISTRATION_TEXTS,
  ...ASSEMBLY_TEXTS,
  ...NEWS_TEXTS,
  ...TV_TEXTS,
  ...JOBS_TEXTS,
  ...MY_AREA_TEXTS,
  ...ATTENDANCE_TEXTS,
  ...DASHBOARD_TEXTS,
  ...RECORDED_TEXTS,
  ...SPONSOR_TYPE_TEXTS,
  ...HELPDESK_TEXTS,
  ...PLAZA_TEXTS,
  ...SUBMISSION_TEXTS,
  ...SOCIAL_FEED_TEXTS,
  ...SCAN_TEXTS,
  ...QR_CODE_TEXTS,
  ...NETWORKING_TEXTS,
  ...MESSAGING_TEXTS,
  ...UNREAD_TEXTS,
  ...SAFETY_TEXTS,
  ...MEETING_TEXTS,
  ...INDUSTRY_HOME_TEXTS,
  ...EXHIBITOR_CHALLENGE_TEXTS,
  ...INDUSTRY_LANDING_TEXTS,
  ...REMINDER_TEXTS,
  ...HIGHLIGHTED_PRESENTATION_TEXTS,
  ...ACCOUNT_SUMMARY_TEXTS,
  ...EVENT_KEY_TEXTS,
  ...EMBED_TEXTS,
  ...PROGRAMME_EDITOR_TEXTS,
};
