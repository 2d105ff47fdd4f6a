/** Writes the ticket cookie data (the rule and the format: core/ticketCookie.ts); logout clears it (signInOut.ts). */
import type { AccessTicket } from '../contracts';
import { ticketCookieAssignments } from '../core/ticketCookie';

/** timeZone: the event's (EventDetails.TimeZone), for ticket dates written as instants. */
export function writeTicketCookies(tickets: readonly AccessTicket[], validUntil: number, timeZone: string | undefined): void {
  const secure = location.protocol === 'https:';
  for (const assignment of ticketCookieAssignments(tickets, { validUntil, now: Date.now(), secure, timeZone })) {
    document.cookie = assignment;
  }
}
