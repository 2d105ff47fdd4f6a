import { describe, expect, it } from 'vitest';
import { PROFILE_REDIRECT_SKIP_MS, PROFILE_STAMP_DEFAULT_AGE_MS, profileEntry, type ProfileEntryInput } from './profileEntry';

const now = 1_800_000_000_000;
const published = { CompanyAccountId: 'acme', PublicationState: 0, Enable2DBooth: false };
const comingSoon = { ...published, PublicationState: 1 };
const booth = { ...published, Enable2DBooth: true };
const entry = (fields: Partial<ProfileEntryInput>) =>
  profileEntry({ requestedId: 'acme', profile: published, now, initialLoginStamp: null, preview: false, ...fields });

describe('exhibitor profile entry rule (content sections 2, 4 and 9)', () => {
  it('constants: 4 s, 5 s without a stamp', () => {
    expect(PROFILE_REDIRECT_SKIP_MS).toBe(4000);
    expect(PROFILE_STAMP_DEFAULT_AGE_MS).toBe(5000);
  });

  it('a missing profile is retried lower-cased, then not found', () => {
    expect(entry({ requestedId: 'ACME-Pharma', profile: null })).toEqual({ kind: 'retry', companyAccountId: 'acme-pharma' });
    expect(entry({ requestedId: 'acme-pharma', profile: null })).toEqual({ kind: 'not-found' });
  });

  it('a published profile without a 2D booth is shown', () => {
    expect(entry({})).toEqual({ kind: 'profile' });
    expect(entry({ profile: { ...published, PublicationState: 2, Enable2DBooth: true } })).toEqual({ kind: 'profile' });
  });

  it('without a stamp the redirects apply (the age counts as 5 s)', () => {
    expect(entry({ profile: comingSoon })).toEqual({ kind: 'coming-soon' });
    expect(entry({ profile: booth })).toEqual({ kind: 'booth' });
  });

  it('coming soon comes before the booth', () => {
    expect(entry({ profile: { ...comingSoon, Enable2DBooth: true } })).toEqual({ kind: 'coming-soon' });
  });

  it('a stamp under 4 s old skips both redirects; 4 s and older applies them', () => {
    expect(entry({ profile: comingSoon, initialLoginStamp: now - 3999 })).toEqual({ kind: 'profile' });
    expect(entry({ profile: booth, initialLoginStamp: now - 3900 })).toEqual({ kind: 'profile' });
    expect(entry({ profile: booth, initialLoginStamp: now })).toEqual({ kind: 'profile' });
    expect(entry({ profile: comingSoon, initialLoginStamp: now - 4000 })).toEqual({ kind: 'coming-soon' });
    expect(entry({ profile: booth, initialLoginStamp: now - 4000 })).toEqual({ kind: 'booth' });
  });

  it('preview skips both redirects', () => {
    expect(entry({ profile: comingSoon, preview: true })).toEqual({ kind: 'profile' });
    expect(entry({ profile: booth, preview: true, initialLoginStamp: now - 60_000 })).toEqual({ kind: 'profile' });
  });

  it('preview does not turn a missing profile into a shown one', () => {
    expect(entry({ requestedId: 'Acme', profile: null, preview: true })).toEqual({ kind: 'retry', companyAccountId: 'acme' });
  });
});
