/**
 * Which push endpoints the server will POST to: `https:` on a public host. A push subscription's
 * endpoint is chosen by a browser, i.e. by whoever calls the API, so without this check the server
 * could be made to send requests into its own network. Under `PUSH_ALLOW_INSECURE=1` (tests only)
 * https://127.0.0.1:PORT is accepted too, and its certificate is not verified.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** The longest endpoint accepted (real ones are a few hundred characters). */
export const ENDPOINT_MAX = 1000;

function privateV4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number);
  return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254)
    || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 198 && (b === 18 || b === 19)) || a >= 224;
}

/** A loopback, private, link-local, unspecified or multicast address. */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(bare) === 4) return privateV4(bare);
  if (isIP(bare) !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return privateV4(mapped[1]);
  // The URL parser writes an IPv4-mapped address in hex (::ffff:a00:1).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
    return privateV4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return bare === '::' || bare === '::1' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || /^ff/.test(bare);
}

/** The test push service's address: https on 127.0.0.1 with an explicit port. */
export function isTestEndpoint(url: URL): boolean {
  return url.protocol === 'https:' && url.hostname === '127.0.0.1' && url.port !== '';
}

/** Whether `endpoint` may be stored: https, no credentials, a public host by its name or address. */
export function acceptableEndpoint(endpoint: string, allowInsecure: boolean): boolean {
  if (endpoint.length > ENDPOINT_MAX) return false;
  let url: URL;
  try { url = new URL(endpoint); } catch { return false; }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (allowInsecure && isTestEndpoint(url)) return true;
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.') && !host.includes(':')) return false;
  const bare = host.replace(/^\[|\]$/g, '');
  return isIP(bare) ? !isPrivateAddress(bare) : true;
}

/**
 * Checked again before each send: the host name must not resolve to a private address (a name
 * that passed `acceptableEndpoint` may point anywhere).
 */
export async function resolvesPublic(endpoint: string, allowInsecure: boolean): Promise<boolean> {
  const url = new URL(endpoint);
  if (allowInsecure && isTestEndpoint(url)) return true;
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return !isPrivateAddress(bare);
  const addresses = await lookup(bare, { all: true });
  return addresses.length > 0 && addresses.every((a) => !isPrivateAddress(a.address));
}
