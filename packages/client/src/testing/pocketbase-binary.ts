import { createHash } from "node:crypto";
import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { pocketkitCacheDir } from "./cache-dir";
import { executableName, findOnPath, firstLine, isExecutable } from "./executables";
import { installWithGo, type GoProgram } from "./go-install";
import { POCKETBASE_VERSION } from "./pocketbase-version";
import { unzipEntry } from "./unzip-entry";

export interface EnsurePocketBaseOptions {
  /** Environment to read `POCKETBASE_BIN`, `PATH` and the cache location from. @default process.env */
  env?: NodeJS.ProcessEnv;
  /** Where release archives come from; a mirror can stand in. @default "https://github.com/pocketbase/pocketbase/releases/download" */
  releaseBaseUrl?: string;
  /** Progress lines ("building PocketBase with go install…"). @default nothing is printed */
  log?: (line: string) => void;
}

const GO_PROGRAM: GoProgram = {
  module: "github.com/pocketbase/pocketbase/examples/base",
  version: `v${POCKETBASE_VERSION}`,
  binaryName: "base",
};
const DEFAULT_RELEASE_BASE_URL = "https://github.com/pocketbase/pocketbase/releases/download";

/** Where the pinned PocketBase binary is cached for every clone on this machine. */
export function cachedPocketBasePath(env: NodeJS.ProcessEnv = process.env): string {
  return join(pocketkitCacheDir(env), "pocketbase", `v${POCKETBASE_VERSION}`, executableName("pocketbase"));
}

/**
 * Finds or installs PocketBase v0.39.11 and returns the path of its binary. In order:
 * 1. `POCKETBASE_BIN` when set (used as given; an unusable path is an error, not a fallback);
 * 2. the binary cached in `~/.cache/pocketkit/pocketbase/v0.39.11/`;
 * 3. `go install github.com/pocketbase/pocketbase/examples/base@v0.39.11` when Go is on PATH;
 * 4. the official release archive for this OS and architecture, checked against the release's
 *    `checksums.txt`.
 * Steps 3 and 4 fill the cache. Safe to call from several processes at once.
 *
 * @throws an Error naming all four ways and why each failed when none gives a binary.
 */
export async function ensurePocketBase(options: EnsurePocketBaseOptions = {}): Promise<string> {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});

  if (env.POCKETBASE_BIN) {
    if (!isExecutable(env.POCKETBASE_BIN)) {
      throw new Error(`POCKETBASE_BIN is set to ${env.POCKETBASE_BIN}, which is not an executable file.`);
    }
    return env.POCKETBASE_BIN;
  }

  const cached = cachedPocketBasePath(env);
  if (isExecutable(cached)) return cached;

  const failures: string[] = ["1. POCKETBASE_BIN: not set", `2. a cached binary at ${cached}: not there`];

  const go = findOnPath(executableName("go"), env);
  if (go) {
    try {
      log(`building PocketBase v${POCKETBASE_VERSION} with go install (about two minutes the first time)…`);
      await installWithGo(go, GO_PROGRAM, cached, env);
      return cached;
    } catch (error) {
      failures.push(`3. go install ${GO_PROGRAM.module}@${GO_PROGRAM.version}: ${firstLine(error)}`);
    }
  } else {
    failures.push(`3. go install ${GO_PROGRAM.module}@${GO_PROGRAM.version}: Go is not on PATH`);
  }

  const release = releaseArchive(options.releaseBaseUrl ?? DEFAULT_RELEASE_BASE_URL);
  try {
    log(`downloading ${release.archiveUrl}…`);
    await installFromRelease(release, cached);
    return cached;
  } catch (error) {
    failures.push(
      `4. the official release ${release.archiveUrl}, checked against ${release.checksumsUrl}: ${firstLine(error)}`,
    );
  }

  throw new Error(
    [
      `PocketBase v${POCKETBASE_VERSION} could not be found or installed. Pocketkit tried, in order:`,
      ...failures.map((failure) => `  ${failure}`),
      `Set POCKETBASE_BIN to a PocketBase v${POCKETBASE_VERSION} binary, put Go >= 1.25 on PATH, or allow downloads from the release URL.`,
    ].join("\n"),
  );
}

interface ReleaseArchive {
  fileName: string;
  archiveUrl: string;
  checksumsUrl: string;
}

function releaseArchive(baseUrl: string): ReleaseArchive {
  const platform = { linux: "linux", darwin: "darwin", win32: "windows" }[process.platform as string];
  const arch = { x64: "amd64", arm64: "arm64", arm: "armv7", ppc64: "ppc64le", s390x: "s390x" }[
    process.arch as string
  ];
  const fileName = `pocketbase_${POCKETBASE_VERSION}_${platform ?? process.platform}_${arch ?? process.arch}.zip`;
  const root = `${baseUrl.replace(/\/$/, "")}/v${POCKETBASE_VERSION}`;
  return { fileName, archiveUrl: `${root}/${fileName}`, checksumsUrl: `${root}/checksums.txt` };
}

async function installFromRelease(release: ReleaseArchive, target: string): Promise<void> {
  const checksums = await download(release.checksumsUrl);
  const expected = checksums
    .toString("utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find(([, name]) => name === release.fileName)?.[0];
  if (!expected) throw new Error(`checksums.txt lists no ${release.fileName}`);

  const archive = await download(release.archiveUrl);
  const actual = createHash("sha256").update(archive).digest("hex");
  if (actual !== expected.toLowerCase()) {
    throw new Error(`checksum mismatch for ${release.fileName}: expected ${expected}, got ${actual}`);
  }

  const binary = unzipEntry(archive, executableName("pocketbase"));
  await mkdir(join(target, ".."), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, binary);
  await chmod(partial, 0o755);
  await rename(partial, target);
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
