// Go's net/url.Parse (Go 1.26, which builds PocketBase v0.39.11), as far as a url field needs
// it: whether a URL parses, and the host it finds (for onlyDomains / exceptDomains). The
// JavaScript URL class parses by the WHATWG rules and answers differently (it fixes what Go
// refuses, and refuses what Go keeps), so the steps of url.go are followed here one by one.

export interface GoUrl {
  scheme: string;
  /** Host with port, as typed (unescaped); "" when there is no authority. */
  host: string;
  path: string;
  opaque: string;
}

/** `url.Parse(raw)`; `undefined` where Go returns an error. */
export function parseGoUrl(raw: string): GoUrl | undefined {
  const hash = raw.indexOf("#");
  const url = parseWithoutFragment(hash < 0 ? raw : raw.slice(0, hash));
  if (!url) return undefined;
  if (hash >= 0 && unescape(raw.slice(hash + 1), "fragment") === undefined) return undefined;
  return url;
}

function parseWithoutFragment(raw: string): GoUrl | undefined {
  // Go refuses any ASCII control character (stringContainsCTLByte).
  for (let index = 0; index < raw.length; index++) {
    const code = raw.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  const url: GoUrl = { scheme: "", host: "", path: "", opaque: "" };
  if (raw === "*") return { ...url, path: "*" };
  const scheme = getScheme(raw);
  if (!scheme) return undefined;
  url.scheme = scheme.scheme.toLowerCase();
  let rest = scheme.rest;
  // The query is kept raw: Go never checks its escapes.
  if (rest.endsWith("?") && rest.indexOf("?") === rest.length - 1) rest = rest.slice(0, -1);
  else if (rest.includes("?")) rest = rest.slice(0, rest.indexOf("?"));

  if (!rest.startsWith("/")) {
    if (url.scheme !== "") return { ...url, opaque: rest };
    // A relative path whose first segment holds a colon reads like a broken scheme.
    if (rest.split("/")[0]!.includes(":")) return undefined;
  }
  if ((url.scheme !== "" || !rest.startsWith("///")) && rest.startsWith("//")) {
    let authority = rest.slice(2);
    rest = "";
    const slash = authority.indexOf("/");
    if (slash >= 0) {
      rest = authority.slice(slash);
      authority = authority.slice(0, slash);
    }
    const host = parseAuthority(url.scheme, authority);
    if (host === undefined) return undefined;
    url.host = host;
  }
  const path = unescape(rest, "path");
  if (path === undefined) return undefined;
  url.path = path;
  return url;
}

function getScheme(raw: string): { scheme: string; rest: string } | undefined {
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index]!;
    if (/[a-zA-Z]/.test(char)) continue;
    if (/[0-9+\-.]/.test(char)) {
      if (index === 0) return { scheme: "", rest: raw };
      continue;
    }
    if (char === ":") {
      if (index === 0) return undefined; // "missing protocol scheme"
      return { scheme: raw.slice(0, index), rest: raw.slice(index + 1) };
    }
    // Any other character: no scheme, and no error.
    return { scheme: "", rest: raw };
  }
  return { scheme: "", rest: raw };
}

function parseAuthority(scheme: string, authority: string): string | undefined {
  const at = authority.lastIndexOf("@");
  const host = parseHost(scheme, at < 0 ? authority : authority.slice(at + 1));
  if (host === undefined || at < 0) return host;
  const userinfo = authority.slice(0, at);
  if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo)) return undefined;
  for (const part of userinfo.split(":").slice(0, 2))
    if (unescape(part, "userinfo") === undefined) return undefined;
  return host;
}

