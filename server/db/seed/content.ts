/**
 * The content of an event (docs/rules/content-areas.md section 2): its content pages per language (imprint,
 * terms, privacy, help, a welcome page, and one page per news item, which the news feed links to) and
 * the my-area dashboard boxes (title, button and description per module).
 */
import { withAttendanceBox } from './attendance';
import type { ContentPageTable, DashboardModuleTable } from '../schema';
import { LANGUAGES, type EventSeed, type SeedLanguage } from './catalogue';

interface PageSeed {
  name: string;
  list: string | null;
  title: string;
  summary: string;
  html: string;
}

const HELP_TOPICS: Record<SeedLanguage, { id: string; title: string; text: string; more: string }[]> = {
  'en-GB': [
    {
      id: 'getting-started',
      title: 'Getting started',
      text: 'Sign in with the account you registered with. Your ticket is linked to it, and so are your favourites and your personal programme.',
      more: 'Forgot your password? Use the link on the sign-in page; the e-mail to reset it arrives within a few minutes.',
    },
    {
      id: 'programme',
      title: 'The programme',
      text: 'Browse sessions by day, room or topic. Add a session to your personal programme with the star; it is kept for your next visit.',
      more: 'Each session shows its room, its chairs and its presentations. Download a session as a calendar entry from its detail page.',
    },
    {
      id: 'live',
      title: 'Live sessions',
      text: 'Live sessions start in the player on the live page. If the stream stutters, choose a lower quality in the player settings.',
      more: 'Questions to the speakers go through the Q&A panel beside the player; the chairs pick them up during the discussion.',
    },
    {
      id: 'exhibition',
      title: 'The exhibition',
      text: 'Visit the companies of the industry exhibition, their products, symposia and lounges. Exhibitors can be contacted from their profile.',
      more: 'Partner companies are listed by tier on the home page. Some booths open a 2D view of their stand.',
    },
    {
      id: 'certificates',
      title: 'Certificates',
      text: 'Evaluate the sessions you attended in My Area. Your certificate of attendance is available there after the congress.',
      more: 'Continuing medical education credits are listed per day on the certificate, as accredited by the national boards.',
    },
    {
      id: 'help-desk',
      title: 'Help desk',
      text: 'Our help desk answers on all congress days from 08:00 to 18:00 (Central European Time). Write to us through the contact page.',
      more: 'Outside these hours, please leave a message: we answer it first thing the next morning.',
    },
  ],
  'de-DE': [
    {
      id: 'getting-started',
      title: 'Erste Schritte',
      text: 'Melden Sie sich mit dem Konto an, mit dem Sie sich registriert haben. Ihr Ticket ist damit verknüpft, ebenso Ihre Favoriten und Ihr persönliches Programm.',
      more: 'Passwort vergessen? Nutzen Sie den Link auf der Anmeldeseite; die E-Mail zum Zurücksetzen kommt in wenigen Minuten.',
    },
    {
      id: 'programme',
      title: 'Das Programm',
      text: 'Durchsuchen Sie die Sitzungen nach Tag, Raum oder Thema. Mit dem Stern fügen Sie eine Sitzung Ihrem persönlichen Programm hinzu; sie bleibt für Ihren nächsten Besuch gespeichert.',
      more: 'Jede Sitzung zeigt ihren Raum, ihren Vorsitz und ihre Vorträge. Eine Sitzung laden Sie auf ihrer Detailseite als Kalendereintrag herunter.',
    },
    {
      id: 'live',
      title: 'Live-Sitzungen',
      text: 'Live-Sitzungen starten im Player auf der Live-Seite. Wenn der Stream stockt, wählen Sie in den Einstellungen des Players eine niedrigere Qualität.',
      more: 'Fragen an die Referierenden stellen Sie im Q&A-Bereich neben dem Player; der Vorsitz greift sie in der Diskussion auf.',
    },
    {
      id: 'exhibition',
      title: 'Die Ausstellung',
      text: 'Besuchen Sie die Unternehmen der Industrieausstellung, ihre Produkte, Symposien und Lounges. Aussteller erreichen Sie über ihr Profil.',
      more: 'Partnerunternehmen stehen nach Stufe geordnet auf der Startseite. Manche Stände öffnen eine 2D-Ansicht.',
    },
    {
      id: 'certificates',
      title: 'Zertifikate',
      text: 'Bewerten Sie die besuchten Sitzungen in Mein Bereich. Ihre Teilnahmebescheinigung finden Sie dort nach dem Kongress.',
      more: 'Fortbildungspunkte stehen pro Tag auf der Bescheinigung, wie von den nationalen Kammern anerkannt.',
    },
    {
      id: 'help-desk',
      title: 'Helpdesk',
      text: 'Unser Helpdesk antwortet an allen Kongresstagen von 08:00 bis 18:00 Uhr (MEZ). Schreiben Sie uns über die Kontaktseite.',
      more: 'Außerhalb dieser Zeiten hinterlassen Sie bitte eine Nachricht: Wir beantworten sie am nächsten Morgen zuerst.',
    },
  ],
};

