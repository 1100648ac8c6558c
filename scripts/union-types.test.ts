import { describe, expect, test } from "vitest";

import { unionSummary } from "../.storybook/union-types";

describe("unionSummary (a union prop's type in the props table)", () => {
  test("a union written on one line is shown as written", () => {
    expect(unionSummary({ tsType: { name: "union", raw: '"sm" | "md" | null' } })).toBe('"sm" | "md" | null');
  });

  test("a union written over several lines, with a leading bar, comes out on one line", () => {
    expect(unionSummary({ tsType: { name: "union", raw: '\n  | "grid"\n  | "list"' } })).toBe(
      '"grid" | "list"',
    );
  });

  test("anything but a union is left to Storybook", () => {
    expect(unionSummary({ tsType: { name: "string" } })).toBeUndefined();
    expect(unionSummary({ tsType: { name: "union" } })).toBeUndefined();
    expect(unionSummary(undefined)).toBeUndefined();
  });
});
