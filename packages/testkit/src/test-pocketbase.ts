// Test-only: a PocketBase with the testkit's own schema (pocketbase/pb_migrations beside src), not
// the Gallery's, so that the kit's tests do not follow the demo's product decisions. It holds the
// kitchen sink (a collection per field type, a `members` auth collection whose `editor` role the
// rules read, a view), `notes` (each user's own notes, with a file and a relation), `photos` (each
// user's images, for uploads) and `ai_usage` from the migration `@pocketkit/client` publishes for
// its completion handler, applied as a user's PocketBase applies it: from the package.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import {
  startPocketBase,
  type PocketBaseServer,
  type StartPocketBaseOptions,
} from "@pocketkit/client/testing";

// Plain paths, not URL objects: under jsdom, URL is jsdom's and node:url will not take it.
const ownMigrationsDir = join(dirname(fileURLToPath(import.meta.url)), "../pocketbase/pb_migrations");
const publishedMigrationsDir = dirname(
  createRequire(import.meta.url).resolve("@pocketkit/client/migrations/1764000000_pocketkit_ai_usage.js"),
);

/** The folders of the test schema's migrations, for `startPocketBase({ migrationsDir })`. */
export const testMigrationsDirs: readonly string[] = [ownMigrationsDir, publishedMigrationsDir];

/** A throwaway PocketBase with the testkit's schema; `options` as `startPocketBase`'s. */
export function startTestPocketBase(options: StartPocketBaseOptions = {}): Promise<PocketBaseServer> {
  return startPocketBase({ migrationsDir: testMigrationsDirs, ...options });
}
