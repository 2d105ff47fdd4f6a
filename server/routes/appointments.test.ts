import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const firstId = async (table: 'programme_sessions' | 'programme_presentations') =>
  (await t.db.selectFrom(table).select('id').where('event_id', '=', 2026).orderBy('id').executeTakeFirstOrThrow()).id;

/** The VCALENDAR of a reply, parsed with ical.js. */
function parse(ics: string) {
  return new ICAL.Component(ICAL.parse(ics));
}

describe('GET /api/App/DownloadOutlookAppointmentSession', () => {
  it("answers a calendar file without a token: one VEVENT in the event's time zone, with its VTIMEZONE", async () => {
    const sessionId = await firstId('programme_sessions');
    const session = await t.db
      .selectFrom('programme_sessions as s')
      .innerJoin('programme_rooms as r', (join) => join.onRef('r.event_id', '=', 's.event_id').onRef('r.id', '=', 's.room_id'))
      .select(['s.name', 's.start_date_time', 's.end_date_time', 'r.name as room'])
      .where('s.event_id', '=', 2026)
      .where('s.id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const response = await get(`/api/App/DownloadOutlookAppointmentSession/?id=2026&pSessionId=${sessionId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="session-${sessionId}.ics"`);

    const calendar = parse(response.body);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(event.getFirstPropertyValue('summary')).toBe(session.name);
    expect(event.getFirstPropertyValue('location')).toBe(session.room);
    expect(String(event.getFirstPropertyValue('description'))).toContain('Chairs:');
    expect(event.getFirstPropertyValue('uid')).toBe(`session-${sessionId}@ehc2026.vmx`);

    // The times are the session's instants, read through the VTIMEZONE.
    const timezone = new ICAL.Timezone(zone!);
    const event0 = new ICAL.Event(event);
    event0.startDate.zone = timezone;
    event0.endDate.zone = timezone;
    expect(event0.startDate.toJSDate().toISOString()).toBe(new Date(session.start_date_time).toISOString());
    expect(event0.endDate.toJSDate().toISOString()).toBe(new Date(session.end_date_time).toISOString());
    // DTSTAMP is UTC, as RFC 5545 requires.
    expect(response.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it('keeps the UID from one download to the next, answers without the slash, and 404s an unknown session', async () => {
    const sessionId = await firstId('programme_sessions');
    const uid = (body: string) => parse(body).getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid');
    const first = await get(`/api/App/DownloadOutlookAppointmentSession/?id=2026&pSessionId=${sessionId}`);
    const second = await get(`/api/app/DownloadOutlookAppointmentSession?id=2026&pSessionId=${sessionId}`);
    expect(second.statusCode).toBe(200);
    expect(uid(second.body)).toBe(uid(first.body));
    const missing = await get('/api/App/DownloadOutlookAppointmentSession/?id=2026&pSessionId=99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await get('/api/App/DownloadOutlookAppointmentSession/?id=2026')).json()).toMatchObject({
      statusCode: 400,
      field: 'pSessionId',
    });
  });
});

describe('GET /api/App/DownloadOutlookAppointmentPresentation', () => {
  it('answers the presentation with its speaker and session, in the event time zone', async () => {
    const presentationId = await firstId('programme_presentations');
    const response = await get(`/api/App/DownloadOutlookAppointmentPresentation/?id=2026&pPresentationId=${presentationId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="presentation-${presentationId}.ics"`);
    const calendar = parse(response.body);
    expect(calendar.getFirstSubcomponent('vtimezone')).not.toBeNull();
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(event.getFirstProperty('dtend')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(event.getFirstPropertyValue('uid')).toBe(`presentation-${presentationId}@ehc2026.vmx`);
    expect((await get('/api/App/DownloadOutlookAppointmentPresentation/?id=2026&pPresentationId=99')).statusCode).toBe(404);
    expect((await get(`/api/App/DownloadOutlookAppointmentPresentation/?id=1&pPresentationId=${presentationId}`)).statusCode).toBe(404);
  });
});
