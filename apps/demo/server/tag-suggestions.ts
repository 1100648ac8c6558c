import type { ParsedAnswer } from "@pocketkit/client/server";
// Server code: the whole of zod costs nothing here (DESIGN §11 is about what browsers download).
import { z } from "zod";

import { TAG_RULES } from "../src/features/tag-rules";

/** Said when the model's answer is no JSON list of strings. */
export const NOT_A_TAG_LIST = "The AI's answer wasn't a list of tags. Try again.";
/** Said when the list breaks the Gallery's tag rules. */
export const TAGS_BREAK_RULES = `The AI suggested tags the Gallery can't keep (at most ${TAG_RULES.maxTags}, each 1 to ${TAG_RULES.maxLength} characters). Try again.`;

const tagList = z.array(z.string());

/**
 * The `tags` kind's answer, checked (createCompletionHandler's `parseAnswer`): the model is asked
 * for a JSON array of strings. Tags are tidied as a person's would be (trimmed, lower case, spaces
 * single, repeats and blanks dropped), then held to the rules pb_hooks/images.pb.js enforces on
 * save: at most 20, each 1–32 characters. A code fence around the JSON (```json … ```), which
 * models add unasked, is taken off. Anything else is refused with a sentence for the person.
 *
 * @example parseTagSuggestions('["Harbour", "boats"]') // { value: ["harbour", "boats"] }
 */
export function parseTagSuggestions(text: string): ParsedAnswer {
  const json = text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, "$1");
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { error: NOT_A_TAG_LIST };
  }
  const list = tagList.safeParse(parsed);
  if (!list.success) return { error: NOT_A_TAG_LIST };
  const tags = [
    ...new Set(list.data.map((tag) => tag.trim().replace(/\s+/g, " ").toLowerCase()).filter(Boolean)),
  ];
  // Characters as people count them (code points), as the hook and the TagInput count them.
  if (tags.length > TAG_RULES.maxTags || tags.some((tag) => Array.from(tag).length > TAG_RULES.maxLength)) {
    return { error: TAGS_BREAK_RULES };
  }
  return { value: tags };
}
