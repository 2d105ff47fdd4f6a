/**
 * Wall-clock times of the event time zone as instants, for TimeAccess, ticket windows and holding
 * bounds (docs/rules/shell-access-identity.md section 6: "compares event-timezone server time with the given
 * time"). Uses Intl.DateTimeFormat only; no date library in the client bundle.
 *
 * DST: a wall time that does not exist (the spring-forward gap, 02:30 on a switch night in Berlin) is
 * read with the offset before the switch, so it lands one hour later (03:30 summer time); a wall time
 * that occurs twice (the autumn fall-back hour) is its first occurrence. This is what Temporal calls
 * 'compatible' disambiguation.
 */
import { zoneFormatter } from '../zoneFormat';

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
/** An explicit offset or Z makes the string an instant already. */
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Offset of the zone from UTC at instant t, in ms (positive east of Greenwich). */
function offsetAt(f: Intl.DateTimeFormat, t: number): number {
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(t))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  // formatToParts drops milliseconds; compare whole seconds.
  return wall - (t - (((t % 1000) + 1000) % 1000));
}

/** Whether timeZone is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  return zoneFormatter(timeZone) !== null;
}

/** Whether text can be read by zonedInstant (a wall-clock time, a date, or an instant with an offset). */
export function isReadableTime(text: string): boolean {
  const t = text.trim();
  if (HAS_OFFSET.test(t)) return Number.isFinite(Date.parse(t));
  return WALL.test(t);
}

/**
 * The instant (epoch ms) of text read in timeZone: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm', with seconds and
 * milliseconds, 'T' or a space. A string with Z or an offset is that instant whatever the zone. Null
 * when the text is unreadable or the zone unknown.
 */
export function zonedInstant(text: string, timeZone: string): number | null {
  const t = text.trim();
  if (HAS_OFFSET.test(t)) {
    const ms = Date.parse(t);
    return Number.isFinite(ms) ? ms : null;
  }
  const m = WALL.exec(t);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0'] = m;
  const local = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(frac.padEnd(3, '0')));
  // Date.UTC rolls 2026-02-31 over into March: such a date is not a date.
  const check = new Date(local);
  if (
    check.getUTCDate() !== Number(d) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCHours() !== Number(h) ||
    check.getUTCMinutes() !== Number(mi)
  )
    return null;
  const f = zoneFormatter(timeZone);
  if (f === null) return null;
  // The offsets a day either side bracket at most one switch; try both and keep those that give back the wall time.
  const before = local - offsetAt(f, local - 864e5);
  const after = local - offsetAt(f, local + 864e5);
  const fits = [before, after].filter((c) => c + offsetAt(f, c) === local);
  if (fits.length > 0) return Math.min(...fits);
  return before; // in the gap: the offset before the switch moves it forward
}
