import { describe, expect, it } from 'vitest';
import { TEXT_CATALOGUE } from '../../../src/core/textCatalogue';
import { createTestDb } from '../../testing';
import { createDb } from '../connection';
import { migrateToLatest } from '../migrations';
import { isSeeded, SEED_SCALES } from './index';
import { createRandom } from './prng';
import { TEXTS_DE_DE } from './texts-de';

describe('seed', () => {
  it('is deterministic: two fresh databases get identical company accounts, resources and news', async () => {
    const [a, b] = await Promise.all([createTestDb(), createTestDb()]);
    try {
      const dump = async (db: typeof a) => ({
        companies: await db.selectFrom('company_accounts').selectAll().orderBy('event_id').orderBy('company_account_id').execute(),
        resources: await db
          .selectFrom('resources')
          .selectAll()
          .orderBy('event_id')
          .orderBy('setname')
          .orderBy('language')
          .orderBy('resourcename')
          .execute(),
        news: await db.selectFrom('rss_items').selectAll().orderBy('event_id').orderBy('language').orderBy('position').execute(),
      });
      const [first, second] = await Promise.all([dump(a), dump(b)]);
      expect(first.companies).toHaveLength(2 * SEED_SCALES.demo.companies);
      expect(second).toEqual(first);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });

  it('gives a company the same id and name in both editions, with tiers drawn per edition', async () => {
    const db = await createTestDb();
    try {
      const rows = await db.selectFrom('company_accounts').select(['event_id', 'company_account_id', 'name', 'sponsor_type']).execute();
      const byEvent = (id: number) => new Map(rows.filter((row) => row.event_id === id).map((row) => [row.company_account_id, row]));
      const [e2025, e2026] = [byEvent(2025), byEvent(2026)];
      for (const [id, row] of e2026) expect(e2025.get(id)?.name).toBe(row.name);
      const platinum = (map: typeof e2025) =>
        [...map.values()].filter((row) => row.sponsor_type === 'Platinum').map((row) => row.company_account_id);
      expect(platinum(e2025)).not.toEqual(platinum(e2026));
    } finally {
      await db.destroy();
    }
  });

  it('seeds more companies at the large scale', async () => {
    const db = await createTestDb('large');
    try {
      const rows = await db.selectFrom('company_accounts').select('company_account_id').where('event_id', '=', 2026).execute();
      expect(rows).toHaveLength(SEED_SCALES.large.companies);
      expect(new Set(rows.map((row) => row.company_account_id)).size).toBe(rows.length);
    } finally {
      await db.destroy();
    }
  }, 30_000); // the large congress takes seconds to seed, more on a busy machine

  it('reports whether a database is seeded', async () => {
    const empty = createDb({ file: ':memory:' });
    await migrateToLatest(empty);
    const seeded = await createTestDb();
    try {
      expect(await isSeeded(empty)).toBe(false);
      expect(await isSeeded(seeded)).toBe(true);
    } finally {
      await Promise.all([empty.destroy(), seeded.destroy()]);
    }
  });
});

describe('German texts', () => {
  it('translate every text key and keep its {placeholders}', () => {
    expect(Object.keys(TEXTS_DE_DE).sort()).toEqual(Object.keys(TEXT_CATALOGUE).sort());
    for (const [key, english] of Object.entries(TEXT_CATALOGUE)) {
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(TEXTS_DE_DE[key as keyof typeof TEXTS_DE_DE]), key).toEqual(placeholders(english));
    }
  });
});

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const value of draw(7)) expect(value >= 0 && value < 1).toBe(true);
  });
});
