import { rgbaToThumbHash } from "thumbhash";
import { expect, test } from "vitest";

import { createPocketBaseMedia, createPocketkit, mediaTransformOf, pocketBaseThumb } from "..";

test("a transform in PocketBase's thumb words", () => {
  expect(pocketBaseThumb({ width: 400 })).toBe("400x0");
  expect(pocketBaseThumb({ height: 300 })).toBe("0x300");
  expect(pocketBaseThumb({ width: 100, height: 100 })).toBe("100x100");
  expect(pocketBaseThumb({ width: 100, height: 100, fit: "cover-top" })).toBe("100x100t");
  expect(pocketBaseThumb({ width: 100, height: 100, fit: "cover-bottom" })).toBe("100x100b");
  expect(pocketBaseThumb({ width: 100, height: 100, fit: "contain" })).toBe("100x100f");
  expect(pocketBaseThumb({})).toBeUndefined();
});

test("PocketBase's thumb words as a transform, and back", () => {
  for (const thumb of ["400x0", "0x300", "100x100", "100x100t", "100x100b", "100x100f"]) {
    expect(pocketBaseThumb(mediaTransformOf(thumb)!)).toBe(thumb);
  }
  expect(mediaTransformOf("100x100f")).toEqual({ width: 100, height: 100, fit: "contain" });
  expect(mediaTransformOf("400x0")).toEqual({ width: 400 });
  expect(mediaTransformOf("0x0")).toBeUndefined();
  expect(mediaTransformOf("big")).toBeUndefined();
  expect(mediaTransformOf("100x100z")).toBeUndefined();
});

test("public files need no token, and the placeholder is the record's ThumbHash", async () => {
  const pocketkit = createPocketkit({ url: "http://127.0.0.1:8090" });
  const media = createPocketBaseMedia(pocketkit, {
    collection: "pictures",
    thumbs: ["400x0"],
    placeholderField: "placeholder",
  });
  const grey = new Uint8Array(4 * 4 * 4).fill(128);
  const placeholder = btoa(String.fromCharCode(...rgbaToThumbHash(4, 4, grey)));
  const picture = {
    id: "p1",
    collectionId: "c1",
    collectionName: "pictures",
    file: "a.jpg",
    placeholder,
    width: 900,
  };

  const urls = await media.urls();
  expect(urls.expiresAt).toBeUndefined();
  expect(urls.url(picture)).toBe("http://127.0.0.1:8090/api/files/c1/p1/a.jpg");
  expect(urls.sources(picture)).toEqual({
    src: "http://127.0.0.1:8090/api/files/c1/p1/a.jpg",
    srcSet:
      "http://127.0.0.1:8090/api/files/c1/p1/a.jpg?thumb=400x0 400w, http://127.0.0.1:8090/api/files/c1/p1/a.jpg 900w",
  });
  expect(urls.placeholderUrl(picture)).toMatch(/^data:image\/png;base64,/);
  const withoutPlaceholder = { ...picture, placeholder: "" };
  expect(urls.placeholderUrl(withoutPlaceholder)).toBeUndefined();
  expect(urls.downloadUrl(picture)).toBe("http://127.0.0.1:8090/api/files/c1/p1/a.jpg?download=true");
  pocketkit.dispose();
});
