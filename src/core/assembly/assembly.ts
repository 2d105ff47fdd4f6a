/**
 * The general assembly's rules (docs/rules/shell-access-identity.md section 2, AssemblyPage; section 6, route guards
 * and access control). Pure: the time is passed in as `now` (epoch ms).
 *
 * VMX decides (the rules name the page and its guard, not its content):
 * - the assembly is `upcoming` before its start, `live` from its start until its end, `ended` from its end on; the
 *   minutes are shown (and served) only once it has ended;
 * - who may see it: a signed-in user (the route guard: the page is in the authentication middleware's list); the
 *   event's Page policy for AssemblyPage decides as for any page; an event that configures none lets society members
 *   in (a society member type on the profile or a ticket), since the assembly is the society's.
 */
import type { Principal } from '../access/principal';

/** The route name the access policies and the page guard use. */
export const ASSEMBLY_PAGE = 'AssemblyPage';

export type AssemblyPhase = 'upcoming' | 'live' | 'ended';

/** Where the assembly stands at now; an unreadable start or end counts as not reached. */
export function assemblyPhase(assembly: { StartTime: string; EndTime: string }, now: number): AssemblyPhase {
  const start = Date.parse(assembly.StartTime);
  const end = Date.parse(assembly.EndTime);
  if (Number.isFinite(end) && now >= end) return 'ended';
  if (Number.isFinite(start) && now >= start) return 'live';
  return 'upcoming';
}

/** Whether the minutes may be shown at now: only after the assembly. */
export function minutesVisible(assembly: { StartTime: string; EndTime: string }, now: number): boolean {
  return assemblyPhase(assembly, now) === 'ended';
}

/** Whether the principal is a society member: a member type on the profile or on one of the tickets. */
export function isSocietyMember(principal: Pick<Principal, 'user' | 'tickets'>): boolean {
  const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  return filled(principal.user?.SocietyMemberType) || principal.tickets.some((ticket) => filled(ticket.SocietyMemberType));
}

export type AssemblyAccess = 'allowed' | 'signIn' | 'membersOnly';

/**
 * Who may see the assembly: nobody signed out; with a configured Page policy for AssemblyPage, its decision (as the
 * caller's page check gives it: 200, 401 or 403); without one, society members.
 */
export function assemblyAccess(input: {
  signedIn: boolean;
  pageStatus: 200 | 401 | 403;
  policyConfigured: boolean;
  member: boolean;
}): AssemblyAccess {
  if (!input.signedIn || input.pageStatus === 401) return 'signIn';
  if (input.pageStatus === 403) return 'membersOnly';
  if (!input.policyConfigured && !input.member) return 'membersOnly';
  return 'allowed';
}

/** An instant in the event's time zone and language, with weekday and time ("Friday, 12 June 2026 at 17:00"). */
export function formatAssemblyTime(instant: string, language: string, timeZone: string): string {
  const ms = Date.parse(instant);
  if (!Number.isFinite(ms)) return instant;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(new Date(ms));
  } catch {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(ms));
  }
}

/** The time of day of an instant in the event's time zone ("17:00"). */
export function formatAssemblyClock(instant: string, language: string, timeZone: string): string {
  const ms = Date.parse(instant);
  if (!Number.isFinite(ms)) return instant;
  try {
    return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(new Date(ms));
  } catch {
    return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(ms));
  }
}
