/**
 * Certificates of attendance (src/contracts/attendance.ts): issued from the user's attendance by the event's CME rule
 * as a fixed snapshot (table certificates: what was true when issued stays printed, whatever is watched or deleted
 * later), listed among the user's documents (a user_documents row of kind CERTIFICATE_DOCUMENT_KIND), rendered as a
 * PDF on download, and verified by their code at the public address. The code is CERTIFICATE_CODE_LENGTH random
 * letters of RFC 4648 base32 (60 bits): unguessable, and the verification is rate limited besides
 * (http/rateLimits.ts, certificate-verification). The PDF uses the standard fonts, as the personal programme's does.
 */
import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import {
  CERTIFICATE_DOCUMENT_KIND,
  type AttendanceSummary,
  type CertificateVerification,
  type IssuedCertificate,
} from '../../src/contracts/attendance';
import type { EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { winAnsi } from '../programme/personalPdf';

dayjs.extend(utc);
dayjs.extend(timezone);

type Db = Kysely<Database>;

export const CERTIFICATE_CODE_LENGTH = 12;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new code: each letter from 5 random bits. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += BASE32[byte & 31];
  return code;
}

/** A code as typed (spaces, dashes, lower case) as it is stored; null when it cannot be one. */
export function normaliseCertificateCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return new RegExp(`^[A-Z2-7]{${CERTIFICATE_CODE_LENGTH}}$`).test(code) ? code : null;
}

/** What a certificate says, as issued (the certificates row's content). */
export interface CertificateContent {
  name: string;
  eventName: string;
  eventStart: string;
  eventEnd: string;
  timeZone: string;
  /** The language it was issued in (its PDF's words). */
  language: string;
  minimumSharePercent: number;
  creditHoursPerHour: number;
  accreditationText: string;
  sessions: { title: string; room: string; start: string; end: string; sharePercent: number; creditHours: number }[];
  totalCreditHours: number;
}

/** How often issuing tries for a free document id before it gives up (a 500). */
const ISSUE_ATTEMPTS = 3;

/** Ours: the document's name in the user's documents. */
const DOCUMENT_NAME: Record<'en' | 'de', string> = { en: 'Certificate of attendance', de: 'Teilnahmebescheinigung' };

const wordsOf = (language: string) => (language.toLowerCase().startsWith('de') ? 'de' : 'en');

/**
 * Issues a certificate of the sessions that count (null when none does) and lists it among the user's documents, in
 * one transaction.
 */
export async function issueCertificate(
  db: Db,
  input: {
    event: EventRow;
    user: { id: number; title?: string | null; firstname: string; surname: string };
    summary: AttendanceSummary;
    language: string;
    now: number;
  },
): Promise<IssuedCertificate | null> {
  const { event, user, summary, language } = input;
  const counted = summary.Sessions.filter((session) => session.Counts);
  if (counted.length === 0) return null;
  const issuedAt = new Date(input.now).toISOString();
  const content: CertificateContent = {
    name: [user.title, user.firstname, user.surname].filter((part) => part && part.trim()).join(' '),
    eventName: event.name,
    eventStart: event.start_date,
    eventEnd: event.end_date,
    timeZone: event.time_zone,
    language,
    minimumSharePercent: summary.Rule.MinimumSharePercent,
    creditHoursPerHour: summary.Rule.CreditHoursPerHour,
    accreditationText: summary.Rule.AccreditationText,
    sessions: counted.map((session) => ({
      title: session.Title,
      room: session.Room,
      start: session.Start,
      end: session.End,
      sharePercent: session.SharePercent,
      creditHours: session.CreditHours,
    })),
    totalCreditHours: summary.TotalCreditHours,
  };
  const code = newCertificateCode();
  const insert = () =>
    db.transaction().execute(async (trx) => {
      // user_documents ids are given by whoever writes them (the seed, an import): the next free one.
      const { top } = await trx
        .selectFrom('user_documents')
        .select((eb) => eb.fn.max('id').as('top'))
        .executeTakeFirstOrThrow();
      const id = Number(top ?? 0) + 1;
      await trx
        .insertInto('user_documents')
        .values({
          id,
          event_id: event.id,
          user_id: user.id,
          name: DOCUMENT_NAME[wordsOf(language)],
          file_type: 'PDF',
          kind: CERTIFICATE_DOCUMENT_KIND,
          society_short: '',
          status: null,
          survey_set_id: null,
          created_at: issuedAt,
        })
        .execute();
      await trx
        .insertInto('certificates')
        .values({ code, event_id: event.id, user_id: user.id, document_id: id, issued_at: issuedAt, content: JSON.stringify(content) })
        .execute();
      return id;
    });
  // Two certificates issued at once may both take the same next id: the second one's insert fails and tries again.
  let documentId: number | null = null;
  for (let attempt = 1; documentId === null; attempt += 1) {
    try {
      documentId = await insert();
    } catch (error) {
      if (attempt >= ISSUE_ATTEMPTS) throw error;
    }
  }
  return { Code: code, DocumentId: documentId, IssuedAt: issuedAt };
}

