// Test-only: the client's tests run against the Gallery's schema (the richest one we have),
// read from its folder as data. No code of the demo is imported.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { startPocketBase, type PocketBaseServer, type StartPocketBaseOptions } from "../testing";

// Plain paths, not URL objects: under jsdom, URL is jsdom's and node:url will not take it.
const galleryPocketBase = join(dirname(fileURLToPath(import.meta.url)), "../../../../apps/demo/pocketbase");
export const galleryMigrationsDir = join(galleryPocketBase, "pb_migrations");
export const galleryHooksDir = join(galleryPocketBase, "pb_hooks");

export function startGalleryPocketBase(options: StartPocketBaseOptions = {}): Promise<PocketBaseServer> {
  return startPocketBase({ migrationsDir: galleryMigrationsDir, hooksDir: galleryHooksDir, ...options });
}

export { signUpUser } from "./sign-up-user";
