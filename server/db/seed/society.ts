/**
 * The society's own pages of the current edition (ehc2026), in en-GB and de-DE: award winners by category (some
 * of them speakers of the seeded programme, linked to their talk and speaker page), preceptorships (training
 * stays at host centres after the congress, on the seed's calendar) and the world village (national and partner
 * societies). Fixed content, no random draws: the programme's speakers are taken in id order, so the same scale
 * gives the same winners on every machine.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { AwardTable, AwardWinnerTable, PreceptorshipTable, WorldVillageSocietyTable } from '../societyTables';
import type { SeedCalendar } from './dates';
import { DEMO_EVENT_ID } from './identity';

type Language = 'en-GB' | 'de-DE';
const LANGUAGES: readonly Language[] = ['en-GB', 'de-DE'];
type Localised = Record<Language, string>;

const countryName = (code: string, language: Language) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

// ---- awards ----

const CATEGORIES = {
  research: { 'en-GB': 'Research awards', 'de-DE': 'Forschungspreise' },
  education: { 'en-GB': 'Education and care', 'de-DE': 'Lehre und Versorgung' },
  honours: { 'en-GB': 'Honours', 'de-DE': 'Ehrungen' },
} satisfies Record<string, Localised>;
type CategoryKey = keyof typeof CATEGORIES;

interface AwardSeed {
  category: CategoryKey;
  name: Localised;
  description: Localised;
  /** Winners from the programme (their talk is linked), then winners from outside it. */
  programmeWinners: number;
  poster?: boolean;
  external: ExternalWinner[];
  /** The citation of a winner from the programme; {title} is their talk. */
  citation?: Localised;
}

interface ExternalWinner {
  name: string;
  affiliation: string;
  country: string;
  citation: Localised;
}

