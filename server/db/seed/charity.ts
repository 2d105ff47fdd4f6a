/**
 * Charity, evaluation and surveys, documents and terms of ehc2026 (docs/rules/content-areas.md sections 3, 4 and 7),
 * in en-GB and de-DE. Fixed content, the same at every scale (the sessions with an evaluation are ids
 * every programme draw has):
 *   projects     1 Clean water for rural clinics, 2 Children's heart surgery, 3 Mobile health units, 4 Research grants
 *   challenges   11-16 (survey sets 301-306); 15 belongs to ca-0030, 16 to ca-0005
 *   sessions     SESSION_EVALUATION_IDS have the session evaluation (survey set 201); the event evaluation is set 202
 *   forms        survey sets 401 (Abstract submission, Open) and 402 (Travel grant application, Accepted)
 *   documents    per demo account: Invoice, Certificate of attendance (and Registration confirmation with a
 *                ticket), then the two forms; ids DOCUMENT_ID_BASE + 10 * (account's place in id order) + 1..5,
 *                e.g. attendee@: 1011 Invoice, 1012 Certificate, 1013 Registration confirmation, 1014 and 1015 the forms
 *   terms        default and event (2026) context, each with a privacy policy entry
 * Seeded points and results: visitor, hcp, staff, preview and member took some challenges; hcp evaluated
 * session 10001. attendee@ehc2026.test has taken no challenge and evaluated nothing (browser tests use it).
 */
import type { Transaction } from 'kysely';
import type {
  CharityChallengeTable,
  CharityPointsTable,
  CharityProjectTable,
  Database,
  EvaluationDoneTable,
  EvaluationSurveyTable,
  ResourceTable,
  SurveyResultTable,
  SurveySetTable,
  TermsEntryTable,
  UserDocumentTable,
} from '../schema';
import { CHARITY_PAGE_RESOURCE } from '../../../src/core/charity/challenge';
import { correctAnswerCount, correctAnswers } from '../../surveys/model';
import { LANGUAGES, type SeedLanguage } from './catalogue';
import type { SeedCalendar } from './dates';
import { DEMO_EVENT_ID } from './identity';

/** Sessions of ehc2026 with the session evaluation (ids every scale's programme has; none is a poster session at the demo scale). */
export const SESSION_EVALUATION_IDS = [10001, 10002, 10003, 10005, 10006, 10007, 10008, 10009, 10010, 10012, 10013, 10016] as const;
export const SESSION_EVALUATION_SET_ID = 201;
export const EVENT_EVALUATION_SET_ID = 202;
export const CHARITY_PROJECT_IDS = [1, 2, 3, 4] as const;
export const CHARITY_CHALLENGE_IDS = [11, 12, 13, 14, 15, 16] as const;
/** The challenges of seeded companies. */
export const COMPANY_CHALLENGES = { 15: 'ca-0030', 16: 'ca-0005' } as const;
export const FORM_SET_IDS = { abstract: 401, travelGrant: 402 } as const;
export const DOCUMENT_ID_BASE = 1000;
export const SOCIETY_SHORT = 'EHS';
export const CHARITY_RESOURCE_SET = 'charity';

/** On the fixed calendar; seedCharityAndSurveys moves it with the congress (server/db/seed/dates.ts). */
const FIXED_SEEDED_AT = '2026-06-12T10:00:00.000Z';

type Texts = Record<SeedLanguage, string>;
const t = (en: string, de: string): Texts => ({ 'en-GB': en, 'de-DE': de });

// ---------------------------------------------------------------------------------------------------------
// SurveyJS models, written once with both languages and rendered per language.

interface ChoiceSeed {
  value: string | number;
  text: Texts;
}
interface QuestionSeed {
  type: 'radiogroup' | 'checkbox' | 'rating' | 'comment' | 'text' | 'boolean' | 'dropdown';
  name: string;
  title: Texts;
  choices?: ChoiceSeed[];
  correctAnswer?: string | number | boolean | (string | number)[];
  isRequired?: boolean;
  extra?: Record<string, unknown>;
}
interface ModelSeed {
  title: Texts;
  pages: { name: string; title?: Texts; elements: QuestionSeed[] }[];
}

