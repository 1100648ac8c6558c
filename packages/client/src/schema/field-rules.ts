import type { FieldError } from "../errors/pocketkit-error";
import { checkFile, DEFAULT_FILE_MAX_SIZE } from "./file-checks";
import { goFloat, goTime, sentenize, utf8Length } from "./go-format";
import { EMAIL_PATTERN, isUrl, urlHost } from "./patterns";
import type { FieldSchema, FileFieldSchema } from "./types";

// One field's value against its field, checked the way PocketBase v0.39 checks a JSON body: the
// same casts, the same order, the first failure only, and the same code and message. (Server
// facts: see the comments of each type in PocketBase's core/field_*.go.)

export interface CheckContext {
  /** Creating a record (an empty text id is generated then, as on the server). @default true */
  isNew?: boolean;
}

const DEFAULT_TEXT_MAX = 5000;
const DEFAULT_EDITOR_MAX_SIZE = 5 * 1024 * 1024;
const DEFAULT_JSON_MAX_SIZE = 1024 * 1024;
const DEFAULT_PASSWORD_MAX = 71;

const error = (code: string, message: string): FieldError => ({ code, message: sentenize(message) });
const required = () => error("validation_required", "Cannot be blank.");

/**
 * Checks one value against its field as PocketBase would. Relation existence, unique indexes and
 * API rules need the database and stay with the server.
 *
 * @returns the field's error, or `undefined` when PocketBase would accept the value.
 */