function helpHtml(language: SeedLanguage, base: string): string {
  const topics = HELP_TOPICS[language];
  const contents = language === 'de-DE' ? 'Inhalt' : 'Contents';
  const contact = language === 'de-DE' ? 'Zur Kontaktseite' : 'Go to the contact page';
  const toc = topics.map((topic) => `<li><a href="#${topic.id}">${topic.title}</a></li>`).join('');
  const sections = topics
    .map((topic) => `<section id="${topic.id}"><h2>${topic.title}</h2><p>${topic.text}</p><p>${topic.more}</p></section>`)
    .join('\n');
  return `<nav aria-label="${contents}"><h2>${contents}</h2><ul>${toc}</ul></nav>\n${sections}\n<p><a href="/contact${base}">${contact}</a></p>`;
}

function pages(event: EventSeed, language: SeedLanguage): PageSeed[] {
  const { short, name } = event.row;
  const base = `/${event.row.instance}/${short}/${language}`;
  const de = language === 'de-DE';
  const info: PageSeed[] = [
    {
      name: 'welcome',
      list: 'info',
      title: de ? `Willkommen zum ${name}` : `Welcome to ${name}`,
      summary: de ? 'Was Sie auf der Kongressplattform erwartet.' : 'What awaits you on the congress platform.',
      html: de
        ? `<p>Schön, dass Sie dabei sind. Auf dieser Plattform finden Sie das <strong>wissenschaftliche Programm</strong>, die Industrieausstellung und Ihren persönlichen Bereich.</p><p><a href="${base}/page/help">Hilfe zur Plattform</a></p>`
        : `<p>We are glad to have you with us. On this platform you find the <strong>scientific programme</strong>, the industry exhibition and your personal area.</p><p><a href="${base}/page/help">Help with the platform</a></p>`,
    },
    {
      name: 'help',
      list: 'info',
      title: de ? 'Hilfe' : 'Help',
      summary: de ? 'Antworten auf häufige Fragen zur Plattform.' : 'Answers to common questions about the platform.',
      html: helpHtml(language, `/${event.row.instance}/${short}/${language}`),
    },
    {
      name: 'imprint',
      list: 'legal',
      title: de ? 'Impressum' : 'Imprint',
      summary: de ? 'Wer hinter dem Kongress steht.' : 'Who is behind the congress.',
      html: de
        ? '<p>European Health Congress e.V.<br>Kongressstraße 1<br>10115 Berlin<br>Deutschland</p><p>E-Mail: <a href="mailto:info@ehc.example">info@ehc.example</a></p>'
        : '<p>European Health Congress e.V.<br>Kongressstraße 1<br>10115 Berlin<br>Germany</p><p>E-mail: <a href="mailto:info@ehc.example">info@ehc.example</a></p>',
    },
    {
      name: 'terms',
      list: 'legal',
      title: de ? 'Nutzungsbedingungen' : 'Terms of use',
      summary: de ? 'Die Regeln für die Nutzung der Plattform.' : 'The rules for using the platform.',
      html: de
        ? '<ol><li>Die Inhalte sind für registrierte Teilnehmende bestimmt.</li><li>Aufzeichnungen dürfen nicht weitergegeben werden.</li><li>Bitte begegnen Sie anderen Teilnehmenden mit Respekt.</li></ol>'
        : '<ol><li>The content is for registered participants.</li><li>Recordings may not be passed on.</li><li>Please treat other participants with respect.</li></ol>',
    },
    {
      name: 'privacy',
      list: 'legal',
      title: de ? 'Datenschutz' : 'Privacy policy',
      summary: de ? 'Welche Daten wir verarbeiten und warum.' : 'Which data we process, and why.',
      html: de
        ? '<p>Wir verarbeiten Ihre Kontodaten, um Ihnen Zugang zum Kongress zu geben. Analyse-Cookies setzen wir nur mit Ihrer Einwilligung.</p><p>Fragen zum Datenschutz: <a href="mailto:privacy@ehc.example">privacy@ehc.example</a></p>'
        : '<p>We process your account data to give you access to the congress. Analytics cookies are set only with your consent.</p><p>Questions about privacy: <a href="mailto:privacy@ehc.example">privacy@ehc.example</a></p>',
    },
  ];
  const news: PageSeed[] = event.news[language].map((item, index) => ({
    name: `news-${index + 1}`,
    list: 'news',
    title: item.title,
    summary: item.description,
    html: `<p>${item.description}</p>`,
  }));
  return [...info, ...news];
}

