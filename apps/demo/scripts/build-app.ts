import { fileURLToPath } from "node:url";

import { build } from "vite";

/** Where `buildApp()` writes the web app, and the Gallery server serves it from. */
export const appDir = fileURLToPath(new URL("../dist", import.meta.url));

/** `vite build` of the Gallery's web app, quietly, into `dist/` (or `outDir`). */
export async function buildApp({ outDir = appDir }: { outDir?: string } = {}): Promise<void> {
  await build({
    root: fileURLToPath(new URL("..", import.meta.url)),
    configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
}
