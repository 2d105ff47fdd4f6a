import { describe, expect, it } from 'vitest';
import type { AccessTicket } from '../contracts';
import { accessDays, ticketCookieAssignments, ticketCookieValues, TICKET_COOKIES } from './ticketCookie';

function ticket(overrides: Partial<AccessTicket> = {}): AccessTicket {
  return {
    ParticipantTypeName: 'Delegate',
    TicketTypeName: 'Full congress',
    IsValid: true,
    IsPayed: true,
    TicketGrade: 'A',
    CompanyAccountId: null,
    EnableHCP: false,
    SocietyMemberType: null,
    Country: null,
    TicketFrom: '2026-06-10T08:00:00',
    TicketTo: '2026-06-12T18:00:00',
    VisitorId: null,
    ...overrides,
  };
}

describe('ticket cookie data (docs/rules/content-areas.md section 3; shell-access-identity.md sections 3 and 4)', () => {
  it('names the cookies as the rules spell them, accesOnDays with one s', () => {
    expect(TICKET_COOKIES).toEqual({ hcp: 'hcp', accessOnDays: 'accesOnDays', tickets: 'tickets' });
  });

  it('lists every date from the start date to the end date, both included, across valid tickets only', () => {
    expect(
      accessDays([
        ticket(),
        ticket({ TicketFrom: '2026-06-12', TicketTo: '2026-06-13' }),
        ticket({ IsValid: false, TicketFrom: '2026-07-01', TicketTo: '2026-07-02' }),
      ]),
    ).toEqual(['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13']);
  });

  it('crosses month ends and adds nothing for a ticket without dates or ending before it starts', () => {
    expect(accessDays([ticket({ TicketFrom: '2026-02-27', TicketTo: '2026-03-01' })])).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(accessDays([ticket({ TicketFrom: null }), ticket({ TicketFrom: '2026-06-12', TicketTo: '2026-06-10' })])).toEqual([]);
  });

  it("reads bounds written as instants in the event's time zone: a day ticket for 11 June in Berlin is 11 June only", () => {
    const day = ticket({ TicketFrom: '2026-06-10T22:00:00Z', TicketTo: '2026-06-11T21:59:59Z' });
    expect(accessDays([day], 'Europe/Berlin')).toEqual(['2026-06-11']);
    expect(accessDays([day], 'UTC')).toEqual(['2026-06-10', '2026-06-11']);
  });

  it('hcp is true when a valid ticket enables HCP; tickets lists the valid type names', () => {
    expect(ticketCookieValues([ticket({ EnableHCP: true }), ticket({ TicketTypeName: 'Day pass; Friday' })])).toEqual({
      hcp: 'true',
      accesOnDays: '2026-06-10,2026-06-11,2026-06-12',
      tickets: 'Full%20congress,Day%20pass%3B%20Friday',
    });
    expect(ticketCookieValues([ticket({ EnableHCP: true, IsValid: false })])).toEqual({ hcp: 'false', accesOnDays: '', tickets: '' });
  });

  it('writes site-wide cookies that expire with the session', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const validUntil = now + 3_600_000;
    const [hcp, days, tickets] = ticketCookieAssignments([ticket()], { validUntil, now, secure: true });
    const attributes = '; expires=Mon, 01 Jun 2026 01:00:00 GMT; max-age=3600; path=/; SameSite=Lax; Secure';
    expect(hcp).toBe(`hcp=false${attributes}`);
    expect(days).toBe(`accesOnDays=2026-06-10,2026-06-11,2026-06-12${attributes}`);
    expect(tickets).toBe(`tickets=Full%20congress${attributes}`);
    expect(ticketCookieAssignments([], { validUntil, now, secure: false })[0]).not.toContain('Secure');
  });
});
