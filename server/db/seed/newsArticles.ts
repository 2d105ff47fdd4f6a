/**
 * The news page's articles of ehc2026 (docs/rules/content-areas.md section 2, News), in en-GB and de-DE: twelve
 * articles n-1 (newest) to n-12, published before the congress (on the seed's calendar, so they move with an alive
 * congress). Five are industry news of three exhibitors: the first three public, published company accounts in id
 * order (INDUSTRY_NEWS_COMPANIES picks them); the rest are the organiser's. Each has a generated picture
 * (server/routes/news.ts, /media/news/{eventId}/{id}.svg).
 */
import type { CompanyAccountTable, NewsArticleTable } from '../schema';
import { LANGUAGES, type EventSeed, type SeedLanguage } from './catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

type Texts = Record<SeedLanguage, string>;
const t = (en: string, de: string): Texts => ({ 'en-GB': en, 'de-DE': de });

interface ArticleSeed {
  /** Days before the congress opens. */
  daysBefore: number;
  /** The index into the industry companies, or null for the organiser's news. */
  company: number | null;
  title: Texts;
  teaser: Texts;
  /** HTML; {company} is the company's name. */
  body: Texts;
}

const ARTICLES: readonly ArticleSeed[] = [
  {
    daysBefore: 1,
    company: null,
    title: t('Welcome to Berlin: the congress opens tomorrow', 'Willkommen in Berlin: Morgen beginnt der Kongress'),
    teaser: t(
      'Badges, the app and the first plenary: everything you need for the first congress day.',
      'Namensschilder, App und erstes Plenum: alles, was Sie für den ersten Kongresstag brauchen.',
    ),
    body: t(
      '<p>Registration opens at 07:00 in the main foyer. Bring the QR code from your confirmation e-mail to print your badge.</p><ul><li>The opening plenary starts at 08:30 in Hall A.</li><li>The exhibition opens at 10:00.</li></ul><p>Plan your days in the <a href="/demo/ehc2026/en-GB/search">online programme</a>.</p>',
      '<p>Die Registrierung öffnet um 07:00 Uhr im Hauptfoyer. Bringen Sie den QR-Code aus Ihrer Bestätigungs-E-Mail mit, um Ihr Namensschild zu drucken.</p><ul><li>Das Eröffnungsplenum beginnt um 08:30 Uhr in Halle A.</li><li>Die Ausstellung öffnet um 10:00 Uhr.</li></ul><p>Planen Sie Ihre Tage im <a href="/demo/ehc2026/de-DE/search">Online-Programm</a>.</p>',
    ),
  },
  {
    daysBefore: 3,
    company: 0,
    title: t('{company} presents its new remote monitoring platform', '{company} stellt neue Plattform für Fernüberwachung vor'),
    teaser: t(
      'Live demonstrations at the booth every day of the congress, and a satellite symposium on the first day.',
      'Live-Vorführungen am Stand an jedem Kongresstag und ein Satellitensymposium am ersten Tag.',
    ),
    body: t(
      '<p>{company} brings its remote monitoring platform to EHC 2026. The platform connects home devices with the care team and flags changes early.</p><p>Visit the booth for a live demonstration, or join the satellite symposium on the first congress day.</p>',
      '<p>{company} bringt seine Plattform für Fernüberwachung zur EHC 2026. Die Plattform verbindet Geräte zu Hause mit dem Behandlungsteam und meldet Veränderungen früh.</p><p>Besuchen Sie den Stand für eine Live-Vorführung oder nehmen Sie am Satellitensymposium am ersten Kongresstag teil.</p>',
    ),
  },
  {
    daysBefore: 6,
    company: null,
    title: t('Five keynotes open the congress days', 'Fünf Keynotes eröffnen die Kongresstage'),
    teaser: t(
      'Prevention, digital care and public health: meet the keynote speakers of EHC 2026.',
      'Prävention, digitale Versorgung und öffentliche Gesundheit: die Keynote-Sprecher der EHC 2026.',
    ),
    body: t(
      '<p>Each congress day opens with a keynote in the plenary hall, streamed live for online participants.</p><p>The keynotes are recorded and stay available on demand after the congress.</p>',
      '<p>Jeder Kongresstag beginnt mit einer Keynote im Plenarsaal, live gestreamt für Online-Teilnehmende.</p><p>Die Keynotes werden aufgezeichnet und stehen nach dem Kongress auf Abruf zur Verfügung.</p>',
    ),
  },
  {
    daysBefore: 9,
    company: 1,
    title: t('{company} opens a training lounge in the exhibition', '{company} eröffnet eine Schulungslounge in der Ausstellung'),
    teaser: t(
      'Hands-on workshops in small groups, booked through the meeting hub.',
      'Praktische Workshops in kleinen Gruppen, buchbar über den Meeting-Hub.',
    ),
    body: t(
      '<p>In its training lounge, {company} runs hands-on workshops for up to eight participants.</p><p>Places are limited: book a slot through the meeting hub.</p>',
      '<p>In seiner Schulungslounge bietet {company} praktische Workshops für bis zu acht Teilnehmende an.</p><p>Die Plätze sind begrenzt: Buchen Sie einen Termin über den Meeting-Hub.</p>',
    ),
  },
  {
    daysBefore: 14,
    company: null,
    title: t('Final programme published', 'Endgültiges Programm veröffentlicht'),
    teaser: t(
      'All sessions, rooms and speakers are now in the online programme.',
      'Alle Sitzungen, Räume und Referierenden stehen jetzt im Online-Programm.',
    ),
    body: t(
      '<p>The final programme of EHC 2026 is online: more than a hundred sessions over four days.</p><p>Star the sessions you want to attend to build your personal programme.</p>',
      '<p>Das endgültige Programm der EHC 2026 ist online: mehr als hundert Sitzungen an vier Tagen.</p><p>Markieren Sie die Sitzungen, die Sie besuchen möchten, um Ihr persönliches Programm zu erstellen.</p>',
    ),
  },
  {
    daysBefore: 20,
    company: 2,
    title: t('{company} announces a research fellowship', '{company} schreibt ein Forschungsstipendium aus'),
    teaser: t(
      'A two-year fellowship for early-career researchers in cardiovascular prevention.',
      'Ein zweijähriges Stipendium für Nachwuchsforschende in der kardiovaskulären Prävention.',
    ),
    body: t(
      '<p>{company} funds a two-year research fellowship in cardiovascular prevention. Applications are open until the end of the congress.</p><p>The fellowship is listed on the congress job board.</p>',
      '<p>{company} fördert ein zweijähriges Forschungsstipendium in der kardiovaskulären Prävention. Bewerbungen sind bis zum Ende des Kongresses möglich.</p><p>Das Stipendium steht in der Stellenbörse des Kongresses.</p>',
    ),
  },
  {
    daysBefore: 27,
    company: null,
    title: t('Exhibition floor plan available', 'Hallenplan der Ausstellung verfügbar'),
    teaser: t(
      'Find the booths of more than a hundred exhibitors in the industry hall.',
      'Finden Sie die Stände von mehr als hundert Ausstellern in der Industrieausstellung.',
    ),
    body: t(
      '<p>The floor plan of the industry hall is online. Search an exhibitor and see its booth on the plan.</p>',
      '<p>Der Hallenplan der Industrieausstellung ist online. Suchen Sie einen Aussteller und sehen Sie seinen Stand auf dem Plan.</p>',
    ),
  },
  {
    daysBefore: 35,
    company: 0,
    title: t('{company} supports the charity challenge', '{company} unterstützt die Charity-Challenge'),
    teaser: t(
      'Every correct answer in its quiz earns points for a charity project of your choice.',
      'Jede richtige Antwort in seinem Quiz bringt Punkte für ein Charity-Projekt Ihrer Wahl.',
    ),
    body: t(
      '<p>{company} joins the charity challenge of EHC 2026 with a quiz on digital health.</p><p>Take part on the charity page: every correct answer counts.</p>',
      '<p>{company} beteiligt sich mit einem Quiz zur digitalen Gesundheit an der Charity-Challenge der EHC 2026.</p><p>Machen Sie auf der Charity-Seite mit: Jede richtige Antwort zählt.</p>',
    ),
  },
  {
    daysBefore: 42,
    company: null,
    title: t('Congress app available', 'Kongress-App verfügbar'),
    teaser: t(
      'Build your personal programme and receive notifications on your phone.',
      'Erstellen Sie Ihr persönliches Programm und erhalten Sie Mitteilungen auf Ihrem Telefon.',
    ),
    body: t(
      '<p>The congress app brings the programme, the exhibition and your notifications to your phone, and works offline.</p>',
      '<p>Die Kongress-App bringt Programm, Ausstellung und Ihre Mitteilungen auf Ihr Telefon und funktioniert auch offline.</p>',
    ),
  },
  {
    daysBefore: 50,
    company: 1,
    title: t('{company} publishes real-world evidence study', '{company} veröffentlicht Studie mit Real-World-Daten'),
    teaser: t(
      'Results from more than 12,000 patients will be presented in a poster session.',
      'Ergebnisse von mehr als 12.000 Patientinnen und Patienten werden in einer Postersitzung vorgestellt.',
    ),
    body: t(
      '<p>{company} presents the results of a real-world evidence study with more than 12,000 patients.</p><p>Meet the authors at the poster session on the second congress day.</p>',
      '<p>{company} stellt die Ergebnisse einer Real-World-Studie mit mehr als 12.000 Patientinnen und Patienten vor.</p><p>Treffen Sie die Autorinnen und Autoren in der Postersitzung am zweiten Kongresstag.</p>',
    ),
  },
  {
    daysBefore: 60,
    company: null,
    title: t('Early-bird registration closes soon', 'Frühbucher-Registrierung endet bald'),
    teaser: t(
      'Register before the end of the month to save on your congress ticket.',
      'Registrieren Sie sich bis Monatsende und sparen Sie beim Kongressticket.',
    ),
    body: t(
      '<p>Early-bird prices apply until the end of the month. Members of the society register at a reduced rate.</p>',
      '<p>Frühbucherpreise gelten bis zum Monatsende. Mitglieder der Gesellschaft registrieren sich zu einem ermäßigten Preis.</p>',
    ),
  },
  {
    daysBefore: 75,
    company: null,
    title: t('Call for abstracts is open', 'Abstract-Einreichung ist geöffnet'),
    teaser: t('Submit your research for oral or poster presentation.', 'Reichen Sie Ihre Forschung als Vortrag oder Poster ein.'),
    body: t(
      '<p>The call for abstracts of EHC 2026 is open. Submit your research for an oral or a poster presentation.</p><p>Every abstract is reviewed by two members of the scientific committee.</p>',
      '<p>Die Abstract-Einreichung der EHC 2026 ist geöffnet. Reichen Sie Ihre Forschung als Vortrag oder Poster ein.</p><p>Jedes Abstract wird von zwei Mitgliedern des wissenschaftlichen Komitees begutachtet.</p>',
    ),
  },
];

