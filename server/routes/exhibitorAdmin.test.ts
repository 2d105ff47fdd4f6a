/**
 * The exhibitors' administration API (routes/exhibitorAdmin.ts, src/contracts/exhibitorAdmin.ts) against the seeded
 * demo, with the demo's own exhibitors as the template (tests/fixtures/import/exhibitors.csv): a dry run, the import
 * applied, what the exhibitor lists show then, a company withdrawn and restored with what is attached to it, and what
 * the API refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyAccount, ExhibitorImportReport, PublicCompanyAccount } from '../../src/contracts';
import { fixture } from '../programmeImport/testing';
import { createTestApp, serviceTokenOf, signInDemoUsers, type TestApp } from '../testing';

let t: TestApp;
let serviceToken: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp({ identity: { serviceClientId: 'importer', serviceClientSecret: 'importer-secret-1' } });
  serviceToken = await serviceTokenOf(t.app, 'importer', 'importer-secret-1');
  userToken = (await signInDemoUsers(t.app, ['visitor'])).visitor!.token;
}, 60_000);
afterAll(() => t.close());

const text = (name: string) => new TextDecoder().decode(fixture(`exhibitors.csv/${name}`).bytes);
const body = (files: Record<string, string>) => ({
  Files: Object.entries(files).map(([Name, content]) => ({ Name, Content: Buffer.from(content).toString('base64') })),
});
const demo = () => body({ 'exhibitors.csv': text('exhibitors.csv'), 'tiers.csv': text('tiers.csv') });
const importing = (query: string, payload: object, token: string | null = serviceToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Admin/Exhibitors/Import?${query}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const companies = async (language = 'en-GB') =>
  (await t.app.inject({ url: `/api/exhibition/CompanyAccounts?eventid=2026&language=${language}` })).json<CompanyAccount[]>();
const programmeVersion = async () =>
  (await t.db.selectFrom('programme_versions').select('version').where('event_id', '=', 2026).executeTakeFirstOrThrow()).version;
const sessions = () => t.app.inject({ url: '/api/Modules/PAGSessionsV2?eventid=2026' });

/** The demo's exhibitors.csv with one company's row changed (null: left out) and rows added. */
function edited(changes: Record<string, ((cells: string) => string) | null>, added: string[] = []): string {
  const lines = text('exhibitors.csv').trimEnd().split('\n');
  const kept = lines.flatMap((line) => {
    const id = line.slice(0, line.indexOf(','));
    const change = changes[id];
    if (change === undefined) return [line];
    return change === null ? [] : [change(line)];
  });
  return [...kept, ...added].join('\n') + '\n';
}

