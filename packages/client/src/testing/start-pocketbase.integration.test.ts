import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { startPocketBase } from ".";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "pocketkit-harness-test-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

test("starts a healthy server with the migrations applied and a working superuser, and stop() removes it", async () => {
  const migrationsDir = join(scratch, "migrations");
  await import("node:fs/promises").then(({ mkdir }) => mkdir(migrationsDir, { recursive: true }));
  await writeFile(
    join(migrationsDir, "1700000000_notes.js"),
    `migrate((app) => app.save(new Collection({ type: "base", name: "notes", fields: [{ type: "text", name: "body" }] })));`,
  );
  const server = await startPocketBase({
    migrationsDir,
    superuser: { email: "root@pocketkit.test", password: "a long password" },
  });
  try {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const pb = new PocketBase(server.url);
    await pb.collection("_superusers").authWithPassword("root@pocketkit.test", "a long password");
    const notes = await pb.collections.getOne("notes");
    expect(notes.fields.map((field) => field.name)).toContain("body");
    expect(existsSync(join(server.dataDir, "data.db"))).toBe(true);
  } finally {
    await server.stop();
  }
  expect(await isListening(server.url)).toBe(false);
  expect(existsSync(server.dataDir)).toBe(false);
  await server.stop(); // twice is fine
});

test("migrations from several folders are applied together in the order of their names, the kit's own among them", async () => {
  const mine = join(scratch, "my-migrations");
  const later = join(scratch, "later-migrations");
  await mkdir(mine, { recursive: true });
  await mkdir(later, { recursive: true });
  // Runs after the kit's ai_usage (1764000000) although its folder comes first: it needs it.
  await writeFile(
    join(mine, "1800000000_usage_note.js"),
    `migrate((app) => { const usage = app.findCollectionByNameOrId("ai_usage"); usage.fields.add(new TextField({ name: "note" })); app.save(usage); });`,
  );
  await writeFile(
    join(later, "1700000000_albums.js"),
    `migrate((app) => app.save(new Collection({ type: "base", name: "albums", fields: [{ type: "text", name: "name" }] })));`,
  );
  const published = fileURLToPath(new URL("../../migrations", import.meta.url));
  const server = await startPocketBase({ migrationsDir: [mine, published, later] });
  try {
    const pb = new PocketBase(server.url);
    await pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
    const usage = await pb.collections.getOne("ai_usage");
    expect(usage.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(["sequence", "status", "note"]),
    );
    expect((await pb.collections.getOne("albums")).name).toBe("albums");
  } finally {
    await server.stop();
  }
});

test("two migrations of one name in two folders are refused, naming both folders", async () => {
  const first = join(scratch, "clash-a");
  const second = join(scratch, "clash-b");
  for (const folder of [first, second]) {
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "1700000000_same.js"), `migrate(() => {});`);
  }
  const error = await startPocketBase({ migrationsDir: [first, second] }).catch((caught: Error) => caught);
  expect(error).toMatchObject({
    message: `Two migrations named 1700000000_same.js: in ${first} and in ${second}. Rename one.`,
  });
});

test("two servers run side by side on different ports and data", async () => {
  const [first, second] = await Promise.all([startPocketBase(), startPocketBase()]);
  try {
    expect(first.url).not.toBe(second.url);
    expect(first.dataDir).not.toBe(second.dataDir);
    expect(first.superuser.password).not.toBe(second.superuser.password);
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
});

test("restart() brings the same server back on the same port with its data", async () => {
  const server = await startPocketBase();
  try {
    const pb = new PocketBase(server.url);
    await pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
    await pb.collections.create({ type: "base", name: "survivors", fields: [] });
    await server.restart();
    expect(await isListening(server.url)).toBe(true);
    expect((await pb.collections.getOne("survivors")).name).toBe("survivors");
  } finally {
    await server.stop();
  }
});

test("restart({ whileDown }) runs the callback while the server is down and starts it again even when the callback throws", async () => {
  const server = await startPocketBase();
  try {
    const pidBefore = server.pid;
    const failure = await server
      .restart({
        whileDown: async () => {
          expect(await isListening(server.url)).toBe(false);
          throw new Error("the test's own failure");
        },
      })
      .catch((caught: Error) => caught);
    expect(failure).toMatchObject({ message: "the test's own failure" });
    expect(await isListening(server.url)).toBe(true);
    expect(server.pid).not.toBe(pidBefore);
  } finally {
    await server.stop();
  }
});

test("freeze() leaves no request answered until thaw(), and stop() still ends a frozen server", async () => {
  const server = await startPocketBase();
  const health = () =>
    fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(500) }).catch((error: Error) => error);
  try {
    // Busy with requests as a server under test is, so that a thread may be mid-answer.
    const load = Array.from({ length: 20 }, health);
    await server.freeze();
    // Frozen, the kernel still accepts the connection but nothing answers.
    expect(await health()).toMatchObject({ name: "TimeoutError" });
    await Promise.all(load);
    server.thaw();
    expect(await fetch(`${server.url}/api/health`)).toMatchObject({ status: 200 });
    await server.freeze();
  } finally {
    await server.stop();
  }
  expect(await isListening(server.url)).toBe(false);
});

