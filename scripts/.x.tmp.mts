import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { entries } from "./size.ts";
const entry = entries[1]!;
async function m(external: string[] = [], meta = false) {
  const r = await build({ stdin: { contents: entry.code, resolveDir: new URL("../packages/client", import.meta.url).pathname, loader: "ts" },
    bundle: true, minify: true, write: false, format: "esm", platform: "browser", target: "es2022", conditions: ["@pocketkit/source"],
    external: ["react", "react-dom", "react/jsx-runtime", ...external], define: { "process.env.NODE_ENV": '"production"' }, logLevel: "silent", metafile: meta });
  return { gz: gzipSync(r.outputFiles[0]!.text, { level: 9 }).length, r };
}
const base = await m([], true);
console.log("total", base.gz);
const groups = new Map<string, number>();
for (const [f, info] of Object.entries(Object.entries(base.r.metafile!.outputs)[0]![1].inputs)) {
  let k = f.replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, "");
  k = k.startsWith("@") ? k.split("/").slice(0, 2).join("/") : k.startsWith("packages/") ? k.split("/").slice(0, 4).join("/") : k.split("/")[0]!;
  groups.set(k, (groups.get(k) ?? 0) + info.bytesInOutput);
}
for (const [k, v] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(v).padStart(7), k);
if (0) for (const ext of ["react-hook-form", "pocketbase", "@tanstack/query-core", "@tanstack/react-query", "@tanstack/table-core", "@tanstack/react-table", "zod", "@radix-ui/*", "@tanstack/react-virtual", "@tanstack/virtual-core", "lucide-react", "class-variance-authority", "clsx", "tailwind-merge"]) {
  const { gz } = await m([ext]);
  console.log("without", ext, base.gz - gz);
}
const ins = Object.entries(Object.entries(base.r.metafile!.outputs)[0]![1].inputs);
for (const [f, i] of ins.filter(([f]) => /table-core|react-table|store|radix/.test(f)).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)) console.log(i.bytesInOutput, f.replace(/.*node_modules\//, ""));
