/**
 * The vocabulary of access control (docs/rules/shell-access-identity.md sections 3 and 6): policy types, effects,
 * condition types and principal fields, named once, and the shapes core reads. The booked ticket is the
 * wire type itself (AccessTicket in src/contracts); the policy and the user are declared here, structurally
 * compatible with AccessPolicy and UserProfile of src/contracts, because they narrow the wire strings to
 * the vocabulary below and read only what access control needs.
 */

/** Policy Type (section 6: "policies for a Type (Session, Page, Url, Key)"). */
export const POLICY_TYPES = ['Session', 'Page', 'Url', 'Key'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** Policy Effect (section 6, decision rules). */
export const POLICY_EFFECTS = ['Allow', 'Deny'] as const;
export type PolicyEffect = (typeof POLICY_EFFECTS)[number];

/** ConditionType (section 6: "All (every requirement true) or Any"). */
export const CONDITION_TYPES = ['All', 'Any'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** Every PrincipalField of the requirement table (section 6). */
export const PRINCIPAL_FIELDS = [
  'SocietyMemberType',
  'EventParticipantType',
  'ParticipantTypeCheck',
  'UserCountry',
  'TimeAccess',
  'ExhibitorExclusive',
  'EventTicketPaid',
  'Hcp',
  'UserHcp',
  'UserLoggedIn',
  'EventTicketNameValid',
  'EventTicketNamePaid',
  'EventTicketNameForComments',
  'EventTicketNetworking',
  'EventTicketNameForMessages',
  'EventTicketNamePaidAndTime',
  'VisitorIdIncluded',
] as const;
export type PrincipalField = (typeof PRINCIPAL_FIELDS)[number];

/** Fields whose result is not recorded as a deny reason (section 6, EventTicketNameForMessages). */
export const UNRECORDED_FIELDS: ReadonlySet<string> = new Set<PrincipalField>(['EventTicketNameForMessages']);

/** Fields whose Values[0] is a boolean, 'true' when absent (section 6: Hcp, UserHcp, UserLoggedIn "default true"). */
export const BOOLEAN_FIELDS: ReadonlySet<string> = new Set<PrincipalField>(['Hcp', 'UserHcp', 'UserLoggedIn']);

/**
 * The participant type of a signed-in user without tickets (section 6 roles: "unregistered visitor
 * (participant type UnregisteredVisitor)").
 */
export const UNREGISTERED_VISITOR = 'UnregisteredVisitor';

export function isPrincipalField(field: string): field is PrincipalField {
  return (PRINCIPAL_FIELDS as readonly string[]).includes(field);
}

export interface AccessRequirement {
  /** A PrincipalField; kept as a string because configuration may name one we do not know (never holds). */
  PrincipalField: string;
  Values: string[];
}

/** An access policy (section 3); same shape as AccessPolicy in src/contracts. */
export interface AccessPolicy {
  Name: string;
  Version: string;
  Type: PolicyType;
  Identifier: string;
  Effect: PolicyEffect;
  Requirements: AccessRequirement[];
  ConditionType: ConditionType;
}

/** The user fields access control reads (section 3, User); UserProfile of src/contracts fits. */
export interface AccessUser {
  HealthCareProfessional: boolean | null;
  SocietyMemberType: string | null;
  Contact: { CountryId: string | null };
  CountryResidenceId: string | null;
}

/**
 * Comparison of configured values with principal values: trimmed and case-insensitive (section 6).
 * Empty never matches: a ticket without a VisitorId must not match a blank configured value.
 */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const x = a.trim().toLowerCase();
  return x !== '' && x === b.trim().toLowerCase();
}

/** Whether value is one of values, trimmed and case-insensitive; null never is. */
export function isListed(value: string | null | undefined, values: readonly string[]): boolean {
  return values.some((v) => sameText(value, v));
}
