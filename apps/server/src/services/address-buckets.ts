import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of a valid IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Who counts as one client for the per-address free-change budget: an IPv4 address as it is, an IPv6 address
 * by its /64 (one household or one phone gets a whole /64, and can pick any address in it at will). An
 * IPv4-mapped IPv6 address (a dual-stack listener's view of an IPv4 client) counts as its IPv4 address.
 */
export function addressBucket(address: string): string {
  const bare = address.split('%')[0] ?? address;
  const mapped = IPV4_MAPPED.exec(bare)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (isIPv4(bare)) return bare;
  if (isIPv6(bare)) {
    const prefix = ipv6Groups(bare)
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':');
    return `${prefix}::/64`;
  }
  return bare;
}
