import { describe, expect, it } from 'vitest';
import { MEETING_NOTE_MAX_LENGTH, type MeetingRequest } from '../../contracts';
import {
  conversationMeetings,
  meetingActions,
  meetingProposalProblems,
  meetingStart,
  meetingTimeRange,
  timeZoneLabel,
  upcomingFirst,
  wallDate,
  withMeeting,
} from './meetings';

const meeting = (overrides: Partial<MeetingRequest>): MeetingRequest => ({
  Id: 'a',
  ConversationId: 4,
  ProposerId: 7,
  ProposerName: 'Ada Lovelace',
  Outgoing: true,
  With: 'Grace Hopper',
  StartsAt: '2026-06-11T12:00:00.000Z',
  EndsAt: '2026-06-11T12:30:00.000Z',
  Note: '',
  Status: 'pending',
  CreatedAt: '2026-06-01T08:00:00.000Z',
  ...overrides,
});

describe('meetingActions', () => {
  it('lets the other side accept or decline a pending meeting, and its proposer cancel a pending or accepted one', () => {
    expect(meetingActions(meeting({ Outgoing: false }))).toEqual(['accept', 'decline']);
    expect(meetingActions(meeting({ Outgoing: true }))).toEqual(['cancel']);
    expect(meetingActions(meeting({ Outgoing: true, Status: 'accepted' }))).toEqual(['cancel', 'calendar']);
    expect(meetingActions(meeting({ Outgoing: false, Status: 'accepted' }))).toEqual(['calendar']);
    for (const Status of ['declined', 'cancelled'] as const) {
      expect(meetingActions(meeting({ Outgoing: true, Status }))).toEqual([]);
      expect(meetingActions(meeting({ Outgoing: false, Status }))).toEqual([]);
    }
  });
});

describe('a proposal', () => {
  it('starts at its date and time on the event’s wall clock (the server reads it in the event’s zone)', () => {
    expect(meetingStart('2026-06-11', '14:00')).toBe('2026-06-11T14:00');
    expect(meetingStart(' 2026-01-15 ', '09:30')).toBe('2026-01-15T09:30');
    expect(meetingStart('', '14:00')).toBeNull();
    expect(meetingStart('2026-06-11', '')).toBeNull();
    expect(meetingStart('2026-02-31', '10:00')).toBeNull();
  });

  it('needs a date and a time in the future, and a note of at most MEETING_NOTE_MAX_LENGTH characters', () => {
    const now = Date.parse('2026-06-11T12:00:00Z');
    const fields = { date: '2026-06-11', time: '14:30', note: '' };
    expect(meetingProposalProblems(fields, 'Europe/Berlin', now)).toEqual({});
    expect(meetingProposalProblems({ ...fields, time: '' }, 'Europe/Berlin', now)).toEqual({ when: 'missing' });
    // 14:00 in Berlin is 12:00 UTC: now, so not in the future.
    expect(meetingProposalProblems({ ...fields, time: '14:00' }, 'Europe/Berlin', now)).toEqual({ when: 'past' });
    expect(meetingProposalProblems({ ...fields, date: '2026-06-10' }, 'Europe/Berlin', now)).toEqual({ when: 'past' });
    expect(meetingProposalProblems({ ...fields, note: 'x'.repeat(MEETING_NOTE_MAX_LENGTH) }, 'Europe/Berlin', now)).toEqual({});
    expect(meetingProposalProblems({ ...fields, note: 'x'.repeat(MEETING_NOTE_MAX_LENGTH + 1) }, 'Europe/Berlin', now)).toEqual({
      note: 'tooLong',
    });
  });

  it('needs whom to meet where the form asks for it (the meeting hub), and not in a conversation', () => {
    const now = Date.parse('2026-06-11T12:00:00Z');
    const fields = { date: '2026-06-11', time: '14:30', note: '' };
    expect(meetingProposalProblems({ ...fields, with: '' }, 'Europe/Berlin', now)).toEqual({ with: 'missing' });
    expect(meetingProposalProblems({ ...fields, with: ' ', time: '' }, 'Europe/Berlin', now)).toEqual({ with: 'missing', when: 'missing' });
    expect(meetingProposalProblems({ ...fields, with: 'company:ca-0030' }, 'Europe/Berlin', now)).toEqual({});
    expect(meetingProposalProblems(fields, 'Europe/Berlin', now)).toEqual({});
  });

  it('offers the days from today on the event’s wall clock', () => {
    // 23:30 UTC on 10 June is already 11 June in Berlin.
    expect(wallDate(Date.parse('2026-06-10T23:30:00Z'), 'Europe/Berlin')).toBe('2026-06-11');
    expect(wallDate(Date.parse('2026-06-10T23:30:00Z'), 'UTC')).toBe('2026-06-10');
    expect(wallDate(0, 'Not/AZone')).toBe('');
  });
});

