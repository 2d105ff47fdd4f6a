/**
 * The pending edits laid over a publication's plan (edits.ts overlayEdits): over the published session, over the
 * import's row of it, never over a session the import withdraws; the presentations moved with the start; a room the
 * import would remove kept; an edit that no longer fits reported.
 */
import { describe, expect, it } from 'vitest';
import type { CurrentProgramme, CurrentSession, SessionRow } from './current';
import { overlayEdits, type SessionEditRow } from './edits';
import { emptyPlan, type ProgrammePlan } from './plan';

const row = (id: number, extra: Partial<SessionRow> = {}): SessionRow => ({
  event_id: 1,
  id,
  code: `S${id}`,
  name: `Session ${id}`,
  session_type_id: 1,
  room_id: 1,
  start_date_time: '2026-06-11T07:00:00Z',
  end_date_time: '2026-06-11T08:00:00Z',
  color: '#1f4e79',
  image_thumb_path: null,
  company_account_id: null,
  programme_grade: 'Scientific',
  hide_on_scheduler: 0,
  is_highlighted: 0,
  is_cancelled: 0,
  ...extra,
});
const session = (id: number, extra: Partial<SessionRow> = {}): CurrentSession => ({ row: row(id, extra), groupIds: [7], chairIds: [] });

function current(): CurrentProgramme {
  const empty = () => new Map();
  return {
    eventId: 1,
    languages: ['en-GB'],
    sources: { room: empty(), speaker: empty(), session: new Map([['src-2', 2]]), presentation: empty() },
    exported: { room: empty(), speaker: empty(), session: empty(), presentation: empty() },
    rooms: new Map([
      [1, { event_id: 1, id: 1, name: 'Hall A', position: 1 }],
      [2, { event_id: 1, id: 2, name: 'Hall B', position: 2 }],
    ]),
    speakers: empty(),
    sessions: new Map([
      [1, session(1)],
      [2, session(2)],
    ]),
    presentations: new Map([
      [
        11,
        {
          row: {
            event_id: 1,
            id: 11,
            session_id: 1,
            position: 1,
            title: 'Talk',
            start_date_time: '2026-06-11T07:00:00Z',
            end_date_time: '2026-06-11T07:30:00Z',
            speaker_id: null,
            abstract_id: null,
            is_poster: 0,
            poster_number: null,
            is_highlighted: 0,
          },
          abstract: null,
          authorIds: [],
        },
      ],
    ]),
    withdrawn: empty(),
    types: empty(),
    groups: empty(),
    typeNames: empty(),
    groupNames: empty(),
    maxIds: { room: 2, speaker: 0, session: 2, presentation: 11, abstract: 0, type: 1, group: 7 },
  };
}

const edit = (sessionId: number, fields: Partial<SessionEditRow>): SessionEditRow => ({
  event_id: 1,
  session_id: sessionId,
  start_date_time: null,
  end_date_time: null,
  room_id: null,
  name: null,
  status: null,
  is_cancelled: null,
  edited_by: 'user:1',
  edited_at: '2026-06-10T06:00:00Z',
  ...fields,
});

