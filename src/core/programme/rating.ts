/**
 * Session ratings (docs/rules/content-areas.md sections 3 and 7: a content text and a Rating value). The spec gives
 * no range; ours: whole stars from 1 to 5, and the reference server's limit on the text.
 */

/** Ours: the fewest stars of a rating. */
export const SESSION_RATING_MIN = 1;
/** Ours: the most stars of a rating. */
export const SESSION_RATING_MAX = 5;
/** Ours (the reference server's limit): the most characters of a rating's comment. */
export const SESSION_RATING_CONTENT_MAX = 2000;

/** Every value a rating can take, lowest first. */
export function sessionRatingValues(): number[] {
  const values: number[] = [];
  for (let value = SESSION_RATING_MIN; value <= SESSION_RATING_MAX; value++) values.push(value);
  return values;
}

export type SessionRatingError = 'noRating' | 'tooLong';

/** Why a rating cannot be sent, or null. */
export function validateSessionRating(rating: number | null, content: string): SessionRatingError | null {
  if (rating === null || !Number.isInteger(rating) || rating < SESSION_RATING_MIN || rating > SESSION_RATING_MAX) return 'noRating';
  if (content.trim().length > SESSION_RATING_CONTENT_MAX) return 'tooLong';
  return null;
}
