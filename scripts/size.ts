// `pnpm size`: what an app pays, min+gzip, per import (DESIGN §11), measured by building a small
// entry per screen with Vite, as an app is built, react and react-dom excluded. Exits 1 when a
// budget is exceeded. Not esbuild's code splitting: it makes an entry import the chunks of all
// the package index can reach, loaded on demand or not. The packages are measured as published
// (their dist, which `pnpm size` builds first), not their sources, whose shape may differ
// (docs/decisions.md).
// `pnpm bench` imports the entries and `measure()` to print them beside the peers' figures.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { build, type Rolldown } from "vite";

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
    name: "@pocketkit/ui PhotoMapView (d3-geo's projection and supercluster; the countries loaded when a map shows)",
    code: `import { PhotoMapView } from "@pocketkit/ui"; console.log(PhotoMapView);`,
    // Natural Earth's shapes (world-atlas) and topojson-client come in a chunk of their own.
    mustNotContain: ["Finland", ".arcs"],
  },
  {
    name: "@pocketkit/client browser entry (createPocketkit + errors + uploads + files + realtime + streamCompletion + validation)",
    code: `
      import { createPocketkit, toPocketkitError, uploadRecord, fileUrl, createFileTokenCache, createRealtimeHub, streamCompletion, createRecordValidator } from "@pocketkit/client";
      console.log(createPocketkit, toPocketkitError, uploadRecord, fileUrl, createFileTokenCache, createRealtimeHub, streamCompletion, createRecordValidator);
    `,
    // "megapixels": the photo preparer's words, which only an app that imports it pays for.
    // "upload.imagekit.io": ImageKit's SDK, which only its own entry carries.
    mustNotContain: [
      "createCompletionHandler",
      "node:",
      "startPocketBase",
      "megapixels",
      "upload.imagekit.io",
    ],
  },
  {
    name: "@pocketkit/client/imagekit createImageKitMedia (ImageKit's browser SDK included)",
    code: `import { createImageKitMedia } from "@pocketkit/client/imagekit"; console.log(createImageKitMedia);`,
    // The private key and what takes it stay on the server (DESIGN §3).
    mustNotContain: ["@imagekit/nodejs", "getAuthenticationParameters", "createHmac", "privateKey", "node:"],
  },
  {
    name: "@pocketkit/client createPhotoPreparer (exifr and the HEIC decoder loaded on first use)",
    code: `import { createPhotoPreparer } from "@pocketkit/client"; console.log(createPhotoPreparer);`,
    // exifr's and libheif's code come in chunks of their own, when a photo (a HEIC) is prepared.
    mustNotContain: ["libheif", "Exif"],
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
  const resolveDir = entry.resolveDir ?? new URL("../packages/client", import.meta.url).pathname;
  // The entry as a module inside resolveDir, so that its imports resolve as an app's would.
  const entryId = `${resolveDir}/__size-entry__.ts`;
  const output = (await build({
    configFile: false,
    root: resolveDir,
    logLevel: "silent",
    mode: "production",
    plugins: [
      {
        name: "pocketkit:size-entry",
        resolveId: (id) => (id === entryId ? id : undefined),
        load: (id) => (id === entryId ? entry.code : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      // Licence comments go to a file of their own, as in the demo's build.
      license: false,
      rolldownOptions: {
        input: entryId,
        external: ["react", "react-dom", "react/jsx-runtime", "react-dom/client"],
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(
    output.output
      .filter((file): file is Rolldown.OutputChunk => file.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entryChunk = [...chunks.values()].find((chunk) => chunk.isEntry)!;
  // Chunks behind a dynamic import() load only when used (the RE2 engine for patterns beyond the
  // plain core, DESIGN §11; the account menu; the toaster): what a screen pays up front is its
  // entry and the chunks it imports statically.
  const upFront = new Set<string>();
  const visit = (fileName: string) => {
    // `imports` names the externals (react) too.
    if (upFront.has(fileName) || !chunks.has(fileName)) return;
    upFront.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(entryChunk.fileName);
  const text = [...upFront].map((fileName) => chunks.get(fileName)!.code).join("\n");
  // Chunks this screen may load later: reachable from the entry through dynamic imports.
  const reachable = new Set<string>();
  const reach = (fileName: string) => {
    if (reachable.has(fileName)) return;
    reachable.add(fileName);
    const chunk = chunks.get(fileName);
    for (const imported of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) reach(imported);
  };
  reach(entryChunk.fileName);
  const lazy = [...reachable].filter((fileName) => !upFront.has(fileName) && chunks.has(fileName));
  const lazyGzip = lazy.reduce(
    (sum, fileName) => sum + gzipSync(chunks.get(fileName)!.code, { level: 9 }).length,
    0,
  );
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
