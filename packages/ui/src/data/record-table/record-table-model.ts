import {
  describeFields,
  isPocketkitError,
  searchFields,
  type CollectionSchema,
  type FieldMetadata,
  type FieldType,
} from "@pocketkit/client";

import type { RecordTableRecord } from "./record-table-types";

// What the table derives from a schema and its state, with no React: which columns, and the
// sorting, searching and paging the view does itself when it holds every record. A search's
// PocketBase filter is `searchFilter` (record-label.ts), over the same fields.

const SORTABLE = new Set<FieldType>(["text", "number", "bool", "email", "url", "date", "autodate", "select"]);

// Widths in px: the table lays out fixed, so that rows scrolled into view never move the columns.
const WIDTHS: Record<FieldType, number> = {
  text: 200,
  editor: 260,
  number: 110,
  bool: 110,
  email: 220,
  url: 220,
  date: 200,
  autodate: 200,
  select: 170,
  file: 200,
  relation: 170,
  json: 220,
  geoPoint: 170,
  password: 0,
};

const isPrimaryKey = (field: FieldMetadata) => field.type === "text" && field.readOnly;

/**
 * The fields a table shows: `columns` in that order when given (hidden fields too, for
 * superusers), else every field but the id and hidden ones. Passwords never.
 */
export function tableFields(collection: CollectionSchema, columns?: readonly string[]): FieldMetadata[] {
  const fields = describeFields(collection).filter((field) => field.type !== "password");
  if (columns) {
    return columns.flatMap((name) => fields.filter((field) => field.name === name));
  }
  return fields.filter((field) => !field.hidden && !isPrimaryKey(field));
}

export function isSortable(field: FieldMetadata): boolean {
  return SORTABLE.has(field.type) && !field.multiple;
}

export function columnWidth(field: FieldMetadata): number {
  return WIDTHS[field.type];
}

/** Both filters must hold. Parentheses only when both are there. */
export function joinFilters(...filters: Array<string | undefined>): string {
  const present = filters.map((filter) => filter?.trim() ?? "").filter(Boolean);
  return present.length > 1 ? present.map((filter) => `(${filter})`).join(" && ") : (present[0] ?? "");
}

/** One column's sort, as PocketBase writes it: `"title"` ascending, `"-title"` descending, `""` none. */
/** Whether a failed list was PocketBase refusing the filter (a 400 while one was given). */
export function isFilterError(error: unknown, filter: string | undefined): boolean {
  return isPocketkitError(error) && error.status === 400 && (filter ?? "").trim() !== "";
}

export interface SortParts {
  field: string;
  desc: boolean;
}

export function parseSort(sort: string): SortParts | undefined {
  const first = sort.split(",")[0]?.trim() ?? "";
  if (!first) return undefined;
  return first.startsWith("-")
    ? { field: first.slice(1), desc: true }
    : { field: first.replace(/^\+/, ""), desc: false };
}

export function formatSort(parts: SortParts | undefined): string {
  return parts ? `${parts.desc ? "-" : ""}${parts.field}` : "";
}

const collators = new Map<string, Intl.Collator>();
function collator(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
    collators.set(locale, found);
  }
  return found;
}

function comparable(value: unknown): string | number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export interface ProcessOptions {
  collection: CollectionSchema;
  search: string;
  sort: string;
  locale: string;
}

/**
 * What the view shows when it holds every record: those the search matches, in the sort's order.
 * The same fields as the server search, compared the same way (contains, ignoring case; the id
 * whole, as it is).
 */
export function processRecords<Record extends RecordTableRecord>(
  records: readonly Record[],
  { collection, search, sort, locale }: ProcessOptions,
): readonly Record[] {
  let result = records;
  const text = search.trim().toLowerCase();
  if (text) {
    const fields = searchFields(collection);
    const whole = search.trim();
    result = result.filter((record) =>
      fields.some((name) =>
        name === "id"
          ? record.id === whole
          : String(record[name] ?? "")
              .toLowerCase()
              .includes(text),
      ),
    );
  }
  const parts = parseSort(sort);
  if (parts) {
    const compareText = collator(locale).compare;
    const direction = parts.desc ? -1 : 1;
    result = [...result].sort((a, b) => {
      const left = comparable(a[parts.field]);
      const right = comparable(b[parts.field]);
      const order =
        typeof left === "number" && typeof right === "number"
          ? left - right
          : compareText(String(left), String(right));
      return order * direction;
    });
  }
  return result;
}

/** The pages `total` records make, at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
