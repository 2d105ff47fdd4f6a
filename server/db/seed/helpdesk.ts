/**
 * The helpdesk's questions and answers of the demo (resource set VMXHelpdeskFaq, src/contracts helpdesk.ts): fifteen
 * entries in five topics, in en-GB and de-DE, for every demo event. Answers are HTML as an editor writes it; links
 * lead to the event's own pages in the same language.
 */
import { HELPDESK_FAQ_RESOURCE_SET, type HelpdeskFaqResource } from '../../../src/contracts';
import type { ResourceTable } from '../schema';
import { LANGUAGES, type EventSeed, type SeedLanguage } from './catalogue';

type Entry = { id: string; question: string; answer: string };
type Topic = { topic: string; entries: Entry[] };

function faq(language: SeedLanguage, address: string): Topic[] {
  const de = language === 'de-DE';
  const page = (name: string) => `/${name}/${address}`;
  return de
    ? [
        {
          topic: 'Konto und Anmeldung',
          entries: [
            {
              id: 'forgot-password',
              question: 'Ich habe mein Passwort vergessen. Was nun?',
              answer: `<p>Wählen Sie auf der Anmeldeseite <a href="${page('forgotpassword')}">Passwort vergessen</a>. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort setzen. Der Link ist 24 Stunden gültig.</p>`,
            },
            {
              id: 'confirmation-mail',
              question: 'Ich habe keine Bestätigungs-E-Mail erhalten.',
              answer:
                '<p>Sehen Sie bitte auch im Spam-Ordner nach. Auf der Anmeldeseite können Sie die E-Mail erneut anfordern. Kommt sie dann noch nicht an, schreiben Sie uns über das Formular unten.</p>',
            },
            {
              id: 'change-profile',
              question: 'Wie ändere ich meinen Namen oder meine Anschrift?',
              answer: `<p>Öffnen Sie <a href="${page('userform')}">Profil bearbeiten</a>. Der Name auf Ihrem Zertifikat wird aus diesem Profil übernommen.</p>`,
            },
          ],
        },
        {
          topic: 'Tickets und Registrierung',
          entries: [
            {
              id: 'ticket-not-shown',
              question: 'Ich habe ein Ticket gekauft, aber die Live-Säle bleiben geschlossen.',
              answer:
                '<p>Melden Sie sich mit derselben E-Mail-Adresse an, mit der Sie sich registriert haben. Haben Sie eine andere verwendet, verknüpfen Sie Ihre Registrierungsnummer in <strong>Mein Bereich</strong> mit Ihrem Konto.</p>',
            },
            {
              id: 'invoice',
              question: 'Wo bekomme ich eine Rechnung für mein Ticket?',
              answer:
                '<p>Die Rechnung kommt mit der Buchungsbestätigung per E-Mail. Eine Kopie finden Sie unter <strong>Mein Bereich → Dokumente</strong>.</p>',
            },
            {
              id: 'day-ticket',
              question: 'Kann ich mit einem Tagesticket alle Kongresstage sehen?',
              answer:
                '<p>Ein Tagesticket gilt für den gebuchten Tag. Die Aufzeichnungen der übrigen Tage stehen Ihnen nach dem Kongress mit einem Ticket für den ganzen Kongress offen.</p>',
            },
          ],
        },
        {
          topic: 'Live-Sitzungen und Aufzeichnungen',
          entries: [
            {
              id: 'stream-not-playing',
              question: 'Der Livestream startet nicht oder ruckelt.',
              answer:
                '<p>Laden Sie die Seite neu und schließen Sie andere Tabs mit Videos. Der Stream braucht etwa 3 Mbit/s. In Firmennetzen kann eine Firewall Streams sperren; versuchen Sie es dann über ein anderes Netz.</p>',
            },
            {
              id: 'recordings',
              question: 'Werden die Sitzungen aufgezeichnet?',
              answer:
                '<p>Ja. Die meisten Sitzungen sind ab dem Folgetag als Aufzeichnung im Programm verfügbar, bis sechs Monate nach dem Kongress.</p>',
            },
            {
              id: 'ask-question',
              question: 'Wie stelle ich den Referierenden eine Frage?',
              answer:
                '<p>Unter dem Livestream jeder Sitzung finden Sie <strong>Fragen und Antworten</strong>. Die Vorsitzenden sammeln die Fragen und stellen sie am Ende der Sitzung.</p>',
            },
          ],
        },
        {
          topic: 'Zertifikate und CME-Punkte',
          entries: [
            {
              id: 'cme-certificate',
              question: 'Wann bekomme ich mein CME-Zertifikat?',
              answer:
                '<p>Nach dem Kongress, sobald Sie die Evaluation der besuchten Sitzungen abgeschlossen haben. Das Zertifikat liegt dann unter <strong>Mein Bereich → Dokumente</strong> zum Herunterladen bereit.</p>',
            },
            {
              id: 'cme-points',
              question: 'Wie viele CME-Punkte gibt es?',
              answer:
                '<p>Der Kongress ist mit bis zu 24 europäischen CME-Punkten (ECMEC®) akkreditiert, höchstens 6 pro Tag. Es zählt die Zeit, die Sie nachweislich in den Live-Sitzungen verbracht haben.</p>',
            },
            {
              id: 'attendance-certificate',
              question: 'Bekomme ich eine Teilnahmebescheinigung ohne CME?',
              answer:
                '<p>Ja. Die Teilnahmebescheinigung steht allen registrierten Teilnehmenden nach dem Kongress unter <strong>Mein Bereich → Dokumente</strong> zur Verfügung.</p>',
            },
          ],
        },
        {
          topic: 'Ausstellung und Networking',
          entries: [
            {
              id: 'meet-exhibitor',
              question: 'Wie vereinbare ich ein Treffen mit einem Aussteller?',
              answer: `<p>Öffnen Sie den <a href="${page('meetinghub')}">Meeting-Hub</a> oder das Profil des Ausstellers und wählen Sie einen freien Termin. Sie erhalten eine Bestätigung per E-Mail.</p>`,
            },
            {
              id: 'contact-data',
              question: 'Sehen Aussteller meine Kontaktdaten?',
              answer:
                '<p>Nur, wenn Sie es erlauben: etwa wenn Sie in einer Lounge Ihre Karte teilen oder ein Treffen buchen. Ohne Ihre Zustimmung geben wir keine Daten weiter.</p>',
            },
            {
              id: 'networking',
              question: 'Wie finde ich andere Teilnehmende?',
              answer:
                '<p>Im Networking-Bereich sehen Sie Teilnehmende, die sichtbar sein möchten, und können ihnen Nachrichten schreiben. Networking gehört zum Ticket für den ganzen Kongress.</p>',
            },
          ],
        },
      ]
    : [
        {
          topic: 'Your account and signing in',
          entries: [
            {
              id: 'forgot-password',
              question: 'I forgot my password. What now?',
              answer: `<p>Choose <a href="${page('forgotpassword')}">Forgot password</a> on the sign-in page. We send you a link to set a new password; it is valid for 24 hours.</p>`,
            },
            {
              id: 'confirmation-mail',
              question: 'I have not received the confirmation e-mail.',
              answer:
                '<p>Please look in your spam folder too. You can ask for the e-mail again on the sign-in page. If it still does not arrive, write to us with the form below.</p>',
            },
            {
              id: 'change-profile',
              question: 'How do I change my name or address?',
              answer: `<p>Open <a href="${page('userform')}">Edit profile</a>. The name on your certificate is taken from this profile.</p>`,
            },
          ],
        },
        {
          topic: 'Tickets and registration',
          entries: [
            {
              id: 'ticket-not-shown',
              question: 'I bought a ticket, but the live rooms stay closed.',
              answer:
                '<p>Sign in with the e-mail address you registered with. If you used another one, link your registration number to your account in <strong>My area</strong>.</p>',
            },
            {
              id: 'invoice',
              question: 'Where do I get an invoice for my ticket?',
              answer:
                '<p>The invoice comes by e-mail with your booking confirmation. You find a copy under <strong>My area → Documents</strong>.</p>',
            },
            {
              id: 'day-ticket',
              question: 'Can I watch every congress day with a day ticket?',
              answer:
                '<p>A day ticket is valid on the day you booked. The recordings of the other days are open to you after the congress with a full-congress ticket.</p>',
            },
          ],
        },
        {
          topic: 'Live sessions and recordings',
          entries: [
            {
              id: 'stream-not-playing',
              question: 'The live stream does not start, or it stutters.',
              answer:
                '<p>Reload the page and close other tabs that play video. The stream needs about 3 Mbit/s. In company networks a firewall may block streams; then try another network.</p>',
            },
            {
              id: 'recordings',
              question: 'Are the sessions recorded?',
              answer:
                '<p>Yes. Most sessions are in the programme as recordings from the next day on, until six months after the congress.</p>',
            },
            {
              id: 'ask-question',
              question: 'How do I ask the speakers a question?',
              answer:
                '<p>Below the live stream of every session you find <strong>Questions and answers</strong>. The chairs collect the questions and put them at the end of the session.</p>',
            },
          ],
        },
        {
          topic: 'Certificates and CME credits',
          entries: [
            {
              id: 'cme-certificate',
              question: 'When do I get my CME certificate?',
              answer:
                '<p>After the congress, once you have completed the evaluation of the sessions you attended. The certificate is then ready to download under <strong>My area → Documents</strong>.</p>',
            },
            {
              id: 'cme-points',
              question: 'How many CME credits can I earn?',
              answer:
                '<p>The congress is accredited with up to 24 European CME credits (ECMEC®), at most 6 a day. What counts is the time you spent in the live sessions.</p>',
            },
            {
              id: 'attendance-certificate',
              question: 'Do I get a certificate of attendance without CME?',
              answer:
                '<p>Yes. The certificate of attendance is there for every registered attendee after the congress, under <strong>My area → Documents</strong>.</p>',
            },
          ],
        },
        {
          topic: 'Exhibition and networking',
          entries: [
            {
              id: 'meet-exhibitor',
              question: 'How do I book a meeting with an exhibitor?',
              answer: `<p>Open the <a href="${page('meetinghub')}">meeting hub</a> or the exhibitor's profile and choose a free slot. You get a confirmation by e-mail.</p>`,
            },
            {
              id: 'contact-data',
              question: 'Do exhibitors see my contact details?',
              answer:
                '<p>Only when you allow it: when you share your card in a lounge or book a meeting. We pass on no data without your consent.</p>',
            },
            {
              id: 'networking',
              question: 'How do I find other attendees?',
              answer:
                '<p>In the networking area you see the attendees who chose to be visible, and you can send them messages. Networking comes with the full-congress ticket.</p>',
            },
          ],
        },
      ];
}

/** The VMXHelpdeskFaq rows of an event: one resource per entry and language, named by the entry's id, numbered in order. */
export function helpdeskFaqResources(event: EventSeed): ResourceTable[] {
  return LANGUAGES.flatMap((language) => {
    let position = 0;
    return faq(language, `${event.row.instance}/${event.row.short}/${language}`).flatMap(({ topic, entries }) =>
      entries.map((entry): ResourceTable => {
        position += 1;
        const value: HelpdeskFaqResource = { topic, question: entry.question, answer: entry.answer, position };
        return {
          event_id: event.row.id,
          setname: HELPDESK_FAQ_RESOURCE_SET,
          language,
          resourcename: entry.id,
          resourcevalue: JSON.stringify(value),
        };
      }),
    );
  });
}
