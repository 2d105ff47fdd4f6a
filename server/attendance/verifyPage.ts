/**
 * The public verification page of certificates of attendance: /verify/{instance}/{event}/{language}(?code=...), a
 * page the server writes whole (like the embed builder's page, routes/embedBuilder.ts, under the standalone page's
 * policy with a fresh nonce for its style): a form with the code field (filled in from ?code=), and for a code the
 * answer of GET /api/Public/Certificates/{code} (the same lookup, under the same rate limit): the event, the name as
 * printed, the issue date, the sessions and the credit hours, nothing more. No script: it works in any browser, and a
 * CME body's clerk can link to it with the code. Its words are its own, English and German (ours).
 */
import type { CertificateVerification } from '../../src/contracts/attendance';
import { escapeHtml } from '../http/formPage';

const WORDS = {
  en: {
    title: 'Verify a certificate of attendance',
    intro: 'Enter the verification code printed on the certificate to check that this congress issued it.',
    code: 'Verification code',
    check: 'Check',
    valid: 'This certificate is genuine',
    notFound: 'No certificate of this congress has this code. Please check the code and try again.',
    event: 'Event',
    name: 'Name',
    issued: 'Issued',
    date: 'Date',
    time: 'Time',
    session: 'Session',
    credit: 'Credit hours',
    total: 'Total credit hours',
    sessions: 'Sessions attended',
    number: 'en-GB',
  },
  de: {
    title: 'Teilnahmebescheinigung prüfen',
    intro: 'Geben Sie den Prüfcode von der Bescheinigung ein, um zu prüfen, ob dieser Kongress sie ausgestellt hat.',
    code: 'Prüfcode',
    check: 'Prüfen',
    valid: 'Diese Bescheinigung ist echt',
    notFound: 'Keine Bescheinigung dieses Kongresses hat diesen Code. Bitte prüfen Sie den Code und versuchen Sie es erneut.',
    event: 'Veranstaltung',
    name: 'Name',
    issued: 'Ausgestellt am',
    date: 'Datum',
    time: 'Zeit',
    session: 'Sitzung',
    credit: 'Stunden',
    total: 'Fortbildungsstunden insgesamt',
    sessions: 'Besuchte Sitzungen',
    number: 'de-DE',
  },
} as const;

export interface VerifyPageInput {
  language: string;
  eventName: string;
  timeZone: string;
  /** The code as typed ('' when none). */
  code: string;
  /** null: no code asked; 'not-found'; else the certificate. */
  result: CertificateVerification | 'not-found' | null;
  nonce: string;
}

export function verifyPage(input: VerifyPageInput): string {
  const words = WORDS[input.language.toLowerCase().startsWith('de') ? 'de' : 'en'];
  const e = escapeHtml;
  const zone = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(words.number, { ...options, timeZone: input.timeZone });
    } catch {
      return new Intl.DateTimeFormat(words.number, options);
    }
  };
  const date = zone({ dateStyle: 'long' });
  const day = zone({ dateStyle: 'short' });
  const time = zone({ hour: '2-digit', minute: '2-digit' });
  const hours = new Intl.NumberFormat(words.number, { maximumFractionDigits: 2 });

  let result = '';
  if (input.result === 'not-found') {
    result = `<section aria-labelledby="result" class="missing"><h2 id="result">${e(words.notFound)}</h2></section>`;
  } else if (input.result) {
    const found = input.result;
    const rows = found.Sessions.map(
      (session) =>
        `<tr><td>${e(day.format(new Date(session.Start)))}</td><td>${e(time.format(new Date(session.Start)))}–${e(time.format(new Date(session.End)))}</td><th scope="row">${e(session.Title)}</th><td class="n">${e(hours.format(session.CreditHours))}</td></tr>`,
    ).join('');
    result = `<section aria-labelledby="result" class="valid">
      <h2 id="result">${e(words.valid)}</h2>
      <dl>
        <dt>${e(words.code)}</dt><dd>${e(found.Code)}</dd>
        <dt>${e(words.event)}</dt><dd>${e(found.EventName)}</dd>
        <dt>${e(words.name)}</dt><dd>${e(found.Name)}</dd>
        <dt>${e(words.issued)}</dt><dd>${e(date.format(new Date(found.IssuedAt)))}</dd>
      </dl>
      <div class="scroll"><table>
        <caption>${e(words.sessions)}</caption>
        <thead><tr><th scope="col">${e(words.date)}</th><th scope="col">${e(words.time)}</th><th scope="col">${e(words.session)}</th><th scope="col" class="n">${e(words.credit)}</th></tr></thead>
        <tbody>${rows}</tbody>
        <tfoot><tr><th scope="row" colspan="3">${e(words.total)}</th><td class="n">${e(hours.format(found.TotalCreditHours))}</td></tr></tfoot>
      </table></div>
    </section>`;
  }

  const attribute = (value: string) => `"${e(value)}"`;
  return `<!doctype html>
<html lang=${attribute(input.language)}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${e(`${words.title} – ${input.eventName}`)}</title>
    <link rel="icon" href="data:," />
    <style nonce=${attribute(input.nonce)}>
      html { font-family: 'Source Sans 3', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; color: #1d2533; background: #ffffff; line-height: 1.5; }
      body { margin: 0; }
      main { max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
      h1 { font-size: 1.6rem; margin: 0 0 0.25rem; line-height: 1.25; }
      .event { margin: 0 0 1rem; color: #4a5568; }
      form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin: 1rem 0 1.5rem; }
      label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; flex: 1 1 14rem; }
      input { font: inherit; padding: 0.5rem 0.75rem; border: 1px solid #6b7280; border-radius: 6px; text-transform: uppercase; letter-spacing: 0.08em; }
      button { font: inherit; font-weight: 600; padding: 0.5rem 1.25rem; border: 0; border-radius: 6px; background: #0b5cad; color: #ffffff; cursor: pointer; min-height: 2.75rem; }
      input:focus-visible, button:focus-visible { outline: 3px solid #e07b00; outline-offset: 2px; }
      section { border: 1px solid #c8ced8; border-radius: 6px; padding: 1rem; }
      section.valid { border-left: 6px solid #1a7f37; }
      section.missing { border-left: 6px solid #b42318; }
      h2 { font-size: 1.2rem; margin: 0 0 0.75rem; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
      dt { font-weight: 600; }
      dd { margin: 0; overflow-wrap: anywhere; }
      .scroll { overflow-x: auto; }
      table { border-collapse: collapse; width: 100%; }
      caption { text-align: start; font-weight: 600; padding-bottom: 0.5rem; }
      th, td { text-align: start; vertical-align: top; padding: 0.4rem 0.5rem; border-bottom: 1px solid #c8ced8; }
      tbody th { font-weight: 400; }
      .n { text-align: end; white-space: nowrap; }
      tfoot th, tfoot td { font-weight: 600; border-bottom: 0; }
      @media (max-width: 30rem) {
        section { padding: 0.75rem 0.5rem 0.75rem 0.75rem; }
        th, td { padding: 0.4rem 0.25rem; }
      }
    </style>
  </head>
  <body>
    <main>
      <h1>${e(words.title)}</h1>
      <p class="event">${e(input.eventName)}</p>
      <p>${e(words.intro)}</p>
      <form method="get">
        <label>${e(words.code)}
          <input name="code" value=${attribute(input.code)} autocomplete="off" spellcheck="false" autocapitalize="characters" required maxlength="40" />
        </label>
        <button type="submit">${e(words.check)}</button>
      </form>
      ${result}
    </main>
  </body>
</html>
`;
}
