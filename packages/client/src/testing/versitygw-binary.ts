import { join } from "node:path";

import { pocketkitCacheDir } from "./cache-dir";
import { executableName, findOnPath, firstLine, isExecutable } from "./executables";
import { installWithGo, type GoProgram } from "./go-install";

/** The versitygw release `startS3Server` runs. The one place it is pinned. */
export const VERSITYGW_VERSION = "1.8.0";

const GO_PROGRAM: GoProgram = {
  module: "github.com/versity/versitygw/cmd/versitygw",
  version: `v${VERSITYGW_VERSION}`,
  binaryName: "versitygw",
};

export interface EnsureVersityGwOptions {
  /** Environment to read `VERSITYGW_BIN`, `PATH` and the cache location from. @default process.env */
  env?: NodeJS.ProcessEnv;
  /** Progress lines ("building versitygw with go install…"). @default nothing is printed */
  log?: (line: string) => void;
}

/** Where the pinned versitygw binary is cached for every clone on this machine. */
export function cachedVersityGwPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(pocketkitCacheDir(env), "versitygw", `v${VERSITYGW_VERSION}`, executableName("versitygw"));
}

/**
 * Finds or builds versitygw v1.8.0, an S3-compatible server that keeps objects as plain files,
 * and returns the path of its binary. In order: `VERSITYGW_BIN` when set; the binary cached in
 * `~/.cache/pocketkit/versitygw/v1.8.0/`; `go install github.com/versity/versitygw/cmd/versitygw@v1.8.0`
 * when Go is on PATH (about a minute the first time; it fills the cache). Safe to call from
 * several processes at once.
 *
 * @throws an Error naming each way and why it failed when none gives a binary.
 */
export async function ensureVersityGw(options: EnsureVersityGwOptions = {}): Promise<string> {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});
  if (env.VERSITYGW_BIN) {
    if (!isExecutable(env.VERSITYGW_BIN)) {
      throw new Error(`VERSITYGW_BIN is set to ${env.VERSITYGW_BIN}, which is not an executable file.`);
    }
    return env.VERSITYGW_BIN;
  }
  const cached = cachedVersityGwPath(env);
  if (isExecutable(cached)) return cached;

  const install = `go install ${GO_PROGRAM.module}@${GO_PROGRAM.version}`;
  let goFailure: string;
  const go = findOnPath(executableName("go"), env);
  if (go) {
    try {
      log(`building versitygw v${VERSITYGW_VERSION} with go install (about a minute the first time)…`);
      await installWithGo(go, GO_PROGRAM, cached, env);
      return cached;
    } catch (error) {
      goFailure = firstLine(error);
    }
  } else {
    goFailure = "Go is not on PATH";
  }
  throw new Error(
    [
      `versitygw v${VERSITYGW_VERSION} (the S3 server the tests run) could not be found or built. Pocketkit tried, in order:`,
      "  1. VERSITYGW_BIN: not set",
      `  2. a cached binary at ${cached}: not there`,
      `  3. ${install}: ${goFailure}`,
      `Set VERSITYGW_BIN to a versitygw v${VERSITYGW_VERSION} binary, or put Go >= 1.25 on PATH.`,
    ].join("\n"),
  );
}
