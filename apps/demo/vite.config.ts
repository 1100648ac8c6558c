import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

// `vite build` makes what the Gallery server serves; `vite` (dev, with hot reload) sends the
// API to that server, which fronts PocketBase, so the app has one origin either way.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { conditions: ["@pocketkit/source", ...defaultClientConditions] },
  server: {
    port: 5174,
    proxy: {
      "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 5173}`, ws: false },
      "/_": { target: `http://127.0.0.1:${process.env.POCKETBASE_PORT ?? 8090}` },
    },
  },
  // No source maps in what the server makes public: they would hand out the app's whole source.
  build: { sourcemap: false, target: "es2022" },
});

// What is worth compressing: text. Images and fonts come compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// A compressed copy is kept only when it saves more than this: about what its Content-Encoding
// header costs. (A 1 KB floor left the library's twenty small chunks, 8.6 KB, uncompressed; as
// brotli they are 5.0 KB.)
const MIN_SAVING = 32;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build where it is
 * smaller, at the strongest settings, once, so that the Gallery's server sends them as they are
 * (serveStatic's `precompressed`) instead of compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: "pocketkit:precompress",
    apply: "build",
    // Once the files are written as they will be served (Vite fills in chunks' preload lists
    // late, in its own generateBundle), each is read back and compressed.
    async writeBundle(output, bundle) {
      const dir = output.dir!;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const bytes = await readFile(join(dir, fileName));
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gzip = gzipSync(bytes, { level: 9 });
        if (brotli.length + MIN_SAVING < bytes.length) await writeFile(join(dir, `${fileName}.br`), brotli);
        if (gzip.length + MIN_SAVING < bytes.length) await writeFile(join(dir, `${fileName}.gz`), gzip);
      }
    },
  };
}
