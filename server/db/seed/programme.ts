/**
 * The congress programme of an event (docs/rules/content-areas.md sections 3 and 7, "Programme"): days of time
 * slots in rooms, filled with sessions of realistic types, their talks, posters and abstracts, chairs
 * and speakers, and industry symposia of the event's sponsoring companies. Everything is composed from
 * word lists with the event's own random stream, so the same scale gives the same programme everywhere.
 *
 * Session-type and group names exist in en-GB and de-DE; titles of sessions, talks and abstracts are
 * English in both languages, as at the international congresses the demo imitates.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  CompanyAccountTable,
  Database,
  ProgrammeAbstractAuthorTable,
  ProgrammeAbstractTable,
  ProgrammeAuthorTable,
  ProgrammeGroupTable,
  ProgrammePresentationTable,
  ProgrammeRoomTable,
  ProgrammeSessionChairTable,
  ProgrammeSessionGroupTable,
  ProgrammeSessionTable,
  ProgrammeSessionTypeTable,
  ProgrammeVersionTable,
} from '../schema';
import type { EventSeed, SeedLanguage } from './catalogue';
import type { Random } from './prng';
import { zoneOffsetMs } from './zone';

/** How big a programme to draw: about this many sessions, exactly this many presentations and authors. */
export interface ProgrammeScale {
  sessions: number;
  presentations: number;
  speakers: number;
}

/** Ids start at different bases per record kind, so a session id is never mistaken for a presentation id. */
export const PROGRAMME_ID_BASES = { session: 10_000, presentation: 100_000, author: 500_000, abstract: 800_000 } as const;

/** The congress days: local times in the event's time zone. The third slot is the lunch break (industry symposia, posters). */
export const SLOTS: readonly (readonly [string, string])[] = [
  ['08:30', '10:00'],
  ['10:30', '12:00'],
  ['12:15', '13:15'],
  ['13:30', '15:00'],
  ['15:30', '17:00'],
  ['17:15', '18:15'],
];
const LUNCH_SLOT = 2;
const DEMO_ROOMS = [
  'Hall A – Plenary',
  'Hall B',
  'Room Berlin',
  'Room Vienna',
  'Room Zurich',
  'Room Amsterdam',
  'Industry Forum',
  'Poster Area',
];
/** Room indexes: the first two demo rooms keep their place at every scale. */
const PLENARY_ROOM = 0;
const SECOND_HALL = 1;

type TypeKey =
  'opening' | 'plenary' | 'symposium' | 'oral' | 'debate' | 'course' | 'expert' | 'industry' | 'poster' | 'eposter' | 'assembly';
interface SessionTypeSeed {
  key: TypeKey;
  name: Record<SeedLanguage, string>;
  poster: boolean;
  /** Poster walls and the general assembly are listed, but not placed on the scheduler grid. */
  hideOnScheduler: boolean;
  grade: string;
  color: string;
  /** How many talks a session of this type has (posters get theirs from what is left). */
  talks: readonly [number, number];
}

const t = (
  key: TypeKey,
  en: string,
  de: string,
  color: string,
  talks: readonly [number, number],
  options: Partial<Pick<SessionTypeSeed, 'poster' | 'hideOnScheduler' | 'grade'>> = {},
): SessionTypeSeed => ({
  key,
  name: { 'en-GB': en, 'de-DE': de },
  poster: options.poster ?? false,
  hideOnScheduler: options.hideOnScheduler ?? false,
  grade: options.grade ?? 'Scientific',
  color,
  talks,
});

const SESSION_TYPES: readonly SessionTypeSeed[] = [
  t('opening', 'Opening ceremony', 'Eröffnungsveranstaltung', '#7a1f3d', [2, 2]),
  t('plenary', 'Plenary session', 'Plenarsitzung', '#1f4e79', [2, 2]),
  t('symposium', 'Symposium', 'Symposium', '#2e75b6', [4, 5]),
  t('oral', 'Oral abstract session', 'Abstract-Vortragssitzung', '#548235', [5, 6]),
  t('debate', 'Debate', 'Pro-und-Kontra-Debatte', '#bf8f00', [3, 3]),
  t('course', 'Educational course', 'Fortbildungskurs', '#7030a0', [3, 3], { grade: 'Educational' }),
  t('expert', 'Meet the expert', 'Expertengespräch', '#c55a11', [1, 1], { grade: 'Educational' }),
  t('industry', 'Industry symposium', 'Industriesymposium', '#404040', [3, 3], { grade: 'Industry' }),
  t('poster', 'Poster session', 'Postersitzung', '#00838f', [0, 0], { poster: true }),
  t('eposter', 'E-poster viewing', 'E-Poster-Ausstellung', '#4dd0e1', [0, 0], { poster: true, hideOnScheduler: true }),
  t('assembly', 'General assembly', 'Mitgliederversammlung', '#7f7f7f', [0, 0], { hideOnScheduler: true, grade: 'Society' }),
];
const TYPE_INDEX = new Map(SESSION_TYPES.map((type, index) => [type.key, index]));

interface GroupSeed {
  name: Record<SeedLanguage, string>;
  conditions: readonly string[];
  interventions: readonly string[];
  topics: readonly string[];
}

