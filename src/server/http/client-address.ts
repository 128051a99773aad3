import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight 16-bit groups of an IPv6 address, an embedded dotted IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The address a per-address limit counts. An IPv6 client is counted by its /64: one home or phone line is given a
 * whole /64 and may rotate freely inside it, so counting single addresses would let it reset any limit. The key is
 * itself an address (the network's first), because better-auth's limiter reads it as one.
 */
export function rateLimitAddress(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  const mappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIpv4) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::`;
}

/** `request.ip` (which honours TRUST_PROXY) as a per-address limit counts it. */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return rateLimitAddress(request.ip);
}
