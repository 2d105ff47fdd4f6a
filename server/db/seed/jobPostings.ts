/**
 * The job board of ehc2026 (docs/rules/content-areas.md section 2, Jobs), in en-GB and de-DE: ten postings j-1
 * (newest) to j-10 by exhibitors (the companies of industryNewsCompanies, linked to their profiles), the society
 * and hospitals. j-5 is the society's research fellowship (the route test opens it). Applying is a web address or
 * an e-mail address.
 */
import type { CompanyAccountTable, JobPostingTable } from '../schema';
import type { JobKind } from '../../../src/contracts';
import { LANGUAGES, type EventSeed, type SeedLanguage } from './catalogue';
import { industryNewsCompanies } from './newsArticles';

const DAY_MS = 24 * 60 * 60 * 1000;

type Texts = Record<SeedLanguage, string>;
const t = (en: string, de: string): Texts => ({ 'en-GB': en, 'de-DE': de });

const SOCIETY = t('European Health Society', 'Europäische Gesellschaft für Gesundheit');

interface JobSeed {
  daysBefore: number;
  /** An index into the exhibitors, or the employer's name. */
  employer: number | Texts;
  kind: JobKind;
  title: Texts;
  location: Texts;
  summary: Texts;
  /** HTML; {employer} is the employer's name. */
  description: Texts;
  applyUrl: string;
  howToApply: Texts;
}

