/** zod pieces shared by the routes' query schemas. */
import { z } from 'zod';

/** A non-empty, trimmed string. */
export const text = () => z.string().trim().min(1, 'must not be empty');

/** An id sent as a query string (the API's eventid); at most 9 digits, so it fits a 32-bit integer column. */
export const numericId = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'must be a whole number of at most 9 digits')
    .transform(Number);

/** xx or xx-YY in any case; normalised by normaliseLanguage before use. */
export const languageCode = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,4})?$/, 'must be a language code like en-GB');
