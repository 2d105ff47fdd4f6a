import { describe, expect, it } from 'vitest';
import { createDb } from '../connection';
import { migrateToLatest } from '../migrations';
import { localDateTimeOf, parseSeedDates, seedCalendar } from './dates';
import { seed } from './index';
import { DEMO_EVENT_ID } from './identity';

async function seededDb(options: Parameters<typeof seed>[2]) {
  const db = createDb({ file: ':memory:' });
  await migrateToLatest(db);
  await seed(db, 'demo', options);
  return db;
}

/** The demo congress's sessions and event dates as seeded. */
async function congress(options: Parameters<typeof seed>[2]) {
  const db = await seededDb(options);
  try {
    const sessions = await db
      .selectFrom('programme_sessions')
      .select(['id', 'start_date_time', 'end_date_time'])
      .where('event_id', '=', DEMO_EVENT_ID)
      .orderBy('id')
      .execute();
    const events = await db.selectFrom('events').select(['short', 'start_date', 'end_date']).orderBy('id').execute();
    const tickets = await db.selectFrom('tickets').select(['visitor_id', 'ticket_from', 'ticket_to']).orderBy('visitor_id').execute();
    const meetings = await db.selectFrom('exhibitor_meetings').select(['start_date_time']).where('event_id', '=', DEMO_EVENT_ID).execute();
    return { sessions, events, tickets, meetings };
  } finally {
    await db.destroy();
  }
}

const running = (sessions: { start_date_time: string; end_date_time: string }[], now: number) =>
  sessions.filter((session) => Date.parse(session.start_date_time) <= now && now < Date.parse(session.end_date_time));
const upcoming = (sessions: { start_date_time: string }[], now: number) =>
  sessions.filter((session) => Date.parse(session.start_date_time) > now);

describe('the demo congress on the calendar', () => {
  it('fixed dates reproduce the congress of 10 to 13 June 2026', async () => {
    const { sessions, events, tickets } = await congress({ dates: 'fixed' });
    expect(events.find((event) => event.short === 'ehc2026')).toEqual({
      short: 'ehc2026',
      start_date: '2026-06-10T07:00:00Z',
      end_date: '2026-06-13T16:00:00Z',
    });
    expect(events.find((event) => event.short === 'ehc2025')?.start_date).toBe('2025-06-11T07:00:00Z');
    const days = new Set(sessions.map((session) => session.start_date_time.slice(0, 10)));
    expect([...days].sort()).toEqual(['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13']);
    // The first slot of the first day: 08:30 in Berlin (summer time).
    expect(sessions.map((session) => session.start_date_time).sort()[0]).toBe('2026-06-10T06:30:00Z');
    expect(tickets.find((ticket) => ticket.visitor_id === 'EHC26-0006')).toMatchObject({
      ticket_from: '2026-06-10T22:00:00Z',
      ticket_to: '2026-06-11T21:59:59Z',
    });
  });

  it('is fixed when seed() is called without dates (code that seeds directly stays deterministic)', async () => {
    const { events } = await congress({});
    expect(events.find((event) => event.short === 'ehc2026')?.start_date).toBe('2026-06-10T07:00:00Z');
  });

  // Mid-morning, in a break between slots, in the evening and in the night (Berlin, winter time).
  it.each(['2026-11-26T09:45:00Z', '2026-11-26T10:10:00Z', '2026-11-26T18:26:00Z', '2027-03-02T01:30:00Z'])(
    'alive dates seeded at %s: a session runs at seed time and others are upcoming, with the offsets of the fixed congress',
    async (seededAt) => {
      const now = Date.parse(seededAt);
      const [alive, fixed] = await Promise.all([congress({ dates: 'alive', now }), congress({ dates: 'fixed' })]);
      expect(running(alive.sessions, now).length).toBeGreaterThan(0);
      expect(upcoming(alive.sessions, now).length).toBeGreaterThan(10);
      // Day one is over and the congress goes on for days: the seed time is on the second of four days.
      const event = alive.events.find((row) => row.short === 'ehc2026')!;
      expect(Date.parse(event.start_date)).toBeLessThan(now - 12 * 3_600_000);
      expect(Date.parse(event.end_date)).toBeGreaterThan(now + 36 * 3_600_000);
      // One shift for every session: the same durations and the same distances between them.
      const shift = Date.parse(alive.sessions[0]!.start_date_time) - Date.parse(fixed.sessions[0]!.start_date_time);
      alive.sessions.forEach((session, index) => {
        const before = fixed.sessions[index]!;
        expect(session.id).toBe(before.id);
        expect(Date.parse(session.start_date_time) - Date.parse(before.start_date_time)).toBe(shift);
        expect(Date.parse(session.end_date_time) - Date.parse(before.end_date_time)).toBe(shift);
      });
      // Last year's edition moves with it, and the member's day ticket is for the day of the seed.
      const lastYear = alive.events.find((row) => row.short === 'ehc2025')!;
      expect(Date.parse(lastYear.end_date)).toBeLessThan(Date.parse(event.start_date) - 300 * 86_400_000);
      const dayTicket = alive.tickets.find((ticket) => ticket.visitor_id === 'EHC26-0006')!;
      expect(Date.parse(dayTicket.ticket_from!)).toBeLessThanOrEqual(now);
      expect(Date.parse(dayTicket.ticket_to!)).toBeGreaterThan(now);
      expect(upcoming(alive.meetings, now).length).toBeGreaterThan(0);
    },
    60_000,
  );

  it('keeps wall-clock times on whole minutes, and in daytime the very times of the fixed programme', () => {
    // 11:00 in Berlin on 26 November: inside the second slot, so only whole days move.
    const calendar = seedCalendar('alive', Date.parse('2026-11-26T10:00:00Z'));
    expect(calendar.shiftMs % 86_400_000).toBe(0);
    // 08:30 in Berlin (summer time) becomes 08:30 in Berlin (winter time), on the day before the seed day.
    expect(calendar.instant('2026-06-10T06:30:00Z')).toBe('2026-11-25T07:30:00Z');
    expect(calendar.instant('2026-06-12T10:00:00.000Z')).toBe('2026-11-27T11:00:00.000Z');
    expect(localDateTimeOf(calendar.instant('2026-06-10T07:00:00Z'), 'Europe/Berlin')).toBe('2026-11-25T09:00:00');
  });

  it('reads SEED_DATES', () => {
    expect(parseSeedDates(undefined)).toBe('alive');
    expect(parseSeedDates('fixed')).toBe('fixed');
    expect(() => parseSeedDates('sometimes')).toThrow(/SEED_DATES/);
  });
});
