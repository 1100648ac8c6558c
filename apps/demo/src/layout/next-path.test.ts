import { expect, test } from "vitest";

import { sameOriginPath } from "./next-path";
import { nextPath } from "./require-user";

test.each([
  "/",
  "/albums",
  "/albums/abc123?sort=name#top",
  "/images/xyz?next=//evil.example",
  "/search/%2F%2Fevil.example",
  "/Zürich",
])("%s is a path of the app, kept as given", (path) => {
  expect(sameOriginPath(path)).toBe(path);
});

test.each([
  ["nothing", null],
  ["an empty value", ""],
  ["a relative path", "albums"],
  ["another host", "//evil.example"],
  ["another host, with a path", "//evil.example/albums"],
  ["a backslash, read as a slash", "/\\evil.example"],
  ["backslashes only", "\\\\evil.example"],
  ["a tab, dropped by browsers (next=/%09/evil.example)", "/\t/evil.example"],
  ["a line break", "/\n/evil.example"],
  ["a carriage return", "/\r/evil.example"],
  ["a NUL", "/\u0000/evil.example"],
  ["a DEL", "/\u007f/evil.example"],
  ["a scheme", "https://evil.example"],
  ["a script", "javascript:alert(1)"],
  ["a data URL", "data:text/html,hi"],
  ["a leading space", " /albums"],
])("%s is refused", (_, value) => {
  expect(sameOriginPath(value)).toBeUndefined();
});

test("a value is decoded once, by URLSearchParams, and not again", () => {
  const next = (query: string) => sameOriginPath(new URLSearchParams(query).get("next"));
  expect(next("next=%2Falbums")).toBe("/albums");
  expect(next("next=/%09/evil.example")).toBeUndefined();
  expect(next("next=/%5Cevil.example")).toBeUndefined();
  expect(next("next=/\\evil.example")).toBeUndefined();
  expect(next("next=%2F%2Fevil.example")).toBeUndefined();
  // Encoded twice: once decoded it is a path of the app ("/%2F…" is a path segment, not a host).
  expect(next("next=/%252Fevil.example")).toBe("/%2Fevil.example");
});

test("after sign-in, a next that would leave the Gallery goes to the library instead", () => {
  const after = (query: string) => nextPath(new URLSearchParams(query));
  expect(after("next=/\\evil.example")).toBe("/");
  expect(after("next=/%09/evil.example")).toBe("/");
  expect(after("next=//evil.example")).toBe("/");
  expect(after("")).toBe("/");
  expect(after("next=%2Fimages%2Fabc%3Ftab%3Dinfo")).toBe("/images/abc?tab=info");
});
