import type { PocketkitSchema } from "@pocketkit/client";

// Pure helpers of the cell renderers. Intl formatters are cached per locale: building one costs
// far more than using it, and a virtual table formats thousands of cells while it scrolls.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatNumber(value: number, locale: string, maximumFractionDigits = 3): string {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export function formatDate(date: Date, locale?: string, style: "short" | "long" = "short"): string {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === "short"
        ? { dateStyle: "medium", timeStyle: "short" }
        : { dateStyle: "full", timeStyle: "long" },
    );
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** PocketBase writes dates as `2025-06-14 09:31:05.123Z`; `undefined` for empty or unreadable ones. */
export function parseDate(value: unknown): Date | undefined {
  if (typeof value !== "string" || !value) return undefined;
  const date = new Date(value.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A compact one-line JSON preview, `""` for null. */
export function jsonPreview(value: unknown, maxLength = 400): string {
  if (value === null || value === undefined || value === "") return "";
  try {
    return (JSON.stringify(value) ?? "").slice(0, maxLength);
  } catch {
    return "";
  }
}

/**
 * A JSON value that is a list of words, as tags are kept (`["beach", "sunset"]`): its items, to be
 * shown as the UI shows a list of tags; `undefined` for any other JSON, which stays JSON.
 */
export function jsonWordList(value: unknown): string[] | undefined {
  // An empty list is no tags: nothing to show, not "[]".
  if (!Array.isArray(value)) return undefined;
  const words = value.every(
    (item) => (typeof item === "string" && item.length <= 64) || typeof item === "number",
  );
  return words ? value.map(String) : undefined;
}

/** Values of a field that may hold one or several (select, file, relation). */
export function asList(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((item): item is string => typeof item === "string" && item !== "");
  return typeof value === "string" && value ? [value] : [];
}

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|avif|bmp|svg)$/i;
export const isImageName = (filename: string) => IMAGE_NAME.test(filename);

/** The smallest thumb of a field (a cell is small), or `undefined` when it has none. */
export function smallestThumb(thumbs: readonly string[] | undefined): string | undefined {
  const sized = (thumbs ?? [])
    .map((thumb) => {
      const [width = 0, height = 0] = thumb
        .replace(/[a-z]$/i, "")
        .split("x")
        .map(Number);
      return { thumb, area: (width || height) * (height || width) };
    })
    .filter(({ area }) => area > 0)
    .sort((a, b) => a.area - b.area);
  return sized[0]?.thumb;
}

/** A collection of the schema by id or name. */
export function findCollection(schema: PocketkitSchema | undefined, idOrName: string | undefined) {
  if (!schema || !idOrName) return undefined;
  return schema[idOrName] ?? Object.values(schema).find((collection) => collection.id === idOrName);
}
