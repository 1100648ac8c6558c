import { inflateSync } from "node:zlib";

import { expect, test } from "vitest";

import { createPng, pngSize } from ".";

test("createPng makes a PNG of the asked size whose pixels run from one colour to the other", () => {
  const png = createPng({ width: 3, height: 2, from: [0, 0, 0], to: [255, 255, 255] });
  expect(pngSize(png)).toEqual({ width: 3, height: 2 });

  const dataStart = png.indexOf("IDAT") + 4;
  const dataLength = png.readUInt32BE(dataStart - 8);
  const rows = inflateSync(png.subarray(dataStart, dataStart + dataLength));
  expect(rows.length).toBe(2 * (1 + 3 * 3));
  expect([...rows.subarray(1, 4)]).toEqual([0, 0, 0]); // top-left
  expect([...rows.subarray(rows.length - 3)]).toEqual([255, 255, 255]); // bottom-right
});

test("pngSize refuses bytes that are not a PNG", () => {
  expect(() => pngSize(new TextEncoder().encode("GIF89a and more bytes than a header"))).toThrow("not a PNG");
});
