/**
 * Business constants of the identity service. The spec gives the token lifetimes (section 9); the
 * rest is not shown there (sections 4 and 8 name Lockout, confirmation and reset but no numbers), so
 * the values are ours.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Section 9, token session (jwt_token): 5 days. Ours: a sign-in with RememberMe gets this lifetime. */
export const TOKEN_LIFETIME_REMEMBER_MS = 5 * DAY;
/** Section 9, holding path: 12 hours. Ours: a sign-in without RememberMe gets this lifetime. */
export const TOKEN_LIFETIME_SESSION_MS = 12 * HOUR;

/**
 * Section 4, login result Lockout. Ours: the wrong passwords in a row, from one client for one e-mail
 * address (known or not), after which that client is answered Lockout for that address (identity/lockout.ts).
 */
export const LOCKOUT_MAX_FAILED_LOGINS = 5;
/** Section 4, login result Lockout. Ours: how long the lock lasts. */
export const LOCKOUT_DURATION_MS = 15 * MINUTE;
/** Ours: at most this many (address, client) failure counts are kept in memory; the oldest go first. */
export const LOCKOUT_MAX_TRACKED = 100_000;

/** Section 7, ConfirmEmailFromBody. Ours: a confirmation link works for 24 hours. */
export const CONFIRM_CODE_VALIDITY_MS = 24 * HOUR;
/** Section 7, ResetPasswordFromBody. Ours: a reset link works for 1 hour. */
export const RESET_CODE_VALIDITY_MS = 1 * HOUR;

/** Ours: a service token (POST /api/Core/AuthenticationToken) lasts 1 hour. */
export const SERVICE_TOKEN_LIFETIME_MS = 1 * HOUR;

/** Ours (section 5 leaves it to the server): at least 8 characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Ours (OWASP ASVS V2.1.7, NIST SP 800-63B 5.1.1.2): the least zxcvbn score of a new password, 0 to 4.
 * 3 ("safely unguessable", about 10^8 guesses or more) refuses common passwords and those built from the
 * person's data or the event's name (identity/passwordStrength.ts).
 */
export const PASSWORD_MIN_STRENGTH = 3;
/** Ours: a new password made of this share (or more) of the person's or the event's words is refused. */
export const PASSWORD_MAX_CONTEXT_SHARE = 0.5;
/** Ours: longer passwords are refused (scrypt would hash megabytes otherwise). */
export const PASSWORD_MAX_LENGTH = 256;
/**
 * Ours: zxcvbn reads only this many characters, and tries at most this many l33t substitutions. Its
 * matching grows steeply with length: a crafted 256-character password took it seconds of the event
 * loop; 48 characters whose start is strong are strong (npm run bench: password check worst case).
 */
export const PASSWORD_CHECKED_LENGTH = 48;
export const PASSWORD_L33T_MAX_SUBSTITUTIONS = 4;

/**
 * scrypt cost (N) of new password hashes: 2^15 with r=8, p=1 (about 32 MiB and 50-100 ms per hash).
 * Each stored hash carries its own parameters, so raising it later keeps old hashes verifiable.
 * Tests use a lower cost through buildApp's identity.scryptCost.
 */
export const SCRYPT_DEFAULT_COST = 2 ** 15;
export const SCRYPT_BLOCK_SIZE = 8;
export const SCRYPT_PARALLELISM = 1;
export const SCRYPT_KEY_LENGTH = 32;
export const SCRYPT_SALT_BYTES = 16;
