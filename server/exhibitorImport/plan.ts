/**
 * What an exhibitors' import changes (pure: no database, no clock): the file's tiers and exhibitors compared with
 * the event's, by source id (a company's id is its source id), as the report's changes (added, changed with each
 * field before and after, withdrawn, restored) and as the rows apply.ts writes.
 *
 * - An exhibitor keeps its company's id; a company already there that no import named yet is taken over (the demo's
 *   own companies, imported from their template, stay the same companies). Its account and profile fields the
 *   template has are the file's; the others (publication state, 2D booth, lounge, chat, HCP configuration, deep link)
 *   stay as they are, and a new company starts without them.
 * - A company an import made or took over that the file no longer has is withdrawn: its row leaves company_accounts
 *   (no list shows it) and is kept in exhibitor_withdrawn; back in a file, it is restored under its id.
 * - The ranking (a company's Sort): the file's `rank`; exhibitors without one follow the highest rank given, by their
 *   tier's order, then as the file lists them.
 * - Tiers: without a Tiers table nothing of the tiers changes; with one, the event's tiers are the table's (a tier
 *   the table no longer has is removed: nothing is attached to a tier but the code companies carry).
 */
import type { ExhibitorItemChange, ExhibitorItemKind, ProgrammeChangeCounts, ProgrammeFieldChange } from '../../src/contracts';
import type { CompanyAccountTable, CompanyProfileTable } from '../db/schema';
import type { ExhibitorTierTable } from '../db/exhibitorImportTables';
import { COUNT_OF, emptyCounts } from '../programmeImport/plan';
import type { ImportedExhibitor, ImportedExhibitors } from './model';

/** The event's exhibitors and tiers as they are. */
export interface CurrentExhibitors {
  eventId: number;
  languages: readonly string[];
  accounts: Map<string, CompanyAccountTable>;
  /** Profiles by company id, of present and withdrawn companies. */
  profiles: Map<string, CompanyProfileTable>;
  /** Withdrawn companies' rows as they were. */
  withdrawn: Map<string, CompanyAccountTable>;
  /** The companies an import made or took over. */
  imported: Set<string>;
  /** The event's tiers: their rows per language. */
  tiers: Map<string, ExhibitorTierTable[]>;
}

export interface ExhibitorWrites {
  /** Accounts added, changed or restored: written whole. */
  accounts: CompanyAccountTable[];
  /** Their profiles, written whole. */
  profiles: CompanyProfileTable[];
  /** Accounts the file no longer has: moved to exhibitor_withdrawn. */
  withdrawn: CompanyAccountTable[];
  /** Withdrawn companies that are back: their exhibitor_withdrawn rows go. */
  restored: string[];
  /** Companies an import names for the first time. */
  imported: string[];
  /** The event's tiers now, every language; null: the tiers stay as they are. */
  tiers: ExhibitorTierTable[] | null;
}

export interface ExhibitorPlan {
  changes: ExhibitorItemChange[];
  counts: Record<ExhibitorItemKind, ProgrammeChangeCounts>;
  writes: ExhibitorWrites;
}

/** The logo a company without one in the file has: VMX's generated one (routes/media.ts). */
export const generatedLogo = (companyId: string) => `/media/logos/${companyId}.svg`;

/** The compared fields of a company, as text, by the template's column names. */
function fieldsOf(account: CompanyAccountTable, profile: CompanyProfileTable | undefined): [string, string | null][] {
  return [
    ['name', account.name],
    ['tier', account.sponsor_type],
    ['rank', String(account.sort)],
    ['booths', account.booth_numbers],
    ['logo', account.logo_path],
    ['link', account.custom_logo_link],
    ['pdf', account.custom_pdf_link],
    ['pdflabel', account.custom_button_text_label],
    ['public', account.is_public === 1 ? 'yes' : 'no'],
    ['website', profile?.website ?? null],
    ['email', profile?.contact_email ?? null],
    ['phone', profile?.phone ?? null],
    ['address', profile?.address ?? null],
    ['summary', profile?.short_description ?? null],
    ['description', profile?.description ?? null],
    ['tags', profile ? (JSON.parse(profile.tags) as string[]).join('; ') : ''],
    ['hcponly', profile?.hcp_only === 1 ? 'yes' : 'no'],
  ];
}