const c = (value: string | number, en: string, de: string): ChoiceSeed => ({ value, text: t(en, de) });

function renderModel(seed: ModelSeed, language: SeedLanguage): Record<string, unknown> {
  return {
    title: seed.title[language],
    locale: language.slice(0, 2),
    showQuestionNumbers: 'on',
    pages: seed.pages.map((page) => ({
      name: page.name,
      ...(page.title ? { title: page.title[language] } : {}),
      elements: page.elements.map((question) => ({
        type: question.type,
        name: question.name,
        title: question.title[language],
        ...(question.isRequired ? { isRequired: true } : {}),
        ...(question.choices ? { choices: question.choices.map((choice) => ({ value: choice.value, text: choice.text[language] })) } : {}),
        ...(question.correctAnswer !== undefined ? { correctAnswer: question.correctAnswer } : {}),
        ...question.extra,
      })),
    })),
  };
}

interface ChallengeSeed {
  id: (typeof CHARITY_CHALLENGE_IDS)[number];
  name: Texts;
  description: Texts;
  pointsPerCorrectAnswer: number;
  questions: QuestionSeed[];
}

const CHALLENGES: ChallengeSeed[] = [
  {
    id: 11,
    name: t('Heart health quiz', 'Quiz Herzgesundheit'),
    description: t('Four questions on keeping hearts healthy.', 'Vier Fragen rund um ein gesundes Herz.'),
    pointsPerCorrectAnswer: 10,
    questions: [
      {
        type: 'radiogroup',
        name: 'restingRate',
        isRequired: true,
        title: t('What is a normal resting heart rate for adults?', 'Was ist ein normaler Ruhepuls bei Erwachsenen?'),
        choices: [
          c('a', '30–50 beats per minute', '30–50 Schläge pro Minute'),
          c('b', '60–100 beats per minute', '60–100 Schläge pro Minute'),
          c('c', '120–160 beats per minute', '120–160 Schläge pro Minute'),
        ],
        correctAnswer: 'b',
      },
      {
        type: 'checkbox',
        name: 'riskFactors',
        title: t('Which are risk factors for heart disease?', 'Welche sind Risikofaktoren für Herzkrankheiten?'),
        choices: [
          c('smoking', 'Smoking', 'Rauchen'),
          c('hypertension', 'High blood pressure', 'Bluthochdruck'),
          c('walking', 'Daily walks', 'Tägliche Spaziergänge'),
        ],
        correctAnswer: ['smoking', 'hypertension'],
      },
      {
        type: 'radiogroup',
        name: 'activity',
        title: t('How much moderate activity per week is recommended?', 'Wie viel moderate Bewegung pro Woche wird empfohlen?'),
        choices: [c('a', '30 minutes', '30 Minuten'), c('b', '150 minutes', '150 Minuten'), c('c', '600 minutes', '600 Minuten')],
        correctAnswer: 'b',
      },
      {
        type: 'boolean',
        name: 'salt',
        title: t('Too much salt raises blood pressure.', 'Zu viel Salz erhöht den Blutdruck.'),
        correctAnswer: true,
      },
    ],
  },
  {
    id: 12,
    name: t('Hand hygiene challenge', 'Challenge Händehygiene'),
    description: t('Test what you know about clean hands.', 'Testen Sie Ihr Wissen über saubere Hände.'),
    pointsPerCorrectAnswer: 10,
    questions: [
      {
        type: 'radiogroup',
        name: 'duration',
        isRequired: true,
        title: t('How long should hand rubbing with alcohol take?', 'Wie lange sollte die Händedesinfektion dauern?'),
        choices: [c('a', '5 seconds', '5 Sekunden'), c('b', '20–30 seconds', '20–30 Sekunden'), c('c', '3 minutes', '3 Minuten')],
        correctAnswer: 'b',
      },
      {
        type: 'checkbox',
        name: 'moments',
        title: t('Which are among the WHO five moments?', 'Welche gehören zu den fünf Momenten der WHO?'),
        choices: [
          c('before', 'Before touching a patient', 'Vor Patientenkontakt'),
          c('after', 'After touching a patient', 'Nach Patientenkontakt'),
          c('lunch', 'Before lunch break only', 'Nur vor der Mittagspause'),
        ],
        correctAnswer: ['before', 'after'],
      },
      {
        type: 'radiogroup',
        name: 'gloves',
        title: t('Do gloves replace hand hygiene?', 'Ersetzen Handschuhe die Händehygiene?'),
        choices: [c('yes', 'Yes', 'Ja'), c('no', 'No', 'Nein')],
        correctAnswer: 'no',
      },
    ],
  },
  {
    id: 13,
    name: t('Vaccination facts', 'Fakten zum Impfen'),
    description: t('Five questions on vaccines.', 'Fünf Fragen zu Impfstoffen.'),
    pointsPerCorrectAnswer: 10,
    questions: [
      {
        type: 'radiogroup',
        name: 'first',
        isRequired: true,
        title: t('Who developed the first vaccine?', 'Wer entwickelte den ersten Impfstoff?'),
        choices: [
          c('jenner', 'Edward Jenner', 'Edward Jenner'),
          c('pasteur', 'Louis Pasteur', 'Louis Pasteur'),
          c('koch', 'Robert Koch', 'Robert Koch'),
        ],
        correctAnswer: 'jenner',
      },
      {
        type: 'radiogroup',
        name: 'herd',
        title: t('What is herd immunity?', 'Was ist Herdenimmunität?'),
        choices: [
          c('a', 'Immunity of farm animals', 'Immunität von Nutztieren'),
          c('b', 'Indirect protection when enough people are immune', 'Indirekter Schutz, wenn genug Menschen immun sind'),
        ],
        correctAnswer: 'b',
      },
      {
        type: 'boolean',
        name: 'antibiotics',
        title: t('Vaccines are a kind of antibiotic.', 'Impfstoffe sind eine Art Antibiotikum.'),
        correctAnswer: false,
      },
      {
        type: 'checkbox',
        name: 'eradicated',
        title: t('Which disease has been eradicated worldwide?', 'Welche Krankheit gilt weltweit als ausgerottet?'),
        choices: [c('smallpox', 'Smallpox', 'Pocken'), c('measles', 'Measles', 'Masern'), c('polio', 'Polio', 'Polio')],
        correctAnswer: ['smallpox'],
      },
      {
        type: 'radiogroup',
        name: 'mrna',
        title: t('What does an mRNA vaccine deliver?', 'Was liefert ein mRNA-Impfstoff?'),
        choices: [
          c('a', 'Instructions to make a protein', 'Den Bauplan für ein Protein'),
          c('b', 'A weakened virus', 'Ein abgeschwächtes Virus'),
        ],
        correctAnswer: 'a',
      },
    ],
  },
  {
    id: 14,
    name: t('Sleep and health', 'Schlaf und Gesundheit'),
    description: t('How well do you know sleep?', 'Wie gut kennen Sie sich mit Schlaf aus?'),
    pointsPerCorrectAnswer: 10,
    questions: [
      {
        type: 'radiogroup',
        name: 'hours',
        isRequired: true,
        title: t('How many hours of sleep do adults need?', 'Wie viele Stunden Schlaf brauchen Erwachsene?'),
        choices: [c('a', '4–5', '4–5'), c('b', '7–9', '7–9'), c('c', '11–12', '11–12')],
        correctAnswer: 'b',
      },
      {
        type: 'radiogroup',
        name: 'rem',
        title: t('In which phase do most vivid dreams happen?', 'In welcher Phase träumt man am lebhaftesten?'),
        choices: [c('rem', 'REM sleep', 'REM-Schlaf'), c('deep', 'Deep sleep', 'Tiefschlaf')],
        correctAnswer: 'rem',
      },
      {
        type: 'checkbox',
        name: 'hygiene',
        title: t('What helps you fall asleep?', 'Was hilft beim Einschlafen?'),
        choices: [
          c('dark', 'A dark room', 'Ein dunkles Zimmer'),
          c('routine', 'A regular routine', 'Ein fester Rhythmus'),
          c('coffee', 'Coffee in the evening', 'Kaffee am Abend'),
        ],
        correctAnswer: ['dark', 'routine'],
      },
    ],
  },
  {
    id: 15,
    name: t('Cardiac devices quiz', 'Quiz Herzimplantate'),
    description: t('A challenge by our Platinum partner.', 'Eine Challenge unseres Platin-Partners.'),
    pointsPerCorrectAnswer: 15,
    questions: [
      {
        type: 'radiogroup',
        name: 'pacemaker',
        isRequired: true,
        title: t('What does a pacemaker treat?', 'Was behandelt ein Herzschrittmacher?'),
        choices: [c('a', 'Slow heart rhythms', 'Zu langsamen Herzschlag'), c('b', 'High cholesterol', 'Hohes Cholesterin')],
        correctAnswer: 'a',
      },
      {
        type: 'radiogroup',
        name: 'icd',
        title: t('What can an ICD do that a pacemaker cannot?', 'Was kann ein ICD, das ein Schrittmacher nicht kann?'),
        choices: [c('a', 'Deliver a shock', 'Einen Schock abgeben'), c('b', 'Measure blood sugar', 'Blutzucker messen')],
        correctAnswer: 'a',
      },
      {
        type: 'checkbox',
        name: 'followUp',
        title: t('What belongs to device follow-up?', 'Was gehört zur Nachsorge eines Implantats?'),
        choices: [
          c('battery', 'Battery check', 'Batteriekontrolle'),
          c('leads', 'Lead check', 'Elektrodenkontrolle'),
          c('diet', 'A strict diet', 'Eine strenge Diät'),
        ],
        correctAnswer: ['battery', 'leads'],
      },
    ],
  },
  {
    id: 16,
    name: t('Diagnostics challenge', 'Challenge Diagnostik'),
    description: t('A challenge by our Gold partner.', 'Eine Challenge unseres Gold-Partners.'),
    pointsPerCorrectAnswer: 15,
    questions: [
      {
        type: 'radiogroup',
        name: 'hba1c',
        isRequired: true,
        title: t('What does HbA1c show?', 'Was zeigt der HbA1c-Wert?'),
        choices: [
          c('a', 'Average blood sugar over about three months', 'Den mittleren Blutzucker der letzten drei Monate'),
          c('b', 'Today’s cholesterol', 'Das heutige Cholesterin'),
        ],
        correctAnswer: 'a',
      },
      {
        type: 'radiogroup',
        name: 'troponin',
        title: t(
          'A raised troponin points to damage of which organ?',
          'Ein erhöhtes Troponin weist auf eine Schädigung welches Organs hin?',
        ),
        choices: [c('heart', 'Heart', 'Herz'), c('liver', 'Liver', 'Leber'), c('kidney', 'Kidney', 'Niere')],
        correctAnswer: 'heart',
      },
      {
        type: 'checkbox',
        name: 'imaging',
        title: t('Which use no ionising radiation?', 'Welche Verfahren kommen ohne ionisierende Strahlung aus?'),
        choices: [c('mri', 'MRI', 'MRT'), c('ultrasound', 'Ultrasound', 'Ultraschall'), c('ct', 'CT', 'CT')],
        correctAnswer: ['mri', 'ultrasound'],
      },
      {
        type: 'boolean',
        name: 'ecg',
        title: t('An ECG records the heart’s electrical activity.', 'Ein EKG zeichnet die elektrische Aktivität des Herzens auf.'),
        correctAnswer: true,
      },
    ],
  },
];

