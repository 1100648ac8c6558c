// `pnpm build` of a package (run in its folder): dist mirrors src, one file per module, and only
// the modules that package.json's exports and bin reach. Apps tree-shake it as they do the sources
// (one flat index.js kept every component's module-level code; docs/decisions.md), and
// nothing in the tarball is a module no import can get to (code splitting with every source file
// as an entry left a stub per file beside the chunks).
//
// React Server Components: only modules that render or call hooks start with "use client" (one
// banner on the whole build made `pocketkitKeys` and the query-option factories client references
// too, unusable in a Server Component). No source maps: dist is the sources minus their types,
// and maps pointing at a src folder that is not published help no one.
//
// esbuild directly, not tsup, because tsup's output changed from build to build; tsup still
// bundles the type declarations (`tsup --dts-only`, the package's tsup.config.ts).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";

import { build, type Plugin } from "esbuild";

interface PackageJson {
  name: string;
  exports: Record<string, string | Record<string, string>>;
  bin?: Record<string, string>;
}

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as PackageJson;
const SOURCE_CONDITION = "@pocketkit/source";

// What the package exposes, as source files: each export's "@pocketkit/source" target (the
// stylesheet aside), and each bin's dist path taken back to its source.
const entries = [
  ...Object.values(packageJson.exports).flatMap((target) =>
    typeof target === "object" && target[SOURCE_CONDITION]?.match(/\.tsx?$/)
      ? [target[SOURCE_CONDITION]]
      : [],
  ),
  ...Object.values(packageJson.bin ?? {}).map((bin) =>
    bin.replace(/^\.\/dist\//, "./src/").replace(/\.js$/, ".ts"),
  ),
].sort();
if (entries.length === 0) throw new Error(`build-package: ${packageJson.name} exports no source entry`);

const common = {
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  jsx: "automatic",
  // Dependencies, peers and Node's modules stay imports.
  packages: "external",
  logLevel: "warning",
} as const;

// 1. Which source modules the entries reach.
const reach = await build({ ...common, entryPoints: entries, outdir: "dist", write: false, metafile: true });
const modules = Object.keys(reach.metafile.inputs)
  .filter((input) => input.startsWith("src/") && /\.tsx?$/.test(input))
  .sort();

// 2. Each of them as its own file; an import of another module stays an import of its file.
const keepModuleImports: Plugin = {
  name: "keep-module-imports",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.kind === "entry-point" || args.pluginData === "keep-module-imports") return undefined;
      const resolved = await pluginBuild.resolve(args.path, {
        importer: args.importer,
        resolveDir: args.resolveDir,
        kind: args.kind,
        pluginData: "keep-module-imports",
      });
      if (resolved.errors.length > 0 || !/\.tsx?$/.test(resolved.path)) return undefined;
      let specifier = relative(args.resolveDir, resolved.path).replace(/\.tsx?$/, ".js");
      if (!specifier.startsWith(".")) specifier = `./${specifier}`;
      return { path: specifier, external: true };
    });
  },
};

rmSync("dist", { recursive: true, force: true });
const output = await build({
  ...common,
  entryPoints: modules,
  outdir: "dist",
  outbase: "src",
  write: false,
  plugins: [keepModuleImports],
});
for (const file of output.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, isClientModule(file.text) ? withUseClient(file.text) : file.text);
}

/**
 * A module that renders (imports React) or calls a hook (uses an imported `use…` function,
 * React's naming rule for hooks) belongs on the client. Query keys, query-option factories,
 * stores, plain helpers, and the index files that only pass exports on, do not: a Server
 * Component can import and call them.
 */
function isClientModule(code: string): boolean {
  const imports = [...code.matchAll(/^import\s+([^"']*?)\s*(?:from\s*)?["']([^"']+)["'];?$/gm)];
  if (imports.some(([, , source = ""]) => /^(react|react-dom)(\/|$)/.test(source))) return true;
  const hooks = imports.flatMap(([, bindings = ""]) =>
    [...bindings.matchAll(/(?:^|[\s{,])(?:\w+\s+as\s+)?(use[A-Z]\w*)/g)].map(([, local]) => local!),
  );
  const body = code
    .replace(/^import\s[^;]*;$/gm, "")
    .replace(/^export\s*\{[^}]*\}(\s*from\s*["'][^"']+["'])?;$/gm, "");
  return hooks.some((hook) => new RegExp(`\\b${hook}\\b`).test(body));
}

function withUseClient(code: string): string {
  const hashbang = code.match(/^#!.*\n/)?.[0] ?? "";
  return `${hashbang}"use client";\n${code.slice(hashbang.length)}`;
}

const types = spawnSync("tsup --dts-only --silent", { stdio: "inherit", shell: true });
if (types.status !== 0) process.exit(types.status ?? 1);
