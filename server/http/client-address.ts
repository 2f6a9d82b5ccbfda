/**
 * The address every per-address limit counts a client by (login throttling, forms, register,
 * reset, verification mails): an IPv4 address as it is, an IPv6 address by its /64. One
 * subscriber's phone or router may use any address of its /64, so counting each apart let one
 * person try 40 addresses of one network unlimited (issue 29.7). The same grouping as
 * @fastify/rate-limit's default key, kept here so the app's own keys use one rule.
 */
import { isIPv6 } from 'node:net';

/** The 8 hextets of an IPv6 address (zone dropped, an embedded IPv4 tail folded in). */
function hextets(ip: string): number[] {
  let text = ip.split('%')[0].toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((part) => parseInt(part, 16));
}

/** `203.0.113.7` -> itself; `2001:db8:1:2:aa::1` -> `2001:db8:1:2::/64`; `::ffff:203.0.113.7` -> `203.0.113.7`. */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const parts = hextets(ip);
  if (parts.slice(0, 5).every((p) => p === 0) && parts[5] === 0xffff) {
    return [parts[6] >> 8, parts[6] & 255, parts[7] >> 8, parts[7] & 255].join('.');
  }
  return `${parts.slice(0, 4).map((p) => p.toString(16)).join(':')}::/64`;
}

/** A rate-limit key generator for a route that counts on its own: `name:<address key>`. */
export const perAddress = (name: string) => (request: { ip: string }) => `${name}:${addressKey(request.ip)}`;