function diff(before: [string, string | null][], after: [string, string | null][]): ProgrammeFieldChange[] {
  return after.flatMap(([Field, After], index) => {
    const Before = before[index]?.[1] ?? null;
    return Before === After ? [] : [{ Field, Before, After }];
  });
}

/** The Sort of each exhibitor: its rank, else after the highest rank given, by tier order, then file order. */
function rankings(exhibitors: readonly ImportedExhibitor[], tierOrder: (tier: string) => number): Map<string, number> {
  const sorts = new Map<string, number>();
  let last = 0;
  for (const exhibitor of exhibitors) {
    if (exhibitor.rank !== null) {
      sorts.set(exhibitor.sourceId, exhibitor.rank);
      last = Math.max(last, exhibitor.rank);
    }
  }
  const unranked = exhibitors
    .map((exhibitor, index) => ({ exhibitor, index }))
    .filter(({ exhibitor }) => exhibitor.rank === null)
    .sort((a, b) => tierOrder(a.exhibitor.tier) - tierOrder(b.exhibitor.tier) || a.index - b.index);
  for (const { exhibitor } of unranked) sorts.set(exhibitor.sourceId, ++last);
  return sorts;
}

export function planExhibitorImport(current: CurrentExhibitors, imported: ImportedExhibitors): ExhibitorPlan {
  const { eventId } = current;
  const changes: ExhibitorItemChange[] = [];
  const counts: Record<ExhibitorItemKind, ProgrammeChangeCounts> = { tier: emptyCounts(), exhibitor: emptyCounts() };
  const writes: ExhibitorWrites = { accounts: [], profiles: [], withdrawn: [], restored: [], imported: [], tiers: null };
  const note = (change: ExhibitorItemChange) => {
    changes.push(change);
    counts[change.Kind][COUNT_OF[change.Action]] += 1;
  };

  // --- Tiers -------------------------------------------------------------------------------------------------------
  // The order the file's tiers give, else (no Tiers table) the event's tiers', else the order the file first names them.
  const firstNamed = [...new Set(imported.exhibitors.map((exhibitor) => exhibitor.tier))];
  const currentPosition = (tier: string) => current.tiers.get(tier)?.[0]?.position;
  const tierOrder = (tier: string): number =>
    imported.tiers?.find((candidate) => candidate.sourceId === tier)?.rank ??
    (imported.tiers === null ? currentPosition(tier) : undefined) ??
    10_000 + firstNamed.indexOf(tier);
  if (imported.tiers !== null) {
    let tiersChanged = false;
    const rows: ExhibitorTierTable[] = [];
    for (const tier of imported.tiers) {
      const tierRows = current.languages.map((language) => ({
        event_id: eventId,
        id: tier.sourceId,
        language,
        name: tier.names[language] ?? '',
        position: tier.rank,
      }));
      rows.push(...tierRows);
      const before = current.tiers.get(tier.sourceId);
      const name = tierRows[0]?.name ?? tier.sourceId;
      const fieldsOfRows = (tierRowsOf: readonly ExhibitorTierTable[] | undefined): [string, string | null][] => [
        ...current.languages.map(
          (language) => [`name.${language}`, tierRowsOf?.find((row) => row.language === language)?.name ?? null] as [string, string | null],
        ),
        ['rank', tierRowsOf?.[0] ? String(tierRowsOf[0].position) : null],
      ];
      if (!before) {
        tiersChanged = true;
        note({ Kind: 'tier', Action: 'add', SourceId: tier.sourceId, Id: tier.sourceId, Name: name, Fields: [] });
        continue;
      }
      const fields = diff(fieldsOfRows(before), fieldsOfRows(tierRows));
      if (fields.length === 0) counts.tier.Unchanged += 1;
      else {
        tiersChanged = true;
        note({ Kind: 'tier', Action: 'change', SourceId: tier.sourceId, Id: tier.sourceId, Name: name, Fields: fields });
      }
    }
    const kept = new Set(imported.tiers.map((tier) => tier.sourceId));
    for (const [id, before] of current.tiers) {
      if (kept.has(id)) continue;
      tiersChanged = true;
      note({ Kind: 'tier', Action: 'withdraw', SourceId: id, Id: id, Name: before[0]?.name ?? id, Fields: [] });
    }
    if (tiersChanged) writes.tiers = rows;
  }

  // --- Exhibitors --------------------------------------------------------------------------------------------------
  const sorts = rankings(imported.exhibitors, tierOrder);
  for (const exhibitor of imported.exhibitors) {
    const id = exhibitor.sourceId;
    const present = current.accounts.get(id);
    const withdrawn = current.withdrawn.get(id);
    const before = present ?? withdrawn;
    const profileBefore = current.profiles.get(id);
    const account: CompanyAccountTable = {
      event_id: eventId,
      company_account_id: id,
      name: exhibitor.name,
      sponsor_type: exhibitor.tier,
      logo_path: exhibitor.logo ?? generatedLogo(id),
      custom_logo_link: exhibitor.link,
      custom_pdf_link: exhibitor.pdf,
      custom_button_text_label: exhibitor.pdfLabel,
      is_public: exhibitor.isPublic ? 1 : 0,
      publication_state: before?.publication_state ?? 0,
      enable_2d_booth: before?.enable_2d_booth ?? 0,
      booth_numbers: exhibitor.booths.join(','),
      sort: sorts.get(id)!,
    };
    const profile: CompanyProfileTable = {
      event_id: eventId,
      company_account_id: id,
      tags: JSON.stringify(exhibitor.tags),
      short_description: exhibitor.summary,
      description: exhibitor.description,
      website: exhibitor.website,
      contact_email: exhibitor.email,
      phone: exhibitor.phone,
      address: exhibitor.address,
      deep_link: profileBefore?.deep_link ?? null,
      has_lounge: profileBefore?.has_lounge ?? 0,
      has_chat: profileBefore?.has_chat ?? 0,
      has_booth_guru: profileBefore?.has_booth_guru ?? 0,
      hcp_only: exhibitor.hcpOnly ? 1 : 0,
      hcp_config: profileBefore?.hcp_config ?? null,
    };
    if (!current.imported.has(id)) writes.imported.push(id);
    const change = { Kind: 'exhibitor' as const, SourceId: id, Id: id, Name: exhibitor.name };
    if (!before) {
      writes.accounts.push(account);
      writes.profiles.push(profile);
      note({ ...change, Action: 'add', Fields: [] });
      continue;
    }
    const fields = diff(fieldsOf(before, profileBefore), fieldsOf(account, profile));
    if (!present) {
      writes.accounts.push(account);
      writes.profiles.push(profile);
      writes.restored.push(id);
      note({ ...change, Action: 'restore', Fields: fields });
    } else if (fields.length > 0 || !profileBefore) {
      writes.accounts.push(account);
      writes.profiles.push(profile);
      note({ ...change, Action: 'change', Fields: fields });
    } else counts.exhibitor.Unchanged += 1;
  }
  const inFile = new Set(imported.exhibitors.map((exhibitor) => exhibitor.sourceId));
  for (const [id, account] of current.accounts) {
    if (inFile.has(id) || !current.imported.has(id)) continue;
    writes.withdrawn.push(account);
    note({ Kind: 'exhibitor', Action: 'withdraw', SourceId: id, Id: id, Name: account.name, Fields: [] });
  }
  return { changes, counts, writes };
}
