/**
 * Which published programme changes an attendee hears of (issue 24, src/contracts/userNotifications.ts), and the
 * sentence that tells them. The server compares the event's sessions before and after a publication
 * (favouriteChanges) and notifies whoever has a changed session in their personal programme; the client words the
 * notification in the page's language, with the time in the event's zone (favouriteChangeText). Pure.
 *
 * What matters to an attendee is where and when to go: a session that moved (another room, or another start),
 * was cancelled, takes place again (cancelled no more, or back in the programme after its import had withdrawn it) or
 * was taken out of the programme. A new title, a new end or a change to a cancelled session that stays cancelled is
 * not worth interrupting anyone for.
 */
import { FAVOURITE_CHANGE_KINDS, type FavouriteChangeKind, type UserNotification } from '../../contracts';
import { isRecord } from '../configGuards';

/** A session as the publication compares it. */
export interface SessionState {
  id: number;
  title: string;
  /** The room's name: a room renamed to the name it had is no move. */
  room: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  cancelled: boolean;
}

export interface FavouriteChange {
  kind: FavouriteChangeKind;
  sessionId: number;
  /** The session after the change; before it when removed. */
  title: string;
  room: string | null;
  start: string | null;
  previousRoom: string | null;
  previousStart: string | null;
}

const sameInstant = (a: string, b: string) => a === b || Date.parse(a) === Date.parse(b);

/** The changes from before to after that an attendee is told of, in the order of `after` (then the removed ones). */
export function favouriteChanges(before: readonly SessionState[], after: readonly SessionState[]): FavouriteChange[] {
  const was = new Map(before.map((session) => [session.id, session]));
  const changes: FavouriteChange[] = [];
  const change = (kind: FavouriteChangeKind, now: SessionState, old: SessionState | undefined): FavouriteChange => ({
    kind,
    sessionId: now.id,
    title: now.title,
    room: now.room,
    start: now.start,
    previousRoom: old?.room ?? null,
    previousStart: old?.start ?? null,
  });
  for (const now of after) {
    const old = was.get(now.id);
    // New to the programme: nobody has it in their programme, unless it comes back after a withdrawal.
    if (!old) {
      if (!now.cancelled) changes.push(change('reinstated', now, undefined));
      continue;
    }
    if (!old.cancelled && now.cancelled) changes.push(change('cancelled', now, old));
    else if (old.cancelled && !now.cancelled) changes.push(change('reinstated', now, old));
    else if (!now.cancelled && (old.room !== now.room || !sameInstant(old.start, now.start))) changes.push(change('moved', now, old));
  }
  const kept = new Set(after.map((session) => session.id));
  for (const old of before) {
    // A cancelled session taken out of the programme changes nothing for those who knew it was cancelled.
    if (kept.has(old.id) || old.cancelled) continue;
    changes.push({
      kind: 'removed',
      sessionId: old.id,
      title: old.title,
      room: null,
      start: null,
      previousRoom: old.room,
      previousStart: old.start,
    });
  }
  return changes;
}

/** The text keys favouriteChangeText asks for (NOTIFICATION_TEXTS). */
export type FavouriteChangeTextKey =
  | 'notifications.session.moved'
  | 'notifications.session.movedDay'
  | 'notifications.session.cancelled'
  | 'notifications.session.reinstated'
  | 'notifications.session.removed';

export type Translate = (key: FavouriteChangeTextKey, params: Record<string, string>) => string;

function formatted(instant: string, language: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(Date.parse(instant));
  } catch {
    // An unknown zone or language: the instant in UTC, in the runtime's default, rather than nothing.
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' }).format(Date.parse(instant));
  }
}

const dayOf = (instant: string, timeZone: string) =>
  formatted(instant, 'en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The notification's sentence: "“Renal denervation update” moved to Hall B, 09:30". The time is the event zone's
 * wall clock in the page's language; the day is named too when the session moved to another day (or came back).
 */
export function favouriteChangeText(
  notification: Pick<UserNotification, 'Kind' | 'Title' | 'Room' | 'Start' | 'PreviousStart'>,
  t: Translate,
  language: string,
  timeZone: string,
): string {
  const title = notification.Title;
  const start = notification.Start;
  if (notification.Kind === 'cancelled') return t('notifications.session.cancelled', { title });
  if (notification.Kind === 'removed' || start === null || Number.isNaN(Date.parse(start))) {
    return t('notifications.session.removed', { title });
  }
  const params = {
    title,
    room: notification.Room ?? '',
    time: formatted(start, language, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    day: formatted(start, language, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }),
  };
  if (notification.Kind === 'reinstated') return t('notifications.session.reinstated', params);
  const previous = notification.PreviousStart;
  const sameDay = previous !== null && !Number.isNaN(Date.parse(previous)) && dayOf(previous, timeZone) === dayOf(start, timeZone);
  return t(sameDay ? 'notifications.session.moved' : 'notifications.session.movedDay', params);
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A notification as the hub or the API sent it, or null for what is not one (it is then not shown). */
export function readUserNotification(raw: unknown): UserNotification | null {
  if (!isRecord(raw) || typeof raw.Id !== 'number' || typeof raw.EventId !== 'number' || typeof raw.SessionId !== 'number') return null;
  const kind = FAVOURITE_CHANGE_KINDS.find((known) => known === raw.Kind);
  if (!kind || typeof raw.Title !== 'string') return null;
  return {
    Id: raw.Id,
    EventId: raw.EventId,
    Kind: kind,
    SessionId: raw.SessionId,
    Title: raw.Title,
    Room: text(raw.Room),
    Start: text(raw.Start),
    PreviousRoom: text(raw.PreviousRoom),
    PreviousStart: text(raw.PreviousStart),
    CreatedAt: text(raw.CreatedAt) ?? '',
  };
}
