import { expect, test } from "vitest";

import { checkFile, formatBytes } from "..";

test.each([
  [0, "0 bytes"],
  [999, "999 bytes"],
  [1_000, "1 KB"],
  [800_000, "800 KB"],
  [999_949, "999.9 KB"],
  // Rounded up to the next unit, never "1000 KB".
  [999_999, "1 MB"],
  [20_000_000, "20 MB"],
  [25_300_000, "25.3 MB"],
  [31_200_000, "31.2 MB"],
  // PocketBase's default file limit (5 MiB) is 5.2 MB in the units it names.
  [5 * 1024 * 1024, "5.2 MB"],
  [12_000_000_000, "12 GB"],
  [3_500_000_000_000, "3.5 TB"],
])("formatBytes(%i) is %s: KB, MB and GB are decimal, as DESIGN §8 names them", (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});

test("formatBytes rounds up when asked, so that a size just over a limit never reads as the limit", () => {
  expect(formatBytes(20_000_001)).toBe("20 MB");
  expect(formatBytes(20_000_001, { roundUp: true })).toBe("20.1 MB");
  expect(formatBytes(999_901, { roundUp: true })).toBe("1 MB");
});

test("formatBytes writes numbers in the locale asked for", () => {
  expect(formatBytes(1_500_000, { locale: "de" })).toBe("1,5 MB");
  expect(formatBytes(1_500_000, { locale: "en" })).toBe("1.5 MB");
});

test("a 25.3 MB file over a 20 MB limit is said in those units", () => {
  const field = { type: "file", name: "file", maxSize: 20_000_000, mimeTypes: [] } as const;
  expect(checkFile(field, { name: "pano.jpg", size: 25_300_000, type: "image/jpeg" })?.message).toBe(
    "pano.jpg is 25.3 MB; the limit is 20 MB.",
  );
});
