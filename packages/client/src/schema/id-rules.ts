import type { FieldError } from "../errors/pocketkit-error";
import type { TextFieldSchema } from "./types";

// A record id is often a file or folder name (the record's files live under it), so PocketBase
// refuses characters and names that some file systems refuse, unless the id keeps to its default
// pattern (which allows none of them). Whether an id is already taken, compared regardless of
// case, only the server can tell: validation_pk_invalid comes back on the "id" field.

/** PocketBase's defaultLowercaseRecordIdPattern: ids under it skip the checks below. */
export const DEFAULT_ID_PATTERN = "^[a-z0-9]+$";

const FORBIDDEN_CHARACTERS = [
  ".",
  "/",
  "\\",
  "|",
  '"',
  "'",
  "`",
  "<",
  ">",
  ":",
  "?",
  "*",
  "%",
  "$",
  "\0",
  "\t",
  "\n",
  "\r",
  " ",
];
// Windows' reserved file names, in any case.
const RESERVED = [
  "CON",
  "PRN",
  "AUX",
  "NUL",
  ...["COM", "LPT"].flatMap((name) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${name}${n}`)),
];

/** The primary-key checks that follow the length and pattern checks of a custom id. */
export function checkRecordId(field: TextFieldSchema, id: string): FieldError | undefined {
  if (field.pattern === DEFAULT_ID_PATTERN) return undefined;
  const forbidden = FORBIDDEN_CHARACTERS.find((character) => id.includes(character));
  if (forbidden !== undefined) {
    return {
      code: "validation_forbidden_pk_character",
      message: `'${forbidden}' is not a valid primary key character.`,
    };
  }
  const reserved = RESERVED.find((name) => name === id.toUpperCase());
  if (reserved !== undefined) {
    return {
      code: "validation_reserved_pk",
      message: `The primary key '${reserved}' is reserved and cannot be used.`,
    };
  }
  return undefined;
}
