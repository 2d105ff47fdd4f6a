/**
 * Rules of the award winners page (docs/rules/content-areas.md section 2 names the screen only; ours): a winner
 * without a photo shows their initials, taken from the name without academic titles and post-nominal letters;
 * a photo address that is not safe counts as none.
 */
import type { AwardWinner } from '../../contracts';
import { safeHref } from '../url';

/** Words of a name that are titles or letters, not the name itself (Prof., Dr., RN, MSc, PhD...). */
const NOT_A_NAME = /^(prof|dr|med|rer|nat|phil|pd|mr|mrs|ms|sir|dame|rn|msc|bsc|phd|md|frcp|mba|mph)\.?$/i;

/** Up to two initials: the first letters of the first and last words of the name proper. */
export function winnerInitials(name: string): string {
  const words = name
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter((word) => word !== '' && !NOT_A_NAME.test(word.replace(/\.$/, '')) && /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** The photo's address when it is one that may be shown, else null (the initials show). */
export function winnerPhoto(winner: Pick<AwardWinner, 'PhotoUrl'>): string | null {
  return safeHref(winner.PhotoUrl);
}
