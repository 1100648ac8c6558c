// `pnpm size`: what an app pays, min+gzip, per import (DESIGN §11), measured with esbuild on a
// small entry per screen, react and react-dom excluded. Exits 1 when a budget is exceeded.
// The packages are measured as published (their dist, which `pnpm size` builds first), not their
// sources: a flat dist once made Button alone cost 82 KB while the sources said 1.1.
// `pnpm bench` imports the entries and `measure()` to print them beside the peers' figures.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { build } from "esbuild";

export interface Entry {
  name: string;
  code: string;
  /** Where the entry's imports are resolved from. @default packages/client */
  resolveDir?: string;
  /** Budget in bytes (min+gzip), when DESIGN sets one. */
  budget?: number;
  /** Strings that must not be in the bundle (server code in a browser entry, say). */
  mustNotContain?: string[];
}

export const KB = 1024;
export const entries: Entry[] = [
  {
    name: "headless: auth + list + update + realtime + upload + completion through @pocketkit/hooks (SDK, TanStack Query included)",
    code: `
      import { createPocketkit } from "@pocketkit/client";
      import { PocketkitProvider, useAuth, useList, useUpdate, useConnectionState, useUploadQueue, useCompletion } from "@pocketkit/hooks";
      console.log(createPocketkit, PocketkitProvider, useAuth, useList, useUpdate, useConnectionState, useUploadQueue, useCompletion);
    `,
    budget: 32 * KB,
    mustNotContain: ["createCompletionHandler", "startPocketBase"],
  },
  {
    name: "styled screen: SignInForm + RecordTable + RecordForm + ImageUploader + Toaster through @pocketkit/ui (SDK, TanStack Query, Radix, validation included; CSS separate)",
    code: `
      import { createPocketkit } from "@pocketkit/client";
      import { PocketkitProvider } from "@pocketkit/hooks";
      import { SignInForm, RecordTable, RecordForm, ImageUploader, Toaster, toast } from "@pocketkit/ui";
      console.log(createPocketkit, PocketkitProvider, SignInForm, RecordTable, RecordForm, ImageUploader, Toaster, toast);
    `,
    budget: 84 * KB,
    // German strings too: an app that never imports `de` must not carry them.
    // lucide-react's runtime too: the kit draws lucide's icons itself (ui/src/lib/icons.tsx).
    mustNotContain: ["createCompletionHandler", "startPocketBase", "Datensatz", "Passwort", "[lucide]"],
  },
  {
    name: "@pocketkit/ui Button alone (tree-shaking check; react excluded)",
    code: `import { Button } from "@pocketkit/ui"; console.log(Button);`,
    budget: 2 * KB,
  },
  {
    name: "@pocketkit/client browser entry (createPocketkit + errors + uploads + files + realtime + streamCompletion + validation)",
    code: `
      import { createPocketkit, toPocketkitError, uploadRecord, fileUrl, createFileTokenCache, createRealtimeHub, streamCompletion, createRecordValidator } from "@pocketkit/client";
      console.log(createPocketkit, toPocketkitError, uploadRecord, fileUrl, createFileTokenCache, createRealtimeHub, streamCompletion, createRecordValidator);
    `,
    mustNotContain: ["createCompletionHandler", "node:", "startPocketBase"],
  },
  {
    name: "@pocketkit/client createPocketkit alone (SDK included)",
    code: `import { createPocketkit } from "@pocketkit/client"; console.log(createPocketkit);`,
  },
  {
    name: "@pocketkit/client createRecordValidator (PocketBase's checks, no zod)",
    code: `import { createRecordValidator } from "@pocketkit/client"; console.log(createRecordValidator);`,
  },
  {
    name: "@pocketkit/client createRecordValidator + recordZodSchema (zod/mini included)",
    code: `import { createRecordValidator, recordZodSchema } from "@pocketkit/client"; console.log(createRecordValidator, recordZodSchema);`,
  },
  {
    name: "@pocketkit/client errors only (tree-shaking check)",
    code: `import { toPocketkitError } from "@pocketkit/client"; console.log(toPocketkitError);`,
  },
];

export async function measure(
  entry: Entry,
): Promise<{ min: number; gzip: number; text: string; lazy: number }> {
  const result = await build({
    stdin: {
      contents: entry.code,
      resolveDir: entry.resolveDir ?? new URL("../packages/client", import.meta.url).pathname,
      loader: "ts",
    },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    external: ["react", "react-dom", "react/jsx-runtime"],
    define: { "process.env.NODE_ENV": '"production"' },
    // Licence comments go to a file of their own, as Vite does (`legalComments: "none"` and
    // `build.license`: the demo's built JS has none); esbuild would append them to the bundle.
    legalComments: "none",
    // Chunks behind a dynamic import() load only when used, as in an app built with Vite (the
    // RE2 engine for patterns beyond the plain core, DESIGN §11): what a screen pays up front is
    // its entry and the chunks it imports statically.
    splitting: true,
    outdir: "out",
    metafile: true,
    logLevel: "silent",
  });
  const outputs = result.metafile.outputs;
  const entryPath = Object.keys(outputs).find((path) => outputs[path]!.entryPoint !== undefined)!;
  const upFront = new Set<string>();
  const visit = (path: string) => {
    if (upFront.has(path)) return;
    upFront.add(path);
    for (const imported of outputs[path]!.imports)
      if (imported.kind === "import-statement" && outputs[imported.path]) visit(imported.path);
  };
  visit(entryPath);
  const byPath = new Map(
    result.outputFiles.map((file) => [file.path.slice(file.path.lastIndexOf("/out/") + 1), file.text]),
  );
  const text = [...upFront].map((path) => byPath.get(path) ?? "").join("\n");
  // Chunks this screen may load later: reachable from the entry through dynamic imports.
  const reachable = new Set<string>();
  const reach = (path: string) => {
    if (reachable.has(path)) return;
    reachable.add(path);
    for (const imported of outputs[path]!.imports) if (outputs[imported.path]) reach(imported.path);
  };
  reach(entryPath);
  const lazy = [...reachable].filter((path) => !upFront.has(path));
  const lazyGzip = lazy.reduce((sum, path) => sum + gzipSync(byPath.get(path)!, { level: 9 }).length, 0);
  return { min: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length, text, lazy: lazyGzip };
}

async function main(): Promise<void> {
  let failed = false;
  const rows: string[][] = [["entry", "min", "min+gzip", "budget", "loaded when used", ""]];
  for (const entry of entries) {
    const { min, gzip, text, lazy } = await measure(entry);
    const over = entry.budget !== undefined && gzip > entry.budget;
    const leaks = (entry.mustNotContain ?? []).filter((needle) => text.includes(needle));
    if (over || leaks.length > 0) failed = true;
    rows.push([
      entry.name,
      `${(min / KB).toFixed(1)} KB`,
      `${(gzip / KB).toFixed(1)} KB`,
      entry.budget ? `${(entry.budget / KB).toFixed(0)} KB` : "—",
      lazy > 0 ? `${(lazy / KB).toFixed(1)} KB` : "—",
      [over ? "OVER BUDGET" : "", leaks.length > 0 ? `contains ${leaks.join(", ")}` : ""]
        .filter(Boolean)
        .join("; ") || "ok",
    ]);
  }

  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
  process.exit(failed ? 1 : 0);
}

// Run as a script, not when imported.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
