// Test-only: the collections the differential test creates. Together they hold every field type
// and every option that constrains a value, with the values at which the options start to bite;
// the Go patterns are the ones whose RE2 meaning differs from (or breaks) a JavaScript RegExp.

/** Patterns in Go's RE2 dialect, each on a text field of its own (`p00`, `p01`, …). */
export const GO_PATTERNS = [
  "(?i)^abc$",
  "^\\pL+$",
  "^[[:alpha:]]+$",
  "^[\\s\\d]+$",
  "^\\S+$",
  "^a.c$",
  "^\\w+$",
  "\\bcat\\b",
  "^(a|ab)(c|bcd)(d*)$",
  "^x{2,3}$",
  "^\\x{e9}+$",
  "\\Aab\\z",
  "(?s)^a.c$",
  "^\\p{Greek}+$",
  "(?m)^b$",
  "^\\Qa.b\\E$",
  "^[^a-z]+$",
  "^(a+)+$",
  "^[\\d\\-]+$",
  "^\\d+$",
  "^[\\p{Lu}\\p{N}]+$",
  "^.{3}$",
  "^\\PL+$",
  "(?U)^a+$",
  "^[[:^digit:]]+$",
  "^a$|^b$",
  "(?i)^ß$",
  "(?i)^k$",
  "(?i)^s$",
  "^[\\x{10000}-\\x{10FFFF}]$",
  "^a{,2}$",
  "^\\$\\d+$",
  "^[\\pN]+$",
  "^[a-]+$",
  "^\\.+$",
  "(?i)^[a-c]+$",
  "^\\s*$",
  "^[[:space:]]+$",
  "^[[:punct:]]+$",
  "^[[:word:]]+$",
  "x*",
  "^(?:\\p{Han}|\\p{Hiragana})+$",
] as const;

export const patternFieldName = (index: number) => `p${String(index).padStart(2, "0")}`;

export interface FieldSpec {
  name: string;
  type: string;
  [option: string]: unknown;
}

export interface CollectionSpec {
  name: string;
  type: "base" | "auth";
  fields: FieldSpec[];
  /** Replaces options of the collection's own system fields (id, password) by name. */
  systemFields?: Record<string, Record<string, unknown>>;
}

/** Related records point here. */
export const targetsCollection: CollectionSpec = {
  name: "pk_targets",
  type: "base",
  fields: [{ type: "text", name: "label" }],
};

/** Every type, every option, nothing required: one value at a time is checked against it. */
export function allOptionsCollection(targetsId: string): CollectionSpec {
  return {
    name: "pk_all",
    type: "base",
    fields: [
      { type: "text", name: "t_plain" },
      { type: "text", name: "t_len", min: 3, max: 10 },
      { type: "text", name: "t_autogen", min: 5, pattern: "^[a-z]+$", autogeneratePattern: "[a-z]{5}" },
      ...GO_PATTERNS.map((pattern, index) => ({ type: "text", name: patternFieldName(index), pattern })),
      { type: "editor", name: "e_plain" },
      { type: "editor", name: "e_max", maxSize: 50 },
      { type: "number", name: "n_plain" },
      { type: "number", name: "n_int", min: -5, max: 1000000, onlyInt: true },
      { type: "number", name: "n_frac", min: 0.5, max: 2.5 },
      { type: "number", name: "n_min0", min: 0 },
      { type: "number", name: "n_max0", max: 0 },
      { type: "number", name: "n_neg", min: -10.5, max: -0.25 },
      { type: "bool", name: "b_plain" },
      { type: "email", name: "m_plain" },
      { type: "email", name: "m_only", onlyDomains: ["example.com"] },
      { type: "email", name: "m_except", exceptDomains: ["bad.com"] },
      { type: "url", name: "u_plain" },
      { type: "url", name: "u_only", onlyDomains: ["example.com"] },
      { type: "url", name: "u_except", exceptDomains: ["bad.com"] },
      { type: "date", name: "d_plain" },
      { type: "date", name: "d_range", min: "2020-01-01 00:00:00.000Z", max: "2030-01-01 00:00:00.000Z" },
      { type: "date", name: "d_min_ms", min: "2024-05-05 10:00:00.123Z" },
      { type: "autodate", name: "created", onCreate: true },
      { type: "select", name: "s_one", values: ["red", "green", "blue", "a b", "[x]"], maxSelect: 1 },
      { type: "select", name: "s_many", values: ["red", "green", "blue", "a b", "[x]"], maxSelect: 2 },
      { type: "relation", name: "r_one", collectionId: targetsId, maxSelect: 1 },
      { type: "relation", name: "r_many", collectionId: targetsId, minSelect: 2, maxSelect: 3 },
      { type: "json", name: "j_plain" },
      { type: "json", name: "j_max", maxSize: 30 },
      { type: "geoPoint", name: "g_plain" },
      { type: "file", name: "f_png", maxSelect: 1, mimeTypes: ["image/png"] },
      { type: "file", name: "f_many", maxSelect: 2, maxSize: 100 },
      {
        type: "file",
        name: "f_img",
        maxSelect: 3,
        maxSize: 2000,
        mimeTypes: ["image/jpeg", "image/png", "image/gif", "image/webp"],
      },
    ],
  };
}

/** One required field of each type, and hidden fields (ignored in the input of a non-superuser). */
export function requiredCollection(targetsId: string): CollectionSpec {
  return {
    name: "pk_required",
    type: "base",
    fields: [
      { type: "text", name: "q_text", required: true },
      { type: "editor", name: "q_editor", required: true },
      { type: "number", name: "q_number", required: true },
      { type: "bool", name: "q_bool", required: true },
      { type: "email", name: "q_email", required: true },
      { type: "url", name: "q_url", required: true },
      { type: "date", name: "q_date", required: true },
      { type: "select", name: "q_select", values: ["a", "b", "c"], maxSelect: 2, required: true },
      { type: "relation", name: "q_relation", collectionId: targetsId, maxSelect: 5, required: true },
      { type: "json", name: "q_json", required: true },
      { type: "geoPoint", name: "q_point", required: true },
      { type: "file", name: "q_file", required: true },
      { type: "text", name: "h_text", hidden: true, required: true },
      { type: "number", name: "h_number", hidden: true, min: 5 },
      { type: "text", name: "h_free", hidden: true, pattern: "^[a-z]+$" },
    ],
  };
}

/** A text id of the collection's own choosing: length, pattern, forbidden characters, reserved names. */
export const idsCollection: CollectionSpec = {
  name: "pk_ids",
  type: "base",
  fields: [{ type: "text", name: "label" }],
  systemFields: {
    id: { min: 3, max: 12, pattern: "^[A-Za-z0-9_.:-]+$", autogeneratePattern: "[a-z0-9]{10}" },
  },
};

/** An auth collection with its password rules changed and a cheap hash, for speed. */
export const usersCollection: CollectionSpec = {
  name: "pk_users",
  type: "auth",
  fields: [{ type: "text", name: "nick", max: 20 }],
  systemFields: { password: { min: 10, max: 20, pattern: "^\\S+$", cost: 4 } },
};