const GROUPS: readonly GroupSeed[] = [
  {
    name: { 'en-GB': 'Cardiology', 'de-DE': 'Kardiologie' },
    conditions: [
      'heart failure with preserved ejection fraction',
      'atrial fibrillation',
      'resistant hypertension',
      'acute coronary syndrome',
      'aortic stenosis',
    ],
    interventions: [
      'SGLT2 inhibitors',
      'catheter ablation',
      'renal denervation',
      'transcatheter aortic valve implantation',
      'early invasive strategy',
    ],
    topics: ['cardiac imaging', 'heart failure management', 'anticoagulation in older adults', 'cardio-oncology', 'preventive cardiology'],
  },
  {
    name: { 'en-GB': 'Oncology', 'de-DE': 'Onkologie' },
    conditions: ['non-small-cell lung cancer', 'early breast cancer', 'metastatic colorectal cancer', 'melanoma', 'prostate cancer'],
    interventions: [
      'immune checkpoint inhibitors',
      'neoadjuvant chemotherapy',
      'liquid biopsy-guided therapy',
      'stereotactic radiotherapy',
      'CAR-T cell therapy',
    ],
    topics: [
      'precision oncology',
      'cancer survivorship',
      'immunotherapy toxicity',
      'cancer screening programmes',
      'palliative care in oncology',
    ],
  },
  {
    name: { 'en-GB': 'Neurology', 'de-DE': 'Neurologie' },
    conditions: ['acute ischaemic stroke', 'multiple sclerosis', "Parkinson's disease", 'migraine', 'early Alzheimer’s disease'],
    interventions: [
      'mechanical thrombectomy',
      'anti-CD20 therapy',
      'deep brain stimulation',
      'CGRP monoclonal antibodies',
      'anti-amyloid antibodies',
    ],
    topics: ['stroke systems of care', 'neuroinflammation', 'movement disorders', 'headache medicine', 'dementia diagnostics'],
  },
  {
    name: { 'en-GB': 'Infectious diseases', 'de-DE': 'Infektionskrankheiten' },
    conditions: ['sepsis', 'community-acquired pneumonia', 'HIV infection', 'Clostridioides difficile infection', 'long COVID'],
    interventions: [
      'antimicrobial stewardship',
      'long-acting antiretroviral therapy',
      'procalcitonin-guided antibiotic therapy',
      'faecal microbiota transplantation',
      'RSV vaccination',
    ],
    topics: ['antimicrobial resistance', 'vaccination strategies', 'hospital infection control', 'emerging infections', 'travel medicine'],
  },
  {
    name: { 'en-GB': 'Diabetes and endocrinology', 'de-DE': 'Diabetologie und Endokrinologie' },
    conditions: ['type 2 diabetes', 'type 1 diabetes', 'obesity', 'thyroid nodules', 'osteoporosis'],
    interventions: [
      'GLP-1 receptor agonists',
      'continuous glucose monitoring',
      'automated insulin delivery',
      'bariatric surgery',
      'denosumab',
    ],
    topics: ['diabetes technology', 'obesity pharmacotherapy', 'diabetic kidney disease', 'thyroid disorders', 'bone health'],
  },
  {
    name: { 'en-GB': 'Public health', 'de-DE': 'Öffentliche Gesundheit' },
    conditions: ['tobacco use', 'physical inactivity', 'health inequalities', 'heat-related illness', 'vaccine hesitancy'],
    interventions: [
      'sugar taxes',
      'school-based prevention programmes',
      'community health workers',
      'heat action plans',
      'text-message reminders',
    ],
    topics: [
      'climate change and health',
      'social determinants of health',
      'health policy',
      'prevention in primary care',
      'health literacy',
    ],
  },
  {
    name: { 'en-GB': 'Digital health', 'de-DE': 'Digitale Gesundheit' },
    conditions: ['chronic heart failure', 'depression', 'type 2 diabetes', 'chronic obstructive pulmonary disease', 'hypertension'],
    interventions: ['telemonitoring', 'digital therapeutics', 'AI-assisted triage', 'wearable sensors', 'electronic patient records'],
    topics: [
      'artificial intelligence in medicine',
      'telemedicine',
      'health data interoperability',
      'digital therapeutics',
      'cybersecurity in hospitals',
    ],
  },
  {
    name: { 'en-GB': 'Paediatrics', 'de-DE': 'Pädiatrie' },
    conditions: ['bronchiolitis', 'childhood obesity', 'paediatric asthma', 'neonatal sepsis', 'ADHD'],
    interventions: [
      'high-flow nasal cannula therapy',
      'family-based lifestyle intervention',
      'biologics',
      'early antibiotic therapy',
      'parent training',
    ],
    topics: ['neonatology', 'adolescent health', 'paediatric emergency medicine', 'child development', 'vaccination in childhood'],
  },
  {
    name: { 'en-GB': 'Geriatrics', 'de-DE': 'Geriatrie' },
    conditions: ['frailty', 'delirium', 'falls', 'polypharmacy', 'sarcopenia'],
    interventions: [
      'comprehensive geriatric assessment',
      'deprescribing',
      'resistance training',
      'multicomponent delirium prevention',
      'hospital-at-home care',
    ],
    topics: ['healthy ageing', 'geriatric oncology', 'care of older adults in hospital', 'dementia care', 'rehabilitation'],
  },
  {
    name: { 'en-GB': 'Pulmonology', 'de-DE': 'Pneumologie' },
    conditions: ['COPD', 'severe asthma', 'idiopathic pulmonary fibrosis', 'obstructive sleep apnoea', 'pulmonary embolism'],
    interventions: ['triple inhaled therapy', 'anti-IL-5 biologics', 'antifibrotic therapy', 'CPAP therapy', 'direct oral anticoagulants'],
    topics: ['interstitial lung disease', 'sleep medicine', 'pulmonary rehabilitation', 'lung cancer screening', 'respiratory infections'],
  },
  {
    name: { 'en-GB': 'Nephrology', 'de-DE': 'Nephrologie' },
    conditions: ['chronic kidney disease', 'acute kidney injury', 'IgA nephropathy', 'kidney transplant rejection', 'hyperkalaemia'],
    interventions: ['finerenone', 'haemodiafiltration', 'complement inhibitors', 'tacrolimus minimisation', 'potassium binders'],
    topics: ['kidney transplantation', 'dialysis care', 'glomerular diseases', 'cardio-renal medicine', 'onco-nephrology'],
  },
  {
    name: { 'en-GB': 'Nursing and allied health', 'de-DE': 'Pflege und Gesundheitsfachberufe' },
    conditions: ['pressure ulcers', 'post-operative pain', 'hospital readmission', 'medication errors', 'burnout among nurses'],
    interventions: [
      'nurse-led clinics',
      'early mobilisation',
      'structured discharge planning',
      'barcode medication administration',
      'peer support programmes',
    ],
    topics: [
      'advanced nursing practice',
      'patient safety',
      'interprofessional education',
      'workforce wellbeing',
      'patient-reported outcomes',
    ],
  },
];

