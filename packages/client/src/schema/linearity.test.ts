import { describe, expect, test } from "vitest";

import { checkFieldValue, type FieldSchema } from "..";
import { parseGoFloat, toUniqueStrings } from "./go-casts";
import { goJsonRaw, toGoPoint } from "./go-json";
import { parseGoDate } from "./go-time";
import { parseGoUrl } from "./go-url";
import { isEmail } from "./patterns";
import { isUrl } from "./url-check";

// Every value a person types reaches a regular expression somewhere in this folder. Patterns
// (user-written, Go's dialect) and the email and URL checks run on the linear-time matcher, whose
// work linear-regexp.test.ts and patterns.test.ts count. The RegExps left are JavaScript's own,
// and each is linear by its shape: anchored, with at most one quantifier over a character class
// that the next token cannot also match (/^[+-]?(?:[\d_]+(?:\.[\d_]*)?|\.[\d_]+)(?:[eE][+-]?[\d_]+)?$/,
// /^[0-9a-fA-F]{1,4}$/, /^ +/), or a single character at a time (/[<>&]/g, /[.?!]$/). A RegExp
// that backtracks catastrophically cannot be interrupted by a test timeout (it blocks the thread),
// so these inputs are made long enough that such a RegExp would never return: a run that hangs
// here is the failure. Each check's verdict is asserted, so none is skipped.
const long = (unit: string, tail = "!") => unit.repeat(50_000) + tail;

describe("every check on typed values takes one pass over them", () => {
  test("numbers, dates, URLs, JSON, lists and points", () => {
    expect(parseGoFloat(long("1"))).toBeUndefined();
    expect(parseGoFloat(long("1_"))).toBeUndefined();
    expect(parseGoFloat(`0x${long("f", "")}p${long("1")}`)).toBeUndefined();
    expect(parseGoDate(long("2025-01-01 "))).toBeUndefined();
    expect(parseGoDate(`2025-01-01T10:00:00.${long("1", "")}Z`)).toBeDefined();
    expect(parseGoUrl(`http://example.com/${long("%4")}`)).toBeUndefined();
    expect(parseGoUrl(`http://[${long("1:", "")}]`)).toBeUndefined();
    expect(goJsonRaw(long("<")).valid).toBe(true);
    expect(goJsonRaw(long("\u0001")).valid).toBe(false);
    expect(toUniqueStrings(`[${long('"a",', '"b"]')}`)).toEqual(["a", "b"]);
    expect(toGoPoint(long('{"lon":1,'))).toEqual({ lon: 0, lat: 0 });
  }, 30_000);

  test("whole fields, through the validator's casts", () => {
    const fields: FieldSchema[] = [
      { name: "n", type: "number", min: 0 },
      { name: "t", type: "text", max: 1_000_000, pattern: "^(a+)+$" },
      { name: "e", type: "email" },
      { name: "j", type: "json", maxSize: 10_000_000 },
      { name: "s", type: "select", values: ["a"], maxSelect: 2 },
    ];
    const [number, text, email, json, select] = fields as [
      FieldSchema,
      FieldSchema,
      FieldSchema,
      FieldSchema,
      FieldSchema,
    ];
    expect(checkFieldValue(number, long("9"))).toBeUndefined(); // not a float to Go: 0, which min 0 takes
    expect(checkFieldValue(text, long("a"))).toMatchObject({ code: "validation_invalid_format" });
    expect(checkFieldValue(email, long("a."))).toMatchObject({ code: "validation_is_email" });
    expect(isEmail(`"${long("(")}`)).toBe(false);
    expect(isUrl(long("a-", ""))).toBe(false);
    expect(checkFieldValue(json, long("x"))).toBeUndefined();
    expect(checkFieldValue(select, long("a,"))).toMatchObject({ code: "validation_invalid_value" });
  }, 30_000);
});
