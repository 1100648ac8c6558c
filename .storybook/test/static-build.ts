// Global setup of the "storybook-docs" Vitest project: the static Storybook that its tests open,
// built once per run with the same command CI used to run after the tests (`pnpm build-storybook`,
// which also writes llms.txt), so the run pays for one build, not two. STORYBOOK_STATIC_DIR names
// a build made already (while working on the docs) and skips it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

import type { TestProject } from "vitest/node";

const WORKSPACE = resolve(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    storybookStaticDir: string;
  }
}

export default function setup(project: TestProject) {
  const given = process.env.STORYBOOK_STATIC_DIR;
  const dir = resolve(WORKSPACE, given ?? "storybook-static");
  if (!given) {
    const started = Date.now();
    // Not Vitest's NODE_ENV=test: that would build React's development bundle, not what is published.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key !== "NODE_ENV" && !key.startsWith("VITEST")),
    );
    const build = spawnSync("pnpm", ["build-storybook"], {
      cwd: WORKSPACE,
      encoding: "utf8",
      stdio: "pipe",
      env,
    });
    if (build.status !== 0) {
      throw new Error(
        `pnpm build-storybook failed (exit ${build.status}):\n${(build.stdout + build.stderr).slice(-4000)}`,
      );
    }
    console.log(
      `storybook-docs: built the static Storybook in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
  if (!existsSync(join(dir, "index.json"))) throw new Error(`No Storybook build in ${dir}`);
  project.provide("storybookStaticDir", dir);
}
