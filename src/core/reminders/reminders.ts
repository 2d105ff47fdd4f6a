/**
 * The rating reminder and the data-transfer modal of docs/rules/shell-access-identity.md section 2 (modals and
 * dialogs) and the `externalDataTransfer` cookie of section 3 (cookies read). The rules only name them; what
 * they ask, when and what they store is decided here (VMX decides, config_json keys `ratingReminder` and
 * `externalDataTransfer`). Pure: the caller passes the configuration, the clock, the cookies and the sessions.
 *
 * - Rating reminder: a signed-in user who has sessions open for evaluation (started, docs/rules/content-areas.md
 *   section 4, and not yet done) is reminded, on the configured pages, after `delaySeconds` there, once per
 *   browser session; "Rate now" leads to my area's evaluation module.
 * - Data-transfer modal: a signed-in user is asked once whether their registration data (name, e-mail address,
 *   organisation) may be passed to the configured recipient; the answer is the `externalDataTransfer` cookie
 *   (`accepted` or `declined`, a year), which the recipient's integration reads. Until answered it is asked
 *   again, on the configured pages, after `delaySeconds` there.
 */
import { CONFIG } from '../config';
import { describe, isRecord } from '../configGuards';
import { isEvaluationAvailable } from '../evaluation/availability';

export interface ReminderTiming {
  active: boolean;
  /** Route names the dialog may open on. */
  pages: string[];
  /** How long the visitor is on such a page before it opens (a question is not the first thing a page says). */
  delaySeconds: number;
}

export interface DataTransferSettings extends ReminderTiming {
  /** Who receives the data, as the event names it (shown in the question); without one the question is not asked. */
  recipient: string | null;
  /** The recipient's privacy notice (an http(s) address), linked from the question when set. */
  privacyUrl: string | null;
}

/** The cookie of section 3 and its two values. */
export const DATA_TRANSFER_COOKIE = 'externalDataTransfer';
export type DataTransferAnswer = 'accepted' | 'declined';
/** Ours: a year, like a consent answer that should not be asked again and again. */
export const DATA_TRANSFER_COOKIE_DAYS = 365;

export const DEFAULT_REMINDER_PAGES: readonly string[] = ['HomePage', 'MyAreaPage'];
export const DEFAULT_REMINDER_DELAY_SECONDS = 10;
/** How many session names the reminder lists; the rest are counted. */
export const REMINDER_LISTED_SESSIONS = 3;

function readTiming(value: Record<string, unknown>, key: string, warnings: string[]): ReminderTiming {
  const timing: ReminderTiming = { active: false, pages: [...DEFAULT_REMINDER_PAGES], delaySeconds: DEFAULT_REMINDER_DELAY_SECONDS };
  if (typeof value.active === 'boolean') timing.active = value.active;
  else if (value.active !== undefined && value.active !== null)
    warnings.push(`${CONFIG}: ${key}.active is ${describe(value.active)}, not a boolean; off`);
  if (Array.isArray(value.pages)) timing.pages = value.pages.filter((page): page is string => typeof page === 'string' && page !== '');
  else if (value.pages !== undefined && value.pages !== null)
    warnings.push(`${CONFIG}: ${key}.pages is ${describe(value.pages)}, not a list; using ${DEFAULT_REMINDER_PAGES.join(', ')}`);
  if (typeof value.delaySeconds === 'number' && Number.isFinite(value.delaySeconds) && value.delaySeconds >= 0)
    timing.delaySeconds = value.delaySeconds;
  else if (value.delaySeconds !== undefined && value.delaySeconds !== null)
    warnings.push(`${CONFIG}: ${key}.delaySeconds is not a number of seconds (0 or more); using ${DEFAULT_REMINDER_DELAY_SECONDS}`);
  return timing;
}

/** config_json `ratingReminder` {active, pages, delaySeconds}; absent: off. */
export function parseRatingReminder(root: Record<string, unknown>): { settings: ReminderTiming; warnings: string[] } {
  const warnings: string[] = [];
  const value = root.ratingReminder;
  if (value === undefined || value === null) return { settings: readTiming({}, 'ratingReminder', warnings), warnings };
  if (!isRecord(value)) {
    warnings.push(`${CONFIG}: ratingReminder is ${describe(value)}, not an object; no rating reminder`);
    return { settings: readTiming({}, 'ratingReminder', warnings), warnings };
  }
  return { settings: readTiming(value, 'ratingReminder', warnings), warnings };
}