const AWARDS: AwardSeed[] = [
  {
    category: 'research',
    name: { 'en-GB': 'Young Investigator Award', 'de-DE': 'Nachwuchsforschungspreis' },
    description: {
      'en-GB': 'For researchers under 40 whose work presented at the congress opens a new line of enquiry.',
      'de-DE': 'Für Forschende unter 40, deren auf dem Kongress vorgestellte Arbeit eine neue Forschungsrichtung eröffnet.',
    },
    programmeWinners: 2,
    external: [],
    citation: {
      'en-GB':
        'For a rigorous and original study, presented at EHC 2026 as “{title}”, that the jury found both clinically relevant and elegantly designed.',
      'de-DE':
        'Für eine sorgfältige und originelle Studie, auf dem EHC 2026 vorgestellt als „{title}“, die die Jury als klinisch relevant und elegant angelegt würdigt.',
    },
  },
  {
    category: 'research',
    name: { 'en-GB': 'Best Abstract Award', 'de-DE': 'Preis für das beste Abstract' },
    description: {
      'en-GB': 'The highest-scored abstract of the congress, chosen by the scientific committee.',
      'de-DE': 'Das am besten bewertete Abstract des Kongresses, ausgewählt vom wissenschaftlichen Komitee.',
    },
    programmeWinners: 1,
    external: [],
    citation: {
      'en-GB': 'For the abstract “{title}”, scored highest of all submissions by the scientific committee.',
      'de-DE': 'Für das Abstract „{title}“, vom wissenschaftlichen Komitee als bestes aller Einreichungen bewertet.',
    },
  },
  {
    category: 'research',
    name: { 'en-GB': 'Best Poster Award', 'de-DE': 'Posterpreis' },
    description: {
      'en-GB': 'For the poster that communicated its findings most clearly in the e-poster exhibition.',
      'de-DE': 'Für das Poster, das seine Ergebnisse in der E-Poster-Ausstellung am klarsten vermittelt hat.',
    },
    programmeWinners: 1,
    poster: true,
    external: [],
    citation: {
      'en-GB': 'For the poster “{title}”: clear, honest about its limits and a pleasure to read.',
      'de-DE': 'Für das Poster „{title}“: klar, ehrlich in seinen Grenzen und ein Vergnügen zu lesen.',
    },
  },
  {
    category: 'education',
    name: { 'en-GB': 'Teaching Excellence Award', 'de-DE': 'Preis für exzellente Lehre' },
    description: {
      'en-GB': 'For a teacher whose courses have shaped a generation of clinicians.',
      'de-DE': 'Für eine Lehrperson, deren Kurse eine Generation von Ärztinnen und Ärzten geprägt haben.',
    },
    programmeWinners: 0,
    external: [
      {
        name: 'Prof. Dr. Ingrid Halvorsen',
        affiliation: 'Faculty of Medicine, University of Bergen',
        country: 'NO',
        citation: {
          'en-GB':
            'For twenty years of case-based teaching in internal medicine and the open course material she shares with every medical school that asks.',
          'de-DE':
            'Für zwanzig Jahre fallbasierte Lehre in der Inneren Medizin und das offene Kursmaterial, das sie mit jeder medizinischen Fakultät teilt, die danach fragt.',
        },
      },
    ],
  },
  {
    category: 'education',
    name: { 'en-GB': 'Nursing and Allied Health Award', 'de-DE': 'Preis für Pflege und Gesundheitsfachberufe' },
    description: {
      'en-GB': 'For a nurse or allied health professional who improved the care of patients across Europe.',
      'de-DE': 'Für eine Pflegefachperson oder eine Fachkraft der Gesundheitsfachberufe, die die Versorgung in Europa verbessert hat.',
    },
    programmeWinners: 0,
    external: [
      {
        name: 'Marta Oliveira, RN, MSc',
        affiliation: 'Centro Hospitalar Universitário de Lisboa Central',
        country: 'PT',
        citation: {
          'en-GB': 'For the nurse-led heart failure clinic model now running in eleven hospitals, which halved readmissions within a year.',
          'de-DE':
            'Für das pflegegeleitete Herzinsuffizienz-Ambulanzmodell, das heute in elf Kliniken läuft und die Wiederaufnahmen binnen eines Jahres halbierte.',
        },
      },
    ],
  },
  {
    category: 'honours',
    name: { 'en-GB': 'Lifetime Achievement Award', 'de-DE': 'Preis für das Lebenswerk' },
    description: {
      'en-GB': 'The society’s highest honour, presented at the opening ceremony.',
      'de-DE': 'Die höchste Auszeichnung der Gesellschaft, verliehen bei der Eröffnungsfeier.',
    },
    programmeWinners: 1,
    external: [],
    citation: {
      'en-GB': 'For a lifetime of research, mentoring and service to the society; this year’s award lecture is “{title}”.',
      'de-DE':
        'Für ein Lebenswerk in Forschung, Förderung des Nachwuchses und Dienst an der Gesellschaft; die diesjährige Preisvorlesung heißt „{title}“.',
    },
  },
  {
    category: 'honours',
    name: { 'en-GB': 'Honorary Membership', 'de-DE': 'Ehrenmitgliedschaft' },
    description: {
      'en-GB': 'Given to those who served the society and its members with distinction.',
      'de-DE':
        'Verliehen an Persönlichkeiten, die sich in besonderer Weise um die Gesellschaft und ihre Mitglieder verdient gemacht haben.',
    },
    programmeWinners: 0,
    external: [
      {
        name: 'Prof. Dr. Jean-Luc Moreau',
        affiliation: 'Hôpital Européen Georges-Pompidou, Paris',
        country: 'FR',
        citation: {
          'en-GB': 'For eight years as treasurer and the fellowship fund he founded, which has sent 240 young doctors abroad.',
          'de-DE':
            'Für acht Jahre als Schatzmeister und den von ihm gegründeten Stipendienfonds, der 240 junge Ärztinnen und Ärzte ins Ausland geschickt hat.',
        },
      },
      {
        name: 'Dr. Aleksandra Nowak',
        affiliation: 'Medical University of Warsaw',
        country: 'PL',
        citation: {
          'en-GB': 'For building the society’s guideline programme in Central and Eastern Europe.',
          'de-DE': 'Für den Aufbau des Leitlinienprogramms der Gesellschaft in Mittel- und Osteuropa.',
        },
      },
    ],
  },
  {
    category: 'honours',
    name: { 'en-GB': 'Gold Medal', 'de-DE': 'Goldmedaille' },
    description: {
      'en-GB': 'For a contribution to medicine that changed practice.',
      'de-DE': 'Für einen Beitrag zur Medizin, der die klinische Praxis verändert hat.',
    },
    programmeWinners: 1,
    external: [],
    citation: {
      'en-GB': 'For work that changed how we treat our patients, presented again this year as “{title}”.',
      'de-DE':
        'Für Arbeiten, die die Behandlung unserer Patientinnen und Patienten verändert haben, in diesem Jahr erneut vorgestellt als „{title}“.',
    },
  },
];

