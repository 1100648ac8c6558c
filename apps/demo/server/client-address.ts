import { BlockList, isIP } from "node:net";

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

// Who a request comes from, as the Gallery tells PocketBase (X-Forwarded-For): PocketBase counts
// its rate limits per address (pb_migrations/1763800201_rate_limits.js), share-link password
// guesses among them, and accepts a realtime subscription only from the address that opened the
// stream. Behind a load balancer the socket's address is the balancer's: every person would share
// one count, and a stream opened through one balancer node could not be subscribed through
// another. So the balancers' addresses can be named (`trustedProxies`); from them, and only from
// them, X-Forwarded-For is believed.

/** The client's address as this server's socket sees it; `undefined` outside a Node server. */
export function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The address of the person behind a request. Without `trustedProxies`, the socket's. With them,
 * when the socket is a trusted proxy's, X-Forwarded-For is read from its right end (what the
 * nearest proxy appended), past every trusted proxy, to the first address that is not one: the
 * addresses to its left were written by the client and are never believed. A request from any
 * other socket is its socket's, whatever it sends.
 *
 * @param trustedProxies addresses (`10.0.0.5`, `2001:db8::5`) or CIDR ranges (`10.0.0.0/16`) of
 * the load balancers in front of this server.
 * @throws when an entry is neither an address nor a range, so that a typo fails at startup.
 * @example
 * const clientAddress = createClientAddress(["10.0.0.0/16"]);
 * const address = clientAddress(c); // "203.0.113.7"
 */
export function createClientAddress(trustedProxies: readonly string[]): (c: Context) => string | undefined {
  if (trustedProxies.length === 0) return remoteAddress;
  const trusted = trustedProxyList(trustedProxies);
  return (c) => resolveClientAddress(remoteAddress(c), c.req.header("x-forwarded-for"), trusted);
}

/** `createClientAddress`'s rule, apart from Hono: the socket's address and the header. */
export function resolveClientAddress(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string | undefined {
  if (socket === undefined) return undefined;
  let client = plainAddress(socket);
  const hops = (forwardedFor ?? "").split(",").map((hop) => hop.trim());
  while (isTrusted(client, trusted) && hops.length > 0) {
    const next = plainAddress(hops.pop()!);
    // Not an address: the proxy that passed it on is the last one known.
    if (isIP(next) === 0) break;
    client = next;
  }
  return client;
}

/** The ranges of `createClientAddress`, checked. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix, ...rest] = entry.trim().split("/");
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    const maxBits = family === 4 ? 32 : 128;
    if (family === 0 || rest.length > 0 || (bits !== undefined && !(bits >= 0 && bits <= maxBits))) {
      throw new Error(`"${entry}" is neither an IP address nor a CIDR range (trusted proxies)`);
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** An IPv4 address as a dual-stack socket writes it (`::ffff:10.0.0.5`), as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}