describe('the exhibitors’ administration API', () => {
  it('needs a service token: none, or a person’s, is a 401', async () => {
    expect((await importing('eventid=2026&format=exhibitors-csv', demo(), null)).statusCode).toBe(401);
    expect((await importing('eventid=2026&format=exhibitors-csv', demo(), userToken)).statusCode).toBe(401);
  });

  it('names the bad parameter: the format, the event, dryrun, the files; 404 for an unknown event', async () => {
    expect((await importing('eventid=2026&format=csv', demo())).json()).toMatchObject({ statusCode: 400, field: 'format' });
    expect((await importing('format=exhibitors-csv', demo())).json()).toMatchObject({ statusCode: 400, field: 'eventid' });
    expect((await importing('eventid=2026&format=exhibitors-csv&dryrun=maybe', demo())).json()).toMatchObject({ field: 'dryrun' });
    expect((await importing('eventid=2026&format=exhibitors-csv', { Files: [] })).json()).toMatchObject({ field: 'Files' });
    expect((await importing('shortname=nope&format=exhibitors-csv', demo())).statusCode).toBe(404);
  });

  it('refuses a file with problems with 422, naming each cell, and changes nothing', async () => {
    const before = await companies();
    const bad = edited({ 'ca-0022': (line) => line.replace('https://www.optilogiclifesciences.example', 'javascript:alert(1)') }, [
      'new-co,New Company,Silver,,A01',
    ]);
    const response = await importing(
      'shortname=ehc2026&format=exhibitors-csv',
      body({ 'exhibitors.csv': bad, 'tiers.csv': text('tiers.csv') }),
    );
    expect(response.statusCode).toBe(422);
    const report = response.json<ExhibitorImportReport>();
    expect(report.Applied).toBe(false);
    expect(report.Changes).toEqual([]);
    expect(report.Problems).toEqual([
      expect.objectContaining({ File: 'exhibitors.csv', Line: 2, Field: 'website', Reason: 'not an http(s) URL: javascript:alert(1)' }),
      expect.objectContaining({
        File: 'exhibitors.csv',
        Line: 152,
        Field: 'tier',
        Reason: expect.stringContaining('unknown tier "Silver"'),
      }),
    ]);
    expect(await companies()).toEqual(before);
    expect(await t.db.selectFrom('exhibitor_imported').selectAll().execute()).toEqual([]);
  });

  it('answers a dry run of the demo’s own exhibitors: every company unchanged, the tiers new, nothing written', async () => {
    const response = await importing('eventid=2026&format=exhibitors-csv&dryrun=true', demo());
    expect(response.statusCode).toBe(200);
    const report = response.json<ExhibitorImportReport>();
    expect(report).toMatchObject({ Problems: [], Applied: false, Files: ['exhibitors.csv', 'tiers.csv'] });
    expect(report.Counts.exhibitor).toEqual({ Added: 0, Changed: 0, Withdrawn: 0, Restored: 0, Unchanged: 150 });
    expect(report.Counts.tier.Added).toBe(4);
    expect(await t.db.selectFrom('exhibitor_tiers').selectAll().execute()).toEqual([]);
  });

  it('applies the demo’s own exhibitors: the lists show the same companies, the programme’s version moves once', async () => {
    const before = await companies();
    const version = await programmeVersion();
    const report = (await importing('eventid=2026&format=exhibitors-csv', demo())).json<ExhibitorImportReport>();
    expect(report).toMatchObject({ Problems: [], Applied: true });
    expect(await companies()).toEqual(before);
    expect(before).toHaveLength(150);
    // The programme's cached lists are made again (they carry the symposia's companies), and say the same.
    const moved = await programmeVersion();
    expect(moved).not.toBe(version);
    const tiers = await t.db.selectFrom('exhibitor_tiers').selectAll().where('id', '=', 'Exhibitor').orderBy('language').execute();
    expect(tiers.map((tier) => [tier.language, tier.name, tier.position])).toEqual([
      ['de-DE', 'Aussteller', 4],
      ['en-GB', 'Exhibitor', 4],
    ]);

    // The same file again changes nothing, and so moves nothing.
    const again = (await importing('eventid=2026&format=exhibitors-csv', demo())).json<ExhibitorImportReport>();
    expect(again.Counts).toEqual({
      tier: { Added: 0, Changed: 0, Withdrawn: 0, Restored: 0, Unchanged: 4 },
      exhibitor: { Added: 0, Changed: 0, Withdrawn: 0, Restored: 0, Unchanged: 150 },
    });
    expect(await programmeVersion()).toBe(moved);
  });

  it('changes, adds and withdraws companies by id; a withdrawn one keeps its staff and counts and comes back under its id', async () => {
    const staff = await t.db
      .selectFrom('users')
      .select(['id', 'company_account_id'])
      .where('company_account_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const dropped = staff.company_account_id!;
    const counted = await t.app.inject({ url: `/api/Exhibition/SetCompanyAccountViewCount/2026?id=${dropped}` });
    const views = counted.json<{ ViewCount: number }>().ViewCount;
    // A symposium's company renamed: the programme's lists name it anew (a new ETag).
    const symposium = await t.db
      .selectFrom('programme_sessions as s')
      .innerJoin('company_accounts as c', (join) =>
        join.onRef('c.event_id', '=', 's.event_id').onRef('c.company_account_id', '=', 's.company_account_id'),
      )
      .select(['c.company_account_id', 'c.name'])
      .where('s.event_id', '=', 2026)
      .where('c.company_account_id', '!=', dropped)
      .executeTakeFirstOrThrow();
    const etag = (await sessions()).headers.etag;
    const file = edited(
      {
        'ca-0022': (line) => line.replace('Optilogic Life Sciences,', 'Optilogic Health,'),
        [symposium.company_account_id]: (line) => line.replace(`,${symposium.name},`, `,${symposium.name} Europe,`),
        [dropped]: null,
      },
      ['new-co,New Company,Gold,,A01;A02,https://new.example,,,,,,Cardiology,,,,,yes,no'],
    );
    const report = (
      await importing('eventid=2026&format=exhibitors-csv', body({ 'exhibitors.csv': file, 'tiers.csv': text('tiers.csv') }))
    ).json<ExhibitorImportReport>();
    expect(report.Problems).toEqual([]);
    expect(report.Counts.exhibitor).toEqual({ Added: 1, Changed: 2, Withdrawn: 1, Restored: 0, Unchanged: 147 });
    expect(report.Changes).toContainEqual({
      Kind: 'exhibitor',
      Action: 'change',
      SourceId: 'ca-0022',
      Id: 'ca-0022',
      Name: 'Optilogic Health',
      Fields: [{ Field: 'name', Before: 'Optilogic Life Sciences', After: 'Optilogic Health' }],
    });

    const list = await companies();
    expect(list.find((company) => company.CompanyAccountId === 'ca-0022')?.Name).toBe('Optilogic Health');
    expect(list.some((company) => company.CompanyAccountId === dropped)).toBe(false);
    expect(list.find((company) => company.CompanyAccountId === 'new-co')).toMatchObject({
      Name: 'New Company',
      SponsorType: 'Gold',
      BoothNumbers: ['A01', 'A02'],
      Tags: ['Cardiology'],
      LogoPath: '/media/logos/new-co.svg',
      Sort: 151,
    });
    const renamed = await sessions();
    expect(renamed.headers.etag).not.toBe(etag);
    expect(renamed.body).toContain(`${symposium.name} Europe`);
    const grid = (await t.app.inject({ url: '/api/Public/CompanyAccounts?eventid=2026' })).json<PublicCompanyAccount[]>();
    expect(grid.some((company) => company.CompanyAccountId === dropped)).toBe(false);
    expect((await t.app.inject({ url: `/api/exhibition/CompanyAccount/2026/en-GB/${dropped}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/logos/new-co.svg' })).statusCode).toBe(200);
    expect(
      (await t.db.selectFrom('users').select('company_account_id').where('id', '=', staff.id).executeTakeFirstOrThrow()).company_account_id,
    ).toBe(dropped);

    // The demo's file again: the dropped company is back under its id with its count, the new one withdrawn.
    const back = (await importing('eventid=2026&format=exhibitors-csv', demo())).json<ExhibitorImportReport>();
    expect(back.Counts.exhibitor).toEqual({ Added: 0, Changed: 2, Withdrawn: 1, Restored: 1, Unchanged: 147 });
    expect(back.Changes).toContainEqual(expect.objectContaining({ Action: 'restore', Id: dropped, Fields: [] }));
    expect(back.Changes).toContainEqual(expect.objectContaining({ Action: 'withdraw', Id: 'new-co' }));
    expect((await companies()).some((company) => company.CompanyAccountId === dropped)).toBe(true);
    const recounted = await t.app.inject({ url: `/api/Exhibition/SetCompanyAccountViewCount/2026?id=${dropped}` });
    expect(recounted.json<{ ViewCount: number }>().ViewCount).toBe(views + 1);
  });
});
