import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { authEn, authSignInEn } from "./messages";

// The sign-in form falls back to its own slice of the catalogue only (so that an app with just
// that form carries no other form's strings): a key it uses outside that slice would show as
// the key itself.
const signInParts = [
  "sign-in-form-view.tsx",
  "sign-in-steps.tsx",
  "sign-in-form.tsx",
  "oauth-buttons-view.tsx",
  "auth-errors.ts",
];

describe("the sign-in slice of the auth catalogue", () => {
  it("has every key the sign-in parts use", () => {
    const used = signInParts.flatMap((file) =>
      [...readFileSync(new URL(file, import.meta.url), "utf8").matchAll(/"(auth\.[\w.]+)"/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !(key in authSignInEn))).toEqual([]);
  });

  it("is part of the whole auth catalogue", () => {
    expect(Object.keys(authEn)).toEqual(expect.arrayContaining(Object.keys(authSignInEn)));
    expect(Object.keys(authEn).length).toBeGreaterThan(Object.keys(authSignInEn).length);
  });
});
