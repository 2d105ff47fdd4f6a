/**
 * An import's way to the programme (drafts.ts, plan.ts, apply.ts) on the seeded demo, with programmes given as the
 * importers read them (model.ts), so that these tests are about comparing, keeping and publishing, not about a format.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgrammeImportReport } from '../../src/contracts';
import { requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { DEMO_EVENT_ID } from '../db/seed/identity';
import { createTestDb } from '../testing';
import { draftReport, discardDraft, importProgramme, publishDraft } from './drafts';
import type { ImportedProgramme, ImportedSession, ImportReading } from './model';

let db: Kysely<Database>;
let event: EventRow;
const NOW = '2026-05-01T08:00:00Z';
const meta = { format: 'pretalx-json' as const, files: ['schedule.json'], by: 'service:test', now: NOW };

beforeAll(async () => {
  db = await createTestDb();
  event = await requireEvent(db, { id: DEMO_EVENT_ID });
});
afterAll(() => db.destroy());

function talk(
  id: string,
  title: string,
  start: string,
  end: string,
  room: string,
  speakers: string[],
  extra: Partial<ImportedSession> = {},
) {
  return {
    sourceId: `s-${id}`,
    code: id.toUpperCase(),
    title,
    start,
    end,
    roomId: room,
    type: 'Talk',
    tracks: ['Imported track'],
    chairIds: [],
    cancelled: false,
    presentations: [{ sourceId: `p-${id}`, title, start, end, abstract: `About ${title}.`, speakerIds: speakers }],
    ...extra,
  } satisfies ImportedSession;
}

function programme(sessions: ImportedSession[]): ImportedProgramme {
  return {
    timeZone: 'Europe/Berlin',
    rooms: [
      { sourceId: 'r-1', name: 'Imported Hall 1' },
      { sourceId: 'r-2', name: 'Imported Hall 2' },
    ],
    speakers: [
      {
        sourceId: 'sp-1',
        firstname: 'Ada',
        surname: 'Lovelace',
        title: null,
        affiliation: 'Analytical Society',
        country: 'GB',
        email: 'ada@example.org',
        biography: null,
      },
      {
        sourceId: 'sp-2',
        firstname: 'Grace',
        surname: 'Hopper',
        title: 'Dr.',
        affiliation: 'Navy',
        country: 'US',
        email: null,
        biography: null,
      },
    ],
    sessions,
  };
}

const first = () =>
  programme([
    talk('a1', 'Engines of thought', '2026-06-12T07:00:00Z', '2026-06-12T07:30:00Z', 'r-1', ['sp-1']),
    talk('a2', 'Compilers for clinicians', '2026-06-12T07:00:00Z', '2026-06-12T07:45:00Z', 'r-2', ['sp-2', 'sp-1']),
  ]);
const reading = (value: ImportedProgramme): ImportReading => ({ programme: value, problems: [] });

const version = async () =>
  (await db.selectFrom('programme_versions').select('version').where('event_id', '=', event.id).executeTakeFirstOrThrow()).version;
const sessionCount = async () =>
  Number(
    (
      await db
        .selectFrom('programme_sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('event_id', '=', event.id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const idOf = (report: ProgrammeImportReport, sourceId: string) => report.Changes.find((change) => change.SourceId === sourceId)!.Id;

describe('importing a programme', () => {
  it('reports what a dry run would add and keeps nothing', async () => {
    const before = { version: await version(), sessions: await sessionCount() };
    const report = await importProgramme(db, event, reading(first()), meta, true);
    expect(report.Problems).toEqual([]);
    expect(report.DraftId).toBeNull();
    expect(report.Counts.session).toEqual({ Added: 2, Changed: 0, Withdrawn: 0, Restored: 0, Unchanged: 0 });
    expect(report.Counts.presentation.Added).toBe(2);
    expect(report.Counts.speaker.Added).toBe(2);
    expect(report.Counts.room.Added).toBe(2);
    expect(report.Changes.find((change) => change.SourceId === 's-a1')).toMatchObject({
      Kind: 'session',
      Action: 'add',
      Name: 'Engines of thought',
    });
    expect(await version()).toBe(before.version);
    expect(await sessionCount()).toBe(before.sessions);
    expect(await db.selectFrom('programme_drafts').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('programme_sources').selectAll().execute()).toEqual([]);
  });

  it('keeps a file with problems out entirely and names each problem’s place', async () => {
    const report = await importProgramme(
      db,
      event,
      {
        programme: first(),
        problems: [{ file: 'schedule.json', path: 'schedule.conference.days[0]', field: 'date', reason: 'not a date' }],
      },
      meta,
      false,
    );
    expect(report.Problems).toEqual([
      {
        File: 'schedule.json',
        Line: null,
        Path: 'schedule.conference.days[0]',
        Sheet: null,
        Row: null,
        Field: 'date',
        Reason: 'not a date',
      },
    ]);
    expect(report.Changes).toEqual([]);
    expect(report.DraftId).toBeNull();
    expect(await draftReport(db, event)).toBeNull();
  });

  it('keeps an import as the pending draft, changes the programme only when published, and publishes it once', async () => {
    const before = { version: await version(), sessions: await sessionCount() };
    const kept = await importProgramme(db, event, reading(first()), meta, false);
    expect(kept.DraftId).toEqual(expect.any(Number));
    expect(await sessionCount()).toBe(before.sessions);
    expect((await draftReport(db, event))!.Counts.session.Added).toBe(2);

    const { report } = await publishDraft(db, event, NOW);
    expect(report).toMatchObject({ Published: true, DraftId: kept.DraftId });
    expect(report.Version).not.toBe(before.version);
    expect(await version()).toBe(report.Version);
    expect(await sessionCount()).toBe(before.sessions + 2);
    await expect(publishDraft(db, event, NOW)).rejects.toMatchObject({ statusCode: 409 });

    const sessionId = idOf(report, 's-a2');
    const session = await db
      .selectFrom('programme_sessions')
      .selectAll()
      .where('event_id', '=', event.id)
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      name: 'Compilers for clinicians',
      code: 'A2',
      start_date_time: '2026-06-12T07:00:00Z',
      end_date_time: '2026-06-12T07:45:00Z',
      is_cancelled: 0,
    });
    const room = await db
      .selectFrom('programme_rooms')
      .selectAll()
      .where('event_id', '=', event.id)
      .where('id', '=', session.room_id)
      .executeTakeFirstOrThrow();
    expect(room.name).toBe('Imported Hall 2');
    // A new session type, in every language of the event.
    const types = await db
      .selectFrom('programme_session_types')
      .selectAll()
      .where('event_id', '=', event.id)
      .where('id', '=', session.session_type_id)
      .execute();
    expect(types.map((type) => [type.language, type.name]).sort()).toEqual([
      ['de-DE', 'Talk'],
      ['en-GB', 'Talk'],
    ]);
    const presentation = await db
      .selectFrom('programme_presentations')
      .selectAll()
      .where('event_id', '=', event.id)
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const authors = await db
      .selectFrom('programme_abstract_authors')
      .select(['author_id', 'is_presenting'])
      .where('event_id', '=', event.id)
      .where('abstract_id', '=', presentation.abstract_id!)
      .orderBy('position')
      .execute();
    expect(presentation.speaker_id).toBe(idOf(report, 'sp-2'));
    expect(authors).toEqual([
      { author_id: idOf(report, 'sp-2'), is_presenting: 1 },
      { author_id: idOf(report, 'sp-1'), is_presenting: 0 },
    ]);
  });

  it('keeps ids across imports, reports each changed field, and withdraws what the source dropped with its favourites kept', async () => {
    const published = await draftReport(db, event);
    expect(published).toBeNull();
    const ids = Object.fromEntries(
      (await db.selectFrom('programme_sources').select(['source_id', 'local_id']).where('event_id', '=', event.id).execute()).map((row) => [
        row.source_id,
        row.local_id,
      ]),
    );
    const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .insertInto('personal_schedule_entries')
      .values({
        event_id: event.id,
        user_id: user.id,
        session_id: null,
        presentation_id: ids['p-a1']!,
        speaker_id: null,
        program_type: null,
        created_at: NOW,
      })
      .execute();

    // a1 is gone from the source; a2 moves to Hall 1 and half an hour later.
    const moved = programme([
      talk('a2', 'Compilers for clinicians', '2026-06-12T07:30:00Z', '2026-06-12T08:15:00Z', 'r-1', ['sp-2', 'sp-1']),
    ]);
    moved.rooms = moved.rooms.filter((room) => room.sourceId === 'r-1');
    await importProgramme(db, event, reading(moved), meta, false);
    const { report } = await publishDraft(db, event, NOW);
    expect(report.Changes.find((change) => change.SourceId === 's-a2')).toMatchObject({
      Action: 'change',
      Id: ids['s-a2'],
      Fields: expect.arrayContaining([
        { Field: 'start', Before: '2026-06-12T07:00:00Z', After: '2026-06-12T07:30:00Z' },
        { Field: 'room', Before: 'Imported Hall 2', After: 'Imported Hall 1' },
      ]),
    });
    expect(
      report.Changes.filter((change) => change.Action === 'withdraw')
        .map((change) => change.SourceId)
        .sort(),
    ).toEqual(['p-a1', 'r-2', 's-a1']);
    const live = await db
      .selectFrom('programme_presentations')
      .select('id')
      .where('event_id', '=', event.id)
      .where('id', '=', ids['p-a1']!)
      .execute();
    expect(live).toEqual([]);
    const favourite = await db
      .selectFrom('personal_schedule_entries')
      .select('presentation_id')
      .where('presentation_id', '=', ids['p-a1']!)
      .execute();
    expect(favourite).toEqual([{ presentation_id: ids['p-a1'] }]);

    // Back in the source: the same ids again, as they were.
    const back = await importProgramme(db, event, reading(first()), meta, false);
    expect(back.Counts.session).toMatchObject({ Restored: 1, Changed: 1 });
    const restored = await publishDraft(db, event, NOW);
    expect(idOf(restored.report, 'p-a1')).toBe(ids['p-a1']);
    const again = await db
      .selectFrom('programme_presentations')
      .select(['id', 'title'])
      .where('event_id', '=', event.id)
      .where('id', '=', ids['p-a1']!)
      .execute();
    expect(again).toEqual([{ id: ids['p-a1'], title: 'Engines of thought' }]);
    expect(await db.selectFrom('programme_withdrawn').selectAll().where('event_id', '=', event.id).execute()).toEqual([]);
  });

  it('reports an unchanged import as unchanged and leaves the version as it is; a discarded draft is gone', async () => {
    const before = await version();
    const report = await importProgramme(db, event, reading(first()), meta, false);
    expect(report.Changes).toEqual([]);
    expect(report.Counts.session).toMatchObject({ Unchanged: 2 });
    expect(await discardDraft(db, event.id, NOW)).toBe(true);
    expect(await discardDraft(db, event.id, NOW)).toBe(false);
    await expect(publishDraft(db, event, NOW)).rejects.toMatchObject({ statusCode: 409 });
    expect(await version()).toBe(before);
  });

  it('leaves the sessions that came from no import as they are', async () => {
    const notImported = () =>
      db
        .selectFrom('programme_sessions')
        .select('id')
        .where('event_id', '=', event.id)
        .where(
          'id',
          'not in',
          db.selectFrom('programme_sources').select('local_id').where('event_id', '=', event.id).where('kind', '=', 'session'),
        )
        .orderBy('id')
        .execute();
    const seeded = await notImported();
    expect(seeded.length).toBeGreaterThan(50);
    await importProgramme(db, event, reading(programme([])), meta, false);
    const { report } = await publishDraft(db, event, NOW);
    expect(report.Counts.session.Withdrawn).toBe(2);
    expect(await notImported()).toEqual(seeded);
  });
});
