/**
 * Which address a request comes from, and which forwarded headers to believe.
 *
 * Next's own server fills X-Forwarded-For from the socket only when the client sent none, so a client talking to
 * the site directly could name any address (and walk around every per-address limit). The site's server
 * therefore decides: the socket's address, unless the socket is a proxy the operator declared in TRUSTED_PROXIES;
 * then X-Forwarded-For is read from the right, past every trusted hop, to the first address nobody vouches for.
 */
import { BlockList, isIP } from 'node:net';

/** @param {string | undefined} address */
const plain = (address) =>
  address?.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * @typedef {{ isTrusted(address: string | undefined): boolean; count: number }} TrustedProxies
 */

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (IPv4 or IPv6), or "loopback". Empty: none.
 * @returns {TrustedProxies}
 */
export function parseTrustedProxies(spec = '') {
  const list = new BlockList();
  let count = 0;
  for (const raw of spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    if (raw === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      count += 1;
      continue;
    }
    const [address = '', bits] = raw.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
        throw new Error(`TRUSTED_PROXIES: bad prefix in "${raw}"`);
      list.addSubnet(address, prefix, type);
    }
    count += 1;
  }
  return {
    isTrusted: (address) => {
      const ip = plain(address) ?? '';
      return count > 0 && isIP(ip) > 0 && list.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
    },
    count,
  };
}

/**
 * The client's address: the socket's, or, behind trusted proxies, the rightmost forwarded one they do not cover.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {TrustedProxies} trust
 * @returns {string}
 */
export function clientAddress(socketAddress, forwardedFor, trust) {
  const socket = plain(socketAddress) || 'unknown';
  if (!trust.isTrusted(socket)) return socket;
  const hops = String(forwardedFor ?? '')
    .split(',')
    .map((entry) => plain(entry.trim()))
    .filter(Boolean);
  let client = socket;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (!isIP(hop)) break;
    client = hop;
    if (!trust.isTrusted(client)) break;
  }
  return client;
}

const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

/**
 * Rewrites a request's forwarded headers to what the site may believe: X-Forwarded-For becomes the one client
 * address, and the other forwarded headers survive only when a trusted proxy sent them.
 * @param {Pick<import('node:http').IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } }} req
 * @param {TrustedProxies} trust
 * @returns {{ client: string; fromProxy: boolean }}
 */
export function normaliseForwardedHeaders(req, trust) {
  const fromProxy = trust.isTrusted(req.socket?.remoteAddress);
  const client = clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], trust);
  if (!fromProxy) for (const name of FORWARDED_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-for'] = client;
  return { client, fromProxy };
}
