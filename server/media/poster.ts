/**
 * The demo's e-poster files, generated from the programme (no files are shipped or downloaded): a poster is
 * a 3-page PDF (title and authors; results with a bar chart; conclusions) drawn with pdfkit, or, for every
 * third poster, one SVG picture with the same content, so the viewer shows both kinds. Pure apart from
 * pdfkit's output: the same poster always gives the same file.
 *
 * The standard PDF fonts are used (winAnsi keeps names readable), as in the personal programme's PDF.
 */
import PDFDocument from 'pdfkit';
import { escapeXml } from '../http/xml';
import { winAnsi } from '../programme/personalPdf';

export type PosterKind = 'pdf' | 'svg';

/** Every third poster (by presentation id) is a picture, the rest PDFs. */
export function posterKind(presentationId: number): PosterKind {
  return presentationId % 3 === 0 ? 'svg' : 'pdf';
}

/** The poster file's path under the API base (the presentation's PosterFile). */
export function posterFilePath(eventId: number, presentationId: number): string {
  return `/media/posters/${eventId}/${presentationId}.${posterKind(presentationId)}`;
}

export interface PosterSection {
  heading: string;
  text: string;
}

export interface PosterContent {
  /** The poster number, e.g. P-0012. */
  number: string;
  title: string;
  sessionName: string;
  authors: readonly { name: string; affiliation: string }[];
  /** The abstract's paragraphs ("Background: ..."), split into heading and text. */
  sections: readonly PosterSection[];
  /** Seeds the chart's bars. */
  presentationId: number;
}

/** An abstract's "Heading: text" paragraphs as sections; a paragraph without a heading joins the one before. */
export function posterSections(abstractText: string): PosterSection[] {
  const sections: PosterSection[] = [];
  for (const paragraph of abstractText.split(/\n\s*\n/)) {
    const text = paragraph.trim();
    if (!text) continue;
    const match = /^([A-Z][A-Za-z ]{1,30}):\s+(.*)$/s.exec(text);
    if (match) sections.push({ heading: match[1]!, text: match[2]! });
    else if (sections.length > 0) sections[sections.length - 1]!.text += `\n${text}`;
    else sections.push({ heading: 'Abstract', text });
  }
  return sections;
}

/** The chart: the primary endpoint's rate (%) per year of follow-up, control and intervention; from the id. */
export function posterChart(presentationId: number): { labels: string[]; control: number[]; intervention: number[] } {
  let state = presentationId * 2654435761;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const labels = ['Year 1', 'Year 2', 'Year 3', 'Year 4'];
  const control: number[] = [];
  const intervention: number[] = [];
  let rate = 8 + Math.round(next() * 10);
  for (let i = 0; i < labels.length; i++) {
    rate += 2 + Math.round(next() * 5);
    control.push(rate);
    intervention.push(Math.max(1, Math.round(rate * (0.55 + next() * 0.3))));
  }
  return { labels, control, intervention };
}

const CONTROL_COLOUR = '#7f8c8d';
const INTERVENTION_COLOUR = '#00838f';
const TITLE_COLOUR = '#0b3d6b';

