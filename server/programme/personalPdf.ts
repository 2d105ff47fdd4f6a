/**
 * The personal programme as a PDF (GET /api/Modules/DownloadPersonalProgram, docs/rules/content-areas.md section 7,
 * "Personal programme"): the event, the user, then the starred sessions by day, the starred
 * presentations and the starred speakers. Times are the event's wall clock (its time zone, as PAGData's
 * TimeZone). The standard PDF fonts are used, so no font files are shipped.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import PDFDocument from 'pdfkit';
import type { PresentationDetails, SessionDetails, SpeakerDetails } from './items';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The PDF's own words: English, and German for de-* (ours; the spec shows no texts). */
const HEADINGS = {
  en: {
    title: 'Personal programme',
    sessions: 'Sessions',
    presentations: 'Presentations',
    speakers: 'Speakers',
    empty: 'Your personal programme is empty.',
    times: 'All times are local to the event',
    dayFormat: 'dddd, DD MMMM YYYY',
    locale: 'en-gb',
  },
  de: {
    title: 'Persönliches Programm',
    sessions: 'Sitzungen',
    presentations: 'Vorträge',
    speakers: 'Referierende',
    empty: 'Ihr persönliches Programm ist leer.',
    times: 'Alle Zeiten in der Ortszeit der Veranstaltung',
    // docs/rules/content-areas.md section 9: the German date format is weekday, DD. MMMM YYYY.
    dayFormat: 'dddd, DD. MMMM YYYY',
    locale: 'de',
  },
} as const;

/** What the standard fonts can show beyond Latin-1 (WinAnsiEncoding, PDF 32000-1 annex D). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters NFKD leaves whole. */
const NO_DECOMPOSITION: Record<string, string> = { ı: 'i', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D' };

/**
 * Text the standard fonts can show: a letter outside WinAnsi loses its accent (Kovačević -> Kovacevic,
 * Wiśniewski -> Wisniewski) rather than coming out as a wrong glyph; anything else becomes '?'.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) out += char;
    else out += NO_DECOMPOSITION[char] ?? (char.normalize('NFKD').replace(/[^\x20-\x7e]/g, '') || '?');
  }
  return out;
}

export interface PersonalProgrammePdf {
  eventName: string;
  timeZone: string;
  language: string;
  userName: string;
  sessions: readonly SessionDetails[];
  presentations: readonly PresentationDetails[];
  speakers: readonly SpeakerDetails[];
}

export function renderPersonalProgrammePdf(content: PersonalProgrammePdf): Promise<Buffer> {
  const words = content.language.toLowerCase().startsWith('de') ? HEADINGS.de : HEADINGS.en;
  const local = (instant: string) => dayjs.utc(instant).tz(content.timeZone).locale(words.locale);
  const time = (instant: string) => local(instant).format('HH:mm');
  const range = (start: string, end: string) => `${time(start)}–${time(end)}`;
  const day = (instant: string) => local(instant).format(words.dayFormat);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${words.title}: ${content.eventName}`, Author: content.eventName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(winAnsi(content.eventName));
  doc.font('Helvetica').fontSize(14).text(winAnsi(words.title));
  doc.fontSize(11).text(winAnsi(content.userName));
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(winAnsi(`${words.times} (${content.timeZone})`))
    .fillColor('black');

  const heading = (text: string) => doc.moveDown(1.2).font('Helvetica-Bold').fontSize(14).text(winAnsi(text)).moveDown(0.3);
  const subheading = (text: string) => doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(winAnsi(text));
  const line = (text: string, bold = false) =>
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .text(winAnsi(text));

  if (content.sessions.length + content.presentations.length + content.speakers.length === 0) {
    doc.moveDown(1.5);
    line(words.empty);
  }

  if (content.sessions.length > 0) {
    heading(words.sessions);
    let currentDay = '';
    for (const session of content.sessions) {
      const sessionDay = day(session.start);
      if (sessionDay !== currentDay) {
        currentDay = sessionDay;
        subheading(sessionDay);
      }
      line(`${range(session.start, session.end)}   ${session.room}`, true);
      line(session.name);
      doc.moveDown(0.3);
    }
  }

  if (content.presentations.length > 0) {
    heading(words.presentations);
    for (const presentation of content.presentations) {
      line(`${day(presentation.start)}, ${range(presentation.start, presentation.end)}   ${presentation.room}`, true);
      line(presentation.title);
      line([presentation.sessionName, presentation.speaker].filter((part) => part).join(' · '));
      doc.moveDown(0.3);
    }
  }

  if (content.speakers.length > 0) {
    heading(words.speakers);
    for (const speaker of content.speakers) {
      line(speaker.name, true);
      line(speaker.affiliation);
      doc.moveDown(0.3);
    }
  }

  doc.end();
  return done;
}
