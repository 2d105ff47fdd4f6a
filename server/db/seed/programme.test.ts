import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../testing';
import { EHC2026 } from './catalogue';
import { SEED_SCALES } from './index';
import { congressDays, drawProgramme, PROGRAMME_ID_BASES } from './programme';
import { createRandom } from './prng';

describe('the demo programme', () => {
  it('is deterministic: two fresh databases get the same programme rows', async () => {
    const [a, b] = await Promise.all([createTestDb(), createTestDb()]);
    try {
      const dump = async (db: typeof a) => ({
        sessions: await db.selectFrom('programme_sessions').selectAll().orderBy('event_id').orderBy('id').execute(),
        presentations: await db.selectFrom('programme_presentations').selectAll().orderBy('event_id').orderBy('id').execute(),
        authors: await db.selectFrom('programme_authors').selectAll().orderBy('event_id').orderBy('id').execute(),
        abstracts: await db.selectFrom('programme_abstracts').selectAll().orderBy('event_id').orderBy('id').execute(),
        chairs: await db.selectFrom('programme_session_chairs').selectAll().orderBy('session_id').orderBy('author_id').execute(),
        groups: await db.selectFrom('programme_session_groups').selectAll().orderBy('session_id').orderBy('group_id').execute(),
        version: await db.selectFrom('programme_versions').selectAll().execute(),
      });
      const [first, second] = await Promise.all([dump(a), dump(b)]);
      expect(second).toEqual(first);
      expect(first.presentations).toHaveLength(SEED_SCALES.demo.presentations);
      expect(first.authors).toHaveLength(SEED_SCALES.demo.speakers);
      expect(first.version).toEqual([{ event_id: 2026, version: expect.any(String) }]);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });

  it('has industry sessions of seeded sponsors, posters, abstracts, chairs and groups in both languages', async () => {
    const db = await createTestDb();
    try {
      const sessions = await db.selectFrom('programme_sessions').selectAll().where('event_id', '=', 2026).execute();
      expect(Math.abs(sessions.length - SEED_SCALES.demo.sessions)).toBeLessThanOrEqual(5);
      const industry = sessions.filter((session) => session.company_account_id !== null);
      expect(industry.length).toBeGreaterThan(5);
      expect(industry.every((session) => session.programme_grade === 'Industry')).toBe(true);
      const accounts = await db
        .selectFrom('company_accounts')
        .select(['company_account_id', 'sponsor_type'])
        .where('event_id', '=', 2026)
        .execute();
      const tier = new Map(accounts.map((account) => [account.company_account_id, account.sponsor_type]));
      for (const session of industry) expect(['Platinum', 'Gold', 'Bronze']).toContain(tier.get(session.company_account_id!));

      const posters = await db.selectFrom('programme_presentations').selectAll().where('is_poster', '=', 1).execute();
      expect(posters.length).toBeGreaterThan(20);
      expect(posters.every((poster) => poster.abstract_id !== null && poster.poster_number !== null)).toBe(true);
      expect((await db.selectFrom('programme_abstracts').select('id').execute()).length).toBeGreaterThan(posters.length);
      expect((await db.selectFrom('programme_abstract_authors').select('author_id').execute()).length).toBeGreaterThan(posters.length * 2);
      expect((await db.selectFrom('programme_session_chairs').select('author_id').execute()).length).toBeGreaterThan(sessions.length);

      const groups = await db.selectFrom('programme_groups').selectAll().execute();
      const names = (language: string) => groups.filter((group) => group.language === language).map((group) => group.name);
      expect(names('en-GB')).toContain('Cardiology');
      expect(names('de-DE')).toContain('Kardiologie');
      expect(names('de-DE')).toHaveLength(names('en-GB').length);
      const types = await db.selectFrom('programme_session_types').selectAll().where('language', '=', 'de-DE').execute();
      expect(types.map((type) => type.name)).toContain('Industriesymposium');
      expect((await db.selectFrom('programme_session_groups').select('group_id').execute()).length).toBeGreaterThan(sessions.length / 2);

      // Only the current edition has a programme.
      expect(await db.selectFrom('programme_sessions').select('id').where('event_id', '=', 2025).execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it("places sessions on the congress days in the event's time zone (08:30 in Berlin summer time is 06:30 UTC)", () => {
    expect(congressDays(EHC2026.row)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13']);
    const rows = drawProgramme(createRandom(1), EHC2026, SEED_SCALES.demo, []);
    expect(rows.sessions[0]!.start_date_time).toBe('2026-06-10T06:30:00Z');
    expect(
      rows.sessions.every((session) => session.id > PROGRAMME_ID_BASES.session && session.end_date_time > session.start_date_time),
    ).toBe(true);
    // Without sponsors (no company accounts) no session claims a company.
    expect(rows.sessions.every((session) => session.company_account_id === null)).toBe(true);
  });

  it('draws the large programme at the sizes the benchmarks expect', () => {
    const rows = drawProgramme(createRandom(2), EHC2026, SEED_SCALES.large, []);
    expect(Math.abs(rows.sessions.length - SEED_SCALES.large.sessions)).toBeLessThanOrEqual(50);
    expect(rows.presentations).toHaveLength(SEED_SCALES.large.presentations);
    expect(rows.authors).toHaveLength(SEED_SCALES.large.speakers);
  });
});