/** The talks of the opening sessions, which are for ticket holders: no winner is linked to them. */
const FIRST_SESSIONS_TALKS = 20;

interface ProgrammeWinner {
  presentationId: number;
  title: string;
  speakerId: number;
  name: string;
  affiliation: string;
  country: string;
}

/** Speakers of the programme with a talk (or a poster), one talk each, in id order. */
async function programmeWinners(trx: Transaction<Database>, poster: boolean): Promise<ProgrammeWinner[]> {
  const rows = await trx
    .selectFrom('programme_presentations as p')
    .innerJoin('programme_authors as a', (join) => join.onRef('a.event_id', '=', 'p.event_id').onRef('a.id', '=', 'p.speaker_id'))
    .select(['p.id', 'p.title', 'a.id as author_id', 'a.title as academic', 'a.firstname', 'a.surname', 'a.affiliation', 'a.country'])
    .innerJoin('programme_sessions as s', (join) => join.onRef('s.event_id', '=', 'p.event_id').onRef('s.id', '=', 'p.session_id'))
    .where('p.event_id', '=', DEMO_EVENT_ID)
    .where('p.is_poster', '=', poster ? 1 : 0)
    // Scientific talks only: an industry session's content, like the opening sessions' (the first ones), is for
    // ticket holders, and a visitor's link to it would end at "not in the programme".
    .where('s.company_account_id', 'is', null)
    .where('s.hide_on_scheduler', '=', 0)
    .orderBy('p.id')
    .execute();
  const seen = new Set<number>();
  const winners: ProgrammeWinner[] = [];
  // Every seventh talk, so that the winners come from different sessions and days.
  rows.forEach((row, index) => {
    if (index < FIRST_SESSIONS_TALKS || index % 7 !== 3 || seen.has(row.author_id)) return;
    seen.add(row.author_id);
    winners.push({
      presentationId: row.id,
      title: row.title,
      speakerId: row.author_id,
      name: [row.academic, row.firstname, row.surname].filter(Boolean).join(' '),
      affiliation: row.affiliation,
      country: row.country,
    });
  });
  return winners;
}

/** ISO codes by their English names: the programme writes countries by name, in English. */
let codesByEnglishName: Map<string, string> | null = null;
function codeOfEnglishName(name: string): string | null {
  if (!codesByEnglishName) {
    codesByEnglishName = new Map();
    const english = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const found = english.of(code);
        if (found) codesByEnglishName.set(found, code);
      }
  }
  return codesByEnglishName.get(name) ?? null;
}

/** A country as the programme writes it (a name in English) or an ISO code, named in the language. */
function countryOf(value: string, language: Language): string {
  const code = /^[A-Z]{2}$/.test(value) ? value : codeOfEnglishName(value);
  return code ? countryName(code, language) : value;
}

async function awardRows(trx: Transaction<Database>): Promise<{ awards: AwardTable[]; winners: AwardWinnerTable[] }> {
  const talks = await programmeWinners(trx, false);
  const posters = await programmeWinners(trx, true);
  const categoryKeys = Object.keys(CATEGORIES) as CategoryKey[];
  const awards: AwardTable[] = [];
  const winners: AwardWinnerTable[] = [];
  let winnerId = 1;
  AWARDS.forEach((award, index) => {
    const id = index + 1;
    for (const language of LANGUAGES)
      awards.push({
        event_id: DEMO_EVENT_ID,
        id,
        language,
        category_key: award.category,
        category_name: CATEGORIES[award.category][language],
        category_position: categoryKeys.indexOf(award.category),
        position: index,
        name: award.name[language],
        description: award.description[language],
      });
    const fromProgramme = (award.poster ? posters : talks).splice(0, award.programmeWinners);
    let position = 0;
    for (const winner of fromProgramme) {
      for (const language of LANGUAGES)
        winners.push({
          event_id: DEMO_EVENT_ID,
          id: winnerId,
          award_id: id,
          language,
          position,
          name: winner.name,
          affiliation: winner.affiliation,
          country: countryOf(winner.country, language),
          citation: (award.citation?.[language] ?? '').replace('{title}', winner.title),
          photo_path: null,
          presentation_id: winner.presentationId,
          speaker_id: winner.speakerId,
        });
      winnerId++;
      position++;
    }
    for (const winner of award.external) {
      for (const language of LANGUAGES)
        winners.push({
          event_id: DEMO_EVENT_ID,
          id: winnerId,
          award_id: id,
          language,
          position,
          name: winner.name,
          affiliation: winner.affiliation,
          country: countryName(winner.country, language),
          citation: winner.citation[language],
          photo_path: null,
          presentation_id: null,
          speaker_id: null,
        });
      winnerId++;
      position++;
    }
  });
  return { awards, winners };
}