const challengeSetId = (challengeId: number) => 300 + (challengeId - 10);

const SESSION_EVALUATION: ModelSeed = {
  title: t('Session evaluation', 'Sitzungsbewertung'),
  pages: [
    {
      name: 'content',
      title: t('Content', 'Inhalt'),
      elements: [
        {
          type: 'rating',
          name: 'overall',
          isRequired: true,
          title: t('How would you rate this session overall?', 'Wie bewerten Sie diese Sitzung insgesamt?'),
          extra: { rateMin: 1, rateMax: 5 },
        },
        {
          type: 'radiogroup',
          name: 'relevance',
          isRequired: true,
          title: t('Was the content relevant to your practice?', 'War der Inhalt für Ihre Praxis relevant?'),
          choices: [
            c('very', 'Very relevant', 'Sehr relevant'),
            c('some', 'Somewhat relevant', 'Teilweise relevant'),
            c('not', 'Not relevant', 'Nicht relevant'),
          ],
        },
      ],
    },
    {
      name: 'feedback',
      title: t('Feedback', 'Rückmeldung'),
      elements: [
        {
          type: 'radiogroup',
          name: 'bias',
          isRequired: true,
          title: t('Was the session free of commercial bias?', 'War die Sitzung frei von kommerzieller Einflussnahme?'),
          choices: [c('yes', 'Yes', 'Ja'), c('no', 'No', 'Nein')],
        },
        { type: 'comment', name: 'comment', isRequired: true, title: t('Your comments', 'Ihre Anmerkungen') },
      ],
    },
  ],
};

