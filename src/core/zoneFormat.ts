/**
 * One Intl.DateTimeFormat per IANA time zone that reads an instant as that zone's wall clock (24-hour,
 * numeric parts, to the second), made once and kept: the access rules (access/zonedTime.ts) and the
 * programme's days and times (programme/programmeTime.ts) both read zones through it.
 */

const formats = new Map<string, Intl.DateTimeFormat | null>();

/** The wall-clock format of timeZone, or null for a zone this runtime does not know. */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let format = formats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null; // an unknown time zone
    }
    formats.set(timeZone, format);
  }
  return format;
}