// ---- preceptorships ----

const TOPICS = {
  cardiology: { 'en-GB': 'Cardiology', 'de-DE': 'Kardiologie' },
  nephrology: { 'en-GB': 'Nephrology', 'de-DE': 'Nephrologie' },
  oncology: { 'en-GB': 'Oncology', 'de-DE': 'Onkologie' },
  imaging: { 'en-GB': 'Imaging', 'de-DE': 'Bildgebung' },
} satisfies Record<string, Localised>;

interface PreceptorshipSeed {
  title: Localised;
  topic: keyof typeof TOPICS;
  hostCentre: string;
  city: Localised;
  country: string;
  /** On the fixed calendar (the congress is 10 to 13 June 2026); moved with it. */
  start: string;
  end: string;
  places: number;
  deadline: string | null;
  description: Localised;
  applyUrl: string | null;
  applyEmail: string | null;
}

const PRECEPTORSHIPS: PreceptorshipSeed[] = [
  {
    title: { 'en-GB': 'Heart failure clinic in practice', 'de-DE': 'Herzinsuffizienz-Ambulanz in der Praxis' },
    topic: 'cardiology',
    hostCentre: 'Charité – Universitätsmedizin Berlin',
    city: { 'en-GB': 'Berlin', 'de-DE': 'Berlin' },
    country: 'DE',
    start: '2026-09-14',
    end: '2026-09-18',
    places: 6,
    deadline: '2026-07-31',
    description: {
      'en-GB':
        '<p>Five days in a nurse-led heart failure clinic: titration of guideline therapy, remote monitoring and the multidisciplinary team meeting.</p><ul><li>Daily clinic with the team</li><li>Case discussions</li><li>A certificate of attendance (30 CME credits)</li></ul>',
      'de-DE':
        '<p>Fünf Tage in einer pflegegeleiteten Herzinsuffizienz-Ambulanz: Auftitrieren der leitliniengerechten Therapie, Telemonitoring und die interdisziplinäre Fallkonferenz.</p><ul><li>Tägliche Sprechstunde mit dem Team</li><li>Fallbesprechungen</li><li>Teilnahmebescheinigung (30 CME-Punkte)</li></ul>',
    },
    applyUrl: 'https://example.org/ehs/preceptorships/heart-failure-berlin',
    applyEmail: null,
  },
  {
    title: { 'en-GB': 'Interventional cardiology: complex PCI', 'de-DE': 'Interventionelle Kardiologie: komplexe PCI' },
    topic: 'cardiology',
    hostCentre: 'Hospital Clínic de Barcelona',
    city: { 'en-GB': 'Barcelona', 'de-DE': 'Barcelona' },
    country: 'ES',
    start: '2026-10-05',
    end: '2026-10-16',
    places: 4,
    deadline: '2026-08-15',
    description: {
      'en-GB':
        '<p>Two weeks in the catheterisation laboratory with hands-on simulator training and supervised cases in chronic total occlusion and left main disease.</p>',
      'de-DE':
        '<p>Zwei Wochen im Herzkatheterlabor mit Simulatortraining und betreuten Eingriffen bei chronischen Totalverschlüssen und Hauptstammstenosen.</p>',
    },
    applyUrl: 'https://example.org/ehs/preceptorships/complex-pci-barcelona',
    applyEmail: 'preceptorships@example.org',
  },
  {
    title: { 'en-GB': 'Home dialysis programme', 'de-DE': 'Heimdialyse-Programm' },
    topic: 'nephrology',
    hostCentre: 'Leiden University Medical Center',
    city: { 'en-GB': 'Leiden', 'de-DE': 'Leiden' },
    country: 'NL',
    start: '2026-11-02',
    end: '2026-11-06',
    places: 8,
    deadline: '2026-09-30',
    description: {
      'en-GB':
        '<p>How to set up and run a home haemodialysis and peritoneal dialysis programme: patient selection, training, logistics and outcomes.</p>',
      'de-DE':
        '<p>Aufbau und Betrieb eines Programms für Heimhämodialyse und Peritonealdialyse: Patientenauswahl, Schulung, Logistik und Ergebnisse.</p>',
    },
    applyUrl: null,
    applyEmail: 'home-dialysis@example.org',
  },
  {
    title: {
      'en-GB': 'Kidney transplantation: from work-up to follow-up',
      'de-DE': 'Nierentransplantation: von der Evaluation bis zur Nachsorge',
    },
    topic: 'nephrology',
    hostCentre: 'Medizinische Universität Wien',
    city: { 'en-GB': 'Vienna', 'de-DE': 'Wien' },
    country: 'AT',
    start: '2027-01-18',
    end: '2027-01-29',
    places: 5,
    deadline: '2026-11-30',
    description: {
      'en-GB':
        '<p>Two weeks with the transplant team: donor and recipient work-up, immunosuppression and the long-term follow-up clinic.</p>',
      'de-DE':
        '<p>Zwei Wochen mit dem Transplantationsteam: Evaluation von Spendern und Empfängern, Immunsuppression und die Langzeitnachsorge.</p>',
    },
    applyUrl: 'https://example.org/ehs/preceptorships/transplant-vienna',
    applyEmail: null,
  },
  {
    title: { 'en-GB': 'Cardio-oncology clinic', 'de-DE': 'Kardio-onkologische Sprechstunde' },
    topic: 'oncology',
    hostCentre: 'Royal Marsden Hospital',
    city: { 'en-GB': 'London', 'de-DE': 'London' },
    country: 'GB',
    start: '2026-09-28',
    end: '2026-10-02',
    places: 6,
    deadline: '2026-08-01',
    description: {
      'en-GB':
        '<p>Baseline risk assessment, surveillance during cardiotoxic therapy and the management of cardiovascular complications of cancer treatment.</p>',
      'de-DE':
        '<p>Risikoeinschätzung vor Therapiebeginn, Überwachung während kardiotoxischer Therapie und die Behandlung kardiovaskulärer Komplikationen der Krebstherapie.</p>',
    },
    applyUrl: 'https://example.org/ehs/preceptorships/cardio-oncology-london',
    applyEmail: null,
  },
  {
    title: { 'en-GB': 'Cardiac MRI reporting', 'de-DE': 'Befundung der Kardio-MRT' },
    topic: 'imaging',
    hostCentre: 'Policlinico Universitario A. Gemelli',
    city: { 'en-GB': 'Rome', 'de-DE': 'Rom' },
    country: 'IT',
    start: '2027-02-08',
    end: '2027-02-12',
    places: 10,
    deadline: null,
    description: {
      'en-GB':
        '<p>Reporting side by side with the imaging team: 150 supervised cases across cardiomyopathies, ischaemia and congenital heart disease.</p>',
      'de-DE':
        '<p>Befundung Seite an Seite mit dem Bildgebungsteam: 150 betreute Fälle zu Kardiomyopathien, Ischämie und angeborenen Herzfehlern.</p>',
    },
    applyUrl: null,
    applyEmail: 'cmr-rome@example.org',
  },
];

