import { expect, test } from "vitest";

import { emptyFile, tooManyPixels, unreadableImage } from "./preparation-problems";

test("megapixels with at most one decimal, rounded up so that an image over the limit never reads as the limit", () => {
  expect(tooManyPixels("pano.jpg", { width: 20_000, height: 10_000 }, 100_000_000).problem).toEqual({
    code: "validation_image_too_many_pixels",
    message: "pano.jpg is 200 megapixels; the limit is 100 megapixels.",
    params: { name: "pano.jpg", megapixels: "200", limit: "100", width: 20_000, height: 10_000 },
  });
  expect(tooManyPixels("a.jpg", { width: 6000, height: 4001 }, 24_000_000).problem.message).toBe(
    "a.jpg is 24.1 megapixels; the limit is 24 megapixels.",
  );
  expect(tooManyPixels("b.jpg", { width: 8064, height: 6048 }, 12_500_000).problem.message).toBe(
    "b.jpg is 48.8 megapixels; the limit is 12.5 megapixels.",
  );
});

test("an empty file and an unreadable image, by name", () => {
  expect(emptyFile("empty.jpg").problem).toEqual({
    code: "validation_file_empty",
    message: "empty.jpg is empty.",
    params: { name: "empty.jpg" },
  });
  const cause = new Error("libheif: end of data");
  const refusal = unreadableImage("beach.heic", cause);
  expect(refusal.problem.message).toBe("beach.heic can't be read as an image.");
  expect(refusal.cause).toBe(cause);
  expect(refusal.message).toBe("beach.heic can't be read as an image.");
});