const EVENT_EVALUATION: ModelSeed = {
  title: t('Congress evaluation', 'Kongressbewertung'),
  pages: [
    {
      name: 'congress',
      elements: [
        {
          type: 'rating',
          name: 'overall',
          isRequired: true,
          title: t('How would you rate the congress overall?', 'Wie bewerten Sie den Kongress insgesamt?'),
          extra: { rateMin: 1, rateMax: 5 },
        },
        {
          type: 'checkbox',
          name: 'formats',
          title: t('Which formats did you use?', 'Welche Formate haben Sie genutzt?'),
          choices: [
            c('live', 'Live sessions', 'Live-Sitzungen'),
            c('ondemand', 'On demand', 'On demand'),
            c('exhibition', 'Exhibition', 'Ausstellung'),
            c('posters', 'Posters', 'Poster'),
          ],
        },
        { type: 'boolean', name: 'again', isRequired: true, title: t('Would you attend again?', 'Würden Sie wieder teilnehmen?') },
        { type: 'comment', name: 'comment', title: t('What should we improve?', 'Was sollten wir verbessern?') },
      ],
    },
  ],
};

const ABSTRACT_FORM: ModelSeed = {
  title: t('Abstract submission', 'Abstract-Einreichung'),
  pages: [
    {
      name: 'abstract',
      elements: [
        { type: 'text', name: 'title', isRequired: true, title: t('Title of the abstract', 'Titel des Abstracts') },
        {
          type: 'dropdown',
          name: 'topic',
          isRequired: true,
          title: t('Topic', 'Thema'),
          choices: [
            c('cardiology', 'Cardiology', 'Kardiologie'),
            c('oncology', 'Oncology', 'Onkologie'),
            c('neurology', 'Neurology', 'Neurologie'),
          ],
        },
        { type: 'comment', name: 'summary', isRequired: true, title: t('Summary', 'Zusammenfassung') },
      ],
    },
  ],
};

