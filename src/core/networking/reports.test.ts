import { describe, expect, it } from 'vitest';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS } from '../../contracts';
import { reportBody, reportNoteProblem } from './reports';

describe('a report of a message', () => {
  it(`takes a note of at most ${REPORT_NOTE_MAX_LENGTH} characters once trimmed`, () => {
    expect(REPORT_NOTE_MAX_LENGTH).toBe(500);
    expect(reportNoteProblem(` ${'x'.repeat(REPORT_NOTE_MAX_LENGTH)} `)).toBeNull();
    expect(reportNoteProblem('x'.repeat(REPORT_NOTE_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('sends the reason, and the note only when one was written', () => {
    expect(reportBody('spam', '   ')).toEqual({ Reason: 'spam' });
    expect(reportBody('other', '  He keeps writing.  ')).toEqual({ Reason: 'other', Note: 'He keeps writing.' });
  });

  it('has the reasons of the contract, in the order the dialog offers them', () => {
    expect(REPORT_REASONS).toEqual(['spam', 'harassment', 'inappropriate', 'other']);
  });
});
