/**
 * The deterministic seed: the same scale gives the same rows on every run and every machine, because
 * every random choice comes from a PRNG with a fixed seed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DEMO_DOMAINS, DEMO_EVENTS, DEMO_INSTANCE } from './catalogue';
import { drawCompanies, eventCompanyAccounts } from './companies';
import { eventNewsItems } from './news';
import { createRandom } from './prng';
import { eventResources } from './resources';

/** The number of companies per event at each scale (later: sessions and presentations too). */
export const SEED_SCALES = {
  demo: { companies: 150 },
  large: { companies: 600 },
} as const;
export type SeedScale = keyof typeof SEED_SCALES;

const SEED = 20260610;

export interface SeedSummary {
  scale: SeedScale;
  events: string[];
  companyAccounts: number;
  resources: number;
  rssItems: number;
}

/** True when the database already holds events (main.ts seeds only an empty database). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function seed(db: Kysely<Database>, scale: SeedScale = 'demo'): Promise<SeedSummary> {
  const companies = drawCompanies(createRandom(SEED), SEED_SCALES[scale].companies);
  const summary: SeedSummary = { scale, events: [], companyAccounts: 0, resources: 0, rssItems: 0 };

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('instances').values(DEMO_INSTANCE).execute();
    await trx.insertInto('domains').values(DEMO_DOMAINS).execute();
    for (const event of DEMO_EVENTS) {
      // Each event draws from its own stream, so adding an event leaves the others' data unchanged.
      const random = createRandom(SEED ^ event.row.id);
      const accounts = eventCompanyAccounts(random, event.row.id, companies);
      const resources = eventResources(event);
      const news = eventNewsItems(event);
      await trx.insertInto('events').values(event.row).execute();
      for (const rows of chunks(resources)) await trx.insertInto('resources').values(rows).execute();
      for (const rows of chunks(accounts)) await trx.insertInto('company_accounts').values(rows).execute();
      for (const rows of chunks(news)) await trx.insertInto('rss_items').values(rows).execute();
      summary.events.push(event.row.short);
      summary.companyAccounts += accounts.length;
      summary.resources += resources.length;
      summary.rssItems += news.length;
    }
  });
  return summary;
}

/** Multi-row inserts are split to stay under SQLite's and PostgreSQL's bound-parameter limits. */
function* chunks<T>(rows: readonly T[], size = 200): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
