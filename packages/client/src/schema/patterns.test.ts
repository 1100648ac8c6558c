import { RE2JS } from "re2js";
import { describe, expect, test } from "vitest";

import { seededRandom } from "../test-support/differential/seeded-random";
import { compileLinearRegexp, work } from "./linear-regexp";
import { EMAIL_PATTERN, isEmail } from "./patterns";
import { isUrl, URL_PATTERN } from "./url-check";

// govalidator's patterns, compiled by re2js (a port of RE2, as Go runs them), are the reference.
const goEmail = RE2JS.compile(EMAIL_PATTERN);
const goUrl = RE2JS.compile(URL_PATTERN);

const EMAIL_ALPHABET = [
  "a",
  "b",
  "Z",
  "0",
  ".",
  "-",
  "_",
  "~",
  "@",
  '"',
  "(",
  " ",
  "\t",
  "\r\n",
  "\\",
  "é",
  "😀",
  "!",
  "[",
];

describe("isEmail", () => {
  test("says what govalidator's pattern says under RE2, on fixed and seeded random addresses", () => {
    const random = seededRandom(2083);
    const inputs = [
      "a@example.com",
      "A@Example.COM",
      "a@b",
      "a@x.com.",
      "a..b@x.com",
      '"a b"@x.com',
      '"(\\"@x.com',
      '"\r\n a"@x.com',
      "a@[1.2.3.4]",
      "é@exämple.com",
    ];
    for (let index = 0; index < 3000; index++) {
      let input = "";
      for (let length = 1 + random.below(12); length > 0; length--) input += random.pick(EMAIL_ALPHABET);
      inputs.push(random.below(3) === 0 ? `${input}@x.com` : input);
    }
    for (const input of inputs)
      expect([input, isEmail(input)]).toEqual([input, goEmail.matcher(input).matches()]);
  });

  // The old RegExp took two seconds on a 71-character address and doubled every two characters.
  // Nothing is timed: the matcher's work is counted, and four times the input may cost at most
  // five times the work (quadratic would be sixteen, exponential beyond counting).
  test.each([
    ["a run of labels", (n: number) => `${"a.".repeat(n)}@x`],
    ["a domain of labels", (n: number) => `a@${"a.".repeat(n)}-`],
    ["a domain of dashes", (n: number) => `a@${"a-".repeat(n)}.`],
    ["a quoted run of (", (n: number) => `"${"(".repeat(n)}`],
    ["a quoted run of spaces", (n: number) => `"${" \r\n ".repeat(n)}x@x.com`],
    ["a long local part", (n: number) => `${"a".repeat(n)}@x.c_`],
  ])(
    "refuses %s of any length with work linear in its length",
    (_, make) => {
      for (const length of [10, 1_000, 100_000]) expect(isEmail(make(length))).toBe(false);
      expect(goEmail.matcher(make(1_000)).matches()).toBe(false);
      expect(workOf(isEmail, make(4_000))).toBeLessThanOrEqual(5 * workOf(isEmail, make(1_000)));
    },
    20_000,
  );
});

function workOf(check: (input: string) => boolean, input: string): number {
  const before = work.steps;
  check(input);
  return work.steps - before;
}

describe("isUrl", () => {
  test.each([
    ["a run of labels", (n: number) => `http://${"a.".repeat(n)}-`],
    ["a run of dashes", (n: number) => `http://${"a-".repeat(n)}.-`],
    ["a subdomain run", (n: number) => `${"a_".repeat(n)}!`],
    ["a user part", (n: number) => `http://${"a:".repeat(n)}@ @`],
    ["an IPv6 run", (n: number) => `http://[${"1:".repeat(n)}]`],
  ])(
    "refuses %s of any length with work linear in its length",
    (_, make) => {
      // govalidator refuses URLs of 2,083 characters or more before its pattern runs.
      for (const length of [10, 100, 1_000]) expect(isUrl(make(length))).toBe(false);
      const pattern = compileLinearRegexp(URL_PATTERN, { anchored: true })!;
      const test = (input: string) => pattern.test(input);
      expect(workOf(test, make(4_000))).toBeLessThanOrEqual(5 * workOf(test, make(1_000)));
    },
    20_000,
  );

  test("runs govalidator's URL pattern as RE2 does, on seeded random URLs", () => {
    const url = compileLinearRegexp(URL_PATTERN, { anchored: true })!;
    const random = seededRandom(3986);
    const parts = [
      "http://",
      "https://",
      "a",
      "b-",
      "_",
      ".",
      "-",
      "1",
      "255",
      ":",
      "8080",
      "/",
      "?q=",
      "#",
      "@",
      "[",
      "]",
      "::1",
      "é",
      " ",
      "www.",
    ];
    for (let index = 0; index < 3000; index++) {
      let input = "";
      for (let length = 1 + random.below(8); length > 0; length--) input += random.pick(parts);
      expect([input, url.test(input)]).toEqual([input, goUrl.matcher(input).matches()]);
    }
  });

  test("keeps govalidator's answers on the usual suspects", () => {
    const accepted = [
      "https://example.com/x",
      "example.com:8080",
      "http://[::1]:80/",
      "ftp://x.y",
      "http://example.com/?q=%zz",
    ];
    const refused = ["abc", "http://example.com/%zz", "http://exa mple.com", "javascript:alert(1)"];
    for (const url of accepted) expect([url, isUrl(url)]).toEqual([url, true]);
    for (const url of refused) expect([url, isUrl(url)]).toEqual([url, false]);
  });
});