/** The poster as a 3-page A4 landscape PDF. */
export function renderPosterPdf(content: PosterContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    info: { Title: winAnsi(`${content.number}: ${content.title}`), Author: winAnsi(content.authors.map((a) => a.name).join(', ')) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 80;
  const banner = (page: number) => {
    doc.rect(0, 0, doc.page.width, 26).fill(TITLE_COLOUR);
    doc
      .fillColor('white')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(winAnsi(`${content.number} · ${content.sessionName}`), 40, 8, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(`${page} / 3`, 40 + width - 60, 8, { width: 60, align: 'right', lineBreak: false });
    doc.fillColor('black').x = 40;
    doc.y = 50;
  };
  const section = (item: PosterSection | undefined) => {
    if (!item) return;
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(16).fillColor(TITLE_COLOUR).text(winAnsi(item.heading), { width });
    doc.moveDown(0.2).font('Helvetica').fontSize(13).fillColor('black').text(winAnsi(item.text), { width });
  };
  const [background, methods, results, ...rest] = content.sections;

  banner(1);
  doc.font('Helvetica-Bold').fontSize(24).fillColor(TITLE_COLOUR).text(winAnsi(content.title), { width });
  doc.moveDown(0.4).font('Helvetica').fontSize(13).fillColor('black');
  doc.text(winAnsi(content.authors.map((author, index) => `${author.name}${index + 1}`).join(', ')), { width });
  doc.moveDown(0.3).fontSize(10).fillColor('#444444');
  content.authors.forEach((author, index) => doc.text(winAnsi(`${index + 1} ${author.affiliation}`), { width }));
  section(background);
  section(methods);

  doc.addPage();
  banner(2);
  section(results);
  drawPdfChart(doc, posterChart(content.presentationId), 40, doc.y + 20, width, doc.page.height - doc.y - 70);

  doc.addPage();
  banner(3);
  for (const item of rest) section(item);
  section({ heading: 'Contact', text: content.authors[0] ? `${content.authors[0].name}, ${content.authors[0].affiliation}` : '' });
  doc.end();
  return done;
}

function drawPdfChart(doc: PDFKit.PDFDocument, chart: ReturnType<typeof posterChart>, x: number, y: number, width: number, height: number) {
  const max = Math.max(...chart.control, ...chart.intervention) * 1.15;
  const plotLeft = x + 40;
  const plotBottom = y + height - 30;
  const plotHeight = height - 60;
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text('Primary endpoint (%) by year of follow-up', x, y, { width });
  doc
    .moveTo(plotLeft, plotBottom)
    .lineTo(x + width, plotBottom)
    .lineTo(x + width, plotBottom)
    .stroke('#333333');
  doc
    .moveTo(plotLeft, plotBottom)
    .lineTo(plotLeft, plotBottom - plotHeight)
    .stroke('#333333');
  const slot = (x + width - plotLeft) / chart.labels.length;
  const bar = slot / 4;
  chart.labels.forEach((label, index) => {
    const left = plotLeft + index * slot + bar / 2;
    const values = [chart.control[index]!, chart.intervention[index]!];
    values.forEach((value, which) => {
      const barHeight = (value / max) * plotHeight;
      doc.rect(left + which * (bar + 6), plotBottom - barHeight, bar, barHeight).fill(which === 0 ? CONTROL_COLOUR : INTERVENTION_COLOUR);
      doc
        .fillColor('black')
        .font('Helvetica')
        .fontSize(10)
        .text(`${value}%`, left + which * (bar + 6), plotBottom - barHeight - 14, { width: bar, align: 'center' });
    });
    doc.fontSize(11).text(label, plotLeft + index * slot, plotBottom + 6, { width: slot, align: 'center' });
  });
  const legendY = y + 20;
  doc.rect(x + width - 200, legendY, 12, 12).fill(CONTROL_COLOUR);
  doc
    .fillColor('black')
    .fontSize(11)
    .text('Control', x + width - 182, legendY + 1);
  doc.rect(x + width - 110, legendY, 12, 12).fill(INTERVENTION_COLOUR);
  doc.fillColor('black').text('Intervention', x + width - 92, legendY + 1);
}

/** Lines of at most `chars` characters, broken at spaces (an estimate: the SVG has no text layout). */
function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const SVG_WIDTH = 1200;

/** The poster as one SVG picture (portrait), the same content as the PDF. */
export function renderPosterSvg(content: PosterContent): string {
  const parts: string[] = [];
  let y = 0;
  const textLine = (text: string, size: number, options: { bold?: boolean; colour?: string; x?: number } = {}) => {
    y += Math.round(size * 1.35);
    parts.push(
      `<text x="${options.x ?? 48}" y="${y}" font-size="${size}"${options.bold ? ' font-weight="bold"' : ''} fill="${options.colour ?? '#111111'}">${escapeXml(text)}</text>`,
    );
  };
  parts.push(`<rect x="0" y="0" width="${SVG_WIDTH}" height="56" fill="${TITLE_COLOUR}"/>`);
  parts.push(
    `<text x="48" y="37" font-size="24" font-weight="bold" fill="#ffffff">${escapeXml(`${content.number} · ${content.sessionName}`)}</text>`,
  );
  y = 72;
  for (const line of wrap(content.title, 52)) textLine(line, 40, { bold: true, colour: TITLE_COLOUR });
  y += 8;
  for (const line of wrap(content.authors.map((author) => author.name).join(', '), 90)) textLine(line, 22);
  for (const author of content.authors.slice(0, 3)) textLine(author.affiliation, 16, { colour: '#444444' });
  for (const item of content.sections) {
    y += 16;
    textLine(item.heading, 28, { bold: true, colour: TITLE_COLOUR });
    for (const line of wrap(item.text, 88)) textLine(line, 22);
  }
  // The chart.
  const chart = posterChart(content.presentationId);
  y += 30;
  textLine('Primary endpoint (%) by year of follow-up', 24, { bold: true });
  const plotTop = y + 20;
  const plotHeight = 320;
  const plotBottom = plotTop + plotHeight;
  const plotLeft = 80;
  const slot = (SVG_WIDTH - 48 - plotLeft) / chart.labels.length;
  const bar = slot / 4;
  const max = Math.max(...chart.control, ...chart.intervention) * 1.15;
  parts.push(`<line x1="${plotLeft}" y1="${plotBottom}" x2="${SVG_WIDTH - 48}" y2="${plotBottom}" stroke="#333333" stroke-width="2"/>`);
  parts.push(`<line x1="${plotLeft}" y1="${plotBottom}" x2="${plotLeft}" y2="${plotTop}" stroke="#333333" stroke-width="2"/>`);
  chart.labels.forEach((label, index) => {
    const left = plotLeft + index * slot + bar / 2;
    [chart.control[index]!, chart.intervention[index]!].forEach((value, which) => {
      const height = Math.round((value / max) * plotHeight);
      const barX = Math.round(left + which * (bar + 8));
      parts.push(
        `<rect x="${barX}" y="${plotBottom - height}" width="${Math.round(bar)}" height="${height}" fill="${which === 0 ? CONTROL_COLOUR : INTERVENTION_COLOUR}"/>`,
      );
      parts.push(
        `<text x="${barX + Math.round(bar / 2)}" y="${plotBottom - height - 8}" font-size="18" text-anchor="middle">${value}%</text>`,
      );
    });
    parts.push(
      `<text x="${Math.round(plotLeft + index * slot + slot / 2)}" y="${plotBottom + 30}" font-size="20" text-anchor="middle">${label}</text>`,
    );
  });
  y = plotBottom + 70;
  parts.push(`<rect x="${plotLeft}" y="${y - 18}" width="20" height="20" fill="${CONTROL_COLOUR}"/>`);
  parts.push(`<text x="${plotLeft + 30}" y="${y}" font-size="20">Control</text>`);
  parts.push(`<rect x="${plotLeft + 180}" y="${y - 18}" width="20" height="20" fill="${INTERVENTION_COLOUR}"/>`);
  parts.push(`<text x="${plotLeft + 210}" y="${y}" font-size="20">Intervention</text>`);
  const height = y + 48;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SVG_WIDTH}" height="${height}" viewBox="0 0 ${SVG_WIDTH} ${height}" ` +
    `font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${escapeXml(content.title)}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${parts.join('')}</svg>`
  );
}
