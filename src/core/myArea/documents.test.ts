import { describe, expect, it } from 'vitest';
import { compareDocuments, documentFileName, fileTypeKey, formatDocumentDate, isForm, splitDocuments } from './documents';

const doc = (Id: number, Name: string, FileType: string, Created: string) => ({ Id, Name, FileType, Created });

describe('my documents', () => {
  it('tells forms (FileType Form) from files', () => {
    expect(isForm({ FileType: 'Form' })).toBe(true);
    expect(isForm({ FileType: 'form' })).toBe(true);
    expect(isForm({ FileType: 'PDF' })).toBe(false);
  });
  it('splits files from forms, each newest first, the same moment by name then id', () => {
    const documents = [
      doc(1, 'Invoice', 'PDF', '2026-03-01T10:00:00Z'),
      doc(2, 'Abstract form', 'Form', '2026-02-01T10:00:00Z'),
      doc(3, 'Certificate', 'PDF', '2026-04-01T10:00:00Z'),
      doc(4, 'Booking', 'PDF', '2026-03-01T10:00:00Z'),
      doc(5, 'Booking', 'PDF', '2026-03-01T10:00:00Z'),
      doc(6, 'Travel grant', 'Form', '2026-05-01T10:00:00Z'),
    ];
    const { files, forms } = splitDocuments(documents);
    expect(files.map((d) => d.Id)).toEqual([3, 4, 5, 1]);
    expect(forms.map((d) => d.Id)).toEqual([6, 2]);
    expect(documents.map((d) => d.Id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('puts documents with an unreadable date last', () => {
    expect(compareDocuments(doc(1, 'a', 'PDF', 'nonsense'), doc(2, 'b', 'PDF', '2026-01-01T00:00:00Z'))).toBeGreaterThan(0);
  });
  it('names the text of a file type', () => {
    expect(fileTypeKey('PDF')).toBe('myArea.fileType.pdf');
    expect(fileTypeKey('Form')).toBe('myArea.fileType.form');
    expect(fileTypeKey('DOCX')).toBe('myArea.fileType.other');
  });
  it('writes the date in the event language and the event time zone', () => {
    expect(formatDocumentDate('2026-03-01T23:30:00Z', 'en-GB', 'Europe/Berlin')).toBe('2 March 2026');
    expect(formatDocumentDate('2026-03-01T23:30:00Z', 'de-DE', 'Europe/Berlin')).toBe('2. März 2026');
    expect(formatDocumentDate('2026-03-01T10:00:00Z', 'en-GB', 'UTC')).toBe('1 March 2026');
    expect(formatDocumentDate('not a date', 'en-GB', 'UTC')).toBe('');
    expect(formatDocumentDate('2026-03-01T10:00:00Z', 'en-GB', 'Not/AZone')).toMatch(/March 2026$/);
  });
  it('saves a download under the document’s name with its content’s extension', () => {
    expect(documentFileName('Certificate of attendance', 'PDF', 'application/pdf')).toBe('Certificate of attendance.pdf');
    expect(documentFileName('invoice.pdf', 'PDF', 'application/pdf')).toBe('invoice.pdf');
    expect(documentFileName('Invoice', 'PDF', null)).toBe('Invoice.pdf');
    expect(documentFileName('Notes', 'weird type', 'text/plain; charset=utf-8')).toBe('Notes.txt');
    expect(documentFileName('Notes', 'weird type', null)).toBe('Notes');
  });
  it('keeps a download’s name free of path and reserved characters', () => {
    expect(documentFileName('../../etc/passwd', 'PDF', 'application/pdf')).toBe('-..-etc-passwd.pdf');
    expect(documentFileName('a:b*c?"d"<e>|f', 'PDF', 'application/pdf')).toBe('a-b-c-d-e-f.pdf');
    expect(documentFileName('   ', 'PDF', 'application/pdf')).toBe('document.pdf');
  });
});
