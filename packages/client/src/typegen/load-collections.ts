import { readFile } from "node:fs/promises";

import PocketBase from "pocketbase";

import { toPocketkitError } from "../errors/to-pocketkit-error";
import type { CollectionSchema } from "../schema/types";

/** Collections from a running server, read as a superuser. */
export async function loadCollectionsFromServer(options: {
  url: string;
  email: string;
  password: string;
}): Promise<CollectionSchema[]> {
  const pb = new PocketBase(options.url);
  pb.autoCancellation(false);
  try {
    await pb.collection("_superusers").authWithPassword(options.email, options.password);
    const collections = await pb.collections.getFullList({ batch: 500 });
    return collections as unknown as CollectionSchema[];
  } catch (error) {
    throw toPocketkitError(error);
  }
}

/** Collections from a JSON export (the dashboard's "Export collections", or `GET /api/collections`'s items). */
export async function loadCollectionsFromFile(path: string): Promise<CollectionSchema[]> {
  const parsed: unknown = JSON.parse(await readFile(path, "utf8"));
  const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown }).items;
  if (!Array.isArray(list)) throw new Error(`${path} holds no list of collections`);
  return list as CollectionSchema[];
}
