import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { startTestPocketBase } from "@pocketkit/testkit";
import type { PocketBaseServer } from "../testing";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
// The testkit's committed types of its schema (a collection per field type, a view, two auth
// collections, relations, and the ai_usage collection the kit publishes as a migration).
const committed = createRequire(import.meta.url).resolve("@pocketkit/testkit/pocketbase-types");
const tsx = import.meta.resolve("tsx");

let server: PocketBaseServer;
let scratch: string;
beforeAll(async () => {
  server = await startTestPocketBase();
  scratch = await mkdtemp(join(tmpdir(), "pocketkit-typegen-"));
});
afterAll(async () => {
  await server?.stop();
  await rm(scratch, { recursive: true, force: true });
});

const typegen = (...args: string[]) =>
  run(process.execPath, ["--import", tsx, cli, ...args], { encoding: "utf8" });

test("the test schema's committed types are exactly what the typegen writes from it today", async () => {
  const out = join(scratch, "from-server.ts");
  await typegen(
    "--url",
    server.url,
    "--email",
    server.superuser.email,
    "--password",
    server.superuser.password,
    "--out",
    out,
  );
  // On a difference (the test schema changed): run `pnpm --filter @pocketkit/testkit typegen`.
  expect(await readFile(out, "utf8")).toBe(await readFile(committed, "utf8"));
});

test("a collections export gives the same types as the server", async () => {
  const pb = new PocketBase(server.url);
  await pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
  const exportFile = join(scratch, "pb_schema.json");
  await writeFile(exportFile, JSON.stringify(await pb.collections.getFullList()));
  const { stdout } = await typegen("--input", exportFile);
  const fromServer = await readFile(committed, "utf8");
  const withoutSource = (text: string) => text.replace(/^\/\/ Source: .*\n/m, "");
  expect(withoutSource(stdout)).toBe(withoutSource(fromServer));
});

test("without a source it explains how to call it and fails", async () => {
  const failure = await typegen().catch((error: { code: number; stderr: string }) => error);
  expect(failure).toMatchObject({ code: 2 });
  expect((failure as { stderr: string }).stderr).toContain("--input pb_schema.json");
});
