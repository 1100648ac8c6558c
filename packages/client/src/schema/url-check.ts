// The URL check PocketBase runs (govalidator's IsURL, through ozzo-validation's is.URL): Go's
// url.Parse, then govalidator's own pattern, verbatim, on the kit's linear-time matcher (as a
// JavaScript RegExp it backtracks super-linearly on long runs of labels).
import { parseGoUrl } from "./go-url";
import { compileLinearRegexp, type LinearRegexp } from "./linear-regexp";

// govalidator's patterns.go (v0.0.0-20230301143203-a9d515a09cc2), as Go writes them.
const IP = String.raw`(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))`;
const URL_SCHEMA = String.raw`((ftp|tcp|udp|wss?|https?):\/\/)`;
const URL_USERNAME = String.raw`(\S+(:\S*)?@)`;
const URL_PATH = String.raw`((\/|\?|#)[^\s]*)`;
const URL_PORT = String.raw`(:(\d{1,5}))`;
const URL_IP = String.raw`([1-9]\d?|1\d\d|2[01]\d|22[0-3]|24\d|25[0-5])(\.(\d{1,2}|1\d\d|2[0-4]\d|25[0-5])){2}(?:\.([0-9]\d?|1\d\d|2[0-4]\d|25[0-5]))`;
const URL_SUBDOMAIN = String.raw`((www\.)|([a-zA-Z0-9]+([-_\.]?[a-zA-Z0-9])*[a-zA-Z0-9]\.[a-zA-Z0-9]+))`;
export const URL_PATTERN = String.raw`^${URL_SCHEMA}?${URL_USERNAME}?((${URL_IP}|(\[${IP}\])|(([a-zA-Z0-9]([a-zA-Z0-9-_]+)?[a-zA-Z0-9]([-\.][a-zA-Z0-9]+)*)|(${URL_SUBDOMAIN}?))?(([a-zA-Z\x{00a1}-\x{ffff}0-9]+-?-?)*[a-zA-Z\x{00a1}-\x{ffff}0-9]+)(?:\.([a-zA-Z\x{00a1}-\x{ffff}]{1,}))?))\.?${URL_PORT}?${URL_PATH}?$`;

let urlPattern: LinearRegexp | undefined;

/** govalidator's IsURL, the check behind PocketBase's url fields. */
export function isUrl(value: string): boolean {
  if (value === "" || [...value].length >= 2083 || utf8Length(value) <= 3 || value.startsWith("."))
    return false;
  // "support no indicated urlscheme but with colon for port number"
  const candidate = value.includes(":") && !value.includes("://") ? `http://${value}` : value;
  const parsed = parseGoUrl(candidate);
  if (!parsed) return false;
  if (parsed.host.startsWith(".")) return false;
  if (parsed.host === "" && parsed.path !== "" && !parsed.path.includes(".")) return false;
  urlPattern ??= compileLinearRegexp(URL_PATTERN, { anchored: true })!;
  return urlPattern.test(value);
}

/** The host (with its port, as typed) that Go's url.Parse finds, for onlyDomains/exceptDomains. */
export function urlHost(value: string): string {
  return parseGoUrl(value)?.host ?? "";
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}
