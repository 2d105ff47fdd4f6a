/**
 * The principal an access decision is about (docs/rules/shell-access-identity.md section 6): whether someone is
 * signed in, the user fields policies read, and the booked tickets.
 */
import type { AccessUser } from './model';
import type { AccessTicket } from '../../contracts';

export interface PrincipalUser {
  HealthCareProfessional: boolean | null;
  SocietyMemberType: string | null;
  /**
   * The user's country for UserCountry: the contact address country (Contact.CountryId), falling back to
   * the country of residence when the contact has none. The contact country is the one the user keeps
   * in the profile; residence is the older field. The country of practice is not used.
   */
  Country: string | null;
}

export interface Principal {
  /** Logged in means a stored user exists for the instance (section 4, login state). */
  loggedIn: boolean;
  user: PrincipalUser | null;
  tickets: AccessTicket[];
}

export function principalUser(user: AccessUser): PrincipalUser {
  const country = [user.Contact?.CountryId, user.CountryResidenceId].find((c) => typeof c === 'string' && c.trim() !== '') ?? null;
  return { HealthCareProfessional: user.HealthCareProfessional, SocietyMemberType: user.SocietyMemberType, Country: country };
}

/** A principal from what the client holds: the stored session, the loaded profile and tickets. */
export function principalFrom({
  loggedIn,
  user,
  tickets,
}: {
  loggedIn: boolean;
  user: AccessUser | null;
  tickets: readonly AccessTicket[];
}): Principal {
  return { loggedIn, user: user ? principalUser(user) : null, tickets: [...tickets] };
}
