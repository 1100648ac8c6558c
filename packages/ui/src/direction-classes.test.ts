import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

// Right-to-left works when spacing, borders, corners, offsets and alignment are logical (start and
// end: pk:ms-2, pk:ps-3, pk:inset-s-0, pk:border-s, pk:rounded-e-md, pk:text-start), so that they
// turn around with `dir="rtl"`. A physical one (left and right) is right only where the side is
// meant physically; each of those is listed here with its reason.

const source = join(import.meta.dirname);

/** `file: class` → why that class must stay physical there. */
const allowed: Record<string, string> = {
  "overlays/sheet.tsx: pk:right-0":
    'side="right" names the physical edge (as Radix and shadcn do); side="start" and side="end" are the logical ones',
  "overlays/sheet.tsx: pk:border-l":
    'the border of a side="right" sheet faces the page, on its left in any direction',
  "overlays/sheet.tsx: pk:left-0": 'side="left" names the physical edge',
  "overlays/sheet.tsx: pk:border-r":
    'the border of a side="left" sheet faces the page, on its right in any direction',
  "media/photo-map/photo-map-base.tsx: pk:left-0":
    "the map is drawn from its projected x, west on the left, whatever the language",
  "media/photo-map/photo-map-markers.tsx: pk:left-0":
    "marker positions are projected x, measured from the left",
  "media/photo-map/photo-map-marker.tsx: pk:left-0":
    "a marker sits at its projected x, measured from the left",
  "media/photo-map/photo-map-marker.tsx: pk:-ml-7": "half the marker's width, to centre it on its point",
  "media/photo-map/photo-map-notices.tsx: pk:left-1/2":
    "centred (with -translate-x-1/2): the same in both directions",
  "primitives/input.tsx: pk:rtl:text-right":
    "an email, URL or phone number field is left to right inside a right-to-left page; its text lines up on the page's side, the right",
  "media/photo-map/photo-map-controls.tsx: pk:right-3":
    "the map keeps room for the controls on its right when it fits the photos (FIT_PADDING in photo-map-view.tsx)",
};

// pk: and any variants (pk:hover:, pk:data-[state=open]:, pk:max-sm:), then a physical utility,
// whole (pk:rounded-lg and pk:placeholder: are not pk:rounded-l and pk:pl-).
const physical =
  /(?<![\w-])pk:(?:[\w[\]&=/.()-]+:)*-?(?:(?:m|p|scroll-m|scroll-p)[lr]|left|right|border-[lr]|rounded-(?:[lr]|[tb][lr])|(?:text|float|clear)-(?:left|right))(?:-[^\s"'`]*)?!?(?=[\s"'`]|$)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Stories and tests are not shipped; a story may well put something on the left on purpose.
    return /\.(tsx?|css)$/.test(entry.name) && !/\.(stories|test|browser\.test)\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

function physicalClasses(text: string): string[] {
  return Array.from(text.matchAll(physical), (match) => match[0].replace(/!$/, ""));
}

test("the pattern finds physical classes and leaves logical and look-alike ones alone", () => {
  expect(
    physicalClasses(
      '"pk:ml-2 pk:pr-1! pk:max-sm:pl-3 pk:-right-2.5 pk:text-left pk:border-l-2 pk:rounded-r-md pk:data-[align=end]:text-right"',
    ),
  ).toEqual([
    "pk:ml-2",
    "pk:pr-1",
    "pk:max-sm:pl-3",
    "pk:-right-2.5",
    "pk:text-left",
    "pk:border-l-2",
    "pk:rounded-r-md",
    "pk:data-[align=end]:text-right",
  ]);
  expect(
    physicalClasses(
      '"pk:ms-2 pk:pe-1 pk:inset-s-0 pk:start-0 pk:text-start pk:border-s pk:rounded-lg pk:rounded-e-md pk:placeholder:text-muted pk:px-2 pk:mx-auto pk:rtl:-scale-x-100"',
    ),
  ).toEqual([]);
});

test("components use logical directions, except where the side is meant physically", () => {
  const found = sourceFiles(source).flatMap((file) =>
    physicalClasses(readFileSync(file, "utf8")).map((name) => `${relative(source, file)}: ${name}`),
  );
  const unexplained = found.filter((entry) => !(entry in allowed));
  expect(
    unexplained,
    "use start/end (ms-, pe-, inset-s-, border-s, text-start) or list it with a reason",
  ).toEqual([]);
  // An exception whose class has gone is dropped from the list, so that the list stays true.
  const stale = Object.keys(allowed).filter((entry) => !found.includes(entry));
  expect(stale).toEqual([]);
});
