/**
 * Exhibitor profile entry rule (docs/rules/content-areas.md section 2, "Exhibitor profile entry rule"; section 4, exhibitor
 * publication; section 9, "Profile redirect delay 4 s (default 5 s with no stamp)").
 *
 * Interpretation: the profile is loaded by the requested id. When the server has none, the id is tried once more
 * lower-cased (links are typed by hand with any case); an id that is already lower case is not found. A found
 * profile with PublicationState 1 goes to the coming-soon page; PublicationState 0 with Enable2DBooth goes to the
 * 2D booth. Both redirects are skipped in preview (the company is checking its own profile) and while the
 * initial-login stamp is younger than 4 s: the user has just logged in on a link to the profile and should land on
 * it. Without a stamp the age counts as 5 s, which is past 4 s, so the redirects apply. Age = now - stamp; a stamp
 * in the future (a skewed clock) gives a negative age and also skips.
 */

/** Section 9: the redirects are skipped while the initial-login stamp is younger than this. */
export const PROFILE_REDIRECT_SKIP_MS = 4000;

/** Section 9: the stamp's age when there is none (so the redirects apply). */
export const PROFILE_STAMP_DEFAULT_AGE_MS = 5000;

/** Section 4: PublicationState values. */
export const PUBLICATION_STATE_PUBLISHED = 0;
export const PUBLICATION_STATE_COMING_SOON = 1;

export interface ProfileEntryProfile {
  CompanyAccountId: string;
  PublicationState: number;
  Enable2DBooth: boolean;
}

export interface ProfileEntryInput {
  requestedId: string;
  /** null: the server had no profile for requestedId. */
  profile: ProfileEntryProfile | null;
  now: number;
  /** When the user logged in (ms), or null. */
  initialLoginStamp: number | null;
  preview: boolean;
}

export type ProfileEntry =
  { kind: 'retry'; companyAccountId: string } | { kind: 'not-found' } | { kind: 'coming-soon' } | { kind: 'booth' } | { kind: 'profile' };

/** Whether the coming-soon and booth redirects are skipped (preview, or a login under 4 s ago). */
export function profileRedirectsSkipped(now: number, initialLoginStamp: number | null, preview: boolean): boolean {
  if (preview) return true;
  const age = initialLoginStamp === null ? PROFILE_STAMP_DEFAULT_AGE_MS : now - initialLoginStamp;
  return age < PROFILE_REDIRECT_SKIP_MS;
}

export function profileEntry({ requestedId, profile, now, initialLoginStamp, preview }: ProfileEntryInput): ProfileEntry {
  if (profile === null) {
    const lower = requestedId.toLowerCase();
    return lower !== requestedId ? { kind: 'retry', companyAccountId: lower } : { kind: 'not-found' };
  }
  if (profileRedirectsSkipped(now, initialLoginStamp, preview)) return { kind: 'profile' };
  if (profile.PublicationState === PUBLICATION_STATE_COMING_SOON) return { kind: 'coming-soon' };
  if (profile.PublicationState === PUBLICATION_STATE_PUBLISHED && profile.Enable2DBooth) return { kind: 'booth' };
  return { kind: 'profile' };
}
