/**
 * A programme day (YYYY-MM-DD) named in a language with Intl, short for the day tabs ("Wed 10 Jun",
 * "Mi., 10. Juni") and long for the grid's name ("Wednesday 10 June 2026"). The day is a calendar date, so it
 * is formatted in UTC: no time zone can move it to another day.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

const OPTIONS: Record<'short' | 'long', Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
};

export function dayName(day: string, language: string, length: 'short' | 'long'): string {
  const key = `${language}|${length}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, OPTIONS[length]);
    } catch {
      format = new Intl.DateTimeFormat('en', OPTIONS[length]);
    }
    formats.set(key, format);
  }
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) ? format.format(at) : day;
}
