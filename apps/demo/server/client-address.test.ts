import { expect, test } from "vitest";

import { resolveClientAddress, trustedProxyList } from "./client-address";

const balancers = trustedProxyList(["10.0.0.0/16", "192.0.2.10", "2001:db8::/32"]);

test("from a socket that is no trusted proxy, the socket's address, whatever X-Forwarded-For says", () => {
  expect(resolveClientAddress("198.51.100.4", "203.0.113.7", balancers)).toBe("198.51.100.4");
  expect(resolveClientAddress("198.51.100.4", undefined, balancers)).toBe("198.51.100.4");
});

test("from a trusted proxy, the header's rightmost address that is not a trusted proxy; what the client wrote to its left is not believed", () => {
  expect(resolveClientAddress("10.0.3.1", "203.0.113.7", balancers)).toBe("203.0.113.7");
  // The client sent "1.2.3.4" itself; the balancer appended the address it saw.
  expect(resolveClientAddress("10.0.3.1", "1.2.3.4, 203.0.113.7", balancers)).toBe("203.0.113.7");
  // Two balancers in a row (a CDN's edge in front of the load balancer, say).
  expect(resolveClientAddress("10.0.3.1", "1.2.3.4, 203.0.113.7, 192.0.2.10", balancers)).toBe("203.0.113.7");
  expect(resolveClientAddress("2001:db8::1", "3fff::2, 3fff::9", balancers)).toBe("3fff::9");
});

test("a trusted proxy without the header, or with nothing but proxies or no address in it, is the last address known", () => {
  expect(resolveClientAddress("10.0.3.1", undefined, balancers)).toBe("10.0.3.1");
  expect(resolveClientAddress("10.0.3.1", "192.0.2.10", balancers)).toBe("192.0.2.10");
  expect(resolveClientAddress("10.0.3.1", "203.0.113.7, unknown", balancers)).toBe("10.0.3.1");
});

test("an IPv4 address written the dual-stack way is the IPv4 address", () => {
  expect(resolveClientAddress("::ffff:10.0.3.1", "::ffff:203.0.113.7", balancers)).toBe("203.0.113.7");
  expect(resolveClientAddress("::ffff:198.51.100.4", undefined, balancers)).toBe("198.51.100.4");
});

test("an entry that is neither an address nor a range is refused", () => {
  for (const entry of [
    "10.0.0.0/",
    "10.0.0.0/33",
    "2001:db8::/129",
    "10.0.0/8",
    "loadbalancer",
    "10.0.0.0/8/1",
  ]) {
    expect(() => trustedProxyList([entry]), entry).toThrow(/neither an IP address nor a CIDR range/);
  }
});