/** The exhibitors industry news and job postings belong to: the first public, published accounts in id order. */
export function industryNewsCompanies(accounts: readonly CompanyAccountTable[], count = 3): CompanyAccountTable[] {
  return [...accounts]
    .filter((account) => account.is_public === 1 && account.publication_state === 0)
    .sort((a, b) => a.company_account_id.localeCompare(b.company_account_id))
    .slice(0, count);
}

export function eventNewsArticles(event: EventSeed, accounts: readonly CompanyAccountTable[]): NewsArticleTable[] {
  const start = Date.parse(event.row.start_date);
  const companies = industryNewsCompanies(accounts);
  return LANGUAGES.flatMap((language) =>
    ARTICLES.map((article, index) => {
      const company = article.company === null ? null : (companies[article.company] ?? null);
      const fill = (value: string) => value.replaceAll('{company}', company?.name ?? '');
      const id = `n-${index + 1}`;
      return {
        event_id: event.row.id,
        id,
        language,
        category: company ? 'industry' : 'congress',
        company_account_id: company?.company_account_id ?? null,
        title: fill(article.title[language]),
        teaser: fill(article.teaser[language]),
        body: fill(article.body[language]),
        image_url: `/media/news/${event.row.id}/${id}.svg`,
        // 09:00 in Berlin (07:00 UTC in June) on the day.
        published_at: new Date(start - article.daysBefore * DAY_MS).toISOString(),
      };
    }),
  );
}