const TRAVEL_GRANT_FORM: ModelSeed = {
  title: t('Travel grant application', 'Antrag auf Reisestipendium'),
  pages: [
    {
      name: 'grant',
      elements: [
        { type: 'text', name: 'institution', isRequired: true, title: t('Institution', 'Einrichtung') },
        {
          type: 'boolean',
          name: 'earlyCareer',
          isRequired: true,
          title: t('Are you an early-career researcher?', 'Sind Sie Nachwuchswissenschaftler/in?'),
        },
        { type: 'comment', name: 'motivation', isRequired: true, title: t('Motivation', 'Motivation') },
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------

const PROJECTS: { id: (typeof CHARITY_PROJECT_IDS)[number]; name: Texts; description: Texts }[] = [
  {
    id: 1,
    name: t('Clean water for rural clinics', 'Sauberes Wasser für Landkliniken'),
    description: t('<p>Water filters and wells for twelve rural clinics.</p>', '<p>Wasserfilter und Brunnen für zwölf Landkliniken.</p>'),
  },
  {
    id: 2,
    name: t('Children’s heart surgery', 'Herzoperationen für Kinder'),
    description: t('<p>Operations for children born with heart defects.</p>', '<p>Operationen für Kinder mit angeborenen Herzfehlern.</p>'),
  },
  {
    id: 3,
    name: t('Mobile health units', 'Mobile Gesundheitsstationen'),
    description: t(
      '<p>Vans that bring check-ups to remote villages.</p>',
      '<p>Fahrzeuge, die Vorsorgeuntersuchungen in abgelegene Dörfer bringen.</p>',
    ),
  },
  {
    id: 4,
    name: t('Research grants for young scientists', 'Forschungsstipendien für junge Forschende'),
    description: t('<p>Seed funding for first research projects.</p>', '<p>Anschubfinanzierung für erste Forschungsprojekte.</p>'),
  },
];

/** The banner of a project: a generated picture (server/routes/charity.ts). */
export const projectBannerPath = (eventId: number, projectId: number) => `/media/charity/${eventId}/${projectId}.svg`;

const TERMS: { context: 'default' | 'event'; title: Texts; content: Texts; privacy: boolean }[] = [
  {
    context: 'default',
    title: t('Terms of use', 'Nutzungsbedingungen'),
    content: t(
      '<h2>Terms of use</h2><p>By using the platform you agree to use it for professional purposes only.</p>',
      '<h2>Nutzungsbedingungen</h2><p>Mit der Nutzung der Plattform stimmen Sie zu, sie nur beruflich zu nutzen.</p>',
    ),
    privacy: false,
  },
  {
    context: 'default',
    title: t('Privacy policy', 'Datenschutzerklärung'),
    content: t(
      '<h2>Privacy policy</h2><p>We process your data to run the platform. See <a href="https://example.org/privacy">our privacy page</a>.</p>',
      '<h2>Datenschutzerklärung</h2><p>Wir verarbeiten Ihre Daten, um die Plattform zu betreiben. Siehe <a href="https://example.org/privacy">unsere Datenschutzseite</a>.</p>',
    ),
    privacy: true,
  },
  {
    context: 'event',
    title: t('Congress terms and conditions', 'Teilnahmebedingungen des Kongresses'),
    content: t(
      '<h2>Congress terms and conditions</h2><p>Recording of sessions is not allowed. Tickets are personal.</p>',
      '<h2>Teilnahmebedingungen</h2><p>Das Aufzeichnen von Sitzungen ist nicht erlaubt. Tickets sind personengebunden.</p>',
    ),
    privacy: false,
  },
  {
    context: 'event',
    title: t('Congress privacy notice', 'Datenschutzhinweis des Kongresses'),
    content: t(
      '<h2>Congress privacy notice</h2><p>Scans of your badge are shared with exhibitors only with your consent.</p>',
      '<h2>Datenschutzhinweis</h2><p>Scans Ihres Badges werden nur mit Ihrer Zustimmung an Aussteller weitergegeben.</p>',
    ),
    privacy: true,
  },
];

/** Which demo accounts took which challenges for which project (attendee@ took none). */
const SEEDED_POINTS: { email: string; challengeId: number; projectId: number }[] = [
  { email: 'hcp@ehc2026.test', challengeId: 11, projectId: 2 },
  { email: 'hcp@ehc2026.test', challengeId: 13, projectId: 2 },
  { email: 'hcp@ehc2026.test', challengeId: 15, projectId: 1 },
  { email: 'member@ehc2026.test', challengeId: 11, projectId: 1 },
  { email: 'member@ehc2026.test', challengeId: 16, projectId: 3 },
  { email: 'staff@ehc2026.test', challengeId: 12, projectId: 4 },
  { email: 'visitor@ehc2026.test', challengeId: 14, projectId: 3 },
  { email: 'preview@ehc2026.test', challengeId: 16, projectId: 2 },
];
const NOT_SEEDED = 'attendee@ehc2026.test';

function surveySets(eventId: number): SurveySetTable[] {
  const rows: SurveySetTable[] = [];
  const add = (id: number, context: SurveySetTable['context'], seed: ModelSeed) => {
    for (const language of LANGUAGES)
      rows.push({
        id,
        language,
        event_id: eventId,
        context,
        name: seed.title['en-GB'],
        model: JSON.stringify(renderModel(seed, language)),
      });
  };
  for (const challenge of CHALLENGES)
    add(challengeSetId(challenge.id), 'Charity', { title: challenge.name, pages: [{ name: 'quiz', elements: challenge.questions }] });
  add(SESSION_EVALUATION_SET_ID, 'Session', SESSION_EVALUATION);
  add(EVENT_EVALUATION_SET_ID, 'Event', EVENT_EVALUATION);
  add(FORM_SET_IDS.abstract, 'Submission', ABSTRACT_FORM);
  add(FORM_SET_IDS.travelGrant, 'Submission', TRAVEL_GRANT_FORM);
  return rows;
}

/** The charity page's configuration (JSON text): title, intro and the aspect ratio of project banners. */
export function charityResources(eventId: number): ResourceTable[] {
  const page = {
    'en-GB': {
      title: 'Charity challenge',
      intro: 'Answer quiz challenges and collect points for a project of your choice.',
      bannerAspect: '3/1',
    },
    'de-DE': {
      title: 'Charity-Challenge',
      intro: 'Beantworten Sie Quiz-Challenges und sammeln Sie Punkte für ein Projekt Ihrer Wahl.',
      bannerAspect: '3/1',
    },
  };
  return LANGUAGES.map((language) => ({
    event_id: eventId,
    setname: CHARITY_RESOURCE_SET,
    language,
    resourcename: CHARITY_PAGE_RESOURCE,
    resourcevalue: JSON.stringify(page[language]),
  }));
}

/**
 * Writes the charity, surveys, documents and terms of ehc2026 after the accounts exist. sessionIds: the
 * programme's session ids (the evaluation goes to those of SESSION_EVALUATION_IDS it has); companyIds:
 * the event's company ids (a company challenge whose company is missing is left out).
 */
export async function seedCharityAndSurveys(
  trx: Transaction<Database>,
  input: { sessionIds: ReadonlySet<number>; companyIds: ReadonlySet<string>; calendar: SeedCalendar },
): Promise<void> {
  const SEEDED_AT = input.calendar.instant(FIXED_SEEDED_AT);
  const eventId = DEMO_EVENT_ID;
  const sets = surveySets(eventId);
  const fullModel = (setId: number) =>
    JSON.parse(sets.find((row) => row.id === setId && row.language === 'en-GB')!.model) as Record<string, unknown>;
  await trx.insertInto('survey_sets').values(sets).execute();
  await trx.insertInto('resources').values(charityResources(eventId)).execute();

  const challenges = CHALLENGES.filter((challenge) => {
    const company = COMPANY_CHALLENGES[challenge.id as keyof typeof COMPANY_CHALLENGES];
    return !company || input.companyIds.has(company);
  });
  const projectRows: CharityProjectTable[] = [];
  const challengeRows: CharityChallengeTable[] = [];
  for (const language of LANGUAGES) {
    PROJECTS.forEach((project, index) =>
      projectRows.push({
        event_id: eventId,
        id: project.id,
        language,
        position: index + 1,
        name: project.name[language],
        description: project.description[language],
        banners: JSON.stringify([{ Key: 'banner', Url: projectBannerPath(eventId, project.id) }]),
      }),
    );
    challenges.forEach((challenge, index) =>
      challengeRows.push({
        event_id: eventId,
        id: challenge.id,
        language,
        position: index + 1,
        name: challenge.name[language],
        description: challenge.description[language],
        company_account_id: COMPANY_CHALLENGES[challenge.id as keyof typeof COMPANY_CHALLENGES] ?? null,
        points_per_correct_answer: challenge.pointsPerCorrectAnswer,
        survey_set_id: challengeSetId(challenge.id),
      }),
    );
  }
  await trx.insertInto('charity_projects').values(projectRows).execute();
  await trx.insertInto('charity_challenges').values(challengeRows).execute();

  const evaluations: EvaluationSurveyTable[] = [
    ...SESSION_EVALUATION_IDS.filter((id) => input.sessionIds.has(id)).map((id) => ({
      event_id: eventId,
      context: 'Session' as const,
      entity_id: id,
      survey_set_id: SESSION_EVALUATION_SET_ID,
    })),
    { event_id: eventId, context: 'Event', entity_id: eventId, survey_set_id: EVENT_EVALUATION_SET_ID },
  ];
  await trx.insertInto('evaluation_surveys').values(evaluations).execute();

  const users = await trx.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
  const userId = new Map(users.map((user) => [user.email, user.id]));
  const tickets = new Set(
    (await trx.selectFrom('tickets').select('user_id').where('event_id', '=', eventId).execute()).map((row) => row.user_id),
  );

  const results: SurveyResultTable[] = [];
  const points: CharityPointsTable[] = [];
  for (const seeded of SEEDED_POINTS) {
    const id = userId.get(seeded.email);
    const challenge = challenges.find((candidate) => candidate.id === seeded.challengeId);
    if (id === undefined || !challenge || seeded.email === NOT_SEEDED) continue;
    const model = fullModel(challengeSetId(challenge.id));
    const answers = correctAnswers(model);
    const correct = correctAnswerCount(model, answers);
    results.push({
      event_id: eventId,
      user_id: id,
      context: 'Charity',
      entity_id: challenge.id,
      survey_set_id: challengeSetId(challenge.id),
      result: JSON.stringify(answers),
      correct_answers: correct,
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    });
    points.push({
      event_id: eventId,
      user_id: id,
      challenge_id: challenge.id,
      project_id: seeded.projectId,
      correct_answers: correct,
      points: correct * challenge.pointsPerCorrectAnswer,
      created_at: SEEDED_AT,
    });
  }

  // hcp@ evaluated the first session: a result and the done flag.
  const done: EvaluationDoneTable[] = [];
  const hcp = userId.get('hcp@ehc2026.test');
  const firstSession = evaluations.find((row) => row.context === 'Session');
  if (hcp !== undefined && firstSession) {
    results.push({
      event_id: eventId,
      user_id: hcp,
      context: 'Session',
      entity_id: firstSession.entity_id,
      survey_set_id: SESSION_EVALUATION_SET_ID,
      result: JSON.stringify({ overall: 5, relevance: 'very', bias: 'yes', comment: 'Clear and practical.' }),
      correct_answers: null,
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    });
    done.push({ event_id: eventId, user_id: hcp, context: 'Session', entity_id: firstSession.entity_id, done_at: SEEDED_AT });
  }

  const documents: UserDocumentTable[] = [];
  users.forEach((user, place) => {
    const base = DOCUMENT_ID_BASE + 10 * place;
    const add = (offset: number, row: Omit<UserDocumentTable, 'id' | 'event_id' | 'user_id' | 'society_short' | 'created_at'>) =>
      documents.push({
        id: base + offset,
        event_id: eventId,
        user_id: user.id,
        society_short: SOCIETY_SHORT,
        created_at: SEEDED_AT,
        ...row,
      });
    add(1, { name: 'Invoice', file_type: 'PDF', kind: 'invoice', status: null, survey_set_id: null });
    add(2, { name: 'Certificate of attendance', file_type: 'PDF', kind: 'certificate', status: null, survey_set_id: null });
    if (tickets.has(user.id))
      add(3, { name: 'Registration confirmation', file_type: 'PDF', kind: 'confirmation', status: null, survey_set_id: null });
    add(4, { name: 'Abstract submission', file_type: 'Form', kind: 'form', status: 'Open', survey_set_id: FORM_SET_IDS.abstract });
    add(5, {
      name: 'Travel grant application',
      file_type: 'Form',
      kind: 'form',
      status: 'Accepted',
      survey_set_id: FORM_SET_IDS.travelGrant,
    });
    results.push({
      event_id: eventId,
      user_id: user.id,
      context: 'Submission',
      entity_id: base + 5,
      survey_set_id: FORM_SET_IDS.travelGrant,
      result: JSON.stringify({ institution: 'University Hospital', earlyCareer: true, motivation: 'To present my first study.' }),
      correct_answers: null,
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    });
  });

  const terms: TermsEntryTable[] = [];
  let termsId = 0;
  for (const language of LANGUAGES) {
    TERMS.forEach((entry, index) =>
      terms.push({
        id: ++termsId,
        context: entry.context,
        context_id: entry.context === 'event' ? eventId : 0,
        language,
        position: index + 1,
        title: entry.title[language],
        content: entry.content[language],
        is_privacy_policy: entry.privacy ? 1 : 0,
      }),
    );
  }

  for (const [table, rows] of [
    ['survey_results', results],
    ['charity_points', points],
    ['evaluations_done', done],
    ['user_documents', documents],
    ['terms_entries', terms],
  ] as const) {
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + 100))
        .execute();
  }
}
