import type PocketBase from "pocketbase";

import { nearFilter, readPlace, type Place } from "./photo-places";

/**
 * How the library can be ordered; the keys are what the URL's `sort` says. By date taken, else
 * the upload date: `sort_at`, which the server keeps equal to `taken_at || created` (a list
 * request cannot sort by a COALESCE). The id breaks ties, so that pages never overlap.
 */
export const librarySorts = {
  newest: "-sort_at,-id",
  oldest: "sort_at,id",
  title: "title,-sort_at,-id",
} as const;
export type LibrarySort = keyof typeof librarySorts;

/**
 * Photos in Trash (`trashed_at` set) are in no view of the library: not in its grid, its albums,
 * Favourites, search, counts or album covers. Every list, count and lookup of the library goes
 * through `inLibrary`; the Trash page lists the others with `IN_TRASH`. The API rules do not hide
 * them (pb_migrations/1763800500_trash.js says why).
 */
export const NOT_IN_TRASH = 'trashed_at = ""';

/**
 * The photos in Trash. Written `> ""`, not `!= ""`: PocketBase turns `!=` into `IS NOT`, which no
 * index can seek, where `>` reads only the trashed rows of (owner, trashed_at, id).
 */
export const IN_TRASH = 'trashed_at > ""';

/** `filter` (a PocketBase filter, or nothing for all photos) without the photos in Trash. */
export function inLibrary(filter?: string): string {
  return filter ? `${NOT_IN_TRASH} && (${filter})` : NOT_IN_TRASH;
}

export interface LibraryParams {
  /** Words to find in the title, alt text, description or tags. */
  search: string;
  sort: LibrarySort;
  /** An album's id, "none" for photos in no album, or "" for all. */
  album: string;
  tag: string;
  /** "Photos near here": the place the photos must be within `NEAR_KM` of (URL `near=lat,lon`). */
  near: Place | undefined;
}

/** The library's state, read from its URL so that a search can be shared and survives a reload. */
export function readLibraryParams(search: URLSearchParams): LibraryParams {
  const sort = search.get("sort");
  return {
    search: search.get("q") ?? "",
    sort: sort && sort in librarySorts ? (sort as LibrarySort) : "newest",
    album: search.get("album") ?? "",
    tag: search.get("tag") ?? "",
    near: readPlace(search.get("near")),
  };
}

/**
 * The PocketBase filter for the library. Values go through `pb.filter()` so that what a user
 * types (or a URL brings) is data, never filter syntax. Tags are a JSON list: a tag matches as its
 * quoted form.
 */
export function libraryFilter(
  pb: PocketBase,
  params: Pick<LibraryParams, "search" | "album" | "tag"> & Partial<Pick<LibraryParams, "near">>,
): string {
  const parts: string[] = [];
  for (const word of params.search.trim().split(/\s+/).filter(Boolean)) {
    parts.push(
      pb.filter("(title ~ {:word} || alt ~ {:word} || description ~ {:word} || tags ~ {:word})", { word }),
    );
  }
  if (params.album === "none") parts.push("album = ''");
  else if (params.album) parts.push(pb.filter("album = {:album}", { album: params.album }));
  if (params.tag) parts.push(pb.filter("tags ~ {:tag}", { tag: JSON.stringify(params.tag) }));
  if (params.near) parts.push(nearFilter(pb, params.near));
  return parts.join(" && ");
}
