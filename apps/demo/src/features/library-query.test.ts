import PocketBase from "pocketbase";
import { expect, test } from "vitest";

import { inLibrary, libraryFilter, librarySorts, readLibraryParams } from "./library-query";

const pb = new PocketBase("http://127.0.0.1:1");

test("the URL's search, sort, album and tag become the library's params, with safe defaults", () => {
  expect(readLibraryParams(new URLSearchParams("q=sea&sort=title&album=abc&tag=summer"))).toEqual({
    search: "sea",
    sort: "title",
    album: "abc",
    tag: "summer",
  });
  expect(readLibraryParams(new URLSearchParams("sort=drop table"))).toEqual({
    search: "",
    sort: "newest",
    album: "",
    tag: "",
  });
});

test("every word must match somewhere, and typed quotes stay data", () => {
  const filter = libraryFilter(pb, { search: ' sea "x" ', album: "", tag: "" });
  expect(filter).toBe(
    '(title ~ "sea" || alt ~ "sea" || description ~ "sea" || tags ~ "sea") && ' +
      '(title ~ "\\"x\\"" || alt ~ "\\"x\\"" || description ~ "\\"x\\"" || tags ~ "\\"x\\"")',
  );
});

test("album, no album and tag filters", () => {
  expect(libraryFilter(pb, { search: "", album: "abc", tag: "" })).toBe('album = "abc"');
  expect(libraryFilter(pb, { search: "", album: "none", tag: "" })).toBe("album = ''");
  expect(libraryFilter(pb, { search: "", album: "", tag: 'say "hi"' })).toBe(
    'tags ~ "\\"say \\\\\\"hi\\\\\\"\\""',
  );
});

test("near a place: the URL's near=lat,lon, checked, becomes PocketBase's geoDistance", () => {
  const params = readLibraryParams(new URLSearchParams("near=61.4725,23.6205&tag=lake"));
  expect(params.near).toEqual({ lat: 61.4725, lon: 23.6205 });
  expect(libraryFilter(pb, params)).toBe(
    'tags ~ "\\"lake\\"" && geoDistance(location.lon, location.lat, 23.6205, 61.4725) < 25',
  );
  // Anything else in `near` is ignored, never pasted into the filter.
  const wrong = readLibraryParams(new URLSearchParams("near=1,2)||true||(1"));
  expect(wrong.near).toBeUndefined();
  expect(libraryFilter(pb, wrong)).toBe("");
});

test("the library is ordered by date taken (else uploaded), ties broken by id so pages never overlap", () => {
  expect(librarySorts).toEqual({
    newest: "-sort_at,-id",
    oldest: "sort_at,id",
    title: "title,-sort_at,-id",
  });
});

test("inLibrary leaves the photos in Trash out of any filter, and of none", () => {
  expect(inLibrary()).toBe('trashed_at = ""');
  expect(inLibrary("")).toBe('trashed_at = ""');
  expect(inLibrary('album = "abc" || favorite = true')).toBe(
    'trashed_at = "" && (album = "abc" || favorite = true)',
  );
});
