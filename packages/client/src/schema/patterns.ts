// The email and URL checks PocketBase runs (govalidator's IsEmail and IsURL), ported from RE2 to
// JavaScript with the `u` flag. RE2's `\s` is ASCII-only, so it is spelled out.

const U = "\\u{00A0}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFEF}";

export const EMAIL_PATTERN = new RegExp(
  "^(((([a-zA-Z]|\\d|[!#\\$%&'\\*\\+\\-\\/=\\?\\^_`{\\|}~]|[" +
    U +
    "])+(\\.([a-zA-Z]|\\d|[!#\\$%&'\\*\\+\\-\\/=\\?\\^_`{\\|}~]|[" +
    U +
    "])+)*)|((\\x22)((((\\x20|\\x09)*(\\x0d\\x0a))?(\\x20|\\x09)+)?(([\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]|\\x21|[\\x23-\\x5b]|[\\x5d-\\x7e]|[" +
    U +
    "])|(\\([\\x01-\\x09\\x0b\\x0c\\x0d-\\x7f]|[" +
    U +
    "]))))*(((\\x20|\\x09)*(\\x0d\\x0a))?(\\x20|\\x09)+)?(\\x22)))@((([a-zA-Z]|\\d|[" +
    U +
    "])|(([a-zA-Z]|\\d|[" +
    U +
    "])([a-zA-Z]|\\d|-|\\.|_|~|[" +
    U +
    "])*([a-zA-Z]|\\d|[" +
    U +
    "])))\\.)+(([a-zA-Z]|[" +
    U +
    "])|(([a-zA-Z]|[" +
    U +
    "])([a-zA-Z]|\\d|-|_|~|[" +
    U +
    "])*([a-zA-Z]|[" +
    U +
    "])))\\.?$",
  "u",
);

const NOT_SPACE = "[^\\t\\n\\f\\r ]";
const IP =
  "([1-9]\\d?|1\\d\\d|2[01]\\d|22[0-3]|24\\d|25[0-5])(\\.(\\d{1,2}|1\\d\\d|2[0-4]\\d|25[0-5])){2}(?:\\.([0-9]\\d?|1\\d\\d|2[0-4]\\d|25[0-5]))";
const IPV6 =
  "\\[(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\\]";
const LABEL_CHAR = "[a-zA-Z\\u{00a1}-\\u{ffff}0-9]";
// govalidator writes the last label as `(X+-?-?)*X+`, which backtracks exponentially in a
// JavaScript engine; `X+(-{1,2}X+)*` matches the same strings without that.
const LAST_LABEL = `(${LABEL_CHAR}+(?:-{1,2}${LABEL_CHAR}+)*)`;
const HOST = `((${"[a-zA-Z0-9]([a-zA-Z0-9-_]+)?[a-zA-Z0-9]([-\\.][a-zA-Z0-9]+)*"})|(((www\\.)|([a-zA-Z0-9]+([-_\\.]?[a-zA-Z0-9])*[a-zA-Z0-9]\\.[a-zA-Z0-9]+))?))?${LAST_LABEL}(?:\\.([a-zA-Z\\u{00a1}-\\u{ffff}]{1,}))?`;

const URL_PATTERN = new RegExp(
  `^((ftp|tcp|udp|wss?|https?):\\/\\/)?(${NOT_SPACE}+(:${NOT_SPACE}*)?@)?((${IP}|(${IPV6})|(${HOST}))\\.?(:(\\d{1,5}))?((\\/|\\?|#)${NOT_SPACE}*)?)$`,
  "u",
);

/** govalidator's IsURL, the check behind PocketBase's url field. */
export function isUrl(value: string): boolean {
  if (value === "" || [...value].length >= 2083 || utf8Bytes(value) <= 3 || value.startsWith("."))
    return false;
  const candidate = value.includes(":") && !value.includes("://") ? `http://${value}` : value;
  const parsed = parseGoUrl(candidate);
  if (!parsed) return false;
  if (parsed.host.startsWith(".")) return false;
  if (parsed.host === "" && parsed.path !== "" && !parsed.path.includes(".")) return false;
  return URL_PATTERN.test(value);
}

/** The host (with port, as typed) that Go's url.Parse finds, for onlyDomains/exceptDomains. */
export function urlHost(value: string): string {
  return parseGoUrl(value)?.host ?? "";
}

// Enough of Go's net/url.Parse for IsURL: scheme, authority and path, and its common refusals
// (control characters, bad escapes, a non-numeric port, spaces in the host).
function parseGoUrl(raw: string): { host: string; path: string } | undefined {
  for (const character of raw) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  let rest = raw.split("#")[0]!;
  if (/%(?![0-9a-fA-F]{2})/.test(raw)) return undefined;
  rest = rest.split("?")[0]!;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(rest);
  if (scheme) rest = rest.slice(scheme[0].length);
  if (!rest.startsWith("//")) return { host: "", path: rest };
  rest = rest.slice(2);
  const slash = rest.indexOf("/");
  const authority = slash < 0 ? rest : rest.slice(0, slash);
  const path = slash < 0 ? "" : rest.slice(slash);
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  if (/[ <>"{}|\\^`]/.test(host)) return undefined;
  const port = /:([^:\]]*)$/.exec(host);
  if (port && !host.endsWith("]") && port[1] !== "" && !/^\d+$/.test(port[1]!)) return undefined;
  return { host, path };
}

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
