import type { FieldError } from "../errors/pocketkit-error";
import { checkFile, DEFAULT_FILE_MAX_SIZE, mimeTypesToCheck, type FileTypeEvidence } from "./file-checks";
import { asSent, selectedValues, toGoBool, toGoFloat, toGoString } from "./go-casts";
import { goFloat, sentenize, utf8Length } from "./go-format";
import { goJsonRaw, toGoPoint } from "./go-json";
import { matchesGoPattern } from "./go-regexp";
import { checkRecordId } from "./id-rules";
import { goParsers } from "./lazy-parsers";
import { isEmail } from "./patterns";
import type { FieldSchema, FileFieldSchema } from "./types";

// One field's value against its field, checked the way PocketBase v0.39.11 checks a JSON body:
// the same casts, the same order, the first failure only, and the same code and message.
// (Server facts: see the comments of each type in PocketBase's core/field_*.go.)

export interface CheckContext {
  /** Creating a record (an empty text id is generated then, as on the server). @default true */
  isNew?: boolean;
  /**
   * Files' types as read from their bytes (`sniffFileType`; `validateAsync` reads them). A file
   * not in it has its size checked but not its type: PocketBase judges the type from the bytes,
   * not from the name or the browser's guess. @default none
   */
  fileTypes?: ReadonlyMap<Blob, FileTypeEvidence>;
}

const DEFAULT_TEXT_MAX = 5000;
const DEFAULT_EDITOR_MAX_SIZE = 5 * 1024 * 1024;
const DEFAULT_JSON_MAX_SIZE = 1024 * 1024;
const DEFAULT_PASSWORD_MAX = 71;

const error = (code: string, message: string): FieldError => ({ code, message: sentenize(message) });
const required = () => error("validation_required", "Cannot be blank.");

/**
 * Checks one value against its field as PocketBase would. Relation existence, unique indexes and
 * API rules need the database and stay with the server. Dates, URLs and patterns beyond the
 * plain core of Go's syntax are checked once their parser has loaded (it starts loading at the
 * first such check; `createRecordValidator(…).ready` resolves when it is there).
 *
 * @returns the field's error, or `undefined` when PocketBase would accept the value.
 */
