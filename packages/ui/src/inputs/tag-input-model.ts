// TagInput's rules, free of React: what a typed or pasted text adds, and what it cannot.

/** Limits on tags. Left out, a limit does not apply. */
interface TagRules {
  /** Most tags in all. */
  maxTags?: number;
  /** Most characters in one tag. */
  maxLength?: number;
}

/** Why a tag was not added. */
type TagRejection = "duplicate" | "too-long" | "too-many";

interface AddTagsResult {
  /** The tags after adding. */
  tags: string[];
  /** What did not go in, and why, in the order given. */
  rejected: { tag: string; reason: TagRejection }[];
}

/** Splits typed or pasted text at commas and line breaks into trimmed, non-empty tags. */
function splitTags(text: string): string[] {
  return text
    .split(/[,\n\r]/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/**
 * A tag's length in characters as people count them: code points, as Go's `utf8` counts them on
 * a server (a string's `length` counts UTF-16 units, two for an emoji). `TagInput`'s `maxLength`
 * is measured so.
 *
 * @example
 * tagLength("🌊🌊"); // 2 ("🌊🌊".length is 4)
 */
function tagLength(tag: string): number {
  return [...tag].length;
}

function isTooLong(tag: string, rules: TagRules): boolean {
  return rules.maxLength !== undefined && tagLength(tag) > rules.maxLength;
}

/**
 * Adds `candidates` to `tags` in order: each trimmed, none twice (ignoring case, also among the
 * candidates), none longer than `maxLength`, and no more than `maxTags` in all.
 */
function addTags(
  tags: readonly string[],
  candidates: readonly string[],
  rules: TagRules = {},
): AddTagsResult {
  const result = [...tags];
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  const rejected: AddTagsResult["rejected"] = [];
  for (const candidate of candidates) {
    const tag = candidate.trim();
    if (tag === "") continue;
    const reason: TagRejection | undefined = seen.has(tag.toLowerCase())
      ? "duplicate"
      : isTooLong(tag, rules)
        ? "too-long"
        : rules.maxTags !== undefined && result.length >= rules.maxTags
          ? "too-many"
          : undefined;
    if (reason) {
      rejected.push({ tag, reason });
      continue;
    }
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return { tags: result, rejected };
}

/** Whether any tag in the text (split as `splitTags` splits it) is too long. */
function hasTooLongTag(text: string, rules: TagRules): boolean {
  return splitTags(text).some((tag) => isTooLong(tag, rules));
}

/** Whether `tag` is among `tags`, ignoring case. */
function includesTag(tags: readonly string[], tag: string): boolean {
  const wanted = tag.trim().toLowerCase();
  return tags.some((existing) => existing.toLowerCase() === wanted);
}

export { addTags, hasTooLongTag, includesTag, splitTags, tagLength };
export type { AddTagsResult, TagRejection, TagRules };
