import { defineConfig } from "tsup";

// The type declarations, bundled (`tsup --dts-only`); the JavaScript is built by
// scripts/build-package.ts.
export default defineConfig({
  format: ["esm"],
  entry: {
    index: "src/index.ts",
    "testing/index": "src/testing/index.ts",
    "server/index": "src/server/index.ts",
    "imagekit/index": "src/imagekit/index.ts",
    "msw/index": "src/msw/index.ts",
  },
  dts: true,
  silent: true,
});