test("a server that never gets healthy fails within the timeout with the server's log in the error", async () => {
  const hooksDir = join(scratch, "stuck-hooks");
  await import("node:fs/promises").then(({ mkdir }) => mkdir(hooksDir, { recursive: true }));
  await writeFile(
    join(hooksDir, "stuck.pb.js"),
    `routerUse((e) => { console.log("stuck in a request"); const end = Date.now() + 60000; while (Date.now() < end) {} return e.next(); });`,
  );
  const error = await startPocketBase({ hooksDir, timeoutMs: 1_500 }).catch((caught: Error) => caught);
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(
    /did not answer http:\/\/127\.0\.0\.1:\d+\/api\/health within 1500 ms/,
  );
  expect((error as Error).message).toContain("stuck in a request");
});

test("a broken migration fails with PocketBase's own explanation", async () => {
  const migrationsDir = join(scratch, "broken-migrations");
  await import("node:fs/promises").then(({ mkdir }) => mkdir(migrationsDir, { recursive: true }));
  await writeFile(
    join(migrationsDir, "1700000000_broken.js"),
    `migrate((app) => { throw new Error("migration exploded"); });`,
  );
  await expect(startPocketBase({ migrationsDir })).rejects.toThrow(
    /migrate up.*failed[\s\S]*migration exploded/,
  );
});

describe("never leaves a PocketBase behind", () => {
  const fixture = fileURLToPath(new URL("./fixtures/orphan-check.ts", import.meta.url));
  // One process, as a test runner's worker is: node itself with tsx's loader, not tsx's CLI,
  // which would put a second node process between the test and the fixture.
  const tsx = import.meta.resolve("tsx");

  async function startOrphanCheck(how: "throw" | "kill" | "sigint") {
    const child = spawn(process.execPath, ["--import", tsx, fixture, how], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /url=(\S+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("exit", () => reject(new Error(`the fixture ended early:\n${output}`)));
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    return { child, url, exited };
  }

  test.each([
    ["the test process throws", "throw", undefined],
    ["the runner is interrupted (SIGINT)", "sigint", "SIGINT"],
    ["the runner is killed outright (SIGKILL)", "kill", "SIGKILL"],
  ] as const)("when %s", async (_, how, signal) => {
    const { child, url, exited } = await startOrphanCheck(how);
    expect(await isListening(url)).toBe(true);
    if (signal) child.kill(signal);
    await exited;
    expect(await eventually(async () => !(await isListening(url)))).toBe(true);
  });
});

test("a port another server holds is not taken for this one's, even when that server answers /api/health", async () => {
  const impostor = createServer((_, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end('{"message":"API is healthy.","code":200,"data":{}}');
  });
  const port = await new Promise<number>((resolve) =>
    impostor.listen(0, "127.0.0.1", () => resolve((impostor.address() as { port: number }).port)),
  );
  try {
    const error = await startPocketBase({ port, timeoutMs: 10_000 }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`http://127.0.0.1:${port} is taken`);
    expect((error as Error).message).toContain("address already in use");
  } finally {
    await new Promise((resolve) => impostor.close(resolve));
  }
});
