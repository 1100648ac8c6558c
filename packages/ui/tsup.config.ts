import { defineConfig } from "tsup";

// The type declarations, bundled (`tsup --dts-only`); the JavaScript is built by
// scripts/build-package.ts.
export default defineConfig({
  format: ["esm"],
  entry: { index: "src/index.ts" },
  dts: true,
  silent: true,
});
