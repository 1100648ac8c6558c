import type { RecordModel } from "pocketbase";

// A small part of PocketBase's filter language, enough for stories and demos: comparisons of a
// field with a literal, joined by && or || (&& binds tighter), with no parentheses.
type Comparison = { field: string; operator: string; value: string | number | boolean | null };

const COMPARISON =
  /^\s*([\w.]+)\s*(!=|>=|<=|!~|=|~|>|<)\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null)\s*$/;

/**
 * Compiles a filter into a predicate.
 *
 * @throws Error naming the part it could not read (PocketBase answers such a filter with 400).
 */
export function compileFilter(filter: string): (record: RecordModel) => boolean {
  if (!filter.trim()) return () => true;
  const alternatives = filter.split("||").map((part) => part.split("&&").map(parseComparison));
  return (record) => alternatives.some((all) => all.every((comparison) => matches(record, comparison)));
}

function parseComparison(text: string): Comparison {
  const match = COMPARISON.exec(text);
  if (!match) throw new Error(`Invalid filter expression near "${text.trim()}".`);
  const [, field, operator, raw] = match as unknown as [string, string, string, string];
  let value: Comparison["value"];
  if (raw.startsWith("'") || raw.startsWith('"')) value = raw.slice(1, -1).replace(/\\(.)/g, "$1");
  else if (raw === "true" || raw === "false") value = raw === "true";
  else if (raw === "null") value = null;
  else value = Number(raw);
  return { field, operator, value };
}

function same(item: unknown, expected: string | number | boolean): boolean {
  return typeof expected === "string" ? String(item ?? "") === expected : item === expected;
}

function matches(record: RecordModel, { field, operator, value }: Comparison): boolean {
  const actual = field
    .split(".")
    .reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], record);
  const values = Array.isArray(actual) ? actual : [actual];
  const text = (item: unknown) => (item === null || item === undefined ? "" : String(item)).toLowerCase();
  const expected = value === null ? "" : value;
  switch (operator) {
    // = and != are exact, as in SQLite; ~ and !~ are LIKE, which ignores ASCII case.
    case "=":
      return values.some((item) => same(item, expected)) || (values.length === 0 && expected === "");
    case "!=":
      return !values.some((item) => same(item, expected));
    case "~":
      return values.some((item) => text(item).includes(String(expected).toLowerCase().replaceAll("%", "")));
    case "!~":
      return !values.some((item) => text(item).includes(String(expected).toLowerCase().replaceAll("%", "")));
    case ">":
      return values.some((item) => (item as number | string) > (expected as number | string));
    case ">=":
      return values.some((item) => (item as number | string) >= (expected as number | string));
    case "<":
      return values.some((item) => (item as number | string) < (expected as number | string));
    default:
      return values.some((item) => (item as number | string) <= (expected as number | string));
  }
}

/** Sorts by PocketBase's `sort` syntax: `-created,title`. */
export function sortRecords(records: RecordModel[], sort: string): RecordModel[] {
  const keys = sort
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) =>
      key.startsWith("-")
        ? { field: key.slice(1), direction: -1 }
        : { field: key.replace(/^\+/, ""), direction: 1 },
    );
  if (keys.length === 0) return records;
  return [...records].sort((a, b) => {
    for (const { field, direction } of keys) {
      const left = a[field] as string | number;
      const right = b[field] as string | number;
      if (left === right) continue;
      return (left > right ? 1 : -1) * direction;
    }
    return 0;
  });
}