/** A group the young investigators' sessions carry besides their topic. */
const YOUNG_INVESTIGATORS: Record<SeedLanguage, string> = { 'en-GB': 'Young investigators', 'de-DE': 'Nachwuchsforschende' };

const POPULATIONS = [
  'adults',
  'older adults',
  'women',
  'patients in primary care',
  'hospitalised patients',
  'patients with multimorbidity',
  'adults from low-income households',
  'children and adolescents',
];
const OUTCOMES = [
  'all-cause mortality',
  'hospital readmission',
  'quality of life',
  'major adverse events',
  'length of stay',
  'functional decline',
  'treatment adherence',
  'health-care costs',
];
const BIOMARKERS = [
  'NT-proBNP',
  'high-sensitivity troponin',
  'circulating tumour DNA',
  'C-reactive protein',
  'neurofilament light chain',
  'HbA1c variability',
  'serum albumin',
  'eGFR decline',
];
const DESIGNS = [
  'a randomised controlled trial',
  'a prospective cohort study',
  'a multicentre registry analysis',
  'a systematic review and meta-analysis',
  'a retrospective cohort study',
  'a cluster-randomised trial',
  'a nationwide cohort study',
];
const REGISTRIES = ['EURO-CARE', 'NORDIC', 'ALPINE', 'DANUBE', 'ATLAS', 'HORIZON', 'PRISMA-EU', 'MERIDIAN'];
const COUNTRIES = [
  'Germany',
  'Austria',
  'Switzerland',
  'the Netherlands',
  'France',
  'Italy',
  'Spain',
  'Sweden',
  'Denmark',
  'Poland',
  'the United Kingdom',
  'Belgium',
];
const SYMPOSIUM_OPENERS = [
  'Advances in',
  'Controversies in',
  'New perspectives on',
  'Challenges in',
  'State of the art:',
  'Rethinking',
  'Hot topics in',
];
const KEYNOTES = [
  'Medicine in a warming world',
  'From data to decisions: artificial intelligence at the bedside',
  'Prevention first: the next decade of European health',
  'Ageing societies and the future of care',
  'Precision medicine for everyone?',
  'Trust in science after the pandemic',
  'Health systems under pressure: lessons from Europe',
  'The patient as partner in research',
];

