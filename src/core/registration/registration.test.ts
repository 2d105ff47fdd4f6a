import { describe, expect, it } from 'vitest';
import {
  MAX_TICKET_DAYS,
  REGISTRATION_CONFIG_KEY,
  formatTicketDay,
  parseRegistrationSettings,
  registrationView,
  shopAddress,
  ticketDays,
  ticketState,
} from './registration';

const ORIGIN = 'https://congress.example';

describe('the registration shop address', () => {
  it('is read from config_json registration.shopUrl', () => {
    expect(REGISTRATION_CONFIG_KEY).toBe('registration');
    const { settings, warnings } = parseRegistrationSettings({ registration: { shopUrl: 'https://shop.example/ehc' } }, ORIGIN);
    expect(settings.shopUrl).toBe('https://shop.example/ehc');
    expect(warnings).toEqual([]);
  });

  it('becomes a link only as http(s): a root-relative path is read against the page origin', () => {
    expect(shopAddress('/demo/shop.html?x=1', ORIGIN)).toBe('https://congress.example/demo/shop.html?x=1');
    expect(shopAddress('/demo/shop.html', 'https://congress.example/')).toBe('https://congress.example/demo/shop.html');
    expect(shopAddress('HTTP://shop.example', ORIGIN)).toBe('HTTP://shop.example');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example/shop',
    '/\\evil.example',
    'shop.example',
    'ftp://shop.example',
    '',
    ' ',
    'https://',
    'https://x.example/\u0000',
  ])('refuses %j', (value) => {
    expect(shopAddress(value, ORIGIN)).toBeNull();
  });

  it('has no shop when nothing is configured, and warns about a malformed entry', () => {
    expect(parseRegistrationSettings({}, ORIGIN)).toEqual({ settings: { shopUrl: null }, warnings: [] });
    expect(parseRegistrationSettings({ registration: 'x' }, ORIGIN).warnings).toHaveLength(1);
    const unsafe = parseRegistrationSettings({ registration: { shopUrl: 'javascript:alert(1)' } }, ORIGIN);
    expect(unsafe.settings.shopUrl).toBeNull();
    expect(unsafe.warnings).toHaveLength(1);
  });
});

describe('the registration sub-route', () => {
  it('shows the link form for link, the shop for shop and pay, and the overview otherwise', () => {
    expect(registrationView(undefined)).toBe('overview');
    expect(registrationView('')).toBe('overview');
    expect(registrationView('Link')).toBe('link');
    expect(registrationView('shop')).toBe('shop');
    expect(registrationView('PAY')).toBe('shop');
    expect(registrationView('step-1')).toBe('overview');
  });
});

describe('a ticket', () => {
  it('is valid when valid and paid, awaiting payment when valid and unpaid, else not valid', () => {
    expect(ticketState({ IsValid: true, IsPayed: true })).toBe('valid');
    expect(ticketState({ IsValid: true, IsPayed: false })).toBe('unpaid');
    expect(ticketState({ IsValid: false, IsPayed: true })).toBe('invalid');
  });

  it('is valid on every date from its start to its end in the event time zone', () => {
    const congress = { TicketFrom: '2026-06-10T07:00:00Z', TicketTo: '2026-06-13T16:00:00Z' };
    expect(ticketDays(congress, 'Europe/Berlin')).toEqual(['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13']);
    // The member's day ticket: 22:00 UTC on 10 June is midnight of 11 June in Berlin.
    const day = { TicketFrom: '2026-06-10T22:00:00Z', TicketTo: '2026-06-11T21:59:59Z' };
    expect(ticketDays(day, 'Europe/Berlin')).toEqual(['2026-06-11']);
    expect(ticketDays(day, 'UTC')).toEqual(['2026-06-10', '2026-06-11']);
  });

  it('has no days without both bounds, with unreadable or reversed ones, and lists at most 31', () => {
    expect(MAX_TICKET_DAYS).toBe(31);
    expect(ticketDays({ TicketFrom: null, TicketTo: '2026-06-11T00:00:00Z' }, 'UTC')).toEqual([]);
    expect(ticketDays({ TicketFrom: 'soon', TicketTo: '2026-06-11T00:00:00Z' }, 'UTC')).toEqual([]);
    expect(ticketDays({ TicketFrom: '2026-06-12T00:00:00Z', TicketTo: '2026-06-11T00:00:00Z' }, 'UTC')).toEqual([]);
    expect(ticketDays({ TicketFrom: '2026-01-01T00:00:00Z', TicketTo: '2026-12-31T00:00:00Z' }, 'UTC')).toHaveLength(31);
  });

  it('writes its days the language’s way, with the weekday', () => {
    expect(formatTicketDay('2026-06-11', 'en-GB')).toMatch(/^Thursday,? 11 June 2026$/);
    expect(formatTicketDay('2026-06-11', 'de-DE')).toBe('Donnerstag, 11. Juni 2026');
  });
});
