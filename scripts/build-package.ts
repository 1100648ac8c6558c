// `pnpm build` of a package (run in its folder): dist as apps tree-shake it best, every module
// its own file (esbuild's code splitting joins what they share), so that an app's bundler drops
// the modules it never imports, as it does with the sources. One flat index.js kept every
// component's module-level code: Button alone cost 82 KB. esbuild directly, not tsup, because
// tsup's output changed from build to build (import order, hence chunks and measured sizes);
// tsup still bundles the type declarations (`tsup --dts-only`, the package's tsup.config.ts).
import { spawnSync } from "node:child_process";
import { globSync, readFileSync, rmSync } from "node:fs";

import { build } from "esbuild";

interface PackageBuild {
  /** Source files that are not part of the package: tests, stories and their helpers. */
  exclude: RegExp;
  /** React Server Components: everything in it runs on the client. */
  useClient: boolean;
}

const TESTS = String.raw`\.(test|integration\.test|browser\.test|stories)\.tsx?$`;
const builds: Record<string, PackageBuild> = {
  "@pocketkit/client": {
    exclude: new RegExp(`${TESTS}|^src/(test-support|testing/fixtures)/|vitest-global-setup`),
    useClient: false,
  },
  "@pocketkit/hooks": { exclude: new RegExp(`${TESTS}|^src/test-support/`), useClient: true },
  "@pocketkit/ui": {
    exclude: new RegExp(`${TESTS}|story|/fixtures\\.ts$|^src/(story-support|examples)/`),
    useClient: true,
  },
};

const { name } = JSON.parse(readFileSync("package.json", "utf8")) as { name: string };
const config = builds[name];
if (!config) throw new Error(`build-package: no build for ${name}`);

rmSync("dist", { recursive: true, force: true });
await build({
  // Sorted, so that the same sources always give the same files.
  entryPoints: globSync("src/**/*.{ts,tsx}")
    .filter((file) => !file.endsWith(".d.ts") && !config.exclude.test(file))
    .sort(),
  outdir: "dist",
  outbase: "src",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  jsx: "automatic",
  // Dependencies, peers and Node's modules stay imports.
  packages: "external",
  sourcemap: true,
  banner: config.useClient ? { js: '"use client";' } : undefined,
  logLevel: "warning",
});

const types = spawnSync("tsup --dts-only --silent", { stdio: "inherit", shell: true });
if (types.status !== 0) process.exit(types.status ?? 1);
