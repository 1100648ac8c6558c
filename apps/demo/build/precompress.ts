import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import type { Plugin } from "vite";

// What is worth compressing: text. Images and fonts come compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Smaller than this, headers outweigh the saving.
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the
 * strongest settings, once, so that the Gallery's server sends them as they are (serveStatic's
 * `precompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
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
        if (bytes.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        await writeFile(join(dir, `${fileName}.br`), brotli);
        await writeFile(join(dir, `${fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
