import dns from 'node:dns';
import net from 'node:net';

/**
 * The SSRF guard of outbound webhooks: an endpoint's host is resolved (every address) and each
 * address classified; only public unicast addresses are delivered to. Loopback is the one exception,
 * and only when allowed (development, or WEBHOOKS_ALLOW_LOOPBACK=1). Checked at registration and
 * again before every delivery (DNS can change); the request then connects to the address checked.
 */
export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'unique-local' | 'multicast' | 'unspecified' | 'reserved';

function ipv4Number(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    n = n * 256 + Number(p);
  }
  return n;
}

const V4_RANGES: Array<[string, number, AddressClass]> = [
  ['0.0.0.0', 8, 'unspecified'], // "this network" (0.0.0.0 reaches the local host)
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['100.64.0.0', 10, 'private'], // carrier-grade NAT (shared address space)
  ['169.254.0.0', 16, 'link-local'], // includes cloud metadata services (169.254.169.254)
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'], // includes the limited broadcast 255.255.255.255
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'], // 6to4 relay anycast
];

export function classifyIPv4(address: string): AddressClass {
  const n = ipv4Number(address);
  if (n === null) return 'reserved';
  for (const [base, bits, cls] of V4_RANGES) {
    const size = 2 ** (32 - bits);
    const start = ipv4Number(base)!;
    if (n >= start && n < start + size) return cls;
  }
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (a zone id is ignored, an embedded dotted IPv4 accepted), or null. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').split('%')[0].toLowerCase();
  if (!net.isIPv6(text)) return null;
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const n = ipv4Number(dotted[1]);
    if (n === null) return null;
    text = text.slice(0, -dotted[1].length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === null ? 0 : 8 - h.length - t.length;
  const groups = [...h, ...new Array(fill).fill('0'), ...t].map((g) => parseInt(g || '0', 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const embeddedV4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

export function classifyIPv6(address: string): AddressClass {
  const g = ipv6Groups(address);
  if (!g) return 'reserved';
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'unspecified';
  if (zeros(0, 7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-translated (::ffff:0:a.b.c.d): the IPv4 address decides.
  if (zeros(0, 5) && g[5] === 0xffff) return classifyIPv4(embeddedV4(g[6], g[7]));
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return classifyIPv4(embeddedV4(g[6], g[7]));
  // IPv4-compatible (::a.b.c.d, deprecated): never a real destination.
  if (zeros(0, 6)) return 'reserved';
  // Translated forms reach the embedded IPv4 address through a gateway: public only when it is
  // (NAT64 well-known prefix 64:ff9b::/96; 6to4 2002::/16 in groups 1 and 2); local-use NAT64 refused.
  const translated = (v4: string): AddressClass => (classifyIPv4(v4) === 'public' ? 'public' : 'reserved');
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return translated(embeddedV4(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'reserved';
  if (g[0] === 0x2002) return translated(embeddedV4(g[1], g[2]));
  if ((g[0] & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0] & 0xffc0) === 0xfec0) return 'private'; // site-local (deprecated)
  if ((g[0] & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g[0] & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x2001 && g[1] === 0x0db8) return 'reserved'; // documentation
  if (g[0] === 0x2001 && g[1] === 0) return 'reserved'; // Teredo (embeds an obfuscated IPv4 address)
  if (g[0] === 0x0100 && zeros(1, 4)) return 'reserved'; // discard-only 100::/64
  return 'public';
}

export function classifyAddress(address: string): AddressClass {
  const family = net.isIP(address.replace(/^\[|\]$/g, '').split('%')[0]);
  if (family === 4) return classifyIPv4(address);
  if (family === 6) return classifyIPv6(address);
  return 'reserved';
}

export class RefusedTarget extends Error {}

export interface ResolvedTarget {
  url: URL;
  /** Host name without IPv6 brackets. */
  host: string;
  /** The address the request connects to (checked), and its family. */
  address: string;
  family: 4 | 6;
}

export interface GuardOptions {
  allowLoopback: boolean;
  /** Resolver, replaceable in tests (default: node:dns lookup, every address). */
  lookup?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

const defaultLookup = (host: string) => dns.promises.lookup(host, { all: true, verbatim: true });

/** Parses and checks an endpoint URL's form: http(s) (http is then allowed for loopback only), no credentials, no fragment. */
export function parseEndpointUrl(raw: string): URL {
  if (typeof raw !== 'string' || raw.length > 2000) throw new RefusedTarget('The URL must be at most 2000 characters');
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new RefusedTarget('Not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedTarget('The URL must start with https://');
  if (url.username || url.password) throw new RefusedTarget('The URL must not carry a user name or password');
  if (url.hash) throw new RefusedTarget('The URL must not have a #fragment');
  if (!url.hostname) throw new RefusedTarget('The URL needs a host');
  return url;
}

/**
 * Resolves the endpoint's host and checks every address; returns the address to connect to.
 * Refused (RefusedTarget, naming the address and why): any private, loopback (unless allowed),
 * link-local, unique-local, multicast, unspecified or reserved address among the host's
 * addresses; http:// unless every address is an allowed loopback.
 */
export async function resolveTarget(raw: string, options: GuardOptions): Promise<ResolvedTarget> {
  const url = parseEndpointUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await (options.lookup ?? defaultLookup)(host);
    } catch (err: any) {
      throw new RefusedTarget(`The host ${host} does not resolve (${err?.code ?? 'lookup failed'})`);
    }
  }
  if (!addresses.length) throw new RefusedTarget(`The host ${host} does not resolve`);
  for (const a of addresses) {
    const cls = classifyAddress(a.address);
    if (cls === 'public') continue;
    if (cls === 'loopback' && options.allowLoopback) continue;
    throw new RefusedTarget(`The host ${host} resolves to ${a.address}, a ${cls} address: webhooks are delivered to public addresses only`);
  }
  const loopbackOnly = addresses.every((a) => classifyAddress(a.address) === 'loopback');
  if (url.protocol === 'http:' && !loopbackOnly) throw new RefusedTarget('The URL must start with https:// (http:// only for a loopback endpoint)');
  const first = addresses[0];
  return { url, host, address: first.address, family: first.family === 6 ? 6 : 4 };
}
