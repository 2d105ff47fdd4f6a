/**
 * The exhibitors' plan (plan.ts), without a database: ids kept by source id, companies taken over, changed field by
 * field, withdrawn and restored, the ranking, and the tiers.
 */
import { describe, expect, it } from 'vitest';
import type { CompanyAccountTable, CompanyProfileTable } from '../db/schema';
import type { ImportedExhibitor, ImportedExhibitors, ImportedTier } from './model';
import { planExhibitorImport, type CurrentExhibitors } from './plan';

const account = (id: string, extra: Partial<CompanyAccountTable> = {}): CompanyAccountTable => ({
  event_id: 1,
  company_account_id: id,
  name: `Company ${id}`,
  sponsor_type: 'Exhibitor',
  logo_path: `/media/logos/${id}.svg`,
  custom_logo_link: null,
  custom_pdf_link: null,
  custom_button_text_label: null,
  is_public: 1,
  publication_state: 0,
  enable_2d_booth: 0,
  booth_numbers: 'A1',
  sort: 1,
  ...extra,
});
const profile = (id: string, extra: Partial<CompanyProfileTable> = {}): CompanyProfileTable => ({
  event_id: 1,
  company_account_id: id,
  tags: '[]',
  short_description: null,
  description: null,
  website: null,
  contact_email: null,
  phone: null,
  address: null,
  deep_link: null,
  has_lounge: 0,
  has_chat: 0,
  has_booth_guru: 0,
  hcp_only: 0,
  hcp_config: null,
  ...extra,
});
const exhibitor = (id: string, extra: Partial<ImportedExhibitor> = {}): ImportedExhibitor => ({
  sourceId: id,
  name: `Company ${id}`,
  tier: 'Exhibitor',
  rank: null,
  booths: ['A1'],
  website: null,
  logo: null,
  link: null,
  pdf: null,
  pdfLabel: null,
  email: null,
  phone: null,
  address: null,
  summary: null,
  description: null,
  tags: [],
  isPublic: true,
  hcpOnly: false,
  ...extra,
});
const tier = (id: string, rank: number, de = id): ImportedTier => ({ sourceId: id, names: { 'en-GB': id, 'de-DE': de }, rank });

function current(extra: Partial<CurrentExhibitors> = {}): CurrentExhibitors {
  return {
    eventId: 1,
    languages: ['en-GB', 'de-DE'],
    accounts: new Map(),
    profiles: new Map(),
    withdrawn: new Map(),
    imported: new Set(),
    tiers: new Map(),
    ...extra,
  };
}
const file = (exhibitors: ImportedExhibitor[], tiers: ImportedTier[] | null = null): ImportedExhibitors => ({ tiers, exhibitors });