export function eventContentPages(event: EventSeed): ContentPageTable[] {
  return LANGUAGES.flatMap((language) =>
    pages(event, language).map((page, index) => ({
      event_id: event.row.id,
      language,
      page_name: page.name,
      list: page.list,
      position: index + 1,
      title: page.title,
      summary: page.summary,
      html: page.html,
    })),
  );
}

/** The my-area boxes (docs/rules/content-areas.md section 2: modules such as documents, program, evaluation...). */
const DASHBOARD: Record<SeedLanguage, { module: string; title: string; button: string; description: string }[]> = {
  'en-GB': [
    {
      module: 'program',
      title: 'My programme',
      button: 'Open my programme',
      description: 'The sessions, presentations and speakers you marked as favourites.',
    },
    {
      module: 'evaluation',
      title: 'Evaluation',
      button: 'Evaluate sessions',
      description: 'Rate the sessions you attended and help us plan the next congress.',
    },
    {
      module: 'documents',
      title: 'My documents',
      button: 'Show documents',
      description: 'Your invoices, certificates of attendance and confirmations.',
    },
    {
      module: 'terms',
      title: 'Terms and conditions',
      button: 'Read the terms',
      description: 'The terms of use and the privacy policy of the congress and of this platform.',
    },
    {
      module: 'recorded',
      title: 'Recorded about you',
      button: 'See what was recorded',
      description: 'What this platform recorded of your visit, to download or delete.',
    },
    { module: 'inbox', title: 'Inbox', button: 'Read messages', description: 'Messages from exhibitors, speakers and other participants.' },
    {
      module: 'network',
      title: 'Network',
      button: 'Find people',
      description: 'Find colleagues by name, field and country, and connect with them.',
    },
    { module: 'groups', title: 'Groups', button: 'Show groups', description: 'The groups of participants you belong to.' },
    {
      module: 'profile',
      title: 'My profile',
      button: 'Edit profile',
      description: 'Your name, profession and the interests we tailor the programme to.',
    },
    {
      module: 'networking_settings',
      title: 'Networking',
      button: 'Change settings',
      description: 'Decide who may see your profile and contact you.',
    },
    {
      module: 'helpdesk',
      title: 'Helpdesk',
      button: 'Get help',
      description: 'Answers to common questions, and a way to reach the congress team.',
    },
  ],
  'de-DE': [
    {
      module: 'program',
      title: 'Mein Programm',
      button: 'Mein Programm öffnen',
      description: 'Die Sitzungen, Vorträge und Referierenden, die Sie als Favoriten markiert haben.',
    },
    {
      module: 'evaluation',
      title: 'Bewertung',
      button: 'Sitzungen bewerten',
      description: 'Bewerten Sie die besuchten Sitzungen und helfen Sie uns, den nächsten Kongress zu planen.',
    },
    {
      module: 'documents',
      title: 'Meine Dokumente',
      button: 'Dokumente anzeigen',
      description: 'Ihre Rechnungen, Teilnahmebescheinigungen und Bestätigungen.',
    },
    {
      module: 'terms',
      title: 'Nutzungsbedingungen',
      button: 'Bedingungen lesen',
      description: 'Die Nutzungsbedingungen und die Datenschutzerklärung des Kongresses und dieser Plattform.',
    },
    {
      module: 'recorded',
      title: 'Über Sie aufgezeichnet',
      button: 'Aufzeichnungen ansehen',
      description: 'Was diese Plattform von Ihrem Besuch aufgezeichnet hat, zum Herunterladen oder Löschen.',
    },
    {
      module: 'inbox',
      title: 'Posteingang',
      button: 'Nachrichten lesen',
      description: 'Nachrichten von Ausstellern, Referierenden und anderen Teilnehmenden.',
    },
    {
      module: 'network',
      title: 'Netzwerk',
      button: 'Personen finden',
      description: 'Finden Sie Kolleginnen und Kollegen nach Name, Fachgebiet und Land, und vernetzen Sie sich.',
    },
    { module: 'groups', title: 'Gruppen', button: 'Gruppen anzeigen', description: 'Die Gruppen von Teilnehmenden, denen Sie angehören.' },
    {
      module: 'profile',
      title: 'Mein Profil',
      button: 'Profil bearbeiten',
      description: 'Ihr Name, Ihr Beruf und die Interessen, nach denen wir das Programm ausrichten.',
    },
    {
      module: 'networking_settings',
      title: 'Networking',
      button: 'Einstellungen ändern',
      description: 'Legen Sie fest, wer Ihr Profil sehen und Sie kontaktieren darf.',
    },
    {
      module: 'helpdesk',
      title: 'Helpdesk',
      button: 'Hilfe erhalten',
      description: 'Antworten auf häufige Fragen und ein Weg zum Kongressteam.',
    },
  ],
};

