import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { authEn, authSignInEn } from "../auth/messages";
import { dataEn, tableAndFormEn } from "../data/messages";
import { mediaEn, mediaUploadEn } from "../media/messages";

// Some parts fall back to a slice of their family's English strings only, so that an app carries
// the strings of the components it uses and no others. A key such a part used outside its slice
// would show as the key itself: each slice must hold every key its parts name.
const slices = [
  {
    name: "the sign-in form's slice of auth",
    slice: authSignInEn,
    whole: authEn,
    folder: "auth",
    isPart: (file: string) =>
      [
        "sign-in-form-view.tsx",
        "sign-in-steps.tsx",
        "sign-in-form.tsx",
        "oauth-buttons-view.tsx",
        "auth-errors.ts",
      ].includes(file),
  },
  {
    name: "the uploaders' slice of media",
    slice: mediaUploadEn,
    whole: mediaEn,
    folder: "media",
    isPart: (file: string) => !["image-grid-tile.tsx", "image-grid-view.tsx", "lightbox.tsx"].includes(file),
  },
  {
    name: "the table's and form's slice of data",
    slice: tableAndFormEn,
    whole: dataEn,
    folder: "data",
    isPart: (file: string) => !["record-value.tsx", "record-view.tsx"].includes(file),
  },
];

describe.each(slices)("$name", ({ slice, whole, folder, isPart }) => {
  it("has every key its parts name", () => {
    const folderUrl = new URL(`../${folder}/`, import.meta.url);
    const files = readdirSync(folderUrl, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.|messages\.ts$|story/.test(file) && isPart(file),
    );
    const used = files.flatMap((file) =>
      [
        ...readFileSync(new URL(file, folderUrl), "utf8").matchAll(
          new RegExp(`"(${folder}\\.[\\w.]+)"`, "g"),
        ),
      ].map((match) => match[1]!),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !(key in slice))).toEqual([]);
  });

  it("is part of the whole family's catalogue", () => {
    expect(Object.keys(whole)).toEqual(expect.arrayContaining(Object.keys(slice)));
    expect(Object.keys(whole).length).toBeGreaterThan(Object.keys(slice).length);
  });
});
