import { describe, expect, it } from 'vitest';
import type { FormStatus } from '../../contracts';
import { CLOSED_FORM_STATUSES, hidesFormButtons } from './formStatus';

describe('the forms status rule (docs/rules/content-areas.md section 4)', () => {
  it('hides every button when a form is Done, Accepted or Rejected', () => {
    expect(CLOSED_FORM_STATUSES).toEqual(['Done', 'Accepted', 'Rejected']);
    for (const status of ['Done', 'Accepted', 'Rejected'] as const) expect(hidesFormButtons(status)).toBe(true);
  });
  it('keeps the buttons of an Open or Submitted form', () => {
    const open: FormStatus[] = ['Open', 'Submitted'];
    for (const status of open) expect(hidesFormButtons(status)).toBe(false);
  });
  it('keeps the buttons when there is no status, or one it does not know (the spec names only three)', () => {
    expect(hidesFormButtons(null)).toBe(false);
    expect(hidesFormButtons(undefined)).toBe(false);
    expect(hidesFormButtons('')).toBe(false);
    expect(hidesFormButtons('Archived')).toBe(false);
  });
  it('matches the status as the server writes it, not another casing', () => {
    expect(hidesFormButtons('accepted')).toBe(false);
    expect(hidesFormButtons('DONE')).toBe(false);
  });
});
