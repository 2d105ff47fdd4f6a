import { describe, expect, it } from 'vitest';
import {
  ASSEMBLY_PAGE,
  assemblyAccess,
  assemblyPhase,
  formatAssemblyClock,
  formatAssemblyTime,
  isSocietyMember,
  minutesVisible,
} from './assembly';
import type { AccessTicket } from '../../contracts';

const assembly = { StartTime: '2026-06-12T15:30:00Z', EndTime: '2026-06-12T17:00:00Z' };
const at = (iso: string) => Date.parse(iso);

describe('the assembly phase', () => {
  it('is upcoming before the start, live from the start, ended from the end on', () => {
    expect(assemblyPhase(assembly, at('2026-06-12T15:29:59Z'))).toBe('upcoming');
    expect(assemblyPhase(assembly, at('2026-06-12T15:30:00Z'))).toBe('live');
    expect(assemblyPhase(assembly, at('2026-06-12T16:59:59Z'))).toBe('live');
    expect(assemblyPhase(assembly, at('2026-06-12T17:00:00Z'))).toBe('ended');
  });

  it('shows the minutes only once the assembly has ended', () => {
    expect(minutesVisible(assembly, at('2026-06-12T16:00:00Z'))).toBe(false);
    expect(minutesVisible(assembly, at('2026-06-12T17:00:00Z'))).toBe(true);
  });

  it('counts unreadable times as not reached', () => {
    expect(assemblyPhase({ StartTime: 'x', EndTime: 'y' }, at('2030-01-01T00:00:00Z'))).toBe('upcoming');
  });
});

describe('who may see the assembly', () => {
  const ticket = (SocietyMemberType: string | null) => ({ SocietyMemberType }) as AccessTicket;

  it('guards the AssemblyPage route', () => {
    expect(ASSEMBLY_PAGE).toBe('AssemblyPage');
  });

  it('asks a signed-out caller to sign in', () => {
    expect(assemblyAccess({ signedIn: false, pageStatus: 200, policyConfigured: false, member: true })).toBe('signIn');
    expect(assemblyAccess({ signedIn: true, pageStatus: 401, policyConfigured: true, member: true })).toBe('signIn');
  });

  it('follows a configured Page policy', () => {
    expect(assemblyAccess({ signedIn: true, pageStatus: 403, policyConfigured: true, member: true })).toBe('membersOnly');
    expect(assemblyAccess({ signedIn: true, pageStatus: 200, policyConfigured: true, member: false })).toBe('allowed');
  });

  it('lets society members in when the event configures no policy', () => {
    expect(assemblyAccess({ signedIn: true, pageStatus: 200, policyConfigured: false, member: true })).toBe('allowed');
    expect(assemblyAccess({ signedIn: true, pageStatus: 200, policyConfigured: false, member: false })).toBe('membersOnly');
  });

  it('reads membership from the profile or a ticket', () => {
    const user = (SocietyMemberType: string | null) => ({ HealthCareProfessional: null, Country: null, SocietyMemberType });
    expect(isSocietyMember({ user: user('Full Member'), tickets: [] })).toBe(true);
    expect(isSocietyMember({ user: user(' '), tickets: [ticket('Associate Member')] })).toBe(true);
    expect(isSocietyMember({ user: user(null), tickets: [ticket(null), ticket('')] })).toBe(false);
    expect(isSocietyMember({ user: null, tickets: [] })).toBe(false);
  });
});

describe('the assembly times', () => {
  it('are written in the event time zone and language', () => {
    expect(formatAssemblyTime('2026-06-12T15:30:00Z', 'en-GB', 'Europe/Berlin')).toMatch(/^Friday,? 12 June 2026 at 17:30$/);
    expect(formatAssemblyTime('2026-06-12T15:30:00Z', 'de-DE', 'Europe/Berlin')).toBe('Freitag, 12. Juni 2026 um 17:30');
    expect(formatAssemblyClock('2026-06-12T15:30:00Z', 'de-DE', 'Europe/Berlin')).toBe('17:30');
    expect(formatAssemblyClock('2026-06-12T15:30:00Z', 'en-GB', 'Not/AZone')).toBe('15:30');
  });
});