/** A calendar date moved with the congress (whole days). */
function movedDate(date: string, calendar: SeedCalendar): string {
  return calendar.instant(`${date}T12:00:00Z`).slice(0, 10);
}

function preceptorshipRows(calendar: SeedCalendar): PreceptorshipTable[] {
  return PRECEPTORSHIPS.flatMap((seed, index) =>
    LANGUAGES.map((language) => ({
      event_id: DEMO_EVENT_ID,
      id: index + 1,
      language,
      position: index,
      title: seed.title[language],
      topic: seed.topic,
      topic_name: TOPICS[seed.topic][language],
      host_centre: seed.hostCentre,
      city: seed.city[language],
      country: seed.country,
      country_name: countryName(seed.country, language),
      start_date: movedDate(seed.start, calendar),
      end_date: movedDate(seed.end, calendar),
      places: seed.places,
      deadline: seed.deadline === null ? null : movedDate(seed.deadline, calendar),
      description: seed.description[language],
      apply_url: seed.applyUrl,
      apply_email: seed.applyEmail,
    })),
  );
}

// ---- the world village ----

interface SocietySeed {
  name: string;
  acronym: string;
  kind: 'National' | 'Partner';
  country: string | null;
  founded: number;
  members: number;
  focus: Localised;
  tags: string[];
  phone: string | null;
  address: string | null;
}

