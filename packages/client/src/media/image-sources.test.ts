import { expect, test } from "vitest";

import { imageSources } from "..";
import { widthSources } from "./image-sources";

const url = (thumb?: string) => (thumb ? `/f/a.jpg?thumb=${thumb}` : "/f/a.jpg");

test("width-only thumbs become width descriptors, narrowest first; cropped ones are left out", () => {
  expect(imageSources(url, { thumbs: ["1200x0", "100x100", "400x0", "0x300", "100x100t"] })).toEqual({
    src: "/f/a.jpg",
    srcSet: "/f/a.jpg?thumb=400x0 400w, /f/a.jpg?thumb=1200x0 1200w",
  });
});

test("a known original width joins the set, and thumbs as wide as it drop out", () => {
  expect(imageSources(url, { thumbs: ["400x0", "1200x0"], width: 800 })).toEqual({
    src: "/f/a.jpg",
    srcSet: "/f/a.jpg?thumb=400x0 400w, /f/a.jpg 800w",
  });
  expect(imageSources(url, { thumbs: ["400x0"], width: 400 })).toEqual({
    src: "/f/a.jpg",
    srcSet: undefined,
  });
});

test("a thumb asked for by name is the only source, cropped or not", () => {
  expect(imageSources(url, { thumbs: ["100x100", "400x0"], thumb: "100x100" })).toEqual({
    src: "/f/a.jpg?thumb=100x100",
    srcSet: undefined,
  });
});

test("no thumbs: the original alone", () => {
  expect(imageSources(url, { thumbs: null })).toEqual({ src: "/f/a.jpg", srcSet: undefined });
});

test("widths made on request: the same rule, the original last when its width is known", () => {
  const scaled = (width?: number) => (width ? `/a.jpg?tr=w-${width}` : "/a.jpg");
  expect(widthSources(scaled, [1600, 400, 800, 400], 1200)).toEqual({
    src: "/a.jpg",
    srcSet: "/a.jpg?tr=w-400 400w, /a.jpg?tr=w-800 800w, /a.jpg 1200w",
  });
  expect(widthSources(scaled, [400], undefined)).toEqual({ src: "/a.jpg", srcSet: "/a.jpg?tr=w-400 400w" });
});
