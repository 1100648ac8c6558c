import { fileURLToPath } from "node:url";

import { build, type Plugin } from "esbuild";
import { expect, test } from "vitest";

// The private key and what uses it (ImageKit's Node SDK, the signing helper, HMAC) stay on the
// server: the package's browser entries are bundled here as an app's bundler would (for the
// browser, from source), and what they reach is read from the bundle and its module graph.
// `pnpm size` checks the same strings in the published build.
const workspaceRoot = fileURLToPath(new URL("../../../..", import.meta.url));
const SERVER_ONLY = [
  "@imagekit/nodejs",
  "getAuthenticationParameters",
  "createHmac",
  "privateKey",
  "IMAGEKIT_PRIVATE_KEY",
];

// Only the package's own modules are followed; what they import from other packages stays an
// import, named in the bundle's imports, so that an import of the Node SDK would show.
const otherPackagesExternal: Plugin = {
  name: "other-packages-external",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === "@pocketkit/client" || args.path.startsWith("@pocketkit/client/")
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

async function bundle(entry: string): Promise<{ code: string; modules: string[]; imports: string[] }> {
  const result = await build({
    stdin: { contents: `export * from "${entry}";`, resolveDir: workspaceRoot, loader: "ts" },
    bundle: true,
    write: false,
    metafile: true,
    platform: "browser",
    format: "esm",
    conditions: ["@pocketkit/source"],
    plugins: [otherPackagesExternal],
    logLevel: "silent",
  });
  const output = Object.values(result.metafile.outputs)[0]!;
  return {
    code: result.outputFiles[0]!.text,
    modules: Object.keys(result.metafile.inputs),
    imports: output.imports.map((imported) => imported.path),
  };
}

test.each(["@pocketkit/client", "@pocketkit/client/imagekit"])(
  "%s carries nothing of the server's",
  async (entry) => {
    const { code, modules, imports } = await bundle(entry);
    expect(modules.filter((module) => module.includes("/src/server/"))).toEqual([]);
    expect(
      imports.filter((imported) => imported.startsWith("node:") || imported.startsWith("@imagekit/nodejs")),
    ).toEqual([]);
    expect(SERVER_ONLY.filter((needle) => code.includes(needle))).toEqual([]);
  },
);

test("ImageKit's browser SDK is reached only from its own entry", async () => {
  expect((await bundle("@pocketkit/client/imagekit")).imports).toContain("@imagekit/javascript");
  expect((await bundle("@pocketkit/client")).imports).not.toContain("@imagekit/javascript");
});

test("the server entry is where the signing happens (the check above would catch it anywhere else)", async () => {
  const { modules } = await bundle("@pocketkit/client/server");
  expect(modules.some((module) => module.endsWith("src/server/imagekit/imagekit-server.ts"))).toBe(true);
});
