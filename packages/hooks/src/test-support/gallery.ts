// Test-only: the hooks' tests run against the Gallery's schema, read from its folder as data.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import {
  startPocketBase,
  type PocketBaseServer,
  type StartPocketBaseOptions,
} from "@pocketkit/client/testing";

const galleryPocketBase = join(dirname(fileURLToPath(import.meta.url)), "../../../../apps/demo/pocketbase");

export function startGalleryPocketBase(options: StartPocketBaseOptions = {}): Promise<PocketBaseServer> {
  return startPocketBase({
    migrationsDir: join(galleryPocketBase, "pb_migrations"),
    hooksDir: join(galleryPocketBase, "pb_hooks"),
    ...options,
  });
}
