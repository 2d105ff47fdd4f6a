/**
 * The ticket cookie data (docs/rules/content-areas.md section 3: the `hcp` flag, `accessOnDays` "every date from
 * the ticket's start date to its end date", `tickets`; docs/rules/shell-access-identity.md section 3, cookies
 * read, where the access-days cookie is spelled `accesOnDays`; section 4, logout clears all three). Pure: the
 * caller passes the tickets, the session's end and the protocol, and writes the assignments.
 *
 * VMX decides (the rules name the data, not its format):
 * - written when the signed-in user's tickets have loaded, for the whole site (`path=/`, `SameSite=Lax`,
 *   `Secure` on https), expiring with the session (its `validUntil`), so they never outlive the sign-in;
 * - only valid tickets (`IsValid`) count;
 * - `hcp`: `true` when a valid ticket has `EnableHCP`, else `false`;
 * - `accesOnDays`: the calendar dates (yyyy-mm-dd; a `TicketFrom` / `TicketTo` with an offset or `Z` is read in the
 *   event's time zone, one without as the wall-clock date it writes) from
 *   each valid ticket's start date to its end date, both included, sorted, without repeats, comma-separated;
 *   a ticket without both dates, or whose end lies before its start, adds none; at most
 *   MAX_ACCESS_DAYS_PER_TICKET days per ticket (a cookie holds 4 kB);
 * - `tickets`: the valid tickets' `TicketTypeName`s, comma-separated, each URI-encoded.
 */
import type { AccessTicket } from '../contracts';
import { zoneFormatter } from './zoneFormat';

/** The cookie names, spelled as the rules spell them. */
export const TICKET_COOKIES = { hcp: 'hcp', accessOnDays: 'accesOnDays', tickets: 'tickets' } as const;

/** Ours: the longest span of days one ticket adds (a year), so the cookie stays under 4 kB. */
export const MAX_ACCESS_DAYS_PER_TICKET = 366;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** An instant written with an offset or Z: 2026-06-10T22:00:00Z, ...+02:00. */
const WITH_OFFSET = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The calendar day (days since 1970-01-01) a ticket bound falls on, or null when it has no date. */
function dayNumber(value: string | null, timeZone: string | undefined): number | null {
  if (value === null) return null;
  const text = value.trim();
  const format = timeZone && WITH_OFFSET.test(text) ? zoneFormatter(timeZone) : null;
  const instant = Date.parse(text);
  if (format && Number.isFinite(instant)) {
    const part = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
    return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
  }
  const match = DATE.exec(text);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(ms) ? ms / DAY_MS : null;
}

/**
 * Every date from each valid ticket's start date to its end date, both included, sorted and unique.
 * timeZone: the event's IANA zone (EventDetails.TimeZone), for bounds written as instants.
 */
export function accessDays(tickets: readonly AccessTicket[], timeZone?: string): string[] {
  const days = new Set<number>();
  for (const ticket of tickets) {
    if (!ticket.IsValid) continue;
    const from = dayNumber(ticket.TicketFrom, timeZone);
    const to = dayNumber(ticket.TicketTo, timeZone);
    if (from === null || to === null || to < from) continue;
    for (let day = from; day <= Math.min(to, from + MAX_ACCESS_DAYS_PER_TICKET - 1); day += 1) days.add(day);
  }
  return [...days].sort((a, b) => a - b).map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
}

export interface TicketCookieValues {
  hcp: 'true' | 'false';
  accesOnDays: string;
  tickets: string;
}

export function ticketCookieValues(tickets: readonly AccessTicket[], timeZone?: string): TicketCookieValues {
  const valid = tickets.filter((ticket) => ticket.IsValid);
  return {
    hcp: valid.some((ticket) => ticket.EnableHCP) ? 'true' : 'false',
    accesOnDays: accessDays(valid, timeZone).join(','),
    tickets: valid.map((ticket) => encodeURIComponent(ticket.TicketTypeName)).join(','),
  };
}

/** The document.cookie assignments that write the three cookies; validUntil: the session's end, epoch ms. */
export function ticketCookieAssignments(
  tickets: readonly AccessTicket[],
  options: { validUntil: number; now: number; secure: boolean; timeZone?: string },
): string[] {
  const { validUntil, now, secure, timeZone } = options;
  const values = ticketCookieValues(tickets, timeZone);
  const seconds = Math.max(0, Math.floor((validUntil - now) / 1000));
  const attributes = `; expires=${new Date(validUntil).toUTCString()}; max-age=${seconds}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${TICKET_COOKIES.hcp}=${values.hcp}${attributes}`,
    `${TICKET_COOKIES.accessOnDays}=${values.accesOnDays}${attributes}`,
    `${TICKET_COOKIES.tickets}=${values.tickets}${attributes}`,
  ];
}
