import { build, type Plugin } from "esbuild";
import { gzipSync } from "node:zlib";
import { resolve } from "node:path";
import { entries } from "./size.ts";
const entry = entries[1]!;
const cut = (dir: string): Plugin => ({ name: "cut", setup(b) {
  b.onResolve({ filter: /^\./ }, (a) => {
    const p = resolve(a.resolveDir, a.path);
    if (p.includes(dir) && !a.importer.includes(dir)) return { path: p, external: true };
    return undefined;
  });
}});
async function m(plugins: Plugin[] = [], external: string[] = []) {
  const r = await build({ stdin: { contents: entry.code, resolveDir: new URL("../packages/client", import.meta.url).pathname, loader: "ts" },
    bundle: true, minify: true, write: false, format: "esm", platform: "browser", target: "es2022", conditions: ["@pocketkit/source"], plugins,
    external: ["react", "react-dom", "react/jsx-runtime", ...external], define: { "process.env.NODE_ENV": '"production"' }, logLevel: "silent" });
  return gzipSync(r.outputFiles[0]!.text, { level: 9 }).length;
}
const base = await m();
console.log("total", base);
for (const d of process.argv.slice(2)) console.log(d, base - (await m([cut(d)])));
