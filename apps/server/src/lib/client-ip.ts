// The client address behind trusted proxies: the rightmost hop of x-forwarded-for that no trusted
// proxy wrote. Entries to its left are whatever the client sent and are never believed.
import { BlockList, isIP } from 'node:net';

/** `::ffff:127.0.0.1` -> `127.0.0.1`, so IPv4 rules match IPv4-mapped peers. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? (mapped[1] as string) : address;
}

/** The trusted proxy addresses (`127.0.0.1`, `10.0.0.0/8`, `::1/128`) as a BlockList. */
export function trustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** True when `entry` is a valid IP or CIDR (for the configuration). */
export function isAddressOrSubnet(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

function isTrusted(list: BlockList, address: string): boolean {
  const ip = plain(address);
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Walks from the socket peer leftwards through x-forwarded-for while the hop is a trusted proxy;
 * the first hop that is not trusted is the client. `trusted` null: the header is ignored.
 */
export function clientIpOf(
  forwardedFor: string | undefined,
  peer: string,
  trusted: BlockList | null,
): string {
  let client = plain(peer);
  if (!trusted || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map((h) => h.trim());
  for (let i = hops.length - 1; i >= 0 && isTrusted(trusted, client); i--) {
    const hop = plain(hops[i] as string);
    // A trusted proxy writes addresses; anything else was the client's and is not believed.
    if (!isIP(hop)) break;
    client = hop;
  }
  return client.slice(0, 64);
}