export function checkFieldValue(
  field: FieldSchema,
  input: unknown,
  context: CheckContext = {},
): FieldError | undefined {
  const isNew = context.isNew ?? true;
  const value = asSent(input);
  switch (field.type) {
    case "text": {
      const text = toGoString(value);
      if (text === "" && isNew && field.autogeneratePattern) return undefined;
      if ((field.required || field.primaryKey) && text === "") return required();
      if (text === "") return undefined;
      const length = [...text].length;
      if (field.min && length < field.min)
        return error("validation_min_text_constraint", `Must be at least ${field.min} character(s).`);
      const max = field.max || DEFAULT_TEXT_MAX;
      if (length > max)
        return error("validation_max_text_constraint", `Must be no more than ${max} character(s).`);
      if (field.pattern && matchesGoPattern(field.pattern, text) === false)
        return error("validation_invalid_format", "Invalid value format.");
      return field.primaryKey ? checkRecordId(field, text) : undefined;
    }
    case "editor": {
      const text = toGoString(value);
      if (field.required && text === "") return required();
      const maxSize = field.maxSize && field.maxSize > 0 ? field.maxSize : DEFAULT_EDITOR_MAX_SIZE;
      if (utf8Length(text) > maxSize) {
        return error("validation_content_size_limit", `The maximum allowed content size is ${maxSize} bytes`);
      }
      return undefined;
    }
    case "number": {
      const number = toGoFloat(value);
      if (!Number.isFinite(number))
        return error("validation_not_a_number", "The submitted number is not properly formatted");
      // PocketBase skips every bound for 0, the value a number field holds when left empty.
      if (number === 0) return field.required ? required() : undefined;
      // Go's float64(int64(v)) == v: whole numbers within int64 only.
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
      return field.required && !toGoBool(value) ? required() : undefined;
    case "email": {
      const text = toGoString(value);
      if (field.required && text === "") return required();
      if (text === "") return undefined;
      if (!isEmail(text)) return error("validation_is_email", "must be a valid email address");
      const domain = text.slice(text.lastIndexOf("@") + 1);
      if (!domainAllowed(domain, field.onlyDomains, field.exceptDomains)) {
        return error("validation_email_domain_not_allowed", "Email domain is not allowed");
      }
      return undefined;
    }
    case "url": {
      const text = toGoString(value);
      if (field.required && text === "") return required();
      if (text === "") return undefined;
      const parsers = goParsers();
      if (!parsers) return undefined; // checked once Go's URL parser has loaded
      if (!parsers.isUrl(text)) return error("validation_invalid_url", "Must be a valid url");
      if (!domainAllowed(parsers.urlHost(text), field.onlyDomains, field.exceptDomains)) {
        return error("validation_url_domain_not_allowed", "Url domain is not allowed");
      }
      return undefined;
    }
    case "date": {
      const parsers = goParsers();
      // Blank is blank to any parser; anything else waits for Go's date parser to load.
      if (!parsers)
        return value === "" || value == null ? (field.required ? required() : undefined) : undefined;
      const { parseGoDate, compareGoTimes, formatGoTime } = parsers;
      const date = parseGoDate(value);
      if (!date) return field.required ? required() : undefined;
      const min = field.min ? parseGoDate(field.min) : undefined;
      const max = field.max ? parseGoDate(field.max) : undefined;
      if (min && compareGoTimes(date, min) < 0)
        return error(
          "validation_min_greater_equal_than_required",
          `must be no less than ${formatGoTime(min)}`,
        );
      if (max && compareGoTimes(date, max) > 0)
        return error(
          "validation_max_less_equal_than_required",
          `must be no greater than ${formatGoTime(max)}`,
        );
      return undefined;
    }
    case "autodate":
      return undefined;
    case "select": {
      const selected = selectedValues(value, (field.maxSelect ?? 0) > 1);
      if (selected.length === 0) return field.required ? required() : undefined;
      const maxSelect = Math.max(field.maxSelect ?? 0, 1);
      if (selected.length > maxSelect)
        return error("validation_too_many_values", `Select no more than ${maxSelect}`);
      const invalid = selected.find((item) => !field.values.includes(item));
      if (invalid !== undefined) return error("validation_invalid_value", `Invalid value ${invalid}`);
      return undefined;
    }
    case "relation": {
      // Whether the ids exist only the server knows: its validation_missing_rel_records
      // arrives in the PocketkitError's fieldErrors under this field's name.
      const ids = selectedValues(value, (field.maxSelect ?? 0) > 1);
      if (ids.length === 0) return field.required ? required() : undefined;
      if (field.minSelect && field.minSelect > 0 && ids.length < field.minSelect) {
        return error("validation_not_enough_values", `Select at least ${field.minSelect}`);
      }
      const maxSelect = Math.max(field.maxSelect ?? 0, 1);
      if (ids.length > maxSelect)
        return error("validation_too_many_values", `Select no more than ${maxSelect}`);
      return undefined;
    }
    case "file":
      return checkFileValue(field, value, isNew, context.fileTypes);
    case "json": {
      const raw = goJsonRaw(value);
      const maxSize = field.maxSize && field.maxSize > 0 ? field.maxSize : DEFAULT_JSON_MAX_SIZE;
      if (raw.bytes > maxSize)
        return error("validation_json_size_limit", `The maximum allowed JSON size is ${maxSize} bytes`);
      if (!raw.valid) return error("validation_invalid_json", "Must be a valid json value");
      if (field.required && ["null", '""', "[]", "{}", ""].includes(raw.text.trim())) return required();
      return undefined;
    }
    case "geoPoint": {
      const point = toGoPoint(value);
      if (point.lat === 0 && point.lon === 0) return field.required ? required() : undefined;
      if (point.lat < -90 || point.lat > 90)
        return error("validation_invalid_latitude", "Latitude must be between -90 and 90 degrees.");
      if (point.lon < -180 || point.lon > 180) {
        return error("validation_invalid_longitude", "Longitude must be between -180 and 180 degrees.");
      }
      return undefined;
    }
    case "password": {
      const text = toGoString(value);
      // bcrypt takes 72 bytes at most; PocketBase then fails without naming the field.
      if (utf8Length(text) > 72) return error("validation_invalid_value", "Invalid value.");
      if (field.required && text === "" && isNew) return required();
      if (text === "") return undefined;
      const length = [...text].length;
      if (field.min && length < field.min)
        return error("validation_min_text_constraint", `Must be at least ${field.min} character(s)`);
      const max = field.max && field.max > 0 ? field.max : DEFAULT_PASSWORD_MAX;
      if (length > max)
        return error("validation_max_text_constraint", `Must be less than ${max} character(s)`);
      if (field.pattern && matchesGoPattern(field.pattern, text) === false)
        return error("validation_invalid_format", "Invalid value format");
      return undefined;
    }
  }
}

function checkFileValue(
  field: FileFieldSchema,
  value: unknown,
  isNew: boolean,
  fileTypes: ReadonlyMap<Blob, FileTypeEvidence> | undefined,
): FieldError | undefined {
  const items = (Array.isArray(value) ? value : [value]).flatMap((item): (Blob | string)[] =>
    typeof Blob !== "undefined" && item instanceof Blob ? [item] : selectedValues(item, true),
  );
  const unique = items.filter((item, index) => typeof item !== "string" || items.indexOf(item) === index);
  const kept = (field.maxSelect ?? 0) <= 1 ? unique.slice(-1) : unique;
  if (kept.length === 0) return field.required ? required() : undefined;
  // A name on create is no file the record has: new files must be sent as files. (On update the
  // names are the record's own, which only the server knows.)
  const names = kept.filter((item): item is string => typeof item === "string");
  if (isNew && names.length > 0) {
    const shown = names.map((name) => name.slice(0, 250)).join(" ");
    return error("validation_invalid_file", `Invalid new files: [${shown}].`);
  }
  const maxSelect = Math.max(field.maxSelect ?? 0, 1);
  if (kept.length > maxSelect)
    return error("validation_too_many_files", `The maximum allowed files is ${maxSelect}`);
  for (const item of kept) {
    if (typeof item === "string") continue;
    const name = typeof File !== "undefined" && item instanceof File ? item.name : "The file";
    const evidence = fileTypes?.get(item);
    const mimeTypes = evidence === undefined ? [] : mimeTypesToCheck(field, evidence);
    const problem = checkFile(
      { ...field, maxSize: field.maxSize || DEFAULT_FILE_MAX_SIZE, mimeTypes },
      { name, size: item.size, type: evidence?.type ?? "" },
    );
    if (problem) return problem;
  }
  return undefined;
}

function domainAllowed(domain: string, only?: string[] | null, except?: string[] | null): boolean {
  if (only && only.length > 0 && !only.includes(domain)) return false;
  if (except && except.length > 0 && except.includes(domain)) return false;
  return true;
}