const JOBS: readonly JobSeed[] = [
  {
    daysBefore: 2,
    employer: 0,
    kind: 'fullTime',
    title: t('Medical science liaison, cardiology', 'Medical Science Liaison Kardiologie'),
    location: t('Berlin', 'Berlin'),
    summary: t(
      'Be the scientific partner of cardiology centres in Germany.',
      'Seien Sie wissenschaftlicher Partner kardiologischer Zentren in Deutschland.',
    ),
    description: t(
      '<p>{employer} is looking for a medical science liaison to work with cardiology centres across Germany.</p><ul><li>A degree in medicine, pharmacy or life sciences</li><li>Three years of clinical or research experience</li><li>Fluent German and English</li></ul>',
      '<p>{employer} sucht eine Medical Science Liaison für die Zusammenarbeit mit kardiologischen Zentren in ganz Deutschland.</p><ul><li>Ein Studium der Medizin, Pharmazie oder Lebenswissenschaften</li><li>Drei Jahre klinische oder wissenschaftliche Erfahrung</li><li>Fließend Deutsch und Englisch</li></ul>',
    ),
    applyUrl: 'https://careers.example.org/msl-cardiology',
    howToApply: t('Apply online with your CV and a cover letter.', 'Bewerben Sie sich online mit Lebenslauf und Anschreiben.'),
  },
  {
    daysBefore: 4,
    employer: t('Charité University Hospital', 'Charité – Universitätsmedizin'),
    kind: 'residency',
    title: t('Resident in internal medicine', 'Assistenzärztin oder Assistenzarzt Innere Medizin'),
    location: t('Berlin', 'Berlin'),
    summary: t(
      'Specialist training in a university department of internal medicine.',
      'Facharztweiterbildung in einer universitären Klinik für Innere Medizin.',
    ),
    description: t(
      '<p>Full specialist training in internal medicine with rotations through cardiology, gastroenterology and intensive care.</p>',
      '<p>Volle Weiterbildung zur Fachärztin oder zum Facharzt für Innere Medizin mit Rotationen durch Kardiologie, Gastroenterologie und Intensivmedizin.</p>',
    ),
    applyUrl: 'mailto:residency@hospital.example.org',
    howToApply: t('Send your application by e-mail.', 'Senden Sie Ihre Bewerbung per E-Mail.'),
  },
  {
    daysBefore: 5,
    employer: 1,
    kind: 'partTime',
    title: t('Clinical trainer (part-time)', 'Klinische Trainerin oder klinischer Trainer (Teilzeit)'),
    location: t('Vienna', 'Wien'),
    summary: t(
      'Train clinical teams in the use of our devices, 20 hours a week.',
      'Schulen Sie klinische Teams im Umgang mit unseren Geräten, 20 Stunden pro Woche.',
    ),
    description: t(
      '<p>{employer} trains clinical teams in the safe use of its devices. You run workshops in hospitals and at congresses.</p>',
      '<p>{employer} schult klinische Teams im sicheren Umgang mit seinen Geräten. Sie leiten Workshops in Kliniken und auf Kongressen.</p>',
    ),
    applyUrl: 'https://careers.example.org/clinical-trainer',
    howToApply: t(
      'Apply online; interviews at the congress are possible.',
      'Bewerben Sie sich online; Gespräche auf dem Kongress sind möglich.',
    ),
  },
  {
    daysBefore: 7,
    employer: SOCIETY,
    kind: 'internship',
    title: t('Internship in congress organisation', 'Praktikum in der Kongressorganisation'),
    location: t('Brussels', 'Brüssel'),
    summary: t('Six months with the team that organises EHC.', 'Sechs Monate im Team, das die EHC organisiert.'),
    description: t(
      '<p>Join the congress team of the {employer} for six months and help organise EHC 2027.</p>',
      '<p>Arbeiten Sie sechs Monate im Kongressteam der {employer} und helfen Sie bei der Organisation der EHC 2027.</p>',
    ),
    applyUrl: 'https://example.org/society/internships',
    howToApply: t('Apply through the society website.', 'Bewerben Sie sich über die Website der Gesellschaft.'),
  },
  {
    daysBefore: 10,
    employer: SOCIETY,
    kind: 'fellowship',
    title: t('EHS research fellowship in prevention', 'EHS-Forschungsstipendium Prävention'),
    location: t('Any European centre', 'Jedes europäische Zentrum'),
    summary: t(
      'Two years of funded research at a European centre of your choice.',
      'Zwei Jahre geförderte Forschung an einem europäischen Zentrum Ihrer Wahl.',
    ),
    description: t(
      '<p>The {employer} funds two years of research in prevention for a member within ten years of their doctorate.</p><ul><li>Salary and research costs for two years</li><li>A mentor from the society’s scientific committee</li></ul>',
      '<p>Die {employer} fördert zwei Jahre Forschung in der Prävention für ein Mitglied bis zehn Jahre nach der Promotion.</p><ul><li>Gehalt und Forschungskosten für zwei Jahre</li><li>Eine Mentorin oder ein Mentor aus dem wissenschaftlichen Komitee der Gesellschaft</li></ul>',
    ),
    applyUrl: 'mailto:fellowships@society.example.org',
    howToApply: t(
      'Send your research plan, CV and a letter of support by e-mail before 31 August.',
      'Senden Sie Forschungsplan, Lebenslauf und ein Unterstützungsschreiben bis zum 31. August per E-Mail.',
    ),
  },
  {
    daysBefore: 12,
    employer: 2,
    kind: 'fellowship',
    title: t('Industry fellowship in cardiovascular prevention', 'Industriestipendium kardiovaskuläre Prävention'),
    location: t('Zurich', 'Zürich'),
    summary: t('A two-year fellowship for early-career researchers.', 'Ein zweijähriges Stipendium für Nachwuchsforschende.'),
    description: t(
      '<p>{employer} funds a two-year research fellowship in cardiovascular prevention, hosted by a university partner.</p>',
      '<p>{employer} fördert ein zweijähriges Forschungsstipendium in der kardiovaskulären Prävention an einer Partneruniversität.</p>',
    ),
    applyUrl: 'https://careers.example.org/fellowship',
    howToApply: t('Apply online before the end of the congress.', 'Bewerben Sie sich online bis zum Ende des Kongresses.'),
  },
  {
    daysBefore: 15,
    employer: t('University Hospital Amsterdam', 'Universitätsklinikum Amsterdam'),
    kind: 'fullTime',
    title: t('Consultant in public health', 'Oberärztin oder Oberarzt Öffentliche Gesundheit'),
    location: t('Amsterdam', 'Amsterdam'),
    summary: t(
      'Lead the prevention programmes of a large university hospital.',
      'Leiten Sie die Präventionsprogramme eines großen Universitätsklinikums.',
    ),
    description: t(
      '<p>You lead the prevention programmes of the hospital and teach medical students.</p>',
      '<p>Sie leiten die Präventionsprogramme des Klinikums und unterrichten Medizinstudierende.</p>',
    ),
    applyUrl: 'https://hospital.example.org/jobs/consultant',
    howToApply: t('Apply online.', 'Bewerben Sie sich online.'),
  },
  {
    daysBefore: 18,
    employer: 0,
    kind: 'fullTime',
    title: t('Data scientist, digital health', 'Data Scientist Digitale Gesundheit'),
    location: t('Remote', 'Remote'),
    summary: t('Turn device data into insights for care teams.', 'Machen Sie aus Gerätedaten Erkenntnisse für Behandlungsteams.'),
    description: t(
      '<p>{employer} is looking for a data scientist for its remote monitoring platform. You work from anywhere in Europe.</p>',
      '<p>{employer} sucht eine Data Scientist oder einen Data Scientist für seine Plattform zur Fernüberwachung. Sie arbeiten von überall in Europa.</p>',
    ),
    applyUrl: 'https://careers.example.org/data-scientist',
    howToApply: t('Apply online with a link to your work.', 'Bewerben Sie sich online mit einem Link zu Ihren Arbeiten.'),
  },
  {
    daysBefore: 24,
    employer: SOCIETY,
    kind: 'partTime',
    title: t('Editor of the society journal (part-time)', 'Redakteurin oder Redakteur der Fachzeitschrift (Teilzeit)'),
    location: t('Remote', 'Remote'),
    summary: t('Edit the society’s journal, ten hours a week.', 'Redigieren Sie die Zeitschrift der Gesellschaft, zehn Stunden pro Woche.'),
    description: t(
      '<p>The {employer} is looking for an editor with a clinical background for its journal.</p>',
      '<p>Die {employer} sucht eine Redakteurin oder einen Redakteur mit klinischem Hintergrund für ihre Zeitschrift.</p>',
    ),
    applyUrl: 'mailto:journal@society.example.org',
    howToApply: t('Send your CV and two writing samples by e-mail.', 'Senden Sie Lebenslauf und zwei Textproben per E-Mail.'),
  },
  {
    daysBefore: 30,
    employer: t('Munich Heart Centre', 'Herzzentrum München'),
    kind: 'residency',
    title: t('Resident in cardiology', 'Assistenzärztin oder Assistenzarzt Kardiologie'),
    location: t('Munich', 'München'),
    summary: t('Specialist training in a high-volume heart centre.', 'Facharztweiterbildung in einem großen Herzzentrum.'),
    description: t(
      '<p>Specialist training in cardiology, interventional and non-invasive, with a year of research.</p>',
      '<p>Facharztweiterbildung in der Kardiologie, interventionell und nicht invasiv, mit einem Forschungsjahr.</p>',
    ),
    applyUrl: 'https://heart.example.org/careers',
    howToApply: t('Apply online.', 'Bewerben Sie sich online.'),
  },
];

export function eventJobPostings(event: EventSeed, accounts: readonly CompanyAccountTable[]): JobPostingTable[] {
  const start = Date.parse(event.row.start_date);
  const companies = industryNewsCompanies(accounts);
  return LANGUAGES.flatMap((language) =>
    JOBS.map((job, index) => {
      const company = typeof job.employer === 'number' ? (companies[job.employer] ?? null) : null;
      const employer = company ? company.name : typeof job.employer === 'number' ? SOCIETY[language] : job.employer[language];
      return {
        event_id: event.row.id,
        id: `j-${index + 1}`,
        language,
        title: job.title[language],
        employer,
        company_account_id: company?.company_account_id ?? null,
        location: job.location[language],
        kind: job.kind,
        summary: job.summary[language],
        description: job.description[language].replaceAll('{employer}', employer),
        apply_url: job.applyUrl,
        how_to_apply: job.howToApply[language],
        published_at: new Date(start - job.daysBefore * DAY_MS).toISOString(),
      };
    }),
  );
}
