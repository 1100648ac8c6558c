import type { RecordModel } from "pocketbase";

/**
 * Register your app's collections (from `pocketkit-typegen`) once, and every hook is typed by
 * collection name, `expand` included:
 *
 * @example
 * import type { Collections } from "./pocketbase-types";
 * declare module "@pocketkit/hooks" {
 *   interface Register { collections: Collections }
 * }
 * const { data } = useList("images"); // data.items: ImagesRecord[]
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by apps through declaration merging
export interface Register {}

export type RegisteredCollections = Register extends { collections: infer Collections }
  ? Collections
  : Record<string, RecordModel>;

/** A collection name: the registered ones when there are, any string otherwise. */
export type CollectionName = Extract<keyof RegisteredCollections, string>;

/** The record type of a collection. */
export type RecordOf<Name extends string> = Name extends keyof RegisteredCollections
  ? RegisteredCollections[Name] & RecordModel
  : RecordModel;
