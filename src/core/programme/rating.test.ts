import { describe, expect, it } from 'vitest';
import { SESSION_RATING_CONTENT_MAX, SESSION_RATING_MAX, SESSION_RATING_MIN, sessionRatingValues, validateSessionRating } from './rating';

describe('session rating', () => {
  it('ranges over whole stars from 1 to 5', () => {
    expect([SESSION_RATING_MIN, SESSION_RATING_MAX]).toEqual([1, 5]);
    expect(sessionRatingValues()).toEqual([1, 2, 3, 4, 5]);
  });

  it('needs a star value within the range', () => {
    expect(validateSessionRating(null, '')).toBe('noRating');
    expect(validateSessionRating(0, '')).toBe('noRating');
    expect(validateSessionRating(6, '')).toBe('noRating');
    expect(validateSessionRating(2.5, '')).toBe('noRating');
    expect(validateSessionRating(1, '')).toBeNull();
    expect(validateSessionRating(5, 'Great')).toBeNull();
  });

  it('limits the optional comment to 2000 characters', () => {
    expect(validateSessionRating(4, 'a'.repeat(SESSION_RATING_CONTENT_MAX))).toBeNull();
    expect(validateSessionRating(4, 'a'.repeat(SESSION_RATING_CONTENT_MAX + 1))).toBe('tooLong');
  });
});