export function checkFieldValue(
  field: FieldSchema,
  value: unknown,
  context: CheckContext = {},
): FieldError | undefined {
  const isNew = context.isNew ?? true;
  switch (field.type) {
    case "text": {
      const text = toText(value);
      if (text === "" && isNew && field.autogeneratePattern) return undefined;
      if ((field.required || field.primaryKey) && text === "") return required();
      if (text === "") return undefined;
      const length = [...text].length;
      if (field.min && length < field.min)
        return error("validation_min_text_constraint", `Must be at least ${field.min} character(s).`);
      const max = field.max || DEFAULT_TEXT_MAX;
      if (length > max)
        return error("validation_max_text_constraint", `Must be no more than ${max} character(s).`);
      if (field.pattern && !goPattern(field.pattern).test(text))
        return error("validation_invalid_format", "Invalid value format.");
      return undefined;
    }
    case "editor": {
      const text = toText(value);
      if (field.required && text === "") return required();
      const maxSize = field.maxSize && field.maxSize > 0 ? field.maxSize : DEFAULT_EDITOR_MAX_SIZE;
      if (utf8Length(text) > maxSize) {
        return error("validation_content_size_limit", `The maximum allowed content size is ${maxSize} bytes`);
      }
      return undefined;
    }
    case "number": {
      const number = toNumber(value);
      if (!Number.isFinite(number))
        return error("validation_not_a_number", "The submitted number is not properly formatted");
      // PocketBase skips every bound for 0, the value a number field holds when left empty.
      if (number === 0) return field.required ? required() : undefined;
      if (field.onlyInt && !(Number.isInteger(number) && number >= -(2 ** 63) && number < 2 ** 63)) {
        return error("validation_only_int_constraint", "Decimal numbers are not allowed");
      }
      if (field.min != null && number < field.min) {
        return error(
          "validation_min_number_constraint",
          `Must be greater or equal than ${goFloat(field.min)}`,
        );
      }
      if (field.max != null && number > field.max) {
        return error("validation_max_number_constraint", `Must be less or equal than ${goFloat(field.max)}`);
      }
      return undefined;
    }
    case "bool":
      return field.required && !toBool(value) ? required() : undefined;
    case "email": {
      const text = toText(value);
      if (field.required && text === "") return required();
      if (text === "") return undefined;
      if (!EMAIL_PATTERN.test(text)) return error("validation_is_email", "must be a valid email address");
      const domain = text.slice(text.lastIndexOf("@") + 1);
      if (!domainAllowed(domain, field.onlyDomains, field.exceptDomains)) {
        return error("validation_email_domain_not_allowed", "Email domain is not allowed");
      }
      return undefined;
    }
    case "url": {
      const text = toText(value);
      if (field.required && text === "") return required();
      if (text === "") return undefined;
      if (!isUrl(text)) return error("validation_invalid_url", "Must be a valid url");
      if (!domainAllowed(urlHost(text), field.onlyDomains, field.exceptDomains)) {
        return error("validation_url_domain_not_allowed", "Url domain is not allowed");
      }
      return undefined;
    }
    case "date": {
      const date = parseDate(value);
      if (!date) return field.required ? required() : undefined;
      const min = field.min ? parseDate(field.min) : undefined;
      const max = field.max ? parseDate(field.max) : undefined;
      if (min && date < min)
        return error("validation_min_greater_equal_than_required", `must be no less than ${goTime(min)}`);
      if (max && date > max)
        return error("validation_max_less_equal_than_required", `must be no greater than ${goTime(max)}`);
      return undefined;
    }
    case "autodate":
      return undefined;
    case "select": {
      const values = toUniqueStrings(value);
      const selected = (field.maxSelect ?? 0) <= 1 ? values.slice(-1) : values;
      if (selected.length === 0) return field.required ? required() : undefined;
      const maxSelect = Math.max(field.maxSelect ?? 0, 1);
      if (selected.length > maxSelect)
        return error("validation_too_many_values", `Select no more than ${maxSelect}`);
      const invalid = selected.find((item) => !field.values.includes(item));
      if (invalid !== undefined) return error("validation_invalid_value", `Invalid value ${invalid}`);
      return undefined;
    }
    case "relation": {
      const ids = toUniqueStrings(value);
      const selected = (field.maxSelect ?? 0) <= 1 ? ids.slice(-1) : ids;
      if (selected.length === 0) return field.required ? required() : undefined;
      if (field.minSelect && field.minSelect > 0 && selected.length < field.minSelect) {
        return error("validation_not_enough_values", `Select at least ${field.minSelect}`);
      }
      const maxSelect = Math.max(field.maxSelect ?? 0, 1);
      if (selected.length > maxSelect)
        return error("validation_too_many_values", `Select no more than ${maxSelect}`);
      return undefined;
    }
    case "file":
      return checkFileValue(field, value);
    case "json": {
      if (value === undefined) return field.required ? required() : undefined;
      const raw = jsonRaw(value);
      const maxSize = field.maxSize && field.maxSize > 0 ? field.maxSize : DEFAULT_JSON_MAX_SIZE;
      if (raw.bytes > maxSize)
        return error("validation_json_size_limit", `The maximum allowed JSON size is ${maxSize} bytes`);
      if (field.required && ["null", '""', "[]", "{}", ""].includes(raw.text.trim())) return required();
      return undefined;
    }
    case "geoPoint": {
      const point = toGeoPoint(value);
      if (point.lat === 0 && point.lon === 0) return field.required ? required() : undefined;
      if (point.lat < -90 || point.lat > 90)
        return error("validation_invalid_latitude", "Latitude must be between -90 and 90 degrees.");
      if (point.lon < -180 || point.lon > 180) {
        return error("validation_invalid_longitude", "Longitude must be between -180 and 180 degrees.");
      }
      return undefined;
    }
    case "password": {
      const text = toText(value);
      if (utf8Length(text) > 72) return error("validation_invalid_value", "Invalid value.");
      if (field.required && text === "" && isNew) return required();
      if (text === "") return undefined;
      const length = [...text].length;
      if (field.min && length < field.min)
        return error("validation_min_text_constraint", `Must be at least ${field.min} character(s)`);
      const max = field.max && field.max > 0 ? field.max : DEFAULT_PASSWORD_MAX;
      if (length > max)
        return error("validation_max_text_constraint", `Must be less than ${max} character(s)`);
      if (field.pattern && !goPattern(field.pattern).test(text))
        return error("validation_invalid_format", "Invalid value format");
      return undefined;
    }
  }
}

function checkFileValue(field: FileFieldSchema, value: unknown): FieldError | undefined {
  const items = (
    Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value]
  ).filter((item) => item !== "" && item !== null && item !== undefined);
  const kept = (field.maxSelect ?? 0) <= 1 ? items.slice(-1) : items;
  if (kept.length === 0) return field.required ? required() : undefined;
  const maxSelect = Math.max(field.maxSelect ?? 0, 1);
  if (kept.length > maxSelect)
    return error("validation_too_many_files", `The maximum allowed files is ${maxSelect}`);
  for (const item of kept) {
    if (typeof Blob !== "undefined" && item instanceof Blob) {
      const name = typeof File !== "undefined" && item instanceof File ? item.name : "The file";
      const problem = checkFile(
        { ...field, maxSize: field.maxSize || DEFAULT_FILE_MAX_SIZE },
        { name, size: item.size, type: item.type },
      );
      if (problem) return problem;
    }
  }
  return undefined;
}

// --- casts, as PocketBase's (spf13/cast and its own list helpers) ---------------------------

