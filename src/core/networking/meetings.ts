/**
 * The rules of meetings proposed in a conversation (contracts/messaging.ts, "Meetings"), for the client: what a side
 * may do with a meeting, the proposal form's checks, a proposal's start as a wall time of the event's clock (the
 * congress's time zone, whoever proposes from wherever: the server reads it in the event's zone), the order of a list of meetings, a
 * meeting's time range in the event's language and zone, and a meeting that came in (an answer, or the chat hub's
 * MeetingChanged) merged into the cached list. Pure: `now` is passed in.
 */
import { MEETING_NOTE_MAX_LENGTH, type MeetingRequest, type MeetingsAnswer } from '../../contracts';
import { zoneFormatter } from '../zoneFormat';

/** What the caller may do: the other side accepts or declines a pending meeting, its proposer cancels it. */
export type MeetingAction = 'accept' | 'decline' | 'cancel' | 'calendar';

export function meetingActions(meeting: MeetingRequest): MeetingAction[] {
  const actions: MeetingAction[] = [];
  if (!meeting.Outgoing && meeting.Status === 'pending') actions.push('accept', 'decline');
  if (meeting.Outgoing && (meeting.Status === 'pending' || meeting.Status === 'accepted')) actions.push('cancel');
  if (meeting.Status === 'accepted') actions.push('calendar');
  return actions;
}

/**
 * The form of a proposal: a date ('YYYY-MM-DD') and a time ('HH:mm') on the event's wall clock, and a note; from the
 * meeting hub, which is not in a conversation, also whom to meet (`with`: '' until chosen).
 */
export interface MeetingProposalFields {
  with?: string;
  date: string;
  time: string;
  note: string;
}

export interface MeetingProposalProblems {
  /** Asked whom to meet (the meeting hub), and no one chosen. */
  with?: 'missing';
  /** No date or no time (or one that cannot be read); a start not in the future. */
  when?: 'missing' | 'past';
  note?: 'tooLong';
}

/**
 * The proposal's start as a wall time of the event's clock ('2026-06-11T14:00', MeetingCreate.StartsAt), or null when
 * the date or the time cannot be read.
 */
export function meetingStart(date: string, time: string): string | null {
  const [day, clock] = [date.trim(), time.trim()];
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(day) || !/^\d{2}:\d{2}$/u.test(clock)) return null;
  // A day the calendar does not have (31 February) is no date.
  const check = new Date(Date.UTC(year!, month! - 1, dayOfMonth));
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== dayOfMonth) return null;
  return `${day}T${clock}`;
}

/** What is wrong with a proposal (an empty object when nothing is). */
export function meetingProposalProblems(fields: MeetingProposalFields, timeZone: string, now: number): MeetingProposalProblems {
  const problems: MeetingProposalProblems = {};
  if (fields.with !== undefined && fields.with.trim() === '') problems.with = 'missing';
  const start = meetingStart(fields.date, fields.time);
  // Wall times of one clock compare as text ('2026-06-11T14:00' < '2026-06-11T14:30').
  if (start === null) problems.when = 'missing';
  else if (start <= wallDateTime(now, timeZone)) problems.when = 'past';
  if (fields.note.trim().length > MEETING_NOTE_MAX_LENGTH) problems.note = 'tooLong';
  return problems;
}

/** The calendar day of an instant on the zone's wall clock ('2026-06-11'), for a date field's `min`; '' when unknown. */
export function wallDate(at: number, timeZone: string): string {
  return wallDateTime(at, timeZone).slice(0, 10);
}

/** An instant on the zone's wall clock to the minute ('2026-06-11T14:00'); '' when the zone is unknown. */
function wallDateTime(at: number, timeZone: string): string {
  const format = zoneFormatter(timeZone);
  if (format === null) return '';
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(at)) parts[part.type] = part.value;
  const two = (value: string | undefined) => (value ?? '').padStart(2, '0');
  // Some runtimes write midnight as hour 24.
  const hour = parts.hour === '24' ? '00' : two(parts.hour);
  return `${parts.year}-${two(parts.month)}-${two(parts.day)}T${hour}:${two(parts.minute)}`;
}

/** The meeting with this one taken in: replaced by Id, or added; by start (then Id), as the server lists them. */
export function withMeeting(answer: MeetingsAnswer, meeting: MeetingRequest): MeetingsAnswer {
  const others = answer.Meetings.filter((entry) => entry.Id !== meeting.Id);
  return { Meetings: sortMeetings([...others, meeting]) };
}

function sortMeetings(meetings: readonly MeetingRequest[]): MeetingRequest[] {
  return [...meetings].sort((a, b) => Date.parse(a.StartsAt) - Date.parse(b.StartsAt) || (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0));
}

/** Upcoming meetings first (not yet over: the soonest first), then those that are over (the latest first). */
export function upcomingFirst(meetings: readonly MeetingRequest[], now: number): MeetingRequest[] {
  const sorted = sortMeetings(meetings);
  const over = (meeting: MeetingRequest) => Date.parse(meeting.EndsAt) <= now;
  return [...sorted.filter((meeting) => !over(meeting)), ...sorted.filter(over).reverse()];
}

/** A conversation's meetings that are not over yet, by start. */
export function conversationMeetings(meetings: readonly MeetingRequest[], conversationId: number, now: number): MeetingRequest[] {
  return sortMeetings(meetings.filter((meeting) => meeting.ConversationId === conversationId && Date.parse(meeting.EndsAt) > now));
}

const RANGE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** A meeting's day and times in the event's language and time zone ("Thursday, 11 June 2026, 14:00–14:30"). */
export function meetingTimeRange(startsAt: string, endsAt: string, language: string, timeZone: string): string {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return '';
  try {
    return new Intl.DateTimeFormat(language, { ...RANGE, timeZone }).formatRange(start, end);
  } catch {
    // An unknown zone or language: the zone alone, in English, is still right to the minute.
    return new Intl.DateTimeFormat('en-GB', { ...RANGE, timeZone: zoneFormatter(timeZone) ? timeZone : 'UTC' }).formatRange(start, end);
  }
}

/** The time zone named for people ("Central European Summer Time (Europe/Berlin)") at an instant, in a language. */
export function timeZoneLabel(timeZone: string, language: string, at: number): string {
  try {
    const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}