function parseHost(scheme: string, host: string): string | undefined {
  const open = host.lastIndexOf("[");
  if (open > 0) return undefined; // "invalid IP-literal"
  if (open === 0) {
    const close = host.lastIndexOf("]");
    if (close < 0) return undefined;
    const colonPort = host.slice(close + 1);
    if (!validOptionalPort(colonPort)) return undefined;
    const hostname = host.slice(1, close);
    const zone = hostname.indexOf("%25");
    const address =
      zone < 0
        ? unescape(hostname, "host")
        : join(unescape(hostname.slice(0, zone), "host"), unescape(hostname.slice(zone), "zone"));
    if (address === undefined || !isIPv6Literal(address)) return undefined;
    return `[${address}]${colonPort}`;
  }
  const firstColon = host.indexOf(":");
  if (firstColon >= 0) {
    // Go 1.26 allows one colon in an http(s) host, the port's; other schemes use the last one.
    const lastColon = host.lastIndexOf(":");
    const colon = scheme === "http" || scheme === "https" ? firstColon : lastColon;
    if (!validOptionalPort(host.slice(colon))) return undefined;
  }
  return unescape(host, "host");
}

const join = (a: string | undefined, b: string | undefined) =>
  a === undefined || b === undefined ? undefined : a + b;

function validOptionalPort(port: string): boolean {
  return port === "" || /^:[0-9]*$/.test(port);
}

type Mode = "path" | "fragment" | "host" | "zone" | "userinfo";

// Characters a host may hold unescaped (Go's shouldEscape for encodeHost), beside letters,
// digits and any non-ASCII character.
const HOST_CHARACTERS = new Set("!$&'()*+,;=:[]<>\"-_.~");

/** Go's `unescape`: its verdict on %-escapes (and, in a host, on characters); the text is decoded only loosely. */
function unescape(text: string, mode: Mode): string | undefined {
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === "%") {
      const hex = text.slice(index + 1, index + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return undefined;
      // A host may %-escape only non-ASCII bytes; a zone may not escape ASCII controls.
      if (mode === "host" && parseInt(hex[0]!, 16) < 8 && text.slice(index, index + 3) !== "%25")
        return undefined;
      if (mode === "zone") {
        const byte = parseInt(hex, 16);
        if (text.slice(index, index + 3) !== "%25" && byte !== 0x20 && shouldEscapeInHost(byte))
          return undefined;
      }
      index += 2;
    } else if ((mode === "host" || mode === "zone") && char.charCodeAt(0) < 0x80) {
      if (shouldEscapeInHost(char.charCodeAt(0))) return undefined;
    }
  }
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // escapes of bytes that are no UTF-8: Go keeps the bytes, the comparison fails alike
  }
}

function shouldEscapeInHost(code: number): boolean {
  if (code >= 0x80) return true;
  const char = String.fromCharCode(code);
  return !/[a-zA-Z0-9]/.test(char) && !HOST_CHARACTERS.has(char);
}

/** `netip.ParseAddr` on an address in brackets: IPv6 (IPv4-mapped forms too) with an optional zone, never plain IPv4. */
function isIPv6Literal(address: string): boolean {
  const percent = address.indexOf("%");
  if (percent === address.length - 1) return false; // an empty zone
  let ip = percent < 0 ? address : address.slice(0, percent);
  if (!ip.includes(":")) return false;
  // A dotted IPv4 tail ("::ffff:1.2.3.4") counts as two groups.
  let groups = 0;
  const tail = ip.slice(ip.lastIndexOf(":") + 1);
  if (tail.includes(".")) {
    if (!isIPv4(tail)) return false;
    groups = 2;
    ip = ip.slice(0, ip.length - tail.length);
    if (!ip.endsWith("::")) ip = ip.slice(0, -1);
  }
  const halves = ip.split("::");
  if (halves.length > 2) return false;
  const parts = halves.flatMap((half) => (half === "" ? [] : half.split(":")));
  if (!parts.every((part) => /^[0-9a-fA-F]{1,4}$/.test(part))) return false;
  groups += parts.length;
  return halves.length === 2 ? groups < 8 : groups === 8;
}

function isIPv4(text: string): boolean {
  const parts = text.split(".");
  return (
    parts.length === 4 && parts.every((part) => /^(0|[1-9][0-9]{0,2})$/.test(part) && Number(part) <= 255)
  );
}
