/**
 * The offline country lookup of tracking (server/analytics/geo.ts): public IPv4 addresses, also mapped into IPv6,
 * have their country; local ones, IPv6 and nonsense have none.
 */
import { describe, expect, it } from 'vitest';
import { countryOf } from './geo';

describe('countryOf', () => {
  it('names the country of a public IPv4 address, also when it is mapped into IPv6', () => {
    expect(countryOf('193.99.144.80')).toBe('DE');
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('::ffff:81.2.69.142')).toBe('GB');
  });

  it('names none for loopback, private, link-local and shared addresses', () => {
    for (const address of [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '172.31.255.1',
      '192.168.1.1',
      '169.254.3.4',
      '100.64.0.1',
      '0.0.0.0',
    ]) {
      expect(countryOf(address), address).toBe('');
    }
  });

  it('names none for IPv6, a missing address and what is no address', () => {
    for (const address of ['::1', '2001:db8::1', '', undefined, '300.1.1.1', 'localhost'])
      expect(countryOf(address), String(address)).toBe('');
  });
});
