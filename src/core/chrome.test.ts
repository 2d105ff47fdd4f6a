import { describe, expect, it } from 'vitest';
import { chromeFlags, footerShows, headerShows } from './chrome';

describe('chromeFlags', () => {
  it('hides header and footer with ?noheader, and asks to remember it and clear the app flag', () => {
    expect(chromeFlags({ noheader: '' }, null)).toEqual({ noheader: true, remember: { noheader: true, clearApp: true } });
    expect(chromeFlags({ noheader: 'true' }, null).noheader).toBe(true);
  });

  it('hides them when remembered, without storing again', () => {
    expect(chromeFlags({}, 'true')).toEqual({ noheader: true, remember: { noheader: false, clearApp: false } });
  });

  it('shows them otherwise (noheader=false is off)', () => {
    expect(chromeFlags({}, null).noheader).toBe(false);
    expect(chromeFlags({ noheader: 'false' }, null).noheader).toBe(false);
  });
});

describe('headerShows and footerShows', () => {
  it('has no header on SubmissionPage, and neither with noheader', () => {
    expect(headerShows('HomePage', { noheader: false })).toBe(true);
    expect(headerShows('SubmissionPage', { noheader: false })).toBe(false);
    expect(headerShows('HomePage', { noheader: true })).toBe(false);
    expect(footerShows({ noheader: false })).toBe(true);
    expect(footerShows({ noheader: true })).toBe(false);
  });
});
