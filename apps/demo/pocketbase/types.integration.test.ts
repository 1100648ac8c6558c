import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import type { PocketBaseServer } from "@pocketkit/client/testing";
import { afterAll, beforeAll, expect, test } from "vitest";

import { startGalleryPocketBase } from "./test-support";

// The Gallery's code is typed by src/pocketbase-types.ts, which the kit's typegen writes from the
// Gallery's schema. A migration without a new run of the typegen would leave the app compiling
// against collections that no longer are what the server has.
const run = promisify(execFile);
const require = createRequire(import.meta.url);
const cli = require.resolve("@pocketkit/client/package.json").replace(/package\.json$/, "src/typegen/cli.ts");
const tsx = import.meta.resolve("tsx");
const committed = fileURLToPath(new URL("../src/pocketbase-types.ts", import.meta.url));

let server: PocketBaseServer;
let scratch: string;
beforeAll(async () => {
  server = await startGalleryPocketBase();
  scratch = await mkdtemp(join(tmpdir(), "gallery-typegen-"));
});
afterAll(async () => {
  await server?.stop();
  await rm(scratch, { recursive: true, force: true });
});

test("the committed types are exactly what the typegen writes from the Gallery's schema today", async () => {
  const out = join(scratch, "pocketbase-types.ts");
  const { email, password } = server.superuser;
  await run(process.execPath, [
    "--conditions=@pocketkit/source",
    "--import",
    tsx,
    cli,
    ...["--url", server.url, "--email", email, "--password", password, "--out", out],
  ]);
  // On a difference: run `pnpm --filter @pocketkit/demo typegen` against `pnpm demo` and commit.
  expect(await readFile(out, "utf8")).toBe(await readFile(committed, "utf8"));
});
