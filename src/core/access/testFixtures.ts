/** Builders for the access tests (not used by the code). */
import type { AccessPolicy, AccessRequirement } from './model';
import type { AccessTicket } from '../../contracts';
import type { Principal } from './principal';

export function ticket(overrides: Partial<AccessTicket> = {}): AccessTicket {
  return {
    ParticipantTypeName: 'Delegate',
    TicketTypeName: 'Full',
    IsValid: true,
    IsPayed: true,
    TicketGrade: 'A',
    CompanyAccountId: null,
    EnableHCP: false,
    SocietyMemberType: null,
    Country: null,
    TicketFrom: null,
    TicketTo: null,
    VisitorId: null,
    ...overrides,
  };
}

export function principal(overrides: Partial<Principal> = {}): Principal {
  return {
    loggedIn: true,
    user: { HealthCareProfessional: null, SocietyMemberType: null, Country: null },
    tickets: [],
    ...overrides,
  };
}

export function requirement(PrincipalField: string, Values: string[] = []): AccessRequirement {
  return { PrincipalField, Values };
}

export function policy(overrides: Partial<AccessPolicy> = {}): AccessPolicy {
  return {
    Name: 'P',
    Version: '1',
    Type: 'Page',
    Identifier: 'LivePage',
    Effect: 'Allow',
    Requirements: [],
    ConditionType: 'All',
    ...overrides,
  };
}
