// A file's custom metadata checked against the account's fields, as ImageKit checks it on upload
// and on update ("Invalid custom metadata." when a value breaks its field's schema).
import { isPlainObject, StandInRefusal } from "./stand-in-answers";
import type { StandInMetadataField, StandInState } from "./stand-in-state";

/** The new values applied over `current`: `null` unsets a field. */
export function applyCustomMetadata(
  state: StandInState,
  current: Record<string, unknown>,
  values: unknown,
): Record<string, unknown> {
  if (!isPlainObject(values)) throw new StandInRefusal(400, "Invalid custom metadata.");
  const next = { ...current };
  for (const [name, value] of Object.entries(values)) {
    const field = [...state.metadataFields.values()].find((each) => each.name === name && !each.deleted);
    if (!field || (value !== null && !fits(field, value)))
      throw new StandInRefusal(400, "Invalid custom metadata.");
    if (value === null) delete next[name];
    else next[name] = value;
  }
  return next;
}

function fits(field: StandInMetadataField, value: unknown): boolean {
  switch (field.schema.type) {
    case "Text":
    case "Textarea":
      return typeof value === "string";
    case "Number":
      return typeof value === "number" && Number.isFinite(value);
    case "Boolean":
      return typeof value === "boolean";
    case "Date":
      return typeof value === "string" && !Number.isNaN(Date.parse(value));
    case "SingleSelect":
      return (field.schema.selectOptions ?? []).includes(value);
    case "MultiSelect":
      return Array.isArray(value) && value.every((each) => (field.schema.selectOptions ?? []).includes(each));
    default:
      return false;
  }
}
