/**
 * Exhibitors and symposia: each event's company profiles (tags, texts, contact, files, flags), products,
 * meetings, webcasts, presentations, lounges and 2D booths, and which symposia are private. Company ids,
 * names, tiers, booths and PublicationState come from companies.ts and are left as they are.
 *
 * Notable demo companies of ehc2026 (they follow from the fixed seed; exhibition.test.ts checks them):
 *   ca-0001       coming soon (PublicationState 1); also HCP-only
 *   ca-0002       Enable2DBooth with PublicationState 0 (the booth page)
 *   ca-0005       HCP-only Gold sponsor with a lounge and products (the showcase), and a symposium
 *   CA-Pulmo0007  an id with upper-case letters (every seventh id is one)
 *   ca-0008       the description with <script>alert(1)</script> and an onerror attribute
 *   ca-0030       Platinum with a lounge, products and a 2D booth
 *   ca-0078       has a private symposium (session 10034) and a public one
 * Whatever the draw (any scale): the first Gold and the first Exhibitor (in draw order) are HCP-only,
 * and the first HCP-only sponsor has a lounge and at least two products.
 */
import type {
  CompanyAccountTable,
  CompanyProfileTable,
  Database,
  DistributionFileTable,
  EventTable,
  ExhibitorBoothTable,
  ExhibitorLoungeTable,
  ExhibitorMeetingTable,
  ExhibitorPresentationTable,
  ExhibitorProductTable,
  ExhibitorWebcastTable,
  ProgrammeSessionTable,
  ResourceTable,
  SymposiumTable,
} from '../schema';
import type { Kysely } from 'kysely';
import type { BoothHotspot, ExhibitorHcpConfig } from '../../../src/contracts';
import { EXHIBITOR } from './companies';
import { CONTENT_TRANSLATION_SET, ContentTranslations, EXHIBITION_TEXTS } from './contentTexts';
import type { Random } from './prng';

/** Therapeutic areas a company's tags are drawn from (1 to MAX_TAGS each). */
export const THERAPEUTIC_AREAS = [
  'Cardiology',
  'Oncology',
  'Neurology',
  'Haematology',
  'Diabetes',
  'Imaging',
  'Digital health',
  'Devices',
  'Immunology',
  'Nephrology',
  'Pulmonology',
  'Dermatology',
];
const MAX_TAGS = 4;
export const PRODUCT_CATEGORIES = ['Diagnostics', 'Therapeutics', 'Medical devices', 'Software', 'Services'];
const MAX_PRODUCTS = 5;
const MAX_MEETINGS = 3;
const MAX_FILES = 3;
/** About this share of companies is for healthcare professionals only. */
const HCP_SHARE = 0.1;
/** The company (by position in id order) whose description carries a script and an onerror handler. */
export const XSS_COMPANY_INDEX = 7;
const XSS_DESCRIPTION =
  '<p>We test your sanitiser.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><p><a href="javascript:alert(3)">Click</a></p>';
const FILE_NAMES = ['Product brochure', 'Clinical study summary', 'Prescribing information', 'Patient leaflet', 'Whitepaper'];
const STAFF_FIRST = ['Anna', 'Jonas', 'Sofia', 'Lukas', 'Mia', 'Paul', 'Lea', 'Felix', 'Clara', 'Noah'];
const STAFF_LAST = ['Becker', 'Schulz', 'Wagner', 'Koch', 'Richter', 'Wolf', 'Neumann', 'Braun', 'Krüger', 'Hartmann'];
const STAFF_ROLES = ['Medical Science Liaison', 'Product Manager', 'Key Account Manager', 'Medical Director'];
const HOTSPOT_KINDS: BoothHotspot['Kind'][] = ['video', 'file', 'link', 'lounge', 'chat'];
const CITIES = ['Berlin', 'Basel', 'Amsterdam', 'Lyon', 'Milan', 'Vienna', 'Copenhagen', 'Dublin'];
/** Meetings run on congress days between these UTC hours. */
const MEETING_HOURS = [8, 15] as const;