describe('pending edits over a publication', () => {
  it('writes an edited session whole with its edited fields, and reports what changes', () => {
    const { plan, problems } = overlayEdits(
      current(),
      emptyPlan(),
      [edit(1, { room_id: 2, is_cancelled: 1, status: 'unscheduled' })],
      false,
    );
    expect(problems).toEqual([]);
    expect(plan.writes.sessions).toEqual([
      { row: row(1, { room_id: 2, is_cancelled: 1, hide_on_scheduler: 1 }), groupIds: [7], chairIds: [] },
    ]);
    expect(plan.changes).toEqual([
      {
        Kind: 'session',
        Action: 'change',
        SourceId: '',
        Id: 1,
        Name: 'Session 1',
        Fields: [
          { Field: 'room', Before: 'Hall A', After: 'Hall B' },
          { Field: 'status', Before: 'scheduled', After: 'unscheduled' },
          { Field: 'cancelled', Before: 'false', After: 'true' },
        ],
      },
    ]);
    expect(plan.counts.session.Changed).toBe(1);
  });

  it('moves the presentations with the session’s start', () => {
    const { plan } = overlayEdits(
      current(),
      emptyPlan(),
      [edit(1, { start_date_time: '2026-06-11T07:30:00Z', end_date_time: '2026-06-11T08:30:00Z' })],
      false,
    );
    expect(plan.writes.presentations.map((talk) => [talk.row.start_date_time, talk.row.end_date_time])).toEqual([
      ['2026-06-11T07:30:00Z', '2026-06-11T08:00:00Z'],
    ]);
  });

  it('lies over the import’s row of the session: the edited field wins, the import’s others stay', () => {
    const fromImport: ProgrammePlan = emptyPlan();
    fromImport.writes.sessions.push(session(2, { name: 'Renamed by the import', end_date_time: '2026-06-11T09:00:00Z' }));
    fromImport.changes.push({
      Kind: 'session',
      Action: 'change',
      SourceId: 'src-2',
      Id: 2,
      Name: 'Renamed by the import',
      Fields: [
        { Field: 'title', Before: 'Session 2', After: 'Renamed by the import' },
        { Field: 'end', Before: '2026-06-11T08:00:00Z', After: '2026-06-11T09:00:00Z' },
      ],
    });
    fromImport.counts.session.Changed = 1;
    const { plan } = overlayEdits(current(), fromImport, [edit(2, { name: 'Renamed by hand' })], true);
    expect(plan.writes.sessions).toHaveLength(1);
    expect(plan.writes.sessions[0]!.row).toMatchObject({ name: 'Renamed by hand', end_date_time: '2026-06-11T09:00:00Z' });
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes[0]!.Fields).toEqual([
      { Field: 'title', Before: 'Session 2', After: 'Renamed by hand' },
      { Field: 'end', Before: '2026-06-11T08:00:00Z', After: '2026-06-11T09:00:00Z' },
    ]);
    expect(plan.counts.session.Changed).toBe(1);
  });

  it('gives no edit to a session the import withdraws', () => {
    const fromImport = emptyPlan();
    fromImport.writes.withdrawn.push({ id: 2, rows: { kind: 'session', session: session(2) } });
    const { plan, problems } = overlayEdits(current(), fromImport, [edit(2, { is_cancelled: 1 })], true);
    expect(problems).toEqual([]);
    expect(plan.writes.sessions).toEqual([]);
  });

  it('keeps a room the import would remove when an edit moves a session there', () => {
    const fromImport = emptyPlan();
    fromImport.writes.roomsRemoved.push(2);
    fromImport.changes.push({ Kind: 'room', Action: 'withdraw', SourceId: 'hall-b', Id: 2, Name: 'Hall B', Fields: [] });
    fromImport.counts.room.Withdrawn = 1;
    const { plan } = overlayEdits(current(), fromImport, [edit(1, { room_id: 2 })], true);
    expect(plan.writes.roomsRemoved).toEqual([]);
    expect(plan.changes.filter((change) => change.Kind === 'room')).toEqual([]);
    expect(plan.counts.room.Withdrawn).toBe(0);
  });

  it('reports an edit that would end before the session starts once the import has moved it', () => {
    const fromImport = emptyPlan();
    fromImport.writes.sessions.push(session(1, { start_date_time: '2026-06-11T10:00:00Z', end_date_time: '2026-06-11T11:00:00Z' }));
    const { problems } = overlayEdits(current(), fromImport, [edit(1, { end_date_time: '2026-06-11T08:00:00Z' })], true);
    expect(problems).toEqual([expect.stringContaining('Session 1: the edit ends before it starts')]);
  });
});
