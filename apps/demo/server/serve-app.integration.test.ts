import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { createPng, startPocketBase, type PocketBaseServer } from "@pocketkit/client/testing";
import PocketBase from "pocketbase";
import { ImageKit } from "@imagekit/nodejs";
import { createImageKitServer } from "@pocketkit/client/server";
import { afterAll, beforeAll, expect, test } from "vitest";

import { buildApp } from "../scripts/build-app";
import { listenGallery, type ListeningGallery } from "./listen";

// The Gallery's server as production runs it: the web app built by Vite as `pnpm demo` builds
// it, in front of a PocketBase with the Gallery's schema.
const pocketbaseDir = new URL("../pocketbase/", import.meta.url).pathname;
let outDir: string;
let pocketbase: PocketBaseServer;
let gallery: ListeningGallery;
let html: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), "pocketkit-built-app-"));
  [pocketbase] = await Promise.all([
    startPocketBase({
      migrationsDir: `${pocketbaseDir}pb_migrations`,
      hooksDir: `${pocketbaseDir}pb_hooks`,
    }),
    buildApp({ outDir }),
  ]);
  gallery = await listenGallery({
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: undefined,
    appDir: outDir,
    log: () => {},
  });
  html = await (await fetch(`${gallery.url}/`)).text();
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([gallery?.close(), pocketbase?.stop()]);
  await rm(outDir, { recursive: true, force: true });
});

const entryScript = () => /<script type="module"[^>]* src="([^"]+)"/.exec(html)![1]!;

test("hashed scripts come compressed as asked (brotli, gzip), cached for a year as immutable", async () => {
  const path = entryScript();
  expect(path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const plain = await fetch(`${gallery.url}${path}`, { headers: { "accept-encoding": "identity" } });
  const source = Buffer.from(await plain.arrayBuffer());
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(plain.headers.get("vary")).toBe("Accept-Encoding");

  // fetch would decompress by itself and hide the encoding: node:http's view, through get().
  for (const [encoding, decompress] of [
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const) {
    const { headers, body } = await get(path, { "accept-encoding": encoding });
    expect(headers["content-encoding"]).toBe(encoding);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["content-type"]).toMatch(/^text\/javascript/);
    expect(headers.vary).toBe("Accept-Encoding");
    expect(body.length).toBeLessThan(source.length / 2);
    expect(decompress(body).equals(source)).toBe(true);
  }
});

test("no source maps are built or served", async () => {
  const files = await readdir(join(outDir, "assets"));
  expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
  const source = await (await fetch(`${gallery.url}${entryScript()}`)).text();
  expect(source).not.toContain("sourceMappingURL");
  expect((await fetch(`${gallery.url}${entryScript()}.map`)).status).toBe(404);
});

test("a missing asset is a 404, not the app's page", async () => {
  const response = await fetch(`${gallery.url}/assets/index-gone.js`);
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control") ?? "").not.toContain("immutable");
});

test.each(["/", "/sign-in", "/albums/abc123", "/admin/collections"])(
  "%s: the page, revalidated each time, with a CSP that allows its own origin only and no framing",
  async (path) => {
    const response = await fetch(`${gallery.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toBe(html);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");

    const policy = Object.fromEntries(
      response.headers
        .get("content-security-policy")!
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["img-src"]).toEqual(["'self'", "blob:", "data:"]);
    // The HEIC decoder's worker, started from a blob URL.
    expect(policy["worker-src"]).toEqual(["'self'", "blob:"]);
    // The page's one inline script (the theme, before the first paint) is allowed by its hash,
    // and nothing else inline is.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    expect(policy["script-src"]).toEqual([
      "'self'",
      `'sha256-${createHash("sha256").update(inline[0]![1]!).digest("base64")}'`,
    ]);
  },
);

test("with an ImageKit account, the page may show photos from its URL endpoint and upload to its upload API, and is told so without the private key", async () => {
  const privateKey = "private_never_in_a_page";
  const withImageKit = await listenGallery({
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: undefined,
    imagekit: createImageKitServer(
      new ImageKit({ privateKey, baseURL: "http://127.0.0.1:9", maxRetries: 0 }),
      {
        urlEndpoint: "https://ik.imagekit.io/gallery",
      },
    ),
    imagekitBrowser: { urlEndpoint: "https://ik.imagekit.io/gallery", publicKey: "public_gallery" },
    appDir: outDir,
    log: () => {},
  });
  try {
    const policy = (await fetch(`${withImageKit.url}/`)).headers.get("content-security-policy")!;
    expect(policy).toContain("img-src 'self' blob: data: https://ik.imagekit.io;");
    expect(policy).toContain("connect-src 'self' https://upload.imagekit.io;");
    const config = await (await fetch(`${withImageKit.url}/api/gallery/config`)).text();
    expect(JSON.parse(config)).toEqual({
      ai: false,
      imagekit: { urlEndpoint: "https://ik.imagekit.io/gallery", publicKey: "public_gallery" },
    });
    expect(config).not.toContain(privateKey);
    // Without the account, nothing beyond the page's own origin.
    expect(JSON.parse(await (await fetch(`${gallery.url}/api/gallery/config`)).text())).toEqual({
      ai: false,
      imagekit: null,
    });
  } finally {
    await withImageKit.close();
  }
});

test("a protected photo is private to the browser, for no longer than its file token; a public file keeps PocketBase's caching", async () => {
  const admin = new PocketBase(pocketbase.url);
  await admin
    .collection("_superusers")
    .authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password);
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const avatar = new File([createPng({ width: 8, height: 8 })], "me.png", { type: "image/png" });
  const owner = await admin.collection("users").create({
    email,
    password: "correct horse",
    passwordConfirm: "correct horse",
    verified: true,
    avatar,
  });
  const user = new PocketBase(gallery.url);
  await user.collection("users").authWithPassword(email, "correct horse");
  const form = new FormData();
  form.set("owner", owner.id);
  form.set("file", new File([createPng({ width: 64, height: 48 })], "beach.png", { type: "image/png" }));
  const image = await user.collection("images").create(form);
  const token = await user.files.getToken();

  for (const query of [`token=${token}`, `token=${token}&thumb=100x100`]) {
    const response = await fetch(`${gallery.url}/api/files/images/${image.id}/${image.file}?${query}`);
    expect(response.status).toBe(200);
    // PocketBase's own would be `max-age=2592000`: 30 days in any cache, long after the token.
    const cacheControl = response.headers.get("cache-control")!;
    expect(cacheControl).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)![1]);
    const { exp } = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { exp: number };
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(exp - Math.floor(Date.now() / 1000) + 1);
  }
  // Without a token there is nothing to see.
  expect((await fetch(`${gallery.url}/api/files/images/${image.id}/${image.file}`)).status).toBe(404);

  const publicFile = await fetch(`${gallery.url}/api/files/users/${owner.id}/${owner.avatar}`);
  expect(publicFile.status).toBe(200);
  // PocketBase's own: 30 days, for any cache.
  expect(publicFile.headers.get("cache-control")).toMatch(/^max-age=2592000\b/);
});

/** A GET through node:http, which leaves the body as sent (fetch decompresses it). */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(`${gallery.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    },
  );
}
