import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

import { executableName } from "./executables";

const execFileAsync = promisify(execFile);

/** A Go program pinned to a version, as `go install <module>@<version>` builds it. */
export interface GoProgram {
  /** The package path to install, e.g. `github.com/pocketbase/pocketbase/examples/base`. */
  module: string;
  /** With its `v`, e.g. `v0.39.11`. */
  version: string;
  /** The name `go install` gives the binary: the last element of `module`. */
  binaryName: string;
}

/**
 * Builds `program` with `go install` and moves the binary to `target`. It is built in a private
 * folder beside `target` and renamed into place, so that concurrent callers never run half a
 * binary.
 *
 * @throws with Go's own last line (no network, too old a Go, …).
 */
export async function installWithGo(
  go: string,
  program: GoProgram,
  target: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const folder = join(target, "..");
  await mkdir(folder, { recursive: true });
  const scratch = await mkdtemp(join(folder, ".go-install-"));
  try {
    await execFileAsync(go, ["install", `${program.module}@${program.version}`], {
      env: { ...env, GOBIN: scratch, CGO_ENABLED: "0", GOFLAGS: "-trimpath" },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr?: string; message: string }) => {
      const lines = (error.stderr ?? error.message).trim().split("\n");
      throw new Error(lines[lines.length - 1]);
    });
    await rename(join(scratch, executableName(program.binaryName)), target);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