export interface ExhibitionSeed {
  profiles: CompanyProfileTable[];
  files: DistributionFileTable[];
  products: ExhibitorProductTable[];
  meetings: ExhibitorMeetingTable[];
  webcasts: ExhibitorWebcastTable[];
  presentations: ExhibitorPresentationTable[];
  lounges: ExhibitorLoungeTable[];
  booths: ExhibitorBoothTable[];
  symposia: SymposiumTable[];
  /** The German of every English text above: rows of the resource set VMXContent (contentTexts.ts). */
  translations: ResourceTable[];
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
const json = (value: unknown) => JSON.stringify(value);

/**
 * Draws one event's exhibition. accounts: its company accounts; sessions: its programme sessions (the
 * symposia are those with a company; every fifth is private).
 */
export function drawExhibition(
  random: Random,
  event: EventTable,
  accounts: readonly CompanyAccountTable[],
  sessions: readonly ProgrammeSessionTable[],
): ExhibitionSeed {
  const seed: ExhibitionSeed = {
    profiles: [],
    files: [],
    products: [],
    meetings: [],
    webcasts: [],
    presentations: [],
    lounges: [],
    booths: [],
    symposia: [],
    translations: [],
  };
  const t = new ContentTranslations();
  const eventId = event.id;
  const days = congressDays(event);
  // In the order the companies were drawn (the number that ends each id), so the notable companies do
  // not depend on the shuffle of companies.ts.
  const ordered = [...accounts].sort((a, b) => drawNumber(a.company_account_id) - drawNumber(b.company_account_id));
  const firstGold = ordered.find((account) => account.sponsor_type === 'Gold');
  const firstExhibitor = ordered.find((account) => account.sponsor_type === EXHIBITOR);
  let hcpCount = 0;
  let showcaseDone = false;
  let productId = 0;
  let meetingId = 0;
  let webcastId = 0;
  let presentationId = 0;

  ordered.forEach((account, index) => {
    const id = account.company_account_id;
    const sponsor = account.sponsor_type !== EXHIBITOR;
    const slug = slugOf(account.name);
    const website = `https://www.${slug}.example`;
    const tags = random.shuffle(THERAPEUTIC_AREAS).slice(0, random.int(1, MAX_TAGS));
    tags.forEach((tag) => t.word(tag));
    if (account.custom_button_text_label) t.word(account.custom_button_text_label);
    const hcpOnly = account === firstGold || account === firstExhibitor || random.chance(HCP_SHARE);
    // The first HCP-only sponsor shows everything at once: a lounge and products.
    const showcase = hcpOnly && sponsor && !showcaseDone;
    if (showcase) showcaseDone = true;
    const hasLounge = showcase || random.chance(sponsor ? 0.8 : 0.15);
    const hcpConfig: ExhibitorHcpConfig | null = hcpOnly
      ? { showCloseButton: hcpCount % 2 === 0, showDenyButton: hcpCount % 3 !== 2, denyAsCloseButton: hcpCount % 4 === 1 }
      : null;
    if (hcpOnly) hcpCount++;
    seed.profiles.push({
      event_id: eventId,
      company_account_id: id,
      tags: json(tags),
      short_description: t.english(EXHIBITION_TEXTS.shortDescription(account.name, tags)),
      description:
        index === XSS_COMPANY_INDEX
          ? XSS_DESCRIPTION
          : t.english(EXHIBITION_TEXTS.description(account.name, tags, account.booth_numbers.split(','), website)),
      website,
      contact_email: `contact@${slug}.example.com`,
      phone: `+49 30 ${String(random.int(1_000_000, 9_999_999))}`,
      address: `${random.int(1, 120)} Example Street, ${random.pick(CITIES)}`,
      deep_link:
        sponsor && index % 5 === 0 ? (index % 2 === 0 ? `${website}/congress` : `/demo/${event.short}/en-GB/profile/${id}/lounge`) : null,
      has_lounge: hasLounge ? 1 : 0,
      has_chat: random.chance(0.4) ? 1 : 0,
      has_booth_guru: random.chance(0.4) ? 1 : 0,
      hcp_only: hcpOnly ? 1 : 0,
      hcp_config: hcpConfig ? json(hcpConfig) : null,
    });

    const fileNames = random.shuffle(FILE_NAMES).slice(0, random.int(0, MAX_FILES));
    fileNames.forEach((name, position) =>
      seed.files.push({
        event_id: eventId,
        company_account_id: id,
        position,
        name: t.word(name),
        url: `https://www.${slug}.example/files/${slugOf(name)}-${eventId}.pdf`,
      }),
    );

    const productCount = showcase ? Math.max(2, random.int(0, MAX_PRODUCTS)) : random.int(0, MAX_PRODUCTS);
    for (let i = 0; i < productCount; i++) {
      productId++;
      const category = random.pick(PRODUCT_CATEGORIES);
      const area = random.pick(tags);
      seed.products.push({
        event_id: eventId,
        id: productId,
        company_account_id: id,
        name: `${account.name.split(' ')[0]} ${area} ${['One', 'Pro', 'Care', 'Scan', 'Flow'][i]}`,
        category: t.word(category),
        short: t.english(EXHIBITION_TEXTS.productShort(category, area)),
        description: t.english(EXHIBITION_TEXTS.productDescription(category, area)),
        website: `${website}/products/${productId}`,
        tags: json([area]),
        // Product ids are per event, so the event is part of the picture's path.
        image_path: `/media/products/${eventId}/${productId}.svg`,
      });
    }

    if (sponsor) {
      for (let i = random.int(0, MAX_MEETINGS); i > 0; i--) {
        meetingId++;
        const day = random.pick(days);
        const start = Date.parse(`${day}T${String(random.int(...MEETING_HOURS)).padStart(2, '0')}:${random.pick(['00', '30'])}:00Z`);
        const minutes = random.pick([30, 45, 60]);
        seed.meetings.push({
          event_id: eventId,
          id: meetingId,
          company_account_id: id,
          title: t.english(EXHIBITION_TEXTS.meetingTitle(random.pick(tags), account.name)),
          description: t.english(EXHIBITION_TEXTS.meetingDescription(account.name)),
          start_date_time: isoZ(start),
          end_date_time: isoZ(start + minutes * 60_000),
          join_url: random.chance(0.7) ? `https://meet.example/${slug}/${meetingId}` : null,
        });
      }
    }

    if (random.chance(sponsor ? 0.6 : 0.1)) {
      for (let i = random.int(1, 2); i > 0; i--) {
        webcastId++;
        seed.webcasts.push({
          event_id: eventId,
          id: webcastId,
          company_account_id: id,
          title: t.english(EXHIBITION_TEXTS.webcastTitle(account.name, random.pick(tags))),
          description: t.english(EXHIBITION_TEXTS.webcastDescription(event.name)),
          video_url: `https://video.example/${slug}/${webcastId}/index.m3u8`,
          thumbnail_path: null,
          duration_minutes: random.int(5, 45),
        });
      }
    }
    if (random.chance(sponsor ? 0.5 : 0.1)) {
      for (let i = random.int(1, 3); i > 0; i--) {
        presentationId++;
        seed.presentations.push({
          event_id: eventId,
          id: presentationId,
          company_account_id: id,
          title: t.english(EXHIBITION_TEXTS.presentationTitle(random.pick(tags))),
          speaker_name: random.chance(0.8) ? `Dr. ${random.pick(STAFF_FIRST)} ${random.pick(STAFF_LAST)}` : null,
          url: `https://www.${slug}.example/presentations/${presentationId}.pdf`,
        });
      }
    }

    if (hasLounge) {
      const staff = Array.from({ length: random.int(1, 3) }, () => ({
        Name: `${random.pick(STAFF_FIRST)} ${random.pick(STAFF_LAST)}`,
        Role: t.word(random.pick(STAFF_ROLES)),
      }));
      seed.lounges.push({
        event_id: eventId,
        company_account_id: id,
        title: t.english(EXHIBITION_TEXTS.loungeTitle(account.name)),
        welcome: t.english(EXHIBITION_TEXTS.loungeWelcome(account.name)),
        staff: json(staff),
        // A few lounges are closed (no video room).
        meeting_url: index % 11 === 3 ? null : `https://meet.example/lounge/${slug}`,
        open_from: `${days[0]}T08:00:00Z`,
        open_until: `${days[days.length - 1]}T16:00:00Z`,
      });
    }

    if (account.enable_2d_booth === 1) {
      const kinds = random.shuffle(HOTSPOT_KINDS);
      const hotspots: BoothHotspot[] = Array.from({ length: random.int(3, 6) }, (_, i) => {
        const kind = kinds[i % kinds.length]!;
        const url =
          kind === 'video'
            ? `https://video.example/${slug}/booth.mp4`
            : kind === 'file'
              ? `${website}/files/booth-${i + 1}.pdf`
              : kind === 'link'
                ? website
                : null;
        return {
          Id: i + 1,
          Label: t.english(EXHIBITION_TEXTS.hotspotLabel(kind, i + 1)),
          Kind: kind,
          Url: url,
          X: random.int(5, 95),
          Y: random.int(10, 90),
        };
      });
      seed.booths.push({
        event_id: eventId,
        company_account_id: id,
        background_image_path: `/media/booths/${id}.svg`,
        hotspots: json(hotspots),
      });
    }
  });

  // Symposia: every fifth (by session id) is private, so each sponsor with several is likely to show both.
  sessions
    .filter((session) => session.company_account_id !== null)
    .sort((a, b) => a.id - b.id)
    .forEach((session, index) => seed.symposia.push({ event_id: eventId, session_id: session.id, is_public: index % 5 === 4 ? 0 : 1 }));
  seed.translations = t.entries().map(([resourcename, resourcevalue]) => ({
    event_id: eventId,
    setname: CONTENT_TRANSLATION_SET,
    language: 'de-DE',
    resourcename,
    resourcevalue,
  }));
  return seed;
}

/** ca-0012 and CA-Medi0007 give 12 and 7. */
const drawNumber = (id: string) => Number(id.slice(-4));

/** The event's days (yyyy-mm-dd, UTC), first to last. */
function congressDays(event: EventTable): string[] {
  const days: string[] = [];
  for (let day = event.start_date.slice(0, 10); day <= event.end_date.slice(0, 10);) {
    days.push(day);
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return days;
}

/** ISO without milliseconds, as the programme writes its times. */
function isoZ(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

const TABLES: Record<keyof ExhibitionSeed, keyof Database> = {
  profiles: 'company_profiles',
  files: 'distribution_files',
  products: 'exhibitor_products',
  meetings: 'exhibitor_meetings',
  webcasts: 'exhibitor_webcasts',
  presentations: 'exhibitor_presentations',
  lounges: 'exhibitor_lounges',
  booths: 'exhibitor_booths',
  symposia: 'symposia',
  translations: 'resources',
};
/** Rows per insert: under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 200;

/** Inserts one event's exhibition, and the German of its texts as the event's resource set VMXContent. */
export async function insertExhibition(db: Kysely<Database>, seed: ExhibitionSeed): Promise<void> {
  for (const [key, table] of Object.entries(TABLES) as [keyof ExhibitionSeed, keyof Database][]) {
    const rows = seed[key];
    for (let i = 0; i < rows.length; i += CHUNK)
      await db
        .insertInto(table)
        .values(rows.slice(i, i + CHUNK))
        .execute();
  }
}
