import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideAccess, matchingPolicies, type AccessQuery } from './decide';
import { PRINCIPAL_FIELDS, type AccessPolicy } from './model';
import type { Principal } from './principal';
import { policy, principal, requirement, ticket } from './testFixtures';

const NOW = Date.parse('2026-06-11T12:00:00Z');

function query(policies: AccessPolicy[], overrides: Partial<AccessQuery> = {}): AccessQuery {
  return {
    policies,
    type: 'Page',
    identifier: 'LivePage',
    principal: principal(),
    superUser: false,
    now: NOW,
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
}

const holds = requirement('UserLoggedIn', ['true']);
const fails = requirement('UserLoggedIn', ['false']);

describe('decideAccess: the four decision rules (section 6)', () => {
  it('allows when no policy matches the Type and Identifier', () => {
    expect(decideAccess(query([]))).toEqual({ allowed: true, reasons: [] });
    const other = [policy({ Identifier: 'VenuePage', Requirements: [fails] }), policy({ Type: 'Url', Requirements: [fails] })];
    expect(decideAccess(query(other)).allowed).toBe(true);
  });

  it('denies when a matching deny rule holds, even when an allow rule holds too', () => {
    const result = decideAccess(
      query([policy({ Name: 'Open', Requirements: [holds] }), policy({ Name: 'Block', Effect: 'Deny', Requirements: [holds] })]),
    );
    expect(result).toEqual({ allowed: false, reasons: ['Block:UserLoggedIn'] });
  });

  it('allows when only deny rules exist and none holds', () => {
    expect(decideAccess(query([policy({ Effect: 'Deny', Requirements: [fails] })])).allowed).toBe(true);
  });

  it('allows when an allow rule holds and denies when none does', () => {
    const a = policy({ Name: 'A', Requirements: [fails] });
    const b = policy({ Name: 'B', Requirements: [holds] });
    expect(decideAccess(query([a, b])).allowed).toBe(true);
    expect(decideAccess(query([a]))).toEqual({ allowed: false, reasons: ['A:UserLoggedIn'] });
  });

  it('lets a super user through a matching deny rule and a failing allow rule', () => {
    expect(decideAccess(query([policy({ Effect: 'Deny', Requirements: [holds] })], { superUser: true }))).toEqual({
      allowed: true,
      reasons: [],
    });
    expect(decideAccess(query([policy({ Requirements: [fails] })], { superUser: true })).allowed).toBe(true);
  });
});

describe('decideAccess: matching and conditions', () => {
  it('matches the Identifier case-insensitively and the Type exactly', () => {
    const p = policy({ Identifier: 'livepage', Requirements: [fails] });
    expect(decideAccess(query([p], { identifier: 'LIVEPAGE' })).allowed).toBe(false);
    expect(matchingPolicies([p], 'Page', ' LivePage ')).toEqual([p]);
    expect(matchingPolicies([p], 'Session', 'LivePage')).toEqual([]);
  });

  it('ConditionType All needs every requirement, Any one of them', () => {
    expect(decideAccess(query([policy({ ConditionType: 'All', Requirements: [holds, fails] })])).allowed).toBe(false);
    expect(decideAccess(query([policy({ ConditionType: 'Any', Requirements: [holds, fails] })])).allowed).toBe(true);
    expect(decideAccess(query([policy({ ConditionType: 'Any', Requirements: [fails, fails] })])).allowed).toBe(false);
  });

  it('a rule without requirements holds, under All and Any', () => {
    expect(decideAccess(query([policy({ ConditionType: 'All' })])).allowed).toBe(true);
    expect(decideAccess(query([policy({ ConditionType: 'Any' })])).allowed).toBe(true);
    expect(decideAccess(query([policy({ Name: 'Closed', Effect: 'Deny', ConditionType: 'Any' })]))).toEqual({
      allowed: false,
      reasons: ['Closed'],
    });
  });
});

describe('decideAccess: deny reasons', () => {
  const messages = requirement('EventTicketNameForMessages', ['Full']);
  const paidFull = principal({ tickets: [ticket({ TicketTypeName: 'Full', IsPayed: true })] });

  it('records the failed fields of every allow rule, without repeats', () => {
    const rules = [
      policy({ Name: 'A', Requirements: [fails, requirement('EventTicketPaid')] }),
      policy({ Name: 'B', ConditionType: 'Any', Requirements: [requirement('Hcp'), fails, fails] }),
    ];
    expect(decideAccess(query(rules)).reasons).toEqual(['A:UserLoggedIn', 'A:EventTicketPaid', 'B:Hcp', 'B:UserLoggedIn']);
  });

  it('records only the fields that failed, not those that held', () => {
    const result = decideAccess(query([policy({ Name: 'A', Requirements: [holds, requirement('EventTicketPaid')] })]));
    expect(result.reasons).toEqual(['A:EventTicketPaid']);
  });

  it('never records EventTicketNameForMessages, in allow or deny rules', () => {
    expect(decideAccess(query([policy({ Name: 'M', Requirements: [messages, fails] })])).reasons).toEqual(['M:UserLoggedIn']);
    expect(decideAccess(query([policy({ Name: 'M', Requirements: [messages] })]))).toEqual({ allowed: false, reasons: [] });
    const deny = policy({ Name: 'D', Effect: 'Deny', Requirements: [messages, holds] });
    expect(decideAccess(query([deny], { principal: paidFull })).reasons).toEqual(['D:UserLoggedIn']);
  });

  it('records the held fields of the matching deny rule', () => {
    const deny = policy({ Name: 'NoUS', Effect: 'Deny', ConditionType: 'Any', Requirements: [requirement('UserCountry', ['US']), holds] });
    expect(decideAccess(query([deny])).reasons).toEqual(['NoUS:UserLoggedIn']);
  });
});

// ---- properties ----

const fieldValues = fc.constantFrom('true', 'false', 'Full', 'Day', 'Exhibitor', 'DE', '2026-06-11T18:00', 'acme');
const arbRequirement = fc.record({
  PrincipalField: fc.oneof(fc.constantFrom(...PRINCIPAL_FIELDS), fc.constant('Unknown')),
  Values: fc.array(fieldValues, { maxLength: 2 }),
});
const arbPolicy = (effect?: 'Allow' | 'Deny') =>
  fc.record({
    Name: fc.constantFrom('P1', 'P2', 'P3'),
    Version: fc.constant('1'),
    Type: fc.constantFrom('Page' as const, 'Session' as const),
    Identifier: fc.constantFrom('LivePage', 'livepage', 'VenuePage'),
    Effect: effect ? fc.constant(effect) : fc.constantFrom('Allow' as const, 'Deny' as const),
    Requirements: fc.array(arbRequirement, { maxLength: 3 }),
    ConditionType: fc.constantFrom('All' as const, 'Any' as const),
  });
const arbTicket = fc.record({
  ParticipantTypeName: fc.constantFrom('Delegate', 'Exhibitor'),
  TicketTypeName: fc.constantFrom('Full', 'Day'),
  IsValid: fc.boolean(),
  IsPayed: fc.boolean(),
  TicketGrade: fc.constantFrom(null, 'A'),
  CompanyAccountId: fc.constantFrom(null, 'acme'),
  EnableHCP: fc.boolean(),
  SocietyMemberType: fc.constantFrom(null, 'Full'),
  Country: fc.constantFrom(null, 'DE'),
  TicketFrom: fc.constantFrom(null, '2026-06-11T08:00'),
  TicketTo: fc.constantFrom(null, '2026-06-11T18:00'),
  VisitorId: fc.constantFrom(null, 'Full'),
});
const arbPrincipal: fc.Arbitrary<Principal> = fc.record({
  loggedIn: fc.boolean(),
  user: fc.option(
    fc.record({
      HealthCareProfessional: fc.constantFrom(null, true, false),
      SocietyMemberType: fc.constantFrom(null, 'Full'),
      Country: fc.constantFrom(null, 'DE'),
    }),
  ),
  tickets: fc.array(arbTicket, { maxLength: 3 }),
});
const arbNow = fc.integer({ min: Date.parse('2026-06-10T00:00:00Z'), max: Date.parse('2026-06-13T00:00:00Z') });

const q = (policies: AccessPolicy[], p: Principal, now: number, superUser = false): AccessQuery => ({
  policies,
  type: 'Page',
  identifier: 'LivePage',
  principal: p,
  superUser,
  now,
  timeZone: 'Europe/Berlin',
  context: { companyAccountId: 'acme' },
});

describe('decideAccess: properties', () => {
  it('never denies a super user', () => {
    fc.assert(
      fc.property(fc.array(arbPolicy(), { maxLength: 6 }), arbPrincipal, arbNow, (policies, p, now) => {
        expect(decideAccess(q(policies, p, now, true))).toEqual({ allowed: true, reasons: [] });
      }),
    );
  });

  it('allows when only deny rules match and none of them holds', () => {
    fc.assert(
      fc.property(fc.array(arbPolicy('Deny'), { maxLength: 6 }), arbPrincipal, arbNow, (policies, p, now) => {
        // Keep the deny rules that do not hold on their own: none of them then holds together.
        const quiet = policies.filter((policy) => decideAccess(q([policy], p, now)).allowed);
        expect(decideAccess(q(quiet, p, now)).allowed).toBe(true);
      }),
    );
  });

  it('adding a matching deny rule never turns a deny into an allow', () => {
    fc.assert(
      fc.property(fc.array(arbPolicy(), { maxLength: 6 }), arbPolicy('Deny'), arbPrincipal, arbNow, (policies, deny, p, now) => {
        const before = decideAccess(q(policies, p, now));
        const after = decideAccess(q([...policies, { ...deny, Type: 'Page', Identifier: 'LIVEPAGE' }], p, now));
        if (!before.allowed) expect(after.allowed).toBe(false);
      }),
    );
  });

  it('is denied with reasons only when denied, and reasons never name EventTicketNameForMessages', () => {
    fc.assert(
      fc.property(fc.array(arbPolicy(), { maxLength: 6 }), arbPrincipal, arbNow, (policies, p, now) => {
        const result = decideAccess(q(policies, p, now));
        if (result.allowed) expect(result.reasons).toEqual([]);
        expect(result.reasons.some((r) => r.includes('EventTicketNameForMessages'))).toBe(false);
      }),
    );
  });
});
