import type { PocketkitError } from "@pocketkit/client";

import type { CustomFieldType } from "./custom-field-types";

// What Settings checks before a custom field is sent, and how it words what the server refuses:
// one sentence per problem, the same whichever side found it (DESIGN §8). The server's limits
// are in pb_migrations/1763800003_metadata_fields.js and pb_hooks/metadata_fields.pb.js.

/** The most custom fields one person can have (the server refuses the 31st). */
export const MAX_CUSTOM_FIELDS = 30;

/** A field's name, in characters as people count them (code points, as PocketBase counts). */
export const MAX_CUSTOM_FIELD_NAME_LENGTH = 40;

/**
 * A list's choices: as many and as long as fit the 4,000 bytes `options` may hold, whatever the
 * script they are written in (30 × 32 characters of up to 4 bytes, with the JSON around them).
 */
export const CHOICE_RULES = { maxTags: 30, maxLength: 32 } as const;

/** What the form holds: a type of "" is none chosen yet. */
export interface CustomFieldDraft {
  name: string;
  type: CustomFieldType | "";
  choices: string[];
}

export type CustomFieldProblems = Partial<Record<"name" | "type" | "choices", string>>;

const sentences = {
  nameMissing: () => "Give the field a name.",
  nameTooLong: () => `A name can have at most ${MAX_CUSTOM_FIELD_NAME_LENGTH} characters.`,
  nameTaken: (name: string) => `You already have a field called “${name}”.`,
  tooMany: () =>
    `You already have ${MAX_CUSTOM_FIELDS} fields, the most there can be. Delete one to add another.`,
  typeMissing: () => "Choose what kind of field it is.",
  noChoices: () => "Add at least one choice.",
  choicesTooLong: () => "These choices are too long all together. Remove some, or shorten them.",
};

/**
 * The problems of a field about to be saved, by input; none when it can be sent. `takenNames` are
 * the person's other fields' names: two fields called "Film" and "film" would be told apart by
 * nobody, so a name is taken whatever its case.
 */
export function checkCustomField(
  draft: CustomFieldDraft,
  takenNames: readonly string[],
): CustomFieldProblems {
  const problems: CustomFieldProblems = {};
  const name = draft.name.trim();
  if (name === "") problems.name = sentences.nameMissing();
  else if (Array.from(name).length > MAX_CUSTOM_FIELD_NAME_LENGTH) problems.name = sentences.nameTooLong();
  else if (takenNames.some((taken) => sameName(taken, name))) problems.name = sentences.nameTaken(name);
  if (draft.type === "") problems.type = sentences.typeMissing();
  if (draft.type === "select" && draft.choices.length === 0) problems.choices = sentences.noChoices();
  return problems;
}

/**
 * What the server refused, by input, in the same words as `checkCustomField`; a code this does
 * not know keeps the server's own message. `form` is a refusal that names no input.
 */
export function customFieldProblemsFrom(
  error: PocketkitError,
  draft: CustomFieldDraft,
): { fields: CustomFieldProblems; form?: string } {
  if (error.kind !== "validation") return { fields: {}, form: error.message };
  const fields: CustomFieldProblems = {};
  const others: string[] = [];
  for (const [name, problem] of Object.entries(error.fieldErrors)) {
    if (name === "name") {
      fields.name = nameProblem(problem.code, draft.name.trim()) ?? problem.message;
    } else if (name === "type") {
      fields.type = sentences.typeMissing();
    } else if (name === "options") {
      fields.choices =
        problem.code === "validation_json_size_limit" ? sentences.choicesTooLong() : problem.message;
    } else if (name === "owner" && problem.code === "validation_not_unique") {
      // The unique index pairs the owner with the name: PocketBase names both, and the name says it.
      continue;
    } else {
      others.push(problem.message);
    }
  }
  const said = Object.keys(fields).length > 0;
  // A refusal with no field of its own (a rule of who may write): nothing to act on but to retry.
  const form =
    others.length > 0 ? others.join(" ") : said ? undefined : "The field couldn't be saved. Try again.";
  return { fields, form };
}

function nameProblem(code: string, name: string): string | undefined {
  if (code === "validation_required") return sentences.nameMissing();
  if (code === "validation_max_text_constraint") return sentences.nameTooLong();
  if (code === "validation_not_unique") return sentences.nameTaken(name);
  if (code === "validation_too_many_fields") return sentences.tooMany();
  return undefined;
}

function sameName(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: "accent" }) === 0;
}
