// Test-only: PocketBase's own test data (`tests/data` of its Go module: collections demo1–demo5,
// users, clients, nologin with many field options), copied into a temp folder to serve.
import { execFile } from "node:child_process";
import { access, cp, mkdtemp, chmod } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { POCKETBASE_VERSION } from "../../testing/pocketbase-version";

const run = promisify(execFile);

/**
 * The folder of PocketBase's fixtures in the Go module cache, downloading the module through
 * the Go module proxy when Go is there and the module is not; `undefined` without Go.
 */
export async function pocketBaseFixturesDir(): Promise<string | undefined> {
  let moduleCache = process.env.GOMODCACHE || join(homedir(), "go", "pkg", "mod");
  try {
    moduleCache = (await run("go", ["env", "GOMODCACHE"], { encoding: "utf8" })).stdout.trim() || moduleCache;
  } catch {
    // no Go: the default cache folder may still hold the module
  }
  const fixtures = join(
    moduleCache,
    "github.com",
    "pocketbase",
    `pocketbase@v${POCKETBASE_VERSION}`,
    "tests",
    "data",
  );
  if (await exists(fixtures)) return fixtures;
  try {
    await run("go", ["mod", "download", `github.com/pocketbase/pocketbase@v${POCKETBASE_VERSION}`], {
      cwd: tmpdir(),
      env: { ...process.env, GOFLAGS: "-mod=mod" },
    });
  } catch {
    return undefined;
  }
  return (await exists(fixtures)) ? fixtures : undefined;
}

/** A writable copy of the fixtures' data folder (the module cache is read-only). */
export async function copyFixtures(fixtures: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), "pocketkit-pb-fixtures-"));
  await cp(fixtures, copy, { recursive: true });
  await chmod(copy, 0o755);
  await run("chmod", ["-R", "u+w", copy]);
  return copy;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
