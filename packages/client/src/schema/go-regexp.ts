// A text or password field's `pattern`, matched as PocketBase matches it (Go's
// regexp.MatchString, RE2 syntax and semantics) and always in linear time. Patterns in the plain
// core of the syntax run on the kit's own small matcher, at once; the rest ((?i), \pL,
// [[:alpha:]], \b, …) on re2js, a port of RE2 that is loaded only when such a pattern is met,
// as it weighs more than the rest of a form (docs/decisions.md).
import type * as Re2 from "re2js";

import { compileLinearRegexp, type LinearRegexp } from "./linear-regexp";

type Re2Module = typeof Re2;

let re2: Re2Module | undefined;
let re2Loading: Promise<void> | undefined;
const compiled = new Map<string, LinearRegexp | null>();
const compiledByRe2 = new Map<string, { matcher(input: string): { find(): boolean } } | null>();
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether the pattern needs the full RE2 engine (outside what the small matcher reads). */
export function needsRe2(pattern: string): boolean {
  return smallMatcher(pattern) === null;
}

/** Loads the RE2 engine (once); resolves when it can be used. */
export function loadRe2(): Promise<void> {
  re2Loading ??= import("re2js").then((module) => {
    re2 = module;
  });
  return re2Loading;
}

/**
 * Whether `text` matches the Go `pattern` somewhere, as regexp.MatchString says; `undefined`
 * when the pattern needs RE2 and it has not loaded yet (it starts loading then), or when RE2
 * cannot compile a pattern the server took.
 */
export function matchesGoPattern(pattern: string, text: string): boolean | undefined {
  const small = smallMatcher(pattern);
  if (small) return small.test(text);
  if (!re2) {
    void loadRe2();
    return undefined;
  }
  let regexp = compiledByRe2.get(pattern);
  if (regexp === undefined) {
    try {
      regexp = re2.RE2JS.compile(pattern);
    } catch {
      regexp = null;
    }
    compiledByRe2.set(pattern, regexp);
  }
  // A lone surrogate reaches PocketBase as U+FFFD (JSON decoding replaces it).
  return regexp?.matcher(text.replace(LONE_SURROGATE, "\uFFFD")).find();
}

function smallMatcher(pattern: string): LinearRegexp | null {
  let matcher = compiled.get(pattern);
  if (matcher === undefined) {
    matcher = compileLinearRegexp(pattern) ?? null;
    compiled.set(pattern, matcher);
  }
  return matcher;
}