describe('planExhibitorImport', () => {
  it('takes over a company no import named yet under its id, keeping what the template does not carry', () => {
    const now = current({
      accounts: new Map([['ca-1', account('ca-1', { publication_state: 1, enable_2d_booth: 1 })]]),
      profiles: new Map([['ca-1', profile('ca-1', { has_lounge: 1, has_chat: 1 })]]),
    });
    const plan = planExhibitorImport(now, file([exhibitor('ca-1', { website: 'https://one.example' })]));
    expect(plan.changes).toEqual([
      {
        Kind: 'exhibitor',
        Action: 'change',
        SourceId: 'ca-1',
        Id: 'ca-1',
        Name: 'Company ca-1',
        Fields: [{ Field: 'website', Before: null, After: 'https://one.example' }],
      },
    ]);
    expect(plan.writes.imported).toEqual(['ca-1']);
    expect(plan.writes.accounts[0]).toMatchObject({ publication_state: 1, enable_2d_booth: 1 });
    expect(plan.writes.profiles[0]).toMatchObject({ has_lounge: 1, has_chat: 1, website: 'https://one.example' });
  });

  it('finds an unchanged company unchanged, and writes nothing for it', () => {
    const now = current({
      accounts: new Map([['ca-1', account('ca-1')]]),
      profiles: new Map([['ca-1', profile('ca-1')]]),
      imported: new Set(['ca-1']),
    });
    const plan = planExhibitorImport(now, file([exhibitor('ca-1', { rank: 1 })]));
    expect(plan.counts.exhibitor).toEqual({ Added: 0, Changed: 0, Withdrawn: 0, Restored: 0, Unchanged: 1 });
    expect(plan.writes).toEqual({ accounts: [], profiles: [], withdrawn: [], restored: [], imported: [], tiers: null });
  });

  it('withdraws an imported company the file no longer has, and leaves companies no import named', () => {
    const now = current({
      accounts: new Map([
        ['ca-1', account('ca-1')],
        ['seeded', account('seeded')],
      ]),
      imported: new Set(['ca-1']),
    });
    const plan = planExhibitorImport(now, file([]));
    expect(plan.changes).toEqual([
      { Kind: 'exhibitor', Action: 'withdraw', SourceId: 'ca-1', Id: 'ca-1', Name: 'Company ca-1', Fields: [] },
    ]);
    expect(plan.writes.withdrawn.map((row) => row.company_account_id)).toEqual(['ca-1']);
  });

  it('restores a withdrawn company under its id, with what changed since its row was kept', () => {
    const now = current({
      withdrawn: new Map([['ca-1', account('ca-1', { sort: 1, publication_state: 1 })]]),
      profiles: new Map([['ca-1', profile('ca-1')]]),
      imported: new Set(['ca-1']),
    });
    const plan = planExhibitorImport(now, file([exhibitor('ca-1', { name: 'Renamed', rank: 1 })]));
    expect(plan.changes).toEqual([
      {
        Kind: 'exhibitor',
        Action: 'restore',
        SourceId: 'ca-1',
        Id: 'ca-1',
        Name: 'Renamed',
        Fields: [{ Field: 'name', Before: 'Company ca-1', After: 'Renamed' }],
      },
    ]);
    expect(plan.writes.restored).toEqual(['ca-1']);
    expect(plan.writes.accounts[0]).toMatchObject({ company_account_id: 'ca-1', publication_state: 1 });
  });

  it('ranks by the file’s rank, then the unranked after the highest rank by their tier’s order and as listed', () => {
    const plan = planExhibitorImport(
      current(),
      file(
        [
          exhibitor('e-1', { tier: 'Exhibitor' }),
          exhibitor('g-1', { tier: 'Gold' }),
          exhibitor('r-5', { rank: 5 }),
          exhibitor('g-2', { tier: 'Gold' }),
          exhibitor('r-2', { rank: 2 }),
        ],
        [tier('Gold', 1), tier('Exhibitor', 2, 'Aussteller')],
      ),
    );
    expect(plan.writes.accounts.map((row) => [row.company_account_id, row.sort])).toEqual([
      ['e-1', 8],
      ['g-1', 6],
      ['r-5', 5],
      ['g-2', 7],
      ['r-2', 2],
    ]);
  });

  it('leaves the tiers alone without a Tiers table, and makes the event’s tiers the table’s with one', () => {
    const tiers = new Map([
      [
        'Gold',
        [
          { event_id: 1, id: 'Gold', language: 'en-GB', name: 'Gold', position: 1 },
          { event_id: 1, id: 'Gold', language: 'de-DE', name: 'Gold', position: 1 },
        ],
      ],
      ['Old', [{ event_id: 1, id: 'Old', language: 'en-GB', name: 'Old', position: 2 }]],
    ]);
    expect(planExhibitorImport(current({ tiers }), file([])).writes.tiers).toBeNull();
    const plan = planExhibitorImport(current({ tiers }), file([], [tier('Partner', 1, 'Partnerfirma'), tier('Gold', 2, 'Gold')]));
    expect(plan.changes).toEqual([
      { Kind: 'tier', Action: 'add', SourceId: 'Partner', Id: 'Partner', Name: 'Partner', Fields: [] },
      { Kind: 'tier', Action: 'change', SourceId: 'Gold', Id: 'Gold', Name: 'Gold', Fields: [{ Field: 'rank', Before: '1', After: '2' }] },
      { Kind: 'tier', Action: 'withdraw', SourceId: 'Old', Id: 'Old', Name: 'Old', Fields: [] },
    ]);
    expect(plan.writes.tiers?.filter((row) => row.language === 'de-DE').map((row) => [row.id, row.name, row.position])).toEqual([
      ['Partner', 'Partnerfirma', 1],
      ['Gold', 'Gold', 2],
    ]);
  });
});