/** config_json `externalDataTransfer` {active, recipient, privacyUrl, pages, delaySeconds}; absent: off. */
export function parseDataTransfer(root: Record<string, unknown>): { settings: DataTransferSettings; warnings: string[] } {
  const warnings: string[] = [];
  const value = root.externalDataTransfer;
  const record = isRecord(value) ? value : {};
  if (value !== undefined && value !== null && !isRecord(value))
    warnings.push(`${CONFIG}: externalDataTransfer is ${describe(value)}, not an object; no data-transfer question`);
  const settings: DataTransferSettings = { ...readTiming(record, 'externalDataTransfer', warnings), recipient: null, privacyUrl: null };
  if (typeof record.recipient === 'string' && record.recipient.trim() !== '') settings.recipient = record.recipient.trim();
  else if (settings.active) {
    warnings.push(`${CONFIG}: externalDataTransfer.recipient is missing; no data-transfer question`);
    settings.active = false;
  }
  if (typeof record.privacyUrl === 'string' && /^https?:\/\//i.test(record.privacyUrl.trim()))
    settings.privacyUrl = record.privacyUrl.trim();
  else if (record.privacyUrl !== undefined && record.privacyUrl !== null && record.privacyUrl !== '')
    warnings.push(`${CONFIG}: externalDataTransfer.privacyUrl is not an http(s) address; no link`);
  return { settings, warnings };
}

/** The stored answer, from a cookie header such as document.cookie. */
export function dataTransferAnswer(cookieHeader: string): DataTransferAnswer | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== DATA_TRANSFER_COOKIE) continue;
    const value = rest.join('=').trim();
    return value === 'accepted' || value === 'declined' ? value : null;
  }
  return null;
}

/** The cookie assignment that stores an answer (path /, a year, SameSite Lax). */
export function dataTransferCookie(answer: DataTransferAnswer, secure: boolean): string {
  const maxAge = DATA_TRANSFER_COOKIE_DAYS * 24 * 60 * 60;
  return `${DATA_TRANSFER_COOKIE}=${answer}; path=/; max-age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export interface SessionToRate {
  SessionId: number;
  SessionName: string;
  StartDateTime: string;
  EvaluationDone: boolean;
}

/** The sessions the reminder is about: open for evaluation now (started, or a super user) and not yet done. */
export function sessionsToRate<S extends SessionToRate>(sessions: readonly S[], now: number, superUser: boolean): S[] {
  return sessions.filter((session) => !session.EvaluationDone && isEvaluationAvailable(session.StartDateTime, now, superUser));
}

/** Which of the two dialogs is due on this page (the data-transfer question first: it is asked before anything is passed on). */
export function dueDialog(input: {
  routeName: string;
  signedIn: boolean;
  dataTransfer: DataTransferSettings;
  dataTransferAnswered: boolean;
  rating: ReminderTiming;
  ratingRemindedThisSession: boolean;
  sessionsToRate: number;
}): { dialog: 'dataTransfer' | 'rating'; delaySeconds: number } | null {
  if (!input.signedIn) return null;
  const { dataTransfer, rating } = input;
  if (dataTransfer.active && dataTransfer.recipient && !input.dataTransferAnswered && dataTransfer.pages.includes(input.routeName))
    return { dialog: 'dataTransfer', delaySeconds: dataTransfer.delaySeconds };
  if (rating.active && !input.ratingRemindedThisSession && input.sessionsToRate > 0 && rating.pages.includes(input.routeName))
    return { dialog: 'rating', delaySeconds: rating.delaySeconds };
  return null;
}

/** Ours: the sessionStorage key that says the rating reminder was shown in this browser session, per instance and event. */
export function ratingReminderSeenKey(instance: string, event: string): string {
  return `vmx.ratingReminder.${instance}.${event}`;
}