const SOCIETIES: SocietySeed[] = [
  national(
    'German Society of Internal Medicine',
    'GSIM',
    'DE',
    1882,
    28_000,
    'internal medicine',
    'Innere Medizin',
    '+49 30 1234 5670',
    'Invalidenstraße 1, 10115 Berlin',
  ),
  national(
    'British Society for Clinical Medicine',
    'BSCM',
    'GB',
    1907,
    14_500,
    'clinical medicine',
    'klinische Medizin',
    '+44 20 7946 0000',
    '12 Harley Street, London W1G 9PG',
  ),
  national(
    'French Society of Cardiology and Vascular Medicine',
    'FSCV',
    'FR',
    1937,
    9_200,
    'cardiology',
    'Kardiologie',
    '+33 1 23 45 67 89',
    '5 rue des Colonnes du Trône, 75012 Paris',
  ),
  national(
    'Italian Society of Nephrology',
    'ISN-IT',
    'IT',
    1957,
    4_100,
    'nephrology',
    'Nephrologie',
    '+39 06 1234 5678',
    'Via Nomentana 1, 00161 Roma',
  ),
  national(
    'Spanish Society of Internal Medicine',
    'SSIM',
    'ES',
    1952,
    7_800,
    'internal medicine',
    'Innere Medizin',
    '+34 91 123 45 67',
    'Calle de Serrano 1, 28001 Madrid',
  ),
  national(
    'Netherlands Society of Clinical Medicine',
    'NSCM',
    'NL',
    1923,
    3_600,
    'clinical medicine',
    'klinische Medizin',
    '+31 20 123 4567',
    'Mercatorlaan 1, 3528 BL Utrecht',
  ),
  national(
    'Austrian Society of Cardiology',
    'ASC',
    'AT',
    1968,
    2_400,
    'cardiology',
    'Kardiologie',
    '+43 1 405 1234',
    'Alser Straße 4, 1090 Wien',
  ),
  national(
    'Swiss Society of General Internal Medicine',
    'SSGIM',
    'CH',
    2016,
    6_900,
    'general internal medicine',
    'Allgemeine Innere Medizin',
    '+41 31 123 45 67',
    'Monbijoustrasse 43, 3011 Bern',
  ),
  national(
    'Polish Society of Internal Medicine',
    'PSIM',
    'PL',
    1906,
    5_300,
    'internal medicine',
    'Innere Medizin',
    '+48 22 123 45 67',
    'ul. Koszykowa 1, 00-001 Warszawa',
  ),
  national(
    'Swedish Society of Medicine',
    'SSM',
    'SE',
    1808,
    20_000,
    'all of medicine',
    'die gesamte Medizin',
    '+46 8 440 8800',
    'Klara Östra Kyrkogata 10, 111 52 Stockholm',
  ),
  national(
    'Portuguese Society of Cardiology',
    'PSC',
    'PT',
    1949,
    1_900,
    'cardiology',
    'Kardiologie',
    '+351 21 123 4567',
    'Campo Grande 28, 1700-093 Lisboa',
  ),
  national(
    'Hellenic Society of Nephrology',
    'HSN',
    'GR',
    1970,
    1_100,
    'nephrology',
    'Nephrologie',
    '+30 21 0123 4567',
    'Vasilissis Sofias 1, 106 74 Athina',
  ),
  partner('European Patients’ Health Forum', 'EPHF', 1996, 78, 'patient organisations', 'Patientenorganisationen', [
    'patients',
    'advocacy',
  ]),
  partner('European Federation of Nurses in Cardiology and Nephrology', 'EFNCN', 2004, 31, 'nursing associations', 'Pflegeverbände', [
    'nursing',
    'education',
  ]),
  partner(
    'International Young Physicians Network',
    'IYPN',
    2011,
    52,
    'young doctors’ groups',
    'Nachwuchsgruppen junger Ärztinnen und Ärzte',
    ['young physicians', 'mentoring'],
  ),
];

function national(
  name: string,
  acronym: string,
  country: string,
  founded: number,
  members: number,
  focusEn: string,
  focusDe: string,
  phone: string,
  address: string,
): SocietySeed {
  return {
    name,
    acronym,
    kind: 'National',
    country,
    founded,
    members,
    focus: { 'en-GB': focusEn, 'de-DE': focusDe },
    tags: [focusEn],
    phone,
    address,
  };
}