describe('lists of meetings', () => {
  const now = Date.parse('2026-06-11T13:00:00Z');
  const past = meeting({ Id: 'p', StartsAt: '2026-06-10T08:00:00Z', EndsAt: '2026-06-10T08:30:00Z' });
  const earlier = meeting({ Id: 'e', StartsAt: '2026-06-09T08:00:00Z', EndsAt: '2026-06-09T08:30:00Z' });
  const soon = meeting({ Id: 's', StartsAt: '2026-06-11T14:00:00Z', EndsAt: '2026-06-11T14:30:00Z' });
  const later = meeting({ Id: 'l', ConversationId: 5, StartsAt: '2026-06-12T08:00:00Z', EndsAt: '2026-06-12T09:00:00Z' });

  it('puts what is upcoming first, the soonest first, then what is over, the latest first', () => {
    expect(upcomingFirst([earlier, later, past, soon], now).map((entry) => entry.Id)).toEqual(['s', 'l', 'p', 'e']);
  });

  it('gives a conversation its meetings that are not over', () => {
    expect(conversationMeetings([later, soon, past], 4, now).map((entry) => entry.Id)).toEqual(['s']);
  });

  it('takes a meeting in once, by Id, in order of start', () => {
    const answer = { Meetings: [soon] };
    const added = withMeeting(answer, later);
    expect(added.Meetings.map((entry) => entry.Id)).toEqual(['s', 'l']);
    const accepted = withMeeting(added, { ...soon, Status: 'accepted' });
    expect(accepted.Meetings.map((entry) => [entry.Id, entry.Status])).toEqual([
      ['s', 'accepted'],
      ['l', 'pending'],
    ]);
    expect(withMeeting(accepted, earlier).Meetings[0]!.Id).toBe('e');
  });
});

describe('how a meeting’s time reads', () => {
  it('is its day and times in the event’s language and time zone', () => {
    expect(meetingTimeRange('2026-06-11T12:00:00Z', '2026-06-11T12:30:00Z', 'en-GB', 'Europe/Berlin')).toBe(
      'Thursday, 11 June 2026, 14:00–14:30',
    );
    expect(meetingTimeRange('2026-06-11T12:00:00Z', '2026-06-11T12:30:00Z', 'de-DE', 'Europe/Berlin')).toMatch(
      /^Donnerstag, 11\. Juni 2026, 14:00\s?–\s?14:30/u,
    );
    expect(meetingTimeRange('nonsense', '2026-06-11T12:30:00Z', 'en-GB', 'Europe/Berlin')).toBe('');
  });

  it('names the zone for people, with its IANA name', () => {
    expect(timeZoneLabel('Europe/Berlin', 'en-GB', Date.parse('2026-06-11T12:00:00Z'))).toBe(
      'Central European Summer Time (Europe/Berlin)',
    );
    expect(timeZoneLabel('UTC', 'en-GB', 0)).toMatch(/UTC/u);
  });
});