const FIRSTNAMES = [
  'Anna',
  'Lukas',
  'Sophie',
  'Jonas',
  'Marie',
  'Felix',
  'Laura',
  'Maximilian',
  'Julia',
  'Paul',
  'Clara',
  'Elias',
  'Emma',
  'David',
  'Lena',
  'Thomas',
  'Sarah',
  'Michael',
  'Katharina',
  'Stefan',
  'Giulia',
  'Marco',
  'Francesca',
  'Luca',
  'Chiara',
  'Matteo',
  'Camille',
  'Julien',
  'Claire',
  'Antoine',
  'Élodie',
  'Nicolas',
  'Lucía',
  'Javier',
  'María',
  'Pablo',
  'Carmen',
  'Diego',
  'Ingrid',
  'Lars',
  'Astrid',
  'Erik',
  'Freya',
  'Magnus',
  'Sanne',
  'Daan',
  'Femke',
  'Pieter',
  'Agnieszka',
  'Piotr',
  'Katarzyna',
  'Tomasz',
  'Eleni',
  'Nikos',
  'Oliver',
  'Charlotte',
  'James',
  'Emily',
  'William',
  'Hannah',
  'Ahmet',
  'Elif',
  'Mehmet',
  'Zeynep',
  'Ana',
  'João',
  'Beatriz',
  'Miguel',
  'Ivana',
  'Marko',
];
const SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Huber',
  'Gruber',
  'Bauer',
  'Steiner',
  'Moser',
  'Keller',
  'Brunner',
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Martin',
  'Bernard',
  'Dubois',
  'Laurent',
  'Moreau',
  'Lefèvre',
  'García',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Johansson',
  'Andersson',
  'Nilsson',
  'Larsen',
  'Nielsen',
  'Hansen',
  'Kowalski',
  'Nowak',
  'Wiśniewski',
  'Papadopoulos',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Wilson',
  'Evans',
  'Thompson',
  'Yılmaz',
  'Kaya',
  'Silva',
  'Santos',
  'Ferreira',
  'Horvat',
  'Novak',
  'Kovačević',
  'Peeters',
  'Janssens',
  'Maes',
  'Novotný',
  'Svoboda',
  'Nagy',
  'Tóth',
  'Popescu',
  'Ionescu',
  "O'Brien",
  'Murphy',
  'Walsh',
  'Virtanen',
  'Korhonen',
  'Berg',
];
const ACADEMIC_TITLES = ['Prof. Dr.', 'Prof.', 'Dr.', 'Dr.', 'Dr.', 'PD Dr.', null, null] as const;
const CITIES: readonly (readonly [string, string])[] = [
  ['Berlin', 'Germany'],
  ['Munich', 'Germany'],
  ['Hamburg', 'Germany'],
  ['Heidelberg', 'Germany'],
  ['Cologne', 'Germany'],
  ['Vienna', 'Austria'],
  ['Graz', 'Austria'],
  ['Zurich', 'Switzerland'],
  ['Basel', 'Switzerland'],
  ['Bern', 'Switzerland'],
  ['Amsterdam', 'Netherlands'],
  ['Utrecht', 'Netherlands'],
  ['Leuven', 'Belgium'],
  ['Paris', 'France'],
  ['Lyon', 'France'],
  ['Milan', 'Italy'],
  ['Rome', 'Italy'],
  ['Bologna', 'Italy'],
  ['Madrid', 'Spain'],
  ['Barcelona', 'Spain'],
  ['Lisbon', 'Portugal'],
  ['Copenhagen', 'Denmark'],
  ['Stockholm', 'Sweden'],
  ['Oslo', 'Norway'],
  ['Helsinki', 'Finland'],
  ['Warsaw', 'Poland'],
  ['Kraków', 'Poland'],
  ['Prague', 'Czech Republic'],
  ['Budapest', 'Hungary'],
  ['Athens', 'Greece'],
  ['Dublin', 'Ireland'],
  ['London', 'United Kingdom'],
  ['Manchester', 'United Kingdom'],
  ['Edinburgh', 'United Kingdom'],
  ['Istanbul', 'Türkiye'],
  ['Zagreb', 'Croatia'],
];
const DEPARTMENTS = [
  'Department of Cardiology',
  'Department of Medical Oncology',
  'Department of Neurology',
  'Division of Infectious Diseases',
  'Department of Endocrinology',
  'Institute of Public Health',
  'Institute of Medical Informatics',
  'Department of Paediatrics',
  'Department of Geriatric Medicine',
  'Department of Pulmonology',
  'Department of Nephrology',
  'Institute of Nursing Science',
  'Department of Internal Medicine',
  'Institute of Epidemiology',
];
const INSTITUTIONS = [
  'University Hospital {city}',
  '{city} University Medical Centre',
  'University of {city}',
  '{city} General Hospital',
  'Medical University of {city}',
];

/** Every row of one event's programme, ready to insert. */
export interface ProgrammeRows {
  rooms: ProgrammeRoomTable[];
  sessionTypes: ProgrammeSessionTypeTable[];
  groups: ProgrammeGroupTable[];
  authors: ProgrammeAuthorTable[];
  abstracts: ProgrammeAbstractTable[];
  abstractAuthors: ProgrammeAbstractAuthorTable[];
  sessions: ProgrammeSessionTable[];
  sessionGroups: ProgrammeSessionGroupTable[];
  sessionChairs: ProgrammeSessionChairTable[];
  presentations: ProgrammePresentationTable[];
  version: ProgrammeVersionTable;
}

