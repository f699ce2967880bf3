import net from 'node:net';

/**
 * "Place by address", without a geolocation service (the servers may have no outbound network and
 * an address lookup would send the citizen's address to a third party): the address masked to its
 * network, an IPv4 /24 or an IPv6 /48. Enough to tell "my home broadband" from "somewhere else",
 * and the full address is never shown back.
 */
export function networkOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const plain = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
  if (net.isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (net.isIPv6(plain)) return `${expandIpv6(plain).slice(0, 3).join(':')}::/48`;
  return null;
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8::1` → 2001, db8, 0, …). */
function expandIpv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.map((group) => (net.isIPv4(group) ? group : parseInt(group, 16).toString(16)));
}
