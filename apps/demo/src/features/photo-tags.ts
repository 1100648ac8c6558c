/** A photo's tags as a list, whatever the field holds (a JSON list, its text, or nothing). */
export function parseTags(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((tag): tag is string => typeof tag === "string");
  if (typeof value !== "string" || value.trim() === "") return [];
  try {
    return parseTags(JSON.parse(value) as unknown);
  } catch {
    return [];
  }
}
