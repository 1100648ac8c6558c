import { expect, test } from "vitest";

import { describeError } from "./describe-error";

test("an error's message, with its cause's where Node's fetch hides the real reason", () => {
  expect(describeError(new Error("disk full"))).toBe("disk full");
  const refused = new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:9") });
  expect(describeError(refused)).toBe("fetch failed: connect ECONNREFUSED 127.0.0.1:9");
  expect(describeError(new Error("outer", { cause: "a string" }))).toBe("outer");
  expect(describeError("a thrown string")).toBe("a thrown string");
  expect(describeError(undefined)).toBe("undefined");
});
