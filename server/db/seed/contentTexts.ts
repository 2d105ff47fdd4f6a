/**
 * The seeded exhibition content in both languages. The exhibition's tables hold one text per field, in
 * English; the German of each seeded string is kept in the event's resource set CONTENT_TRANSLATION_SET
 * (name: the English text, value: the German), and the exhibition routes answer in the asked language
 * through it (server/exhibition/contentLanguage.ts).
 *
 * Ours: the spec gives exhibition content no language of its own (docs/rules/content-areas.md section 7);
 * a German page showing English topics, file labels or lounge texts is a defect, so the seed translates them.
 */
import type { SeedLanguage } from './catalogue';

/** The resource set of content translations: English text to the language's text. */
export const CONTENT_TRANSLATION_SET = 'VMXContent';

/** Fixed seeded words and labels (topics, product categories, file labels, staff roles) and their German. */
export const CONTENT_TEXTS_DE: Readonly<Record<string, string>> = {
  // Therapeutic areas (a company's topics, a product's tags)
  Cardiology: 'Kardiologie',
  Oncology: 'Onkologie',
  Neurology: 'Neurologie',
  Haematology: 'Hämatologie',
  Diabetes: 'Diabetologie',
  Imaging: 'Bildgebung',
  'Digital health': 'Digitale Gesundheit',
  Devices: 'Medizinprodukte',
  Immunology: 'Immunologie',
  Nephrology: 'Nephrologie',
  Pulmonology: 'Pneumologie',
  Dermatology: 'Dermatologie',
  // Product categories
  Diagnostics: 'Diagnostik',
  Therapeutics: 'Therapeutika',
  'Medical devices': 'Medizintechnik',
  Software: 'Software',
  Services: 'Dienstleistungen',
  // Files and the logo grid's PDF button
  'Product brochure': 'Produktbroschüre',
  'Clinical study summary': 'Zusammenfassung der klinischen Studie',
  'Prescribing information': 'Fachinformation',
  'Patient leaflet': 'Patienteninformation',
  Whitepaper: 'Whitepaper',
  'Download our whitepaper': 'Unser Whitepaper herunterladen',
  'Clinical data (PDF)': 'Klinische Daten (PDF)',
  // Lounge staff roles
  'Medical Science Liaison': 'Medical Science Liaison',
  'Product Manager': 'Produktmanager',
  'Key Account Manager': 'Key Account Manager',
  'Medical Director': 'Medizinischer Direktor',
};

/** A seeded text in both languages. */
type Bilingual = Record<SeedLanguage, string>;

/** The German of a fixed seeded word, else the word (names and words German keeps). */
function germanOf(english: string): string {
  return CONTENT_TEXTS_DE[english] ?? english;
}

/** Lists of words in German joined as a sentence would join them ("A, B und C"). */
const LIST_WORDS: Record<SeedLanguage, { and: string }> = { 'en-GB': { and: 'and' }, 'de-DE': { and: 'und' } };

/** The texts an exhibition seed writes from a company's name and topics, in both languages. */
export const EXHIBITION_TEXTS = {
  shortDescription: (name: string, tags: readonly string[]): Bilingual => ({
    'en-GB': `${name}: ${tags.join(', ').toLowerCase()} for hospitals and practices.`,
    'de-DE': `${name}: ${tags.map(germanOf).join(', ')} für Kliniken und Praxen.`,
  }),
  description: (name: string, tags: readonly string[], booths: readonly string[], website: string): Bilingual => ({
    'en-GB': `<p><strong>${name}</strong> develops ${tags.join(` ${LIST_WORDS['en-GB'].and} `).toLowerCase()} solutions.</p><p>Visit us at booth ${booths.join(` ${LIST_WORDS['en-GB'].and} `)} or on <a href="${website}">our website</a>.</p>`,
    'de-DE': `<p><strong>${name}</strong> entwickelt Lösungen für ${tags.map(germanOf).join(` ${LIST_WORDS['de-DE'].and} `)}.</p><p>Besuchen Sie uns an Stand ${booths.join(` ${LIST_WORDS['de-DE'].and} `)} oder auf <a href="${website}">unserer Website</a>.</p>`,
  }),
  productShort: (category: string, area: string): Bilingual => ({
    'en-GB': `${category} for ${area.toLowerCase()}.`,
    'de-DE': `${germanOf(category)} für ${germanOf(area)}.`,
  }),
  productDescription: (category: string, area: string): Bilingual => ({
    'en-GB': `<p>${category} for <strong>${area.toLowerCase()}</strong>.</p>`,
    'de-DE': `<p>${germanOf(category)} für <strong>${germanOf(area)}</strong>.</p>`,
  }),
  meetingTitle: (area: string, name: string): Bilingual => ({
    'en-GB': `Meet the ${area.toLowerCase()} experts of ${name}`,
    'de-DE': `Treffen Sie die Fachleute für ${germanOf(area)} von ${name}`,
  }),
  meetingDescription: (name: string): Bilingual => ({
    'en-GB': `<p>A short meeting with ${name}'s team.</p>`,
    'de-DE': `<p>Ein kurzes Treffen mit dem Team von ${name}.</p>`,
  }),
  webcastTitle: (name: string, area: string): Bilingual => ({
    'en-GB': `${name}: ${area} update`,
    'de-DE': `${name}: Neues aus der ${germanOf(area)}`,
  }),
  webcastDescription: (eventName: string): Bilingual => ({
    'en-GB': `<p>Recorded for ${eventName}.</p>`,
    'de-DE': `<p>Aufgezeichnet für ${eventName}.</p>`,
  }),
  presentationTitle: (area: string): Bilingual => ({
    'en-GB': `${area}: what is new`,
    'de-DE': `${germanOf(area)}: Was gibt es Neues`,
  }),
  loungeTitle: (name: string): Bilingual => ({
    'en-GB': `${name} lounge`,
    'de-DE': `Lounge von ${name}`,
  }),
  loungeWelcome: (name: string): Bilingual => ({
    'en-GB': `<p>Welcome to the lounge of <strong>${name}</strong>!</p><p>Our team is here for you throughout the congress.</p>`,
    'de-DE': `<p>Willkommen in der Lounge von <strong>${name}</strong>!</p><p>Unser Team ist während des Kongresses für Sie da.</p>`,
  }),
  hotspotLabel: (kind: string, position: number): Bilingual => {
    const german: Record<string, string> = { video: 'Video', file: 'Datei', link: 'Link', lounge: 'Lounge', chat: 'Chat' };
    return {
      'en-GB': `${kind[0]!.toUpperCase()}${kind.slice(1)} ${position}`,
      'de-DE': `${german[kind] ?? kind} ${position}`,
    };
  },
};

/**
 * Collects the German of every bilingual text the seed writes in English: the rows of the resource set
 * CONTENT_TRANSLATION_SET. A text the same in both languages needs no row.
 */
export class ContentTranslations {
  private readonly german = new Map<string, string>();

  /** The English text to store; remembers its German. */
  english(text: Bilingual): string {
    if (text['de-DE'] !== text['en-GB']) this.german.set(text['en-GB'], text['de-DE']);
    return text['en-GB'];
  }

  /** A fixed word (a topic, a category, a label): the word; remembers its German. */
  word(english: string): string {
    return this.english({ 'en-GB': english, 'de-DE': germanOf(english) });
  }

  /** The German per English text. */
  entries(): [string, string][] {
    return [...this.german.entries()];
  }
}
