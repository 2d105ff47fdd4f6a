/**
 * A yes / no / not-given flag as the database stores it (1, 0 or null, an integer on both dialects), as the wire's
 * true / false / null.
 */
export const wireFlag = (stored: number | null): boolean | null => (stored === null ? null : Number(stored) === 1);
