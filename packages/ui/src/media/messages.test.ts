import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { mediaEn, mediaUploadEn } from "./messages";

// Every media part but ImageGrid and Lightbox falls back to the uploaders' slice of the
// catalogue only (so that an app with just an uploader carries none of the gallery's strings):
// a key such a part uses outside that slice would show as the key itself.
const galleryParts = ["image-grid-tile.tsx", "image-grid-view.tsx", "lightbox.tsx"];

describe("the uploaders' slice of the media catalogue", () => {
  it("has every key the other media parts use", () => {
    const files = readdirSync(new URL(".", import.meta.url)).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(test|stories)\./.test(file) &&
        !file.startsWith("messages") &&
        !galleryParts.includes(file),
    );
    const used = files.flatMap((file) =>
      [...readFileSync(new URL(file, import.meta.url), "utf8").matchAll(/"(media\.[\w.]+)"/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !(key in mediaUploadEn))).toEqual([]);
  });

  it("is part of the whole media catalogue", () => {
    expect(Object.keys(mediaEn)).toEqual(expect.arrayContaining(Object.keys(mediaUploadEn)));
    expect(Object.keys(mediaEn).length).toBeGreaterThan(Object.keys(mediaUploadEn).length);
  });
});