function toText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return formatFloatF(value);
  return "";
}

function formatFloatF(value: number): string {
  // Go's strconv.FormatFloat(v, 'f', -1, 64): the shortest digits, never in exponent form.
  if (value === 0 || (Math.abs(value) >= 1e-6 && Math.abs(value) < 1e21)) return String(value);
  return value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 100 });
}

function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value !== "string" || value === "") return 0;
  if (/^[+-]?(inf|infinity)$/i.test(value)) return value.startsWith("-") ? -Infinity : Infinity;
  if (/^nan$/i.test(value)) return Number.NaN;
  // strconv.ParseFloat: no spaces, no trailing text; anything it refuses becomes 0.
  if (!/^[+-]?(\d[\d_]*(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(value) || value.includes("_")) return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

function toBool(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") return ["1", "t", "T", "TRUE", "true", "True"].includes(value);
  return false;
}

function toUniqueStrings(value: unknown): string[] {
  let items: unknown[];
  if (value === null || value === undefined) items = [];
  else if (typeof value === "string") {
    if (value === "") items = [];
    else if (value.includes("[")) {
      try {
        const parsed: unknown = JSON.parse(value);
        items = Array.isArray(parsed) && parsed.every((item) => typeof item === "string") ? parsed : [value];
      } catch {
        items = [value];
      }
    } else items = [value];
  } else if (Array.isArray(value)) {
    if (value.some((item) => typeof item === "object" && item !== null)) return [];
    items = value.map((item) => toText(item));
  } else if (typeof value === "number" || typeof value === "boolean") items = [toText(value)];
  else items = [];
  return [...new Set(items.map(String).filter((item) => item !== ""))];
}

function domainAllowed(domain: string, only?: string[] | null, except?: string[] | null): boolean {
  if (only && only.length > 0 && !only.includes(domain)) return false;
  if (except && except.length > 0 && except.includes(domain)) return false;
  return true;
}

const patternCache = new Map<string, RegExp>();
function goPattern(pattern: string): RegExp {
  let compiled = patternCache.get(pattern);
  if (!compiled) {
    // RE2's \s is ASCII-only; most patterns are the same in both dialects.
    compiled = new RegExp(pattern.replaceAll("\\s", "[\\t\\n\\f\\r ]"), "u");
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

/** PocketBase's date parsing: its own layout, ISO forms and a date alone, all in UTC; else empty. */
export function parseDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?\s*(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value.trim(),
    );
  if (!match) return undefined;
  const [, year, month, day, hour = "00", minute = "00", second = "00", fraction = "", zone = "Z"] = match;
  const offset = zone === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const date = new Date(
    `${year}-${month}-${day}T${hour}:${minute}:${second}.${fraction.padEnd(3, "0").slice(0, 3)}${offset}`,
  );
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The JSON text PocketBase stores for a value, and its size in bytes (Go escapes <, >, & in 6 bytes). */
function jsonRaw(value: unknown): { text: string; bytes: number } {
  if (typeof value === "string") {
    if (value === "") return { text: '""', bytes: 2 };
    if (["null", "true", "false"].includes(value)) return { text: value, bytes: value.length };
    if (/^[\d\-"[{]/.test(value)) {
      try {
        JSON.parse(value);
        return { text: value, bytes: utf8Length(value) };
      } catch {
        // not JSON: quoted below
      }
    }
    const quoted = JSON.stringify(value);
    return { text: quoted, bytes: utf8Length(quoted) };
  }
  if (value === null) return { text: "null", bytes: 0 };
  const text = JSON.stringify(value) ?? "null";
  const htmlEscapes = (text.match(/[<>&]/g) ?? []).length;
  const separators = (text.match(/[\u2028\u2029]/g) ?? []).length;
  return { text, bytes: utf8Length(text) + 5 * htmlEscapes + 3 * separators };
}

function toGeoPoint(value: unknown): { lon: number; lat: number } {
  let object: unknown = value;
  if (typeof value === "string") {
    try {
      object = JSON.parse(value);
    } catch {
      return { lon: 0, lat: 0 };
    }
  }
  if (typeof object !== "object" || object === null || Array.isArray(object)) return { lon: 0, lat: 0 };
  const read = (name: string) => {
    const key = Object.keys(object).find((candidate) => candidate.toLowerCase() === name);
    const member = key === undefined ? undefined : (object as Record<string, unknown>)[key];
    return typeof member === "number" ? member : 0;
  };
  return { lon: read("lon"), lat: read("lat") };
}