export interface StoredCertificate {
  code: string;
  issuedAt: string;
  content: CertificateContent;
  instance: string;
  eventShort: string;
}

async function storedBy(db: Db, where: { code: string } | { documentId: number; userId: number }): Promise<StoredCertificate | null> {
  let query = db
    .selectFrom('certificates as c')
    .innerJoin('events as e', 'e.id', 'c.event_id')
    .select(['c.code', 'c.issued_at', 'c.content', 'e.instance', 'e.short']);
  query =
    'code' in where
      ? query.where('c.code', '=', where.code)
      : query.where('c.document_id', '=', where.documentId).where('c.user_id', '=', where.userId);
  const row = await query.executeTakeFirst();
  return row
    ? {
        code: row.code,
        issuedAt: row.issued_at,
        content: JSON.parse(row.content) as CertificateContent,
        instance: row.instance,
        eventShort: row.short,
      }
    : null;
}

/** A certificate by its code (for the verification). */
export const certificateByCode = (db: Db, code: string) => storedBy(db, { code });
/** A user's own certificate by its document's id (for the download). */
export const certificateOfDocument = (db: Db, documentId: number, userId: number) => storedBy(db, { documentId, userId });

/** What the public verification shows: what the certificate prints, nothing about the person beyond their name. */
export function verificationOf(certificate: StoredCertificate): CertificateVerification {
  const { content } = certificate;
  return {
    Code: certificate.code,
    EventName: content.eventName,
    Name: content.name,
    IssuedAt: certificate.issuedAt,
    Sessions: content.sessions.map((session) => ({
      Title: session.title,
      Start: session.start,
      End: session.end,
      CreditHours: session.creditHours,
    })),
    TotalCreditHours: content.totalCreditHours,
  };
}

/** The public verification page of a certificate, with the code filled in. */
export function verificationAddress(
  publicBase: string,
  certificate: Pick<StoredCertificate, 'instance' | 'eventShort' | 'code'>,
  language: string,
): string {
  return `${publicBase}verify/${certificate.instance}/${certificate.eventShort}/${language}?code=${certificate.code}`;
}

/** The PDF's own words (ours). */
const PDF_WORDS = {
  en: {
    title: 'Certificate of attendance',
    certifies: 'This is to certify that',
    attended: 'attended the following sessions of',
    rule: (share: number, factor: string) =>
      `A session counts when at least ${share} % of it was watched, live or on demand; ${factor} credit hour(s) per hour.`,
    date: 'Date',
    time: 'Time',
    session: 'Session',
    credit: 'Credit hours',
    total: 'Total credit hours',
    issued: 'Issued',
    code: 'Verification code',
    verify: 'Verify this certificate at',
    times: 'Times are local to the event',
    dateFormat: 'DD MMMM YYYY',
    dayFormat: 'DD/MM/YYYY',
    locale: 'en-gb',
    number: 'en-GB',
  },
  de: {
    title: 'Teilnahmebescheinigung',
    certifies: 'Hiermit wird bescheinigt, dass',
    attended: 'an folgenden Sitzungen teilgenommen hat:',
    rule: (share: number, factor: string) =>
      `Eine Sitzung zählt, wenn mindestens ${share} % davon live oder auf Abruf gesehen wurden; ${factor} Fortbildungsstunde(n) je Stunde.`,
    date: 'Datum',
    time: 'Zeit',
    session: 'Sitzung',
    credit: 'Stunden',
    total: 'Fortbildungsstunden insgesamt',
    issued: 'Ausgestellt am',
    code: 'Prüfcode',
    verify: 'Prüfen Sie diese Bescheinigung unter',
    times: 'Zeiten in der Ortszeit der Veranstaltung',
    dateFormat: 'DD. MMMM YYYY',
    dayFormat: 'DD.MM.YYYY',
    locale: 'de',
    number: 'de-DE',
  },
} as const;

