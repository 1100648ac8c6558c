// The packed .tgz files themselves, as npm would publish them: what is in them, what their
// package.json says, and that every file is reached from the export map or the bin.
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile } from "node:fs/promises";
import { builtinModules } from "node:module";
import { dirname, join, normalize, relative } from "node:path";

import { expect, test } from "playwright/test";

import { PACKAGES, run, runInfo, tarballPath } from "./support";

interface PackageJson {
  name: string;
  license?: string;
  keywords?: string[];
  homepage?: string;
  bugs?: string | { url: string };
  repository?: { type: string; url: string; directory?: string };
  files?: string[];
  exports: Record<string, string | Record<string, string>>;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

async function unpack(
  name: (typeof PACKAGES)[number],
): Promise<{ dir: string; files: string[]; pkg: PackageJson }> {
  const dir = join(runInfo().root, "unpacked", name);
  if (!existsSync(join(dir, "package"))) {
    await mkdir(dir, { recursive: true });
    await run("tar", ["-xzf", tarballPath(runInfo().root, name), "-C", dir], { cwd: dir });
  }
  const root = join(dir, "package");
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
  const pkg = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as PackageJson;
  return { dir: root, files, pkg };
}

/** Relative and bare module specifiers of a JS or .d.ts file (static, re-exports, dynamic). */
function specifiers(source: string): string[] {
  // Comments out first: a JSDoc @example's import is not an import.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']/g))
    found.add(match[1]!);
  for (const match of code.matchAll(/(?:^|[\s;])import\s*["']([^"']+)["']/g)) found.add(match[1]!);
  for (const match of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.add(match[1]!);
  return [...found];
}

const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || builtinModules.includes(specifier.split("/")[0]!);

for (const name of PACKAGES) {
  test.describe(`@pocketkit/${name}`, () => {
    test("tarball: a README, an MIT LICENSE, what package.json's files name, and nothing else", async () => {
      const { dir, files, pkg } = await unpack(name);
      expect(files).toContain("README.md");
      expect(files).toContain("LICENSE");
      const license = await readFile(join(dir, "LICENSE"), "utf8");
      expect(license).toMatch(/^MIT License/);
      expect(license).toContain("Pocketkit contributors");
      // dist, and for client the PocketBase migrations its completion route needs (copied by apps).
      expect(pkg.files).toEqual(name === "client" ? ["dist", "migrations"] : ["dist"]);
      const listed = (file: string) => pkg.files!.some((folder) => file.startsWith(`${folder}/`));
      expect(
        files.filter((file) => !listed(file) && !/^(package\.json|README\.md|LICENSE)$/.test(file)),
      ).toEqual([]);
      // Tests (type tests too), stories, fixtures and test helpers stay in the repository. The
      // build chooses modules by what the exports reach, not by name, so a component may be
      // called anything ("history-story.tsx") and still ship.
      expect(
        files.filter((file) => /\.(test|test-d|stories)\.|test-support|story-support|fixtures/.test(file)),
      ).toEqual([]);
    });

    test("tarball: no source maps (they pointed at src, which is not published)", async () => {
      const { files } = await unpack(name);
      expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    });

    test("tarball: every module is reached from the export map or the bin, every import resolves", async () => {
      const { dir, files, pkg } = await unpack(name);
      const entries = [
        ...Object.values(pkg.exports).flatMap((target) =>
          typeof target === "string" ? [target] : Object.values(target),
        ),
        ...Object.values(pkg.bin ?? {}),
      ].map((target) => normalize(target));
      const reached = new Set<string>();
      const broken: string[] = [];
      const queue = entries.filter((entry) => entry.startsWith("dist/"));
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        if (reached.has(file)) continue;
        reached.add(file);
        if (!/\.(js|d\.ts)$/.test(file)) continue;
        for (const specifier of specifiers(await readFile(join(dir, file), "utf8"))) {
          if (!specifier.startsWith(".")) continue;
          let target = normalize(join(dirname(file), specifier));
          if (file.endsWith(".d.ts")) target = target.replace(/\.js$/, ".d.ts");
          if (files.includes(target)) queue.push(target);
          else broken.push(`${file} → ${specifier}`);
        }
      }
      expect(broken, "imports of files that are not in the tarball").toEqual([]);
      expect(
        files.filter((file) => file.startsWith("dist/") && !reached.has(file)),
        "files no export, bin or import reaches",
      ).toEqual([]);
    });

    test("tarball: every package the code or its types import is a declared dependency or peer, and every dependency is used", async () => {
      const { dir, files, pkg } = await unpack(name);
      const declared = new Set([
        ...Object.keys(pkg.dependencies ?? {}),
        ...Object.keys(pkg.peerDependencies ?? {}),
      ]);
      const used = new Set<string>();
      const undeclared: string[] = [];
      let nodeGlobals = false;
      for (const file of files.filter((file) => file.startsWith("dist/") && /\.(js|d\.ts)$/.test(file))) {
        const code = await readFile(join(dir, file), "utf8");
        if (file.endsWith(".d.ts") && /\bNodeJS\.|\bBuffer\b/.test(code)) nodeGlobals = true;
        for (const specifier of specifiers(code)) {
          if (specifier.startsWith(".") || isBuiltin(specifier)) continue;
          const dependency = packageOf(specifier);
          if (dependency === pkg.name) continue;
          used.add(dependency);
          if (!declared.has(dependency)) undeclared.push(`${file}: ${specifier}`);
        }
      }
      expect(undeclared, "imports of packages the consumer does not get").toEqual([]);
      // Types that use Node's globals (NodeJS.ProcessEnv, Buffer) need @types/node, declared.
      if (nodeGlobals) expect(Object.keys(pkg.peerDependencies ?? {})).toContain("@types/node");
      if (nodeGlobals) used.add("@types/node");
      const unused = Object.keys(pkg.dependencies ?? {}).filter((dependency) => !used.has(dependency));
      expect(unused, "dependencies nothing in the package imports").toEqual([]);
    });

    test("package.json: repository with directory, homepage, bugs, keywords, MIT", async () => {
      const { pkg } = await unpack(name);
      expect(pkg.license).toBe("MIT");
      expect(pkg.repository).toEqual({
        type: "git",
        url: "git+https://github.com/pocketkit/pocketkit.git",
        directory: `packages/${name}`,
      });
      expect(pkg.homepage).toMatch(/^https:\/\/github\.com\/pocketkit\/pocketkit\b/);
      expect(pkg.bugs).toBeTruthy();
      expect(pkg.keywords?.length).toBeGreaterThan(0);
      // pnpm pack applied publishConfig: no source condition, no workspace: ranges.
      const text = JSON.stringify(pkg);
      expect(text).not.toContain("@pocketkit/source");
      expect(text).not.toContain("workspace:");
    });
  });
}

test("React Server Components: only modules that render or call hooks are client modules", async () => {
  const isClient = async (name: (typeof PACKAGES)[number], file: string) => {
    const { dir } = await unpack(name);
    return (await readFile(join(dir, "dist", file), "utf8")).startsWith('"use client";');
  };
  const client = await unpack("client");
  for (const file of client.files.filter((file) => file.startsWith("dist/") && file.endsWith(".js")))
    expect(await isClient("client", file.replace(/^dist\//, "")), file).toBe(false);
  // Plain functions a Server Component calls: keys, query-option factories, stores, the index.
  for (const file of [
    "index.js",
    "query-keys.js",
    "records/record-queries.js",
    // The completion store itself lives in client now; hooks passes it on under its old name.
    "completion/completion-store-alias.js",
  ])
    expect(await isClient("hooks", file), `hooks ${file}`).toBe(false);
  for (const file of ["provider/context.js", "provider/pocketkit-provider.js", "records/use-list.js"])
    expect(await isClient("hooks", file), `hooks ${file}`).toBe(true);
  for (const file of ["index.js", "lib/cn.js", "i18n/de.js"])
    expect(await isClient("ui", file), `ui ${file}`).toBe(false);
  for (const file of ["primitives/button.js", "auth/sign-in-form.js"])
    expect(await isClient("ui", file), `ui ${file}`).toBe(true);
});
