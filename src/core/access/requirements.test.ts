import { describe, expect, it } from 'vitest';
import { decideAccess } from './decide';
import { PRINCIPAL_FIELDS, type AccessRequirement } from './model';
import type { Principal } from './principal';
import { inTicketWindow, participantTypes } from './requirements';
import { policy, principal, requirement, ticket } from './testFixtures';

const TZ = 'Europe/Berlin';
/** 14:00 in Berlin (summer time). */
const NOW = Date.parse('2026-06-11T12:00:00Z');

interface FieldCase {
  field: string;
  req: AccessRequirement;
  holds: Principal;
  fails: Principal;
  companyAccountId?: string;
}

const paid = (name: string) => principal({ tickets: [ticket({ TicketTypeName: name, IsPayed: true })] });
const unpaid = (name: string) => principal({ tickets: [ticket({ TicketTypeName: name, IsPayed: false })] });

/** One case where the requirement holds and one where it does not, for every PrincipalField (section 6). */
const CASES: FieldCase[] = [
  {
    field: 'SocietyMemberType',
    req: requirement('SocietyMemberType', ['Full Member']),
    holds: principal({ user: { HealthCareProfessional: null, SocietyMemberType: 'full member', Country: null } }),
    fails: principal({ user: { HealthCareProfessional: null, SocietyMemberType: 'Associate', Country: null } }),
  },
  {
    field: 'EventParticipantType',
    req: requirement('EventParticipantType', ['Exhibitor']),
    holds: principal({ tickets: [ticket({ ParticipantTypeName: 'EXHIBITOR', IsValid: false })] }),
    fails: principal({ tickets: [ticket({ ParticipantTypeName: 'Delegate' })] }),
  },
  {
    field: 'ParticipantTypeCheck',
    req: requirement('ParticipantTypeCheck', ['Exhibitor']),
    holds: principal({ tickets: [ticket({ ParticipantTypeName: 'Exhibitor', IsValid: true })] }),
    fails: principal({ tickets: [ticket({ ParticipantTypeName: 'Exhibitor', IsValid: false })] }),
  },
  {
    field: 'UserCountry',
    req: requirement('UserCountry', ['DE', 'AT']),
    holds: principal({ user: { HealthCareProfessional: null, SocietyMemberType: null, Country: 'at' } }),
    fails: principal({ user: { HealthCareProfessional: null, SocietyMemberType: null, Country: 'US' } }),
  },
  {
    field: 'TimeAccess',
    req: requirement('TimeAccess', ['2026-06-11T14:30']),
    holds: principal(),
    fails: principal(),
  },
  {
    field: 'ExhibitorExclusive',
    req: requirement('ExhibitorExclusive'),
    companyAccountId: 'acme-1',
    holds: principal({ tickets: [ticket({ CompanyAccountId: 'ACME-1' })] }),
    fails: principal({ tickets: [ticket({ CompanyAccountId: 'other' })] }),
  },
  { field: 'EventTicketPaid', req: requirement('EventTicketPaid'), holds: paid('Any'), fails: unpaid('Any') },
  {
    field: 'Hcp',
    req: requirement('Hcp', ['true']),
    holds: principal({ user: { HealthCareProfessional: true, SocietyMemberType: null, Country: null } }),
    fails: principal({ user: { HealthCareProfessional: false, SocietyMemberType: null, Country: null } }),
  },
  {
    field: 'UserHcp',
    req: requirement('UserHcp', ['false']),
    holds: principal({ user: { HealthCareProfessional: false, SocietyMemberType: null, Country: null } }),
    fails: principal({ user: { HealthCareProfessional: true, SocietyMemberType: null, Country: null } }),
  },
  { field: 'UserLoggedIn', req: requirement('UserLoggedIn'), holds: principal(), fails: principal({ loggedIn: false, user: null }) },
  {
    field: 'EventTicketNameValid',
    req: requirement('EventTicketNameValid', ['Full', 'Day']),
    holds: principal({ tickets: [ticket({ TicketTypeName: 'day', IsValid: true, IsPayed: false })] }),
    fails: principal({ tickets: [ticket({ TicketTypeName: 'Day', IsValid: false })] }),
  },
  { field: 'EventTicketNamePaid', req: requirement('EventTicketNamePaid', ['Full']), holds: paid('FULL'), fails: unpaid('Full') },
  {
    field: 'EventTicketNameForComments',
    req: requirement('EventTicketNameForComments', ['Full']),
    holds: paid('Full'),
    fails: paid('Day'),
  },
  { field: 'EventTicketNetworking', req: requirement('EventTicketNetworking', ['Full']), holds: paid('Full'), fails: unpaid('Full') },
  {
    field: 'EventTicketNameForMessages',
    req: requirement('EventTicketNameForMessages', ['Full']),
    holds: paid('Full'),
    fails: paid('Day'),
  },
  {
    field: 'EventTicketNamePaidAndTime',
    req: requirement('EventTicketNamePaidAndTime', ['Day']),
    holds: principal({ tickets: [ticket({ TicketTypeName: 'Day', TicketFrom: '2026-06-11T08:00', TicketTo: '2026-06-11T18:00' })] }),
    fails: principal({ tickets: [ticket({ TicketTypeName: 'Day', TicketFrom: '2026-06-12T08:00', TicketTo: '2026-06-12T18:00' })] }),
  },
  {
    field: 'VisitorIdIncluded',
    req: requirement('VisitorIdIncluded', ['V-17', 'V-18']),
    holds: principal({ tickets: [ticket({ VisitorId: 'v-18' })] }),
    fails: principal({ tickets: [ticket({ VisitorId: 'V-19' })] }),
  },
];