function partner(
  name: string,
  acronym: string,
  founded: number,
  members: number,
  focusEn: string,
  focusDe: string,
  tags: string[],
): SocietySeed {
  return {
    name,
    acronym,
    kind: 'Partner',
    country: null,
    founded,
    members,
    focus: { 'en-GB': focusEn, 'de-DE': focusDe },
    tags,
    phone: null,
    address: null,
  };
}

const slug = (acronym: string) => acronym.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function societyTexts(
  seed: SocietySeed,
  language: Language,
): { summary: string; description: string; links: { Label: string; Url: string }[] } {
  const members = seed.members.toLocaleString(language);
  const site = `https://${slug(seed.acronym)}.example.org`;
  if (language === 'de-DE') {
    const who =
      seed.kind === 'National'
        ? `Die Fachgesellschaft für ${seed.focus[language]} in ${countryName(seed.country!, language)}`
        : `Ein internationaler Zusammenschluss von ${seed.focus[language]}`;
    return {
      summary: `${who}, gegründet ${seed.founded}, mit ${members} ${seed.kind === 'National' ? 'Mitgliedern' : 'Mitgliedsorganisationen'}.`,
      description:
        `<p>${who}. Seit ${seed.founded} verbindet die ${seed.acronym} Klinik, Forschung und Lehre und ist Partnerin der European Health Society.</p>` +
        `<p>Im World Village stellt sie ihre Arbeit vor: Leitlinien, Fortbildungen, Stipendien und gemeinsame Sitzungen auf dem EHC 2026.</p>` +
        `<ul><li>${members} ${seed.kind === 'National' ? 'Mitglieder' : 'Mitgliedsorganisationen'}</li><li>Gemeinsame Sitzung mit der EHS am Kongressdonnerstag</li></ul>`,
      links: [
        { Label: 'Website', Url: site },
        { Label: 'Mitglied werden', Url: `${site}/mitgliedschaft` },
        { Label: 'Veranstaltungen', Url: `${site}/veranstaltungen` },
      ],
    };
  }
  const who =
    seed.kind === 'National'
      ? `The society for ${seed.focus[language]} in ${countryName(seed.country!, language)}`
      : `An international alliance of ${seed.focus[language]}`;
  return {
    summary: `${who}, founded in ${seed.founded}, with ${members} ${seed.kind === 'National' ? 'members' : 'member organisations'}.`,
    description:
      `<p>${who}. Since ${seed.founded} the ${seed.acronym} has brought together clinical care, research and teaching, and it is a partner of the European Health Society.</p>` +
      `<p>In the world village it presents its work: guidelines, courses, fellowships and joint sessions at EHC 2026.</p>` +
      `<ul><li>${members} ${seed.kind === 'National' ? 'members' : 'member organisations'}</li><li>Joint session with the EHS on the congress Thursday</li></ul>`,
    links: [
      { Label: 'Website', Url: site },
      { Label: 'Become a member', Url: `${site}/membership` },
      { Label: 'Events', Url: `${site}/events` },
    ],
  };
}

function societyRows(): WorldVillageSocietyTable[] {
  return SOCIETIES.flatMap((seed, index) =>
    LANGUAGES.map((language) => {
      const texts = societyTexts(seed, language);
      return {
        event_id: DEMO_EVENT_ID,
        id: index + 1,
        language,
        position: index,
        kind: seed.kind,
        name: seed.name,
        acronym: seed.acronym,
        country: seed.country,
        country_name: seed.country === null ? null : countryName(seed.country, language),
        summary: texts.summary,
        description: texts.description,
        website: `https://${slug(seed.acronym)}.example.org`,
        email: `office@${slug(seed.acronym)}.example.org`,
        phone: seed.phone,
        address: seed.address,
        links: JSON.stringify(texts.links),
        tags: JSON.stringify([...seed.tags, seed.acronym]),
      };
    }),
  );
}

/** Seeds the three pages of the current edition; runs after its programme is in (the winners link to it). */
export async function seedSocietyPages(trx: Transaction<Database>, input: { calendar: SeedCalendar }): Promise<void> {
  const { awards, winners } = await awardRows(trx);
  await trx.insertInto('awards').values(awards).execute();
  if (winners.length > 0) await trx.insertInto('award_winners').values(winners).execute();
  await trx.insertInto('preceptorships').values(preceptorshipRows(input.calendar)).execute();
  await trx.insertInto('world_village_societies').values(societyRows()).execute();
}