/** The certificate as a one-page PDF (more pages when the sessions need them). The code is in its metadata too. */
export function renderCertificatePdf(certificate: StoredCertificate, verifyAt: string): Promise<Buffer> {
  const { content } = certificate;
  const words = PDF_WORDS[wordsOf(content.language)];
  const local = (instant: string) => dayjs.utc(instant).tz(content.timeZone).locale(words.locale);
  const hours = (value: number) => new Intl.NumberFormat(words.number, { maximumFractionDigits: 2 }).format(value);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${words.title}: ${content.eventName}`,
      Author: content.eventName,
      Subject: `${words.code} ${certificate.code}`,
      Keywords: certificate.code,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text(winAnsi(words.title), { align: 'center' });
  doc.moveDown(0.3).font('Helvetica').fontSize(13).text(winAnsi(content.eventName), { align: 'center' });
  doc
    .fontSize(10)
    .text(winAnsi(`${local(content.eventStart).format(words.dateFormat)} – ${local(content.eventEnd).format(words.dateFormat)}`), {
      align: 'center',
    });
  doc.moveDown(1.5).fontSize(11).text(winAnsi(words.certifies), { align: 'center' });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(16).text(winAnsi(content.name), { align: 'center' });
  doc.moveDown(0.4).font('Helvetica').fontSize(11).text(winAnsi(words.attended), { align: 'center' });
  doc.moveDown(1.2);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns = [
    { label: words.date, x: left, width: 70 },
    { label: words.time, x: left + 72, width: 70 },
    { label: words.session, x: left + 144, width: width - 144 - 72 },
    { label: words.credit, x: left + width - 70, width: 70 },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(winAnsi(cell), column.x, y, { width: column.width, align: index === 3 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  row(
    columns.map((column) => column.label),
    true,
  );
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width, doc.y - 2)
    .strokeColor('#888888')
    .stroke();
  for (const session of content.sessions) {
    row([
      local(session.start).format(words.dayFormat),
      `${local(session.start).format('HH:mm')}–${local(session.end).format('HH:mm')}`,
      session.title,
      hours(session.creditHours),
    ]);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 4;
  row(['', '', words.total, hours(content.totalCreditHours)], true);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(winAnsi(`${words.times} (${content.timeZone})`), left, doc.y, { width })
    .fillColor('black');

  doc
    .moveDown(1)
    .font('Helvetica')
    .fontSize(9.5)
    .text(winAnsi(words.rule(content.minimumSharePercent, hours(content.creditHoursPerHour))), { width });
  if (content.accreditationText) doc.moveDown(0.5).text(winAnsi(content.accreditationText), { width });

  doc
    .moveDown(1.5)
    .font('Helvetica')
    .fontSize(10)
    .text(winAnsi(`${words.issued}: ${local(certificate.issuedAt).format(words.dateFormat)}`));
  doc.font('Helvetica-Bold').text(winAnsi(`${words.code}: ${certificate.code}`));
  doc
    .font('Helvetica')
    .text(winAnsi(`${words.verify}:`))
    .fillColor('#0b5cad')
    .text(verifyAt, { link: verifyAt })
    .fillColor('black');

  doc.end();
  return done;
}