function decide(req: AccessRequirement, p: Principal, now = NOW, companyAccountId?: string) {
  return decideAccess({
    policies: [policy({ Name: 'Rule', Requirements: [req] })],
    type: 'Page',
    identifier: 'LivePage',
    principal: p,
    superUser: false,
    now,
    timeZone: TZ,
    context: { companyAccountId },
  });
}

describe('requirements: every PrincipalField (section 6)', () => {
  it('has a case for every PrincipalField', () => {
    expect(CASES.map((c) => c.field).sort()).toEqual([...PRINCIPAL_FIELDS].sort());
  });

  // TimeAccess fails when the time has passed: the same principal, a later now.
  const failNow = (field: string) => (field === 'TimeAccess' ? Date.parse('2026-06-11T12:30:00Z') : NOW);

  it.each(CASES)('$field: an allow rule with it allows when it holds', ({ req, holds, companyAccountId }) => {
    expect(decide(req, holds, NOW, companyAccountId)).toEqual({ allowed: true, reasons: [] });
  });

  it.each(CASES)('$field: an allow rule with it denies when it does not hold', ({ field, req, fails, companyAccountId }) => {
    const result = decide(req, fails, failNow(field), companyAccountId);
    expect(result.allowed).toBe(false);
    expect(result.reasons).toEqual(field === 'EventTicketNameForMessages' ? [] : [`Rule:${field}`]);
  });
});

