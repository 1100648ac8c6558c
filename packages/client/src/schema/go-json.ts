// JSON as PocketBase stores and reads it for json and geoPoint fields (JSONField.PrepareValue,
// types.GeoPoint.Scan), with Go's encoding/json and strconv.Quote in place of JavaScript's.
import { utf8Length } from "./go-format";

export interface GoJsonRaw {
  /** The stored text, trimmed of nothing (what the required check trims). */
  text: string;
  /** Its length in bytes, the way Go writes it. */
  bytes: number;
  /** Whether Go's json.Valid takes it (strconv.Quote can write escapes JSON has not). */
  valid: boolean;
}

/** The JSON text a json field stores for a (decoded) value, its size and validity. */
export function goJsonRaw(value: unknown): GoJsonRaw {
  if (value === null || value === undefined) return { text: "", bytes: 0, valid: true };
  if (typeof value === "string") {
    // PocketBase's rules for text, so that form posts and JSON bodies store alike.
    if (value === "null" || value === "true" || value === "false") return plain(value, true);
    if (value !== "" && /^[\d\-"[{]/.test(value) && isJson(value)) return plain(value, true);
    return goQuote(value);
  }
  const text = JSON.stringify(value);
  // Go escapes <, > and & (6 bytes each) and U+2028/U+2029 (6 bytes instead of 3).
  const htmlEscapes = text.match(/[<>&]/g)?.length ?? 0;
  const separators = text.match(/[\u2028\u2029]/g)?.length ?? 0;
  return { text, bytes: utf8Length(text) + 5 * htmlEscapes + 3 * separators, valid: true };
}

const plain = (text: string, valid: boolean): GoJsonRaw => ({ text, bytes: utf8Length(text), valid });

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;
const SHORT_ESCAPES = new Set(["\u0007", "\b", "\f", "\n", "\r", "\t", "\u000b"]);

/**
 * strconv.Quote's text: printable characters as they are, \a \b \f \n \r \t \v, \xNN for other
 * ASCII controls, \uNNNN and \UNNNNNNNN for other characters. \a, \v, \x and \U are not JSON.
 */
function goQuote(value: string): GoJsonRaw {
  let bytes = 2;
  let valid = true;
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '"' || char === "\\") bytes += 2;
    else if (SHORT_ESCAPES.has(char)) {
      bytes += 2;
      if (char === "\u0007" || char === "\u000b") valid = false;
    } else if (code < 0x20 || code === 0x7f) {
      bytes += 4;
      valid = false;
    } else if (PRINTABLE.test(char)) bytes += utf8Length(char);
    else if (code < 0x10000) bytes += 6;
    else {
      bytes += 10;
      valid = false;
    }
  }
  return { text: JSON.stringify(value), bytes, valid };
}

/**
 * A geoPoint as Go's json.Unmarshal fills `{ lon, lat }`: keys matched exactly or in any case,
 * later keys winning (an object's keys in Go's sorted order), values of the wrong type ignored, anything that is not an object zero.
 */
export function toGoPoint(value: unknown): { lon: number; lat: number } {
  const point = { lon: 0, lat: 0 };
  let object: unknown = value;
  if (typeof value === "string") {
    if (value === "") return point;
    try {
      object = JSON.parse(value);
    } catch {
      return point;
    }
  }
  if (typeof object !== "object" || object === null || Array.isArray(object)) return point;
  const entries = Object.entries(object);
  // An object from the request body reaches the point through Go's json.Marshal, which sorts
  // the keys: {"lon":1,"LON":300} is read as LON, then lon.
  if (typeof value !== "string") entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, member] of entries) {
    const name = key.toLowerCase();
    if ((name === "lon" || name === "lat") && /^[a-z]+$/i.test(key) && typeof member === "number")
      point[name] = member;
  }
  return point;
}
