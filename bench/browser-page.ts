// What the browser measurements share: a page entry bundled with esbuild as an app would ship it
// (the workspace's sources, production React, minified), served from a throwaway node:http server
// on 127.0.0.1 with any extra files the page fetches, and opened in the system's headless
// Chromium (never a downloaded one). The page says it is ready by setting `window.benchReady`.
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { build } from "esbuild";
import { chromium, type Page } from "playwright";

const root = fileURLToPath(new URL("..", import.meta.url));

export interface BenchPageOptions {
  /** The page's script, a path from the repository's root. */
  entry: string;
  /** More paths the page can fetch, e.g. `{ "/files/a.png": buffer }`. */
  files?: Record<string, Buffer>;
  /** Compile and load @pocketkit/ui's stylesheet (Tailwind, about half a second). @default false */
  styles?: boolean;
}

export interface BenchPage {
  page: Page;
  close: () => Promise<void>;
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    conditions: ["@pocketkit/source"],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/** @pocketkit/ui's styles.css compiled as its build does (the Tailwind CLI, written to stdout). */
async function uiStyles(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    "packages/ui/node_modules/.bin/tailwindcss",
    ["-i", "packages/ui/src/styles.css", "--minify"],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

function serve(files: Record<string, { type: string; body: string | Buffer }>): Promise<Server> {
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? "/", "http://127.0.0.1").pathname];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": file.type, "cache-control": "no-store" }).end(file.body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

export async function openBenchPage({
  entry,
  files = {},
  styles = false,
}: BenchPageOptions): Promise<BenchPage> {
  const [script, css] = await Promise.all([bundle(entry), styles ? uiStyles() : ""]);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
    <style>${css}</style></head><body><div id="root"></div>
    <script type="module" src="/bench.js"></script></body></html>`;
  const server = await serve({
    "/": { type: "text/html; charset=utf-8", body: html },
    "/bench.js": { type: "text/javascript; charset=utf-8", body: script },
    ...Object.fromEntries(
      Object.entries(files).map(([path, body]) => [path, { type: "application/octet-stream", body }]),
    ),
  });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless"],
  });
  const close = async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  };
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on("pageerror", (error) => console.error(`[bench] page error: ${error.message}`));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => (window as { benchReady?: boolean }).benchReady === true);
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
