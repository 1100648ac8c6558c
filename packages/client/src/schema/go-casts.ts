// How PocketBase turns a submitted value into a field's value: the request's JSON decoded by Go,
// then spf13/cast (v1.10.0) and PocketBase's tools/list helpers. Each function follows the Go
// code it names, because JavaScript's own conversions (Number, String, Boolean) disagree with
// it on the edges: "1_000", "0x1p-2", "Inf", 1e21 as text, "[\"a\",null]".

/**
 * A value as PocketBase receives it: the SDK and `uploadRecord` send every non-file value as
 * JSON, so NaN and ±Infinity arrive as null and a Date as its ISO text.
 */
export function asSent(value: unknown): unknown {
  if (value === undefined || value === null || typeof value === "string" || typeof value === "boolean")
    return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof Blob !== "undefined" && value instanceof Blob) return value;
  if (Array.isArray(value) && value.some((item) => typeof Blob !== "undefined" && item instanceof Blob))
    return value.map((item) => (item instanceof Blob ? item : asSent(item)));
  const text = JSON.stringify(value);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

/** cast.ToString of a decoded JSON value: numbers as strconv.FormatFloat(v, 'f', -1, 64), lists and objects as "". */
export function toGoString(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return formatFloatF(value);
  return "";
}

/** Go's strconv.FormatFloat(v, 'f', -1, 64): the shortest digits that read back, never an exponent. */
export function formatFloatF(value: number): string {
  const [digits, exponentText = "0"] = String(Math.abs(value)).split("e") as [string, string?];
  const sign = value < 0 ? "-" : "";
  const exponent = Number(exponentText);
  if (exponent === 0) return sign + digits;
  const [whole, fraction = ""] = digits.split(".") as [string, string?];
  const all = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${all}`;
  if (point >= all.length) return sign + all + "0".repeat(point - all.length);
  return `${sign}${all.slice(0, point)}.${all.slice(point)}`;
}

/** cast.ToFloat64: numbers as they are, booleans as 1 and 0, text by strconv.ParseFloat, anything else 0. */
export function toGoFloat(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value !== "string" || value === "") return 0;
  return parseGoFloat(value) ?? 0;
}

// strconv.ParseFloat's syntax: decimal or hexadecimal (whose "p" exponent is required),
// underscores only between digits, and "inf", "infinity", "nan" in any case ("nan" unsigned).
const DECIMAL = /^[+-]?(?:[\d_]+(?:\.[\d_]*)?|\.[\d_]+)(?:[eE][+-]?[\d_]+)?$/;
const HEXADECIMAL = /^([+-]?)0[xX]((?:[\da-fA-F_]+(?:\.[\da-fA-F_]*)?|\.[\da-fA-F_]+))[pP]([+-]?[\d_]+)$/;

/** strconv.ParseFloat(text, 64); `undefined` where Go returns an error (also on overflow). */
export function parseGoFloat(text: string): number | undefined {
  const special = /^([+-]?)(inf|infinity)$/i.exec(text);
  if (special) return special[1] === "-" ? -Infinity : Infinity;
  if (/^nan$/i.test(text)) return Number.NaN;
  let number: number;
  if (DECIMAL.test(text)) {
    if (!underscoresOk(text)) return undefined;
    const plain = text.replaceAll("_", "");
    if (!/\d/.test(plain.split(/[eE]/)[0]!)) return undefined;
    number = Number(plain);
  } else {
    const hex = HEXADECIMAL.exec(text);
    if (!hex || !underscoresOk(text)) return undefined;
    const [whole, fraction = ""] = hex[2]!.replaceAll("_", "").split(".") as [string, string?];
    if (whole + fraction === "") return undefined;
    const mantissa = Number(BigInt(`0x${whole + fraction || "0"}`));
    number = mantissa * 2 ** (Number(hex[3]!.replaceAll("_", "")) - 4 * fraction.length);
    if (hex[1] === "-") number = -number;
  }
  // Out of range: Go returns ±Inf with an error, which cast turns into 0.
  return Number.isFinite(number) ? number : undefined;
}

// strconv's underscoreOK: an underscore only between digits (a 0x prefix counts as a digit).
function underscoresOk(text: string): boolean {
  let rest = text.replace(/^[+-]/, "");
  let saw = "^";
  let hex = false;
  if (/^0[bBoOxX]/.test(rest)) {
    hex = /^0[xX]/.test(rest);
    rest = rest.slice(2);
    saw = "0";
  }
  for (const char of rest) {
    if (/\d/.test(char) || (hex && /[a-fA-F]/.test(char))) saw = "0";
    else if (char === "_") {
      if (saw !== "0") return false;
      saw = "_";
    } else {
      if (saw === "_") return false;
      saw = "!";
    }
  }
  return saw !== "_";
}

/** cast.ToBool: strconv.ParseBool for text, non-zero for numbers, false for anything else. */
export function toGoBool(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") return ["1", "t", "T", "TRUE", "true", "True"].includes(value);
  return false;
}

/**
 * PocketBase's list.ToUniqueStringSlice: text holding "[" is read as a JSON list of strings
 * (null items become "", items of other types "" too, and then the text itself is added), other
 * text is one item, a list goes through cast.ToStringSlice (an object or list inside empties it
 * all); empty items and repeats dropped.
 */
export function toUniqueStrings(value: unknown): string[] {
  let items: string[] = [];
  if (typeof value === "string") {
    if (value !== "") items = value.includes("[") ? stringsFromJson(value) : [value];
  } else if (Array.isArray(value)) {
    if (!value.some((item) => typeof item === "object" && item !== null)) items = value.map(toGoString);
  } else if (typeof value === "number" || typeof value === "boolean") items = [toGoString(value)];
  return [...new Set(items.filter((item) => item !== ""))];
}

// json.Unmarshal into []string: a syntax error leaves nothing but the text; a type error keeps
// what was read and the text is appended.
function stringsFromJson(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [text];
  }
  if (!Array.isArray(parsed)) return [text];
  const items = parsed.map((item) => (typeof item === "string" ? item : ""));
  const typeError = parsed.some((item) => item !== null && typeof item !== "string");
  return typeError ? [...items, text] : items;
}

/** The last item for a single-value field, read again as PocketBase validates the stored string. */
export function selectedValues(value: unknown, multiple: boolean): string[] {
  const items = toUniqueStrings(value);
  if (multiple) return items;
  const last = items.at(-1);
  return last === undefined ? [] : toUniqueStrings(last);
}