describe('requirements: details', () => {
  const at = (iso: string) => Date.parse(iso);

  it('TimeAccess holds while the given Berlin wall time is ahead and stops at it', () => {
    const req = requirement('TimeAccess', ['2026-06-11T18:00']);
    expect(decide(req, principal(), at('2026-06-11T15:59:59Z')).allowed).toBe(true);
    expect(decide(req, principal(), at('2026-06-11T16:00:00Z')).allowed).toBe(false);
  });

  it('TimeAccess in a deny rule also holds while the time is ahead, so it denies until then', () => {
    const deny = policy({ Effect: 'Deny', Requirements: [requirement('TimeAccess', ['2026-06-11T18:00'])] });
    const run = (now: number) =>
      decideAccess({ policies: [deny], type: 'Page', identifier: 'LivePage', principal: principal(), superUser: false, now, timeZone: TZ });
    expect(run(at('2026-06-11T15:00:00Z')).allowed).toBe(false);
    expect(run(at('2026-06-11T17:00:00Z')).allowed).toBe(true);
  });

  it('TimeAccess around the spring DST switch: 02:30 does not exist and means 03:30 summer time', () => {
    const req = requirement('TimeAccess', ['2026-03-29T02:30']);
    expect(decide(req, principal(), at('2026-03-29T01:29:59Z')).allowed).toBe(true);
    expect(decide(req, principal(), at('2026-03-29T01:30:00Z')).allowed).toBe(false);
  });

  it('TimeAccess around the autumn DST switch: the repeated 02:30 is its first occurrence', () => {
    const req = requirement('TimeAccess', ['2026-10-25T02:30']);
    expect(decide(req, principal(), at('2026-10-25T00:29:59Z')).allowed).toBe(true);
    expect(decide(req, principal(), at('2026-10-25T00:30:00Z')).allowed).toBe(false);
    const winter = requirement('TimeAccess', ['2026-10-25T03:30']);
    expect(decide(winter, principal(), at('2026-10-25T02:29:59Z')).allowed).toBe(true);
    expect(decide(winter, principal(), at('2026-10-25T02:30:00Z')).allowed).toBe(false);
  });

  it('TimeAccess without a readable time never holds', () => {
    expect(decide(requirement('TimeAccess', []), principal()).allowed).toBe(false);
    expect(decide(requirement('TimeAccess', ['soon']), principal()).allowed).toBe(false);
  });

  it('Hcp, UserHcp and UserLoggedIn default to true when no value is given', () => {
    const hcp = principal({ user: { HealthCareProfessional: true, SocietyMemberType: null, Country: null } });
    const notHcp = principal({ user: { HealthCareProfessional: null, SocietyMemberType: null, Country: null } });
    expect(decide(requirement('Hcp'), hcp).allowed).toBe(true);
    expect(decide(requirement('UserHcp'), notHcp).allowed).toBe(false);
    expect(decide(requirement('UserLoggedIn', ['FALSE']), principal({ loggedIn: false, user: null })).allowed).toBe(true);
  });

  it('SocietyMemberType also holds with a ticket carrying the member type', () => {
    const p = principal({ tickets: [ticket({ SocietyMemberType: 'Full Member' })] });
    expect(decide(requirement('SocietyMemberType', ['full member']), p).allowed).toBe(true);
  });

  it('a signed-in user without tickets is an UnregisteredVisitor; an anonymous visitor has no participant type', () => {
    expect(participantTypes(principal())).toEqual(['UnregisteredVisitor']);
    expect(participantTypes(principal({ loggedIn: false, user: null }))).toEqual([]);
    expect(decide(requirement('EventParticipantType', ['unregisteredvisitor']), principal()).allowed).toBe(true);
  });

  it('ExhibitorExclusive never holds without the owning company in the context', () => {
    const p = principal({ tickets: [ticket({ CompanyAccountId: 'acme' })] });
    expect(decide(requirement('ExhibitorExclusive'), p).allowed).toBe(false);
  });

  it('VisitorIdIncluded does not match a ticket without a VisitorId against a blank value', () => {
    expect(decide(requirement('VisitorIdIncluded', ['']), principal({ tickets: [ticket({ VisitorId: '' })] })).allowed).toBe(false);
  });

  it('an unknown PrincipalField never holds', () => {
    expect(decide(requirement('ShoeSize', ['42']), principal()).allowed).toBe(false);
    expect(decide(requirement('__proto__', []), principal()).allowed).toBe(false);
  });
});

describe('inTicketWindow (EventTicketNamePaidAndTime)', () => {
  const t = (TicketFrom: string | null, TicketTo: string | null) => ticket({ TicketFrom, TicketTo });

  it('is open on a side without a bound', () => {
    expect(inTicketWindow(t(null, null), NOW, TZ)).toBe(true);
    expect(inTicketWindow(t('2026-06-11T14:00', null), NOW, TZ)).toBe(true);
    expect(inTicketWindow(t(null, '2026-06-11T14:00'), NOW, TZ)).toBe(false);
  });

  it('includes the whole day of a date-only TicketTo', () => {
    expect(inTicketWindow(t('2026-06-11', '2026-06-11'), Date.parse('2026-06-11T21:59:59Z'), TZ)).toBe(true);
    expect(inTicketWindow(t('2026-06-11', '2026-06-11'), Date.parse('2026-06-11T22:00:00Z'), TZ)).toBe(false);
    expect(inTicketWindow(t('2026-06-11', '2026-06-11'), Date.parse('2026-06-10T21:59:59Z'), TZ)).toBe(false);
  });

  it('fails a ticket with an unreadable bound', () => {
    expect(inTicketWindow(t('someday', null), NOW, TZ)).toBe(false);
  });
});