interface Cell {
  day: number;
  slot: number;
  room: number;
  type: SessionTypeSeed;
  /** Cells that every programme has (opening, plenaries, posters) are filled first. */
  required: boolean;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The congress days (YYYY-MM-DD in the event's time zone) from the event's start to its end. */
export function congressDays(event: { start_date: string; end_date: string; time_zone: string }): string[] {
  const local = (instant: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: event.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      Date.parse(instant),
    );
  const days: string[] = [];
  for (let day = local(event.start_date); day <= local(event.end_date);) {
    days.push(day);
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return days;
}

/** Draws the programme of one event. accounts: the event's company accounts (industry symposia go to public sponsors). */
export function drawProgramme(
  random: Random,
  event: EventSeed,
  scale: ProgrammeScale,
  accounts: readonly CompanyAccountTable[],
  /** Moves each time from the event's fixed calendar to where the seed puts the congress (server/db/seed/dates.ts). */
  moveInstant: (iso: string) => string = (iso) => iso,
): ProgrammeRows {
  const eventId = event.row.id;
  const days = congressDays(event.row);
  // One offset per congress day, at noon: no congress spans a clock change at night.
  const offsets = days.map((day) => zoneOffsetMs(Date.parse(`${day}T12:00:00Z`), event.row.time_zone));
  const instant = (day: number, time: string) =>
    moveInstant(new Date(Date.parse(`${days[day]}T${time}:00Z`) - offsets[day]!).toISOString().replace('.000Z', 'Z'));
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

  // Rooms: the demo's eight, and numbered seminar rooms when a larger programme needs more cells.
  const cellsPerRoom = days.length * SLOTS.length;
  const roomCount = Math.max(DEMO_ROOMS.length, Math.ceil(scale.sessions / cellsPerRoom / 0.75));
  const roomNames = [
    ...DEMO_ROOMS.slice(0, -2),
    ...Array.from(
      { length: roomCount - DEMO_ROOMS.length },
      (_, i) => `Seminar Room ${Math.floor(i / 20) + 1}.${String((i % 20) + 1).padStart(2, '0')}`,
    ),
    ...DEMO_ROOMS.slice(-2),
  ];
  const industryRoom = roomNames.length - 2;
  const posterRoom = roomNames.length - 1;
  const rooms: ProgrammeRoomTable[] = roomNames.map((name, index) => ({ event_id: eventId, id: index + 1, name, position: index + 1 }));

  const type = (key: TypeKey) => SESSION_TYPES[TYPE_INDEX.get(key)!]!;
  const scientific = [
    type('symposium'),
    type('symposium'),
    type('symposium'),
    type('oral'),
    type('oral'),
    type('oral'),
    type('course'),
    type('debate'),
    type('expert'),
  ];
  // An event without company accounts has no industry symposia.
  const industry = accounts.length > 0 ? type('industry') : null;
  const cells: Cell[] = [];
  for (let day = 0; day < days.length; day++) {
    for (let slot = 0; slot < SLOTS.length; slot++) {
      for (let room = 0; room < roomNames.length; room++) {
        let cellType: SessionTypeSeed | null;
        let required = false;
        if (room === posterRoom) {
          cellType = slot === LUNCH_SLOT || slot === 4 ? type('poster') : slot === 0 ? type('eposter') : null;
          required = cellType !== null;
        } else if (room === industryRoom) {
          cellType = industry;
          required = industry !== null && slot === LUNCH_SLOT;
        } else if (room === PLENARY_ROOM && slot === 0) {
          cellType = day === 0 ? type('opening') : type('plenary');
          required = true;
        } else if (room === SECOND_HALL && day === days.length - 2 && slot === SLOTS.length - 1) {
          cellType = type('assembly');
          required = true;
        } else if (slot === LUNCH_SLOT) {
          cellType = room === SECOND_HALL ? industry : room < 4 ? type('expert') : null;
        } else {
          cellType = random.pick(scientific);
        }
        if (cellType) cells.push({ day, slot, room, type: cellType, required });
      }
    }
  }
  const chosen = [...cells.filter((cell) => cell.required), ...random.shuffle(cells.filter((cell) => !cell.required))]
    .slice(0, Math.max(scale.sessions, cells.filter((cell) => cell.required).length))
    .sort((a, b) => a.day - b.day || a.slot - b.slot || a.room - b.room);

  // Talks per session; posters share what is left of the presentations, at least one each.
  const talkCounts = chosen.map((cell) => random.int(cell.type.talks[0], cell.type.talks[1]));
  const posterCells = chosen.map((cell, index) => (cell.type.poster ? index : -1)).filter((index) => index >= 0);
  const minimumPosters = posterCells.length;
  let talks = talkCounts.reduce((sum, count) => sum + count, 0);
  for (let i = 0; talks + minimumPosters > scale.presentations && i < talkCounts.length * 8; i++) {
    const index = i % talkCounts.length;
    if (talkCounts[index]! > 1) {
      talkCounts[index]!--;
      talks--;
    }
  }
  const posterTotal = Math.max(minimumPosters, scale.presentations - talks);
  posterCells.forEach((cellIndex, i) => {
    talkCounts[cellIndex] = Math.floor(posterTotal / posterCells.length) + (i < posterTotal % posterCells.length ? 1 : 0);
  });

  // Authors: the pool every speaker, chair and co-author comes from.
  const authors: ProgrammeAuthorTable[] = Array.from({ length: scale.speakers }, (_, index) => {
    const [city, country] = random.pick(CITIES);
    const title = random.pick(ACADEMIC_TITLES);
    return {
      event_id: eventId,
      id: PROGRAMME_ID_BASES.author + index + 1,
      title,
      firstname: random.pick(FIRSTNAMES),
      surname: random.pick(SURNAMES),
      affiliation: `${random.pick(DEPARTMENTS)}, ${random.pick(INSTITUTIONS).replace('{city}', city)}`,
      city,
      country,
      picture_path: null,
      is_highlighted: title?.startsWith('Prof') && random.chance(0.15) ? 1 : 0,
      email: null,
    };
  });
  // Derived, never drawn: the random stream (and so every other value) is the same as without addresses.
  for (const author of authors) author.email = speakerEmail(author, event.row.short);
  // Every author speaks at least once (in a shuffled order), then speakers are drawn at random.
  const speakerOrder = random.shuffle(authors.map((author) => author.id));
  let nextSpeaker = 0;
  const drawSpeaker = () => (nextSpeaker < speakerOrder.length ? speakerOrder[nextSpeaker++]! : random.pick(speakerOrder));
  const professors = authors.filter((author) => author.title?.startsWith('Prof')).map((author) => author.id);
  const drawChair = () => (professors.length > 0 && random.chance(0.7) ? random.pick(professors) : random.pick(speakerOrder));

  const sessions: ProgrammeSessionTable[] = [];
  const sessionGroups: ProgrammeSessionGroupTable[] = [];
  const sessionChairs: ProgrammeSessionChairTable[] = [];
  const presentations: ProgrammePresentationTable[] = [];
  const abstracts: ProgrammeAbstractTable[] = [];
  const abstractAuthors: ProgrammeAbstractAuthorTable[] = [];
  const sponsors = accounts.filter((account) => account.sponsor_type !== 'Exhibitor' && account.is_public === 1);
  const industryPartners = sponsors.length > 0 ? sponsors : accounts;
  const youngInvestigatorsGroup = GROUPS.length + 1;
  let posterNumber = 0;
  let oralNumber = 0;
  const counters = new Map<TypeKey, number>();

  const researchTitle = (group: GroupSeed) => {
    const condition = random.pick(group.conditions);
    const intervention = random.pick(group.interventions);
    switch (random.int(0, 6)) {
      case 0:
        return `${capitalise(intervention)} versus usual care for ${condition} in ${random.pick(POPULATIONS)}: ${random.pick(DESIGNS)}`;
      case 1:
        return `Long-term outcomes of ${intervention} in ${condition}`;
      case 2:
        return `${random.pick(BIOMARKERS)} as a predictor of ${random.pick(OUTCOMES)} in ${condition}`;
      case 3:
        return `Sex differences in ${random.pick(OUTCOMES)} in ${condition}`;
      case 4:
        return `Cost-effectiveness of ${intervention} for ${condition} in ${random.pick(COUNTRIES)}`;
      case 5:
        return `Real-world use of ${intervention} in ${condition}: data from the ${random.pick(REGISTRIES)} registry`;
      default:
        return `Machine learning to predict ${random.pick(OUTCOMES)} in ${condition}`;
    }
  };
  const reviewTitle = (group: GroupSeed) => {
    const topic = random.pick(group.topics);
    switch (random.int(0, 4)) {
      case 0:
        return `Update on ${topic}`;
      case 1:
        return `What is new in ${topic}?`;
      case 2:
        return `${capitalise(topic)}: from guidelines to practice`;
      case 3:
        return `The role of ${random.pick(group.interventions)} in ${random.pick(group.conditions)}`;
      default:
        return `${capitalise(random.pick(group.conditions))}: lessons from recent trials`;
    }
  };
  const abstractBody = (group: GroupSeed) => {
    const condition = random.pick(group.conditions);
    const outcome = random.pick(OUTCOMES);
    const n = random.int(80, 12_000);
    const start = random.int(2014, 2021);
    const ratio = (random.int(55, 95) / 100).toFixed(2);
    const low = (Number(ratio) - random.int(5, 20) / 100).toFixed(2);
    const high = Math.min(Number(ratio) + random.int(3, 15) / 100, 0.99).toFixed(2);
    return [
      `Background: Evidence on ${random.pick(group.interventions)} in ${condition} is limited, and its effect on ${outcome} is uncertain.`,
      `Methods: ${capitalise(random.pick(DESIGNS))} of ${n.toLocaleString('en-GB')} ${random.pick(POPULATIONS)} at ${random.int(1, 40)} centres in ${random.pick(COUNTRIES)}, ${start}–${start + random.int(2, 5)}. The primary endpoint was ${outcome}.`,
      `Results: The primary endpoint occurred in ${random.int(5, 35)}.${random.int(0, 9)}% of participants (hazard ratio ${ratio}, 95% CI ${low}–${high}; p = 0.0${random.int(1, 4)}${random.int(0, 9)}).`,
      `Conclusions: The intervention was associated with lower rates of ${outcome}. Prospective confirmation is needed.`,
    ].join('\n\n');
  };
  const addAbstract = (group: GroupSeed, title: string, speakerId: number, number: string): number => {
    const id = PROGRAMME_ID_BASES.abstract + abstracts.length + 1;
    abstracts.push({ event_id: eventId, id, number, title, body: abstractBody(group) });
    const coAuthors = new Set<number>([speakerId]);
    const wanted = random.int(2, 6);
    while (coAuthors.size < Math.min(wanted, authors.length)) coAuthors.add(random.pick(speakerOrder));
    [...coAuthors].forEach((authorId, index) =>
      abstractAuthors.push({
        event_id: eventId,
        abstract_id: id,
        author_id: authorId,
        position: index + 1,
        is_presenting: authorId === speakerId ? 1 : 0,
      }),
    );
    return id;
  };

  chosen.forEach((cell, index) => {
    const sessionId = PROGRAMME_ID_BASES.session + index + 1;
    const typeKey = cell.type.key;
    const number = (counters.get(typeKey) ?? 0) + 1;
    counters.set(typeKey, number);
    const group = GROUPS[random.int(0, GROUPS.length - 1)]!;
    const groupId = GROUPS.indexOf(group) + 1;
    const [from, to] = SLOTS[cell.slot]!;
    const company = typeKey === 'industry' ? random.pick(industryPartners) : null;
    const topic = random.pick(group.topics);
    const condition = random.pick(group.conditions);
    const intervention = random.pick(group.interventions);

    let name: string;
    let talkTitles: () => string;
    switch (typeKey) {
      case 'opening':
        name = 'Opening ceremony and EHC Lifetime Achievement Award';
        talkTitles = (() => {
          const titles = ['Welcome address by the congress presidents', `Lifetime Achievement Award lecture: ${random.pick(KEYNOTES)}`];
          let i = 0;
          return () => titles[i++ % titles.length]!;
        })();
        break;
      case 'plenary':
        name = `Plenary session ${number}: ${capitalise(topic)}`;
        talkTitles = (() => {
          let i = 0;
          return () => (i++ === 0 ? `Keynote lecture: ${random.pick(KEYNOTES)}` : reviewTitle(group));
        })();
        break;
      case 'debate': {
        const motion = `${intervention} should be standard care in ${condition}`;
        name = `Debate: should ${intervention} be standard care in ${condition}?`;
        const titles = [`Yes: ${motion}`, `No: ${motion}`, 'Rebuttal and audience vote'];
        let i = 0;
        talkTitles = () => titles[i++ % titles.length]!;
        break;
      }
      case 'course':
        name = `Educational course: ${capitalise(topic)} for clinicians`;
        talkTitles = (() => {
          const titles = [`Practical approach to ${topic}`, `Case-based learning: ${condition}`, `Pitfalls in ${topic}`];
          let i = 0;
          return () => titles[i++ % titles.length]!;
        })();
        break;
      case 'expert':
        name = `Meet the expert: ${capitalise(topic)}`;
        talkTitles = () => `${capitalise(topic)}: questions from practice`;
        break;
      case 'industry':
        name = `${company!.name} symposium: ${random.pick(['Optimising', 'Rethinking', 'Advancing', 'Personalising'])} ${intervention} in ${condition}`;
        talkTitles = (() => {
          const titles = [
            `Clinical evidence for ${intervention} in ${condition}`,
            `Patient case: ${condition} in daily practice`,
            'Panel discussion and questions',
          ];
          let i = 0;
          return () => titles[i++ % titles.length]!;
        })();
        break;
      case 'oral':
        name = `Oral abstracts: ${capitalise(topic)}`;
        talkTitles = () => researchTitle(group);
        break;
      case 'poster':
        name = `Poster session ${number}: ${group.name['en-GB']}`;
        talkTitles = () => researchTitle(group);
        break;
      case 'eposter':
        name = `E-poster viewing: ${group.name['en-GB']}`;
        talkTitles = () => researchTitle(group);
        break;
      case 'assembly':
        name = 'General assembly of the European Health Congress society';
        talkTitles = () => '';
        break;
      default:
        name = `${random.pick(SYMPOSIUM_OPENERS)} ${topic}`;
        talkTitles = () => reviewTitle(group);
    }

    const highlighted =
      typeKey === 'opening' ||
      typeKey === 'plenary' ||
      (typeKey === 'symposium' && random.chance(0.08)) ||
      (typeKey === 'industry' && random.chance(0.25));
    sessions.push({
      event_id: eventId,
      id: sessionId,
      code: `${cell.type.poster ? 'PS' : 'S'}${String(index + 1).padStart(4, '0')}`,
      name,
      session_type_id: TYPE_INDEX.get(typeKey)! + 1,
      room_id: cell.room + 1,
      start_date_time: instant(cell.day, from),
      end_date_time: instant(cell.day, to),
      color: cell.type.color,
      image_thumb_path: company ? company.logo_path : null,
      company_account_id: company ? company.company_account_id : null,
      programme_grade: cell.type.grade,
      hide_on_scheduler: cell.type.hideOnScheduler ? 1 : 0,
      is_highlighted: highlighted ? 1 : 0,
      is_cancelled: 0,
    });
    // The opening and the general assembly belong to no topic.
    const topical = typeKey !== 'opening' && typeKey !== 'assembly';
    if (topical) sessionGroups.push({ event_id: eventId, session_id: sessionId, group_id: groupId });
    if (topical && random.chance(0.3)) {
      const second = random.int(1, GROUPS.length);
      if (second !== groupId) sessionGroups.push({ event_id: eventId, session_id: sessionId, group_id: second });
    }
    if ((typeKey === 'oral' || typeKey === 'poster') && random.chance(0.2)) {
      sessionGroups.push({ event_id: eventId, session_id: sessionId, group_id: youngInvestigatorsGroup });
    }
    if (!cell.type.poster) {
      const chairs = new Set<number>();
      const wanted = typeKey === 'assembly' || typeKey === 'expert' ? 1 : 2;
      while (chairs.size < Math.min(wanted, authors.length)) chairs.add(drawChair());
      [...chairs].forEach((authorId, position) =>
        sessionChairs.push({ event_id: eventId, session_id: sessionId, author_id: authorId, position: position + 1 }),
      );
    }

    const count = talkCounts[index]!;
    const span = minutes(to) - minutes(from);
    // Talks split the session into five-minute steps; posters are on show for the whole session.
    const step = cell.type.poster || count === 0 ? span : Math.max(5, Math.floor(span / count / 5) * 5);
    for (let position = 0; position < count; position++) {
      const id = PROGRAMME_ID_BASES.presentation + presentations.length + 1;
      const title = talkTitles();
      const speakerId = drawSpeaker();
      const start = cell.type.poster ? minutes(from) : Math.min(minutes(from) + position * step, minutes(to) - 5);
      const end = cell.type.poster ? minutes(to) : Math.min(start + step, minutes(to));
      let abstractId: number | null = null;
      let poster: string | null = null;
      if (cell.type.poster) {
        poster = `P-${String(++posterNumber).padStart(4, '0')}`;
        abstractId = addAbstract(group, title, speakerId, poster);
      } else if (typeKey === 'oral') {
        abstractId = addAbstract(group, title, speakerId, `O-${String(++oralNumber).padStart(4, '0')}`);
      }
      const keynote = title.startsWith('Keynote') || title.startsWith('Lifetime');
      if (keynote) authors[speakerId - PROGRAMME_ID_BASES.author - 1]!.is_highlighted = 1;
      presentations.push({
        event_id: eventId,
        id,
        session_id: sessionId,
        position: position + 1,
        title,
        start_date_time: instant(cell.day, clock(start)),
        end_date_time: instant(cell.day, clock(end)),
        speaker_id: speakerId,
        abstract_id: abstractId,
        is_poster: cell.type.poster ? 1 : 0,
        poster_number: poster,
        is_highlighted: keynote ? 1 : 0,
      });
    }
  });

  const sessionTypes: ProgrammeSessionTypeTable[] = [];
  const groups: ProgrammeGroupTable[] = [];
  for (const language of Object.keys(YOUNG_INVESTIGATORS) as SeedLanguage[]) {
    SESSION_TYPES.forEach((sessionType, index) =>
      sessionTypes.push({
        event_id: eventId,
        id: index + 1,
        language,
        name: sessionType.name[language],
        is_poster: sessionType.poster ? 1 : 0,
        color: sessionType.color,
      }),
    );
    GROUPS.forEach((group, index) => groups.push({ event_id: eventId, id: index + 1, language, name: group.name[language] }));
    groups.push({ event_id: eventId, id: youngInvestigatorsGroup, language, name: YOUNG_INVESTIGATORS[language] });
  }

  const rows = { rooms, sessionTypes, groups, authors, abstracts, abstractAuthors, sessions, sessionGroups, sessionChairs, presentations };
  // The version is a digest of the rows the lists serve: the same programme gives the same ETags after a
  // restart or a reseed. The addresses are left out: no list serves them.
  const served = { ...rows, authors: authors.map(({ email: _email, ...author }) => author) };
  const version = createHash('sha256').update(JSON.stringify(served)).digest('base64url').slice(0, 16);
  return { ...rows, version: { event_id: eventId, version } };
}

/** Letters a plain NFKD decomposition leaves as they are. */
const ASCII_LETTERS: Record<string, string> = { ı: 'i', ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', đ: 'd' };

/** A name as an address part: ASCII letters and digits, words joined by hyphens ("de Vries" -> "de-vries"). */
function addressPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ıłøßæœđ]/g, (letter) => ASCII_LETTERS[letter]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A speaker's (made-up, deterministic) address: firstname.surname.{id}@speakers.{event}.test. */
export function speakerEmail(author: { id: number; firstname: string; surname: string }, eventShort: string): string {
  return `${addressPart(author.firstname)}.${addressPart(author.surname)}.${author.id}@speakers.${eventShort}.test`;
}

/** Rows per insert: at most 15 columns, so 15,000 parameters, under SQLite's 32,766 and PostgreSQL's 65,535. */
const PROGRAMME_INSERT_BATCH = 1000;

/** Inserts a drawn programme in batches. */
export async function insertProgramme(db: Kysely<Database>, rows: ProgrammeRows): Promise<void> {
  const insert = async (table: keyof Database, values: readonly object[]) => {
    for (let i = 0; i < values.length; i += PROGRAMME_INSERT_BATCH) {
      await db
        .insertInto(table)
        .values(values.slice(i, i + PROGRAMME_INSERT_BATCH))
        .execute();
    }
  };
  await insert('programme_rooms', rows.rooms);
  await insert('programme_session_types', rows.sessionTypes);
  await insert('programme_groups', rows.groups);
  await insert('programme_authors', rows.authors);
  await insert('programme_abstracts', rows.abstracts);
  await insert('programme_abstract_authors', rows.abstractAuthors);
  await insert('programme_sessions', rows.sessions);
  await insert('programme_session_groups', rows.sessionGroups);
  await insert('programme_session_chairs', rows.sessionChairs);
  await insert('programme_presentations', rows.presentations);
  await db.insertInto('programme_versions').values(rows.version).execute();
}
