/**
 * The registration pages' rules (docs/rules/shell-access-identity.md section 2: /{i}/{e}/{l}/registration/{subApplicationRoute?}
 * and /{i}/{e}/{l}/registrationLanding; section 3, Ticket; docs/rules/content-areas.md section 3, ticket cookie data).
 *
 * VMX decides (the rules name the pages, not their content):
 * - the registration shop's address is config_json `registration.shopUrl` (REGISTRATION_CONFIG_KEY). Only an http(s)
 *   address becomes a link; a root-relative path ('/…', not '//…') is read against the page's origin, so the link is
 *   http(s) too. Anything else (javascript:, data:, bare words) is no shop.
 * - the sub-route picks what the page shows: `link` only the form that links a registration number, `shop` and `pay`
 *   the hand-off to the shop; none (or any other word) the overview: tickets, shop and the link form.
 * - a ticket's days are every date from its start to its end in the event's time zone, as the ticket cookie's
 *   accessOnDays (docs/rules/content-areas.md section 3).
 */
import type { AccessTicket } from '../../contracts';
import { describe, isRecord } from '../configGuards';
import { hasControlCharacter } from '../url';
import { zoneFormatter } from '../zoneFormat';

/** Ours: the config_json key of the registration settings. */
export const REGISTRATION_CONFIG_KEY = 'registration';

export interface RegistrationSettings {
  /** The shop's address, always http(s), or null when none (or no safe one) is configured. */
  shopUrl: string | null;
}

/** The shop's address from a configured value: http(s) as it is, a root-relative path on origin; else null. */
export function shopAddress(value: unknown, origin: string): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '' || hasControlCharacter(url)) return null;
  if (/^https?:\/\/[^/\\]/i.test(url)) return url;
  if (url.startsWith('/') && !/^[/\\]{2}/.test(url) && /^https?:\/\/[^/\\]/i.test(origin)) return origin.replace(/\/+$/, '') + url;
  return null;
}

/** The registration settings of an event configuration (config_json); what is malformed is left out with a warning. */
export function parseRegistrationSettings(config: unknown, origin: string): { settings: RegistrationSettings; warnings: string[] } {
  const warnings: string[] = [];
  const section = isRecord(config) ? config[REGISTRATION_CONFIG_KEY] : undefined;
  if (section === undefined || section === null) return { settings: { shopUrl: null }, warnings };
  if (!isRecord(section)) {
    warnings.push(`config_json ${REGISTRATION_CONFIG_KEY}: expected an object, got ${describe(section)}`);
    return { settings: { shopUrl: null }, warnings };
  }
  const raw = section.shopUrl;
  const shopUrl = shopAddress(raw, origin);
  if (raw !== undefined && raw !== null && shopUrl === null) {
    warnings.push(`config_json ${REGISTRATION_CONFIG_KEY}.shopUrl: not an http(s) address or a path, left out`);
  }
  return { settings: { shopUrl }, warnings };
}

export const REGISTRATION_VIEWS = ['overview', 'link', 'shop'] as const;
export type RegistrationView = (typeof REGISTRATION_VIEWS)[number];

/** What /registration/{subApplicationRoute} shows (any letter case). */
export function registrationView(subApplicationRoute: string | undefined): RegistrationView {
  const word = subApplicationRoute?.trim().toLowerCase() ?? '';
  if (word === 'link') return 'link';
  if (word === 'shop' || word === 'pay') return 'shop';
  return 'overview';
}

export type TicketState = 'valid' | 'unpaid' | 'invalid';

/** A ticket's state: valid and paid, valid but not paid yet, or not valid. */
export function ticketState(ticket: Pick<AccessTicket, 'IsValid' | 'IsPayed'>): TicketState {
  if (!ticket.IsValid) return 'invalid';
  return ticket.IsPayed ? 'valid' : 'unpaid';
}

/** The calendar date (YYYY-MM-DD) of an instant in timeZone; null when either is unreadable. */
function zonedDate(instant: string, timeZone: string): string | null {
  const ms = Date.parse(instant);
  const format = zoneFormatter(timeZone);
  if (!Number.isFinite(ms) || !format) return null;
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(ms))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month!.padStart(2, '0')}-${parts.day!.padStart(2, '0')}`;
}

/** At most this many days are listed for one ticket: a season ticket names its bounds, not a year of dates. */
export const MAX_TICKET_DAYS = 31;

/**
 * The dates (YYYY-MM-DD) a ticket is valid on, in the event's time zone: every date from its start date to its end
 * date. None when it has no start or end, or they are unreadable or reversed.
 */
export function ticketDays(ticket: Pick<AccessTicket, 'TicketFrom' | 'TicketTo'>, timeZone: string): string[] {
  if (!ticket.TicketFrom || !ticket.TicketTo) return [];
  const first = zonedDate(ticket.TicketFrom, timeZone);
  const last = zonedDate(ticket.TicketTo, timeZone);
  if (!first || !last || first > last) return [];
  const days: string[] = [];
  for (let day = Date.parse(`${first}T00:00:00Z`); days.length < MAX_TICKET_DAYS; day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (date > last) break;
    days.push(date);
  }
  return days;
}

/** A date (YYYY-MM-DD) as the language writes it with its weekday ("Thursday, 11 June 2026", "Donnerstag, 11. Juni 2026"). */
export function formatTicketDay(date: string, language: string): string {
  const ms = Date.parse(`${date}T12:00:00Z`);
  if (!Number.isFinite(ms)) return date;
  return new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(ms),
  );
}
