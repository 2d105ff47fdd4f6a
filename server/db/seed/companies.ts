/**
 * Exhibiting companies. One pool of firms (ids and names) is drawn once, so a company has the same id,
 * name and logo in every edition; each event then draws its own tiers, links and booths.
 */
import type { CompanyAccountTable } from '../schema';
import type { Random } from './prng';

/** Logo-grid tiers and how many companies each has (docs/rules/content-areas.md section 2, Company logo grid). */
export const SPONSOR_TIERS = { Platinum: 4, Gold: 8, Bronze: 12 } as const;
/** Every other company exhibits without a place on the logo grid. */
export const EXHIBITOR = 'Exhibitor';

const NAME_STEMS = [
  'Medi',
  'Cardio',
  'Neuro',
  'Bio',
  'Vita',
  'Onco',
  'Derma',
  'Ortho',
  'Immuno',
  'Pulmo',
  'Nephro',
  'Hema',
  'Gastro',
  'Thera',
  'Sano',
  'Cura',
  'Salu',
  'Opti',
  'Pharma',
  'Gen',
];
const NAME_ENDINGS = [
  'tec',
  'gen',
  'vance',
  'core',
  'nova',
  'lux',
  'medica',
  'logic',
  'sense',
  'path',
  'scan',
  'vita',
  'cell',
  'flow',
  'pulse',
];
const NAME_SUFFIXES = [
  'GmbH',
  'AG',
  'Ltd',
  'Inc.',
  'S.A.',
  'B.V.',
  'Pharma',
  'Medical',
  'Diagnostics',
  'Therapeutics',
  'Health',
  'Life Sciences',
  'Devices',
];
const PDF_LABELS = ['Product brochure', 'Download our whitepaper', 'Clinical data (PDF)', null] as const;
const HALLS = ['A', 'B', 'C', 'D'];

export interface Company {
  id: string;
  name: string;
  /** Lower-case name without spaces or punctuation, for the company's web address. */
  slug: string;
}

/**
 * Draws `count` distinct companies. Most ids look like ca-0001; every seventh carries upper-case
 * letters (CA-Medi0007), because ids arrive with mixed case and the profile rule retries lower-cased
 * ones (docs/rules/content-areas.md section 2, Exhibitor profile entry rule).
 */
export function drawCompanies(random: Random, count: number): Company[] {
  const names = new Set<string>();
  const companies: Company[] = [];
  while (companies.length < count) {
    const stem = random.pick(NAME_STEMS);
    const name = `${stem}${random.pick(NAME_ENDINGS)} ${random.pick(NAME_SUFFIXES)}`;
    if (names.has(name)) continue;
    names.add(name);
    const number = String(companies.length + 1).padStart(4, '0');
    const id = (companies.length + 1) % 7 === 0 ? `CA-${stem}${number}` : `ca-${number}`;
    companies.push({ id, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '') });
  }
  return companies;
}

/**
 * One event's company accounts. Within each sponsor tier the features rotate by position so every tier
 * shows each logo-grid case: a custom link, a profile link, a PDF button with and without a label,
 * and (the last of the tier) a company that is not public. Exhibitors get them at random.
 */
export function eventCompanyAccounts(random: Random, eventId: number, companies: readonly Company[]): CompanyAccountTable[] {
  const order = random.shuffle(companies);
  const tiers: string[] = [];
  for (const [tier, size] of Object.entries(SPONSOR_TIERS)) for (let i = 0; i < size; i++) tiers.push(tier);

  const ranking = random.shuffle(order.map((_, index) => index + 1));
  return order.map((company, index) => {
    const tier = tiers[index] ?? EXHIBITOR;
    const tierSize = tier in SPONSOR_TIERS ? SPONSOR_TIERS[tier as keyof typeof SPONSOR_TIERS] : 0;
    const inTier = tierSize > 0 ? tiers.indexOf(tier) : -1;
    const k = index - inTier;
    const sponsored = tierSize > 0;
    const website = `https://www.${company.slug}.example`;
    const hasLink = sponsored ? k % 2 === 0 : random.chance(0.4);
    const hasPdf = sponsored ? k % 3 === 0 : random.chance(0.25);
    const isPublic = sponsored ? k !== tierSize - 1 : random.chance(0.9);
    return {
      event_id: eventId,
      company_account_id: company.id,
      name: company.name,
      sponsor_type: tier,
      logo_path: `/media/logos/${company.id}.svg`,
      custom_logo_link: hasLink ? website : null,
      custom_pdf_link: hasPdf ? `${website}/brochure.pdf` : null,
      custom_button_text_label: hasPdf ? (sponsored ? (k % 2 === 0 ? PDF_LABELS[0] : null) : random.pick(PDF_LABELS)) : null,
      is_public: isPublic ? 1 : 0,
      publication_state: random.chance(0.05) ? 1 : 0,
      enable_2d_booth: random.chance(0.3) ? 1 : 0,
      booth_numbers: boothNumbers(random, sponsored ? 2 : 1),
      sort: ranking[index]!,
    };
  });
}

/** Booth numbers like A12 or B03; sponsors may have two. */
function boothNumbers(random: Random, max: number): string {
  const count = random.int(1, max);
  const numbers = new Set<string>();
  while (numbers.size < count) numbers.add(`${random.pick(HALLS)}${String(random.int(1, 60)).padStart(2, '0')}`);
  return [...numbers].join(',');
}
