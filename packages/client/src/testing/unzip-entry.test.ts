import { expect, test } from "vitest";

import { zipArchive } from "@pocketkit/testkit";
import { unzipEntry } from "./unzip-entry";

const binary = Buffer.from("#!/bin/sh\necho pocketbase\n".repeat(50));

test.each([
  ["deflated", false],
  ["stored", true],
])("reads a %s entry by name, skipping the others", (_, stored) => {
  const archive = zipArchive(
    { "LICENSE.md": Buffer.from("MIT"), pocketbase: binary, "CHANGELOG.md": Buffer.from("v1") },
    { stored },
  );
  expect(unzipEntry(archive, "pocketbase").equals(binary)).toBe(true);
  expect(unzipEntry(archive, "LICENSE.md").toString()).toBe("MIT");
});

test("says which entry is missing", () => {
  expect(() => unzipEntry(zipArchive({ other: binary }), "pocketbase")).toThrow(
    "the archive has no entry named pocketbase",
  );
});

test("refuses what is not a zip archive", () => {
  expect(() => unzipEntry(Buffer.from("<html>rate limited</html>"), "pocketbase")).toThrow(
    "not a zip archive",
  );
});
