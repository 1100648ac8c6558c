import { zipArchive } from "@pocketkit/testkit";
import { createHash } from "node:crypto";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, expect, test } from "vitest";

import { cachedPocketBasePath, ensurePocketBase, POCKETBASE_VERSION } from ".";

// The four ways to a PocketBase binary, each tried on its own. The release download is served
// from loopback with a real zip and checksums file; no test reaches the internet.
let home: string;
let release: Server | undefined;

beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), "pocketkit-home-"));
});
afterEach(async () => {
  await new Promise((resolve) => (release ? release.close(resolve) : resolve(undefined)));
  release = undefined;
  await rm(home, { recursive: true, force: true });
});

/** An environment with an empty cache and no Go on PATH. */
const bareEnv = () => ({ HOME: home, PATH: join(home, "no-bin") });

async function serveRelease(files: Record<string, Buffer>): Promise<string> {
  release = createServer((request, response) => {
    const file = files[request.url ?? ""];
    response.writeHead(file ? 200 : 404).end(file);
  });
  await new Promise<void>((resolve) => release!.listen(0, "127.0.0.1", resolve));
  const address = release.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

function releaseFileName(): string {
  const platform = { linux: "linux", darwin: "darwin", win32: "windows" }[process.platform as string];
  const arch = { x64: "amd64", arm64: "arm64" }[process.arch as string];
  return `pocketbase_${POCKETBASE_VERSION}_${platform}_${arch}.zip`;
}

const fakeBinary = Buffer.from("#!/bin/sh\necho 'pocketbase version 0.39.11'\n");

test("POCKETBASE_BIN wins when it is set", async () => {
  const binary = join(home, "my-pocketbase");
  await writeFile(binary, fakeBinary);
  await chmod(binary, 0o755);
  expect(await ensurePocketBase({ env: { ...bareEnv(), POCKETBASE_BIN: binary } })).toBe(binary);
});

test("a POCKETBASE_BIN that is not executable is an error, not a silent fallback", async () => {
  await expect(
    ensurePocketBase({ env: { ...bareEnv(), POCKETBASE_BIN: join(home, "missing") } }),
  ).rejects.toThrow(/POCKETBASE_BIN is set to .*missing, which is not an executable file/);
});

test("the official release is downloaded, checked against checksums.txt, and cached for the next call", async () => {
  const archive = zipArchive({ "CHANGELOG.md": Buffer.from("notes"), pocketbase: fakeBinary });
  const checksum = createHash("sha256").update(archive).digest("hex");
  const baseUrl = await serveRelease({
    [`/v${POCKETBASE_VERSION}/checksums.txt`]: Buffer.from(
      `${"0".repeat(64)}  other.zip\n${checksum}  ${releaseFileName()}\n`,
    ),
    [`/v${POCKETBASE_VERSION}/${releaseFileName()}`]: archive,
  });

  const binary = await ensurePocketBase({ env: bareEnv(), releaseBaseUrl: baseUrl });
  expect(binary).toBe(cachedPocketBasePath(bareEnv()));
  expect(binary.startsWith(join(home, ".cache", "pocketkit", "pocketbase", `v${POCKETBASE_VERSION}`))).toBe(
    true,
  );

  // The second call finds the cache: the release server is no longer needed.
  await new Promise((resolve) => release!.close(resolve));
  release = undefined;
  expect(await ensurePocketBase({ env: bareEnv(), releaseBaseUrl: "http://127.0.0.1:9" })).toBe(binary);
});

test("a release whose checksum does not match is refused and nothing is cached", async () => {
  const archive = zipArchive({ pocketbase: fakeBinary });
  const baseUrl = await serveRelease({
    [`/v${POCKETBASE_VERSION}/checksums.txt`]: Buffer.from(`${"ab".repeat(32)}  ${releaseFileName()}\n`),
    [`/v${POCKETBASE_VERSION}/${releaseFileName()}`]: archive,
  });
  await expect(ensurePocketBase({ env: bareEnv(), releaseBaseUrl: baseUrl })).rejects.toThrow(
    /checksum mismatch/,
  );
  await expect(ensurePocketBase({ env: bareEnv(), releaseBaseUrl: "http://127.0.0.1:9" })).rejects.toThrow();
});

test("when nothing works, one message names all four ways and why each failed", async () => {
  const baseUrl = await serveRelease({});
  const error = await ensurePocketBase({ env: bareEnv(), releaseBaseUrl: baseUrl }).catch(
    (caught: Error) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message).toContain(`PocketBase v${POCKETBASE_VERSION} could not be found or installed`);
  expect(message).toContain("1. POCKETBASE_BIN: not set");
  expect(message).toContain(`2. a cached binary at ${cachedPocketBasePath(bareEnv())}: not there`);
  expect(message).toContain(
    "3. go install github.com/pocketbase/pocketbase/examples/base@v0.39.11: Go is not on PATH",
  );
  expect(message).toMatch(/4\. the official release .*checksums\.txt: GET .*checksums\.txt answered 404/);
});
