/**
 * When one requirement of a policy holds (docs/rules/shell-access-identity.md section 6, the PrincipalField
 * table). String comparisons are trimmed and case-insensitive. A field we do not know never holds.
 */
import { isListed, sameText, type AccessRequirement, type PrincipalField, UNREGISTERED_VISITOR } from './model';
import type { AccessTicket } from '../../contracts';
import type { Principal } from './principal';
import { zonedInstant } from './zonedTime';

export interface RequirementContext {
  principal: Principal;
  /** Server time, epoch ms. */
  now: number;
  /** The event's IANA time zone, for wall-clock times in policies and tickets. */
  timeZone: string;
  /** The company owning the thing asked about (a symposium), for ExhibitorExclusive. */
  companyAccountId?: string | null;
}

type Check = (values: readonly string[], ctx: RequirementContext) => boolean;

/** Values[0] of Hcp, UserHcp and UserLoggedIn: false only when written false; absent or anything else is true. */
function expectedFlag(values: readonly string[]): boolean {
  return values[0]?.trim().toLowerCase() !== 'false';
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether now is within a ticket's TicketFrom..TicketTo (either may be null: open). Times without an
 * offset are wall-clock times of the event zone; a date-only TicketTo includes that whole day. From is
 * inclusive, To exclusive (as component time windows, time.ts). An unreadable bound fails the ticket.
 */
export function inTicketWindow(ticket: AccessTicket, now: number, timeZone: string): boolean {
  const { TicketFrom: from, TicketTo: to } = ticket;
  if (from !== null && from.trim() !== '') {
    const start = zonedInstant(from, timeZone);
    if (start === null || now < start) return false;
  }
  if (to !== null && to.trim() !== '') {
    const t = to.trim();
    // The day after at midnight: wall clock, so a DST switch on that day is handled by zonedInstant.
    const end = DATE_ONLY.test(t) ? zonedInstant(nextDay(t), timeZone) : zonedInstant(t, timeZone);
    if (end === null || now >= end) return false;
  }
  return true;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (!Number.isFinite(d.getTime())) return date;
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const paidWithName: Check = (values, { principal }) => principal.tickets.some((t) => t.IsPayed && isListed(t.TicketTypeName, values));

const hcp: Check = (values, { principal }) => (principal.user?.HealthCareProfessional === true) === expectedFlag(values);

/**
 * The participant types of the principal: those of the tickets; a signed-in user without tickets is an
 * UnregisteredVisitor (section 6 roles).
 */
export function participantTypes(principal: Principal): string[] {
  if (principal.tickets.length === 0) return principal.loggedIn ? [UNREGISTERED_VISITOR] : [];
  return principal.tickets.map((t) => t.ParticipantTypeName);
}

const CHECKS: Record<PrincipalField, Check> = {
  // The profile's society member type, or one carried by a ticket (tickets bring it from registration).
  SocietyMemberType: (values, { principal }) =>
    isListed(principal.user?.SocietyMemberType, values) || principal.tickets.some((t) => isListed(t.SocietyMemberType, values)),
  EventParticipantType: (values, { principal }) => participantTypes(principal).some((p) => isListed(p, values)),
  ParticipantTypeCheck: (values, { principal }) => principal.tickets.some((t) => t.IsValid && isListed(t.ParticipantTypeName, values)),
  UserCountry: (values, { principal }) => isListed(principal.user?.Country, values),
  // Holds while the given time is still ahead, for Allow and Deny alike (section 6).
  TimeAccess: (values, { now, timeZone }) => {
    const at = values[0] === undefined ? null : zonedInstant(values[0], timeZone);
    return at !== null && now < at;
  },
  ExhibitorExclusive: (_values, { principal, companyAccountId }) =>
    principal.tickets.some((t) => sameText(t.CompanyAccountId, companyAccountId)),
  EventTicketPaid: (_values, { principal }) => principal.tickets.some((t) => t.IsPayed),
  Hcp: hcp,
  UserHcp: hcp,
  UserLoggedIn: (values, { principal }) => principal.loggedIn === expectedFlag(values),
  EventTicketNameValid: (values, { principal }) => principal.tickets.some((t) => t.IsValid && isListed(t.TicketTypeName, values)),
  EventTicketNamePaid: paidWithName,
  EventTicketNameForComments: paidWithName,
  EventTicketNetworking: paidWithName,
  EventTicketNameForMessages: paidWithName,
  EventTicketNamePaidAndTime: (values, { principal, now, timeZone }) =>
    principal.tickets.some((t) => t.IsPayed && isListed(t.TicketTypeName, values) && inTicketWindow(t, now, timeZone)),
  VisitorIdIncluded: (values, { principal }) => principal.tickets.some((t) => isListed(t.VisitorId, values)),
};

export function requirementHolds(requirement: AccessRequirement, ctx: RequirementContext): boolean {
  const check = Object.prototype.hasOwnProperty.call(CHECKS, requirement.PrincipalField)
    ? CHECKS[requirement.PrincipalField as PrincipalField]
    : undefined;
  return check ? check(requirement.Values, ctx) : false;
}
