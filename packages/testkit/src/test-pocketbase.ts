// Test-only: a PocketBase with the testkit's own schema (pocketbase/pb_migrations beside src), not
// the Gallery's, so that the kit's tests do not follow the demo's product decisions. It holds the
// kitchen sink (a collection per field type, a `members` auth collection whose `editor` role the
// rules read, a view) and `notes`: each user's own notes, with a file and a relation.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import {
  startPocketBase,
  type PocketBaseServer,
  type StartPocketBaseOptions,
} from "@pocketkit/client/testing";

// Plain paths, not URL objects: under jsdom, URL is jsdom's and node:url will not take it.
export const testMigrationsDir = join(dirname(fileURLToPath(import.meta.url)), "../pocketbase/pb_migrations");

/** A throwaway PocketBase with the testkit's schema; `options` as `startPocketBase`'s. */
export function startTestPocketBase(options: StartPocketBaseOptions = {}): Promise<PocketBaseServer> {
  return startPocketBase({ migrationsDir: testMigrationsDir, ...options });
}
