/**
 * When a message was sent, as a conversation and the inbox show it: in the event's language and time zone (as every
 * date of the platform, ARCHITECTURE.md, Data). Ours, as messengers do: the time alone for today, the day and time
 * for this year, the full date and time before that. Pure: `now` is passed in.
 */

/** The calendar day of an instant in a zone ('2026-06-11'), or null for a zone this runtime does not know. */
function dayIn(at: Date, timeZone: string | undefined): string | null {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return null;
  }
}

function format(at: Date, language: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(at);
  } catch {
    // An unknown zone or language: the browser's zone, in English, is still right to the minute.
    return new Intl.DateTimeFormat('en-GB', options).format(at);
  }
}

/** The short form shown beside a message ("14:05", "11 Jun, 14:05", "11 Jun 2025, 14:05"); '' for no readable time. */
export function messageTime(iso: string, now: number, language: string, timeZone?: string | null): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const zone = timeZone || undefined;
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  const today = dayIn(new Date(now), zone);
  const day = dayIn(at, zone);
  if (day !== null && day === today) return format(at, language, zone, time);
  if (day !== null && today !== null && day.slice(0, 4) === today.slice(0, 4)) {
    return format(at, language, zone, { ...time, day: 'numeric', month: 'short' });
  }
  return format(at, language, zone, { ...time, day: 'numeric', month: 'short', year: 'numeric' });
}

/** The full form, for a tooltip and for screen readers ("Thursday, 11 June 2026 at 14:05"). */
export function messageTimeInFull(iso: string, language: string, timeZone?: string | null): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return format(at, language, timeZone || undefined, { dateStyle: 'full', timeStyle: 'short' });
}