export function eventDashboardModules(event: EventSeed): DashboardModuleTable[] {
  const rows = LANGUAGES.flatMap((language) =>
    DASHBOARD[language].map((box, index) => ({
      event_id: event.row.id,
      language,
      module: box.module,
      position: index + 1,
      title: box.title,
      button_text: box.button,
      description: box.description,
    })),
  );
  return withAttendanceBox(event, rows);
}

/**
 * The content area's keys of config_json (docs/rules/shell-access-identity.md section 3): the intro carousel of
 * the app container, and the app-install recommendation (appStoreLinks is ours).
 */
export function contentAppConfig(language: SeedLanguage) {
  const de = language === 'de-DE';
  return {
    mobileCarousel: {
      Carousel: de
        ? [
            { text: 'Willkommen in der Kongress-App.' },
            { text: 'Stellen Sie Ihr persönliches Programm zusammen.' },
            { text: 'Besuchen Sie die Aussteller in der Industrieausstellung.' },
          ]
        : [
            { text: 'Welcome to the congress app.' },
            { text: 'Build your personal programme.' },
            { text: 'Visit the exhibitors in the industry hall.' },
          ],
      showOnReload: false,
      minDuration: 3,
      autoCloseMobileCarousel: false,
      showCloseButton: false,
    },
    recommendationActive: true,
    appStoreLinks: { ios: 'https://apps.example.org/ehc/ios', android: 'https://apps.example.org/ehc/android' },
  };
}
