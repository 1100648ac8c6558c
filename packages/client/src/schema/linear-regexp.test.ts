import { RE2JS } from "re2js";
import { describe, expect, test } from "vitest";

import { seededRandom } from "../test-support/differential/seeded-random";
import { compileLinearRegexp, work } from "./linear-regexp";

// The small matcher must say what RE2 says: each pattern it takes is checked against re2js (a
// port of RE2) on fixed and seeded random strings.
const PATTERNS = [
  "^[a-z0-9]+$",
  "^[\\w][\\w\\.\\-]*$",
  "^a.c$",
  "^(a|ab)(c|bcd)(d*)$",
  "^x{2,3}$",
  "^x{2,}$",
  "^x{0,2}y$",
  "^(a+)+$",
  "^[\\d\\-]+$",
  "^[^a-z]+$",
  "^\\x{e9}+$",
  "^\\x41\\.$",
  "\\Aab\\z",
  "ab",
  "^$",
  "a|^b",
  "x*",
  "^[\\s\\d]+$",
  "^\\S+$",
  "^(?:ab)*c?$",
  "^(?P<word>[a-c]+)-(?<n>\\d)$",
  "^[a-]+$",
  "^[\\]\\\\]+$",
  "^a*?b+?$",
  "[[:alpha:]]",
  "(?i)abc",
];
const ALPHABET = [
  "a",
  "b",
  "c",
  "d",
  "x",
  "y",
  "A",
  "1",
  "-",
  ".",
  " ",
  "\t",
  "\n",
  "\r",
  "é",
  "😀",
  "]",
  "\\",
];

describe("compileLinearRegexp", () => {
  test.each(PATTERNS)("%s means what it means in RE2 (or is left to RE2)", (pattern) => {
    const linear = compileLinearRegexp(pattern);
    if (linear === undefined) {
      // Flags and POSIX classes are outside the small syntax: they go to re2js.
      expect(pattern).toMatch(/\(\?i\)|\[\[:/);
      return;
    }
    const re2 = RE2JS.compile(pattern);
    const random = seededRandom(pattern.length * 7919);
    const inputs = ["", "abc", "ab", "xx", "xxx", "xxxx", "y", "xy", "é", "A.", `${"a".repeat(30)}!`];
    for (let index = 0; index < 300; index++) {
      let input = "";
      for (let length = random.below(7); length > 0; length--) input += random.pick(ALPHABET);
      inputs.push(input);
    }
    for (const input of inputs)
      expect([input, linear.test(input)]).toEqual([input, re2.matcher(input).find()]);
  });

  test("does work linear in the input on patterns that make a backtracking engine explode", () => {
    // Catastrophic for RegExp; here each character is one pass over the pattern's states. The
    // test times nothing: it counts the matcher's work, which four times the input may raise at
    // most five times (quadratic would be sixteen, exponential beyond counting).
    const workOf = (pattern: string, input: string) => {
      const matcher = compileLinearRegexp(pattern)!;
      const before = work.steps;
      matcher.test(input);
      return work.steps - before;
    };
    for (const pattern of ["^(a+)+$", "^(a|a)*$", "^(a*)*b$", "(x+x+)+y", "^(\\w+\\s?)*$"]) {
      const make = (length: number) => `${"a".repeat(length)}!`;
      expect(compileLinearRegexp(pattern)!.test(make(200_000))).toBe(false);
      expect(workOf(pattern, make(40_000))).toBeLessThanOrEqual(5 * workOf(pattern, make(10_000)));
    }
  }, 20_000);

  test("refuses what it does not fully understand, so RE2 judges it", () => {
    for (const pattern of [
      "(?i)a",
      "\\pL",
      "[[:alpha:]]",
      "\\bcat\\b",
      "\\Qa.b\\E",
      "a{,2}",
      "(?s).",
      "\\p{Greek}",
    ])
      expect(compileLinearRegexp(pattern)).toBeUndefined();
  });
});
