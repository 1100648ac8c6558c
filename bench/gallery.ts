// The Gallery as its users meet it (DESIGN §9, §11): the web app built for production and served
// by the Gallery's own server (compressed, with its cache headers), in front of a throwaway
// PocketBase with the Gallery's schema and the demo's seeded library (24 photos), opened in the
// system's headless Chromium.
//
// Library route's JavaScript: the scripts the library page loads until its first photo shows,
// summed from the browser's Resource Timing as they came over the wire (`encodedBodySize`:
// compressed, without headers), against DESIGN §11's 150 KB. Uncompressed sizes beside them, for
// scale. What it loads afterwards, once idle (the upload queue, the offer to describe photos), is
// reported on its own row.
//
// Time to the first photo: a signed-in user opens the library in a fresh browser context (a cold
// HTTP cache, the session in local storage as a returning user has it), from the start of the
// navigation to the `load` event of the first image in the grid. One warm-up visit first, so that
// PocketBase has made the thumbnails (it makes each on its first request).
import { startGalleryPocketBase } from "@pocketkit/testkit";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { chromium, type Browser } from "playwright";

import { createSuperuserClient } from "@pocketkit/client/server";

import { buildApp } from "../apps/demo/scripts/build-app";
import { demoDefaults } from "../apps/demo/scripts/demo-defaults";
import { seedDemo } from "../apps/demo/scripts/seed";
import { listenGallery } from "../apps/demo/server/listen";
import { median, ms, percentile, type Row } from "./report";

const RUNS = 9;
const KB = 1024;
const BUDGET = 150 * KB;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

interface Visit {
  /** From navigation start to the first grid image's `load`. */
  firstPhotoMs: number;
  /** What the page loaded by the time its first photo showed. */
  scripts: Script[];
  /** What it loaded afterwards, once idle (the upload queue, the offer to describe photos). */
  laterScripts: Script[];
}

interface Script {
  name: string;
  encoded: number;
  decoded: number;
}

declare global {
  interface Window {
    benchFirstPhoto?: number;
  }
}

async function visitLibrary(browser: Browser, url: string, storageState: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: JSON.parse(storageState) as never,
  });
  try {
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`[bench] page error: ${error.message}`));
    await page.addInitScript(() => {
      // `load` does not bubble: caught on its way down.
      document.addEventListener(
        "load",
        (event) => {
          const target = event.target as Element;
          if (target instanceof HTMLImageElement && target.closest('[data-slot="image-grid-tile"]')) {
            window.benchFirstPhoto ??= performance.now();
          }
        },
        true,
      );
    });
    await page.goto(`${url}/`);
    await page.waitForFunction(() => window.benchFirstPhoto !== undefined, undefined, { timeout: 60_000 });
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => {
            const resource = entry as PerformanceResourceTiming;
            return {
              name: new URL(resource.name).pathname,
              encoded: resource.encodedBodySize,
              decoded: resource.decodedBodySize,
            };
          }),
      );
    const atFirstPhoto = await scripts();
    // The upload queue comes once the page is idle; its imports come with it.
    await page.waitForFunction(
      () =>
        performance.getEntriesByType("resource").some((entry) => entry.name.includes("/photo-upload-queue-")),
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(500);
    const seen = new Set(atFirstPhoto.map((script) => script.name));
    return {
      firstPhotoMs: await page.evaluate(() => window.benchFirstPhoto!),
      scripts: atFirstPhoto,
      laterScripts: (await scripts()).filter((script) => !seen.has(script.name)),
    };
  } finally {
    await context.close();
  }
}

type Superuser = Awaited<ReturnType<ReturnType<typeof createSuperuserClient>>>;

export interface ServedGallery {
  url: string;
  /** A client signed in as the PocketBase's superuser. */
  superuser: Superuser;
  close: () => Promise<void>;
}

/**
 * The Gallery built for production and served by its own server, in front of a throwaway
 * PocketBase with the Gallery's schema; `seed` fills it before the server starts. Shared with
 * gallery-scroll.ts.
 */
export async function serveGallery(seed: (superuser: Superuser) => Promise<void>): Promise<ServedGallery> {
  const outDir = await mkdtemp(join(tmpdir(), "pocketkit-bench-gallery-"));
  const pocketbase = await startGalleryPocketBase();
  let gallery: Awaited<ReturnType<typeof listenGallery>> | undefined;
  const close = async () => {
    await gallery?.close();
    await pocketbase.stop();
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    await buildApp({ outDir });
    const superuser = await createSuperuserClient({
      pocketbaseUrl: pocketbase.url,
      superuser: pocketbase.superuser,
    })();
    await seed(superuser);
    gallery = await listenGallery({
      port: 0,
      pocketbaseUrl: pocketbase.url,
      superuser: pocketbase.superuser,
      provider: undefined,
      appDir: outDir,
      log: () => {},
    });
    return { url: gallery.url, superuser, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function measureGallery(): Promise<Row[]> {
  const user = demoDefaults.user;
  const gallery = await serveGallery(async (superuser) => {
    await seedDemo(superuser, { user });
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--headless"],
    });

    // Signed in once through the page, as a person does; each visit starts from that session.
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await page.goto(`${gallery.url}/sign-in`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Library" }).waitFor();
    const storageState = JSON.stringify(await signIn.storageState());
    await signIn.close();

    await visitLibrary(browser, gallery.url, storageState);
    const visits: Visit[] = [];
    for (let run = 0; run < RUNS; run++) visits.push(await visitLibrary(browser, gallery.url, storageState));

    const scripts = visits.at(-1)!.scripts;
    const encoded = scripts.reduce((sum, script) => sum + script.encoded, 0);
    const decoded = scripts.reduce((sum, script) => sum + script.decoded, 0);
    const bySize = [...scripts].sort((a, b) => b.encoded - a.encoded);
    const largest = bySize[0];
    // The breakdown, for whoever has to bring the figure down.
    for (const script of bySize) console.error(`[bench]   ${kb(script.encoded).padStart(9)}  ${script.name}`);
    const later = visits.at(-1)!.laterScripts;
    const laterEncoded = later.reduce((sum, script) => sum + script.encoded, 0);
    for (const script of later)
      console.error(`[bench] later ${kb(script.encoded).padStart(9)}  ${script.name}`);
    const times = visits.map((visit) => visit.firstPhotoMs);
    return [
      {
        name: `gallery: library route's JavaScript as served (${scripts.length} scripts, ${kb(decoded)} uncompressed; largest ${largest?.name.replace("/assets/", "")} ${kb(largest?.encoded ?? 0)})`,
        median: kb(encoded),
        reference: `budget ≤ 150 KB compressed${encoded > BUDGET ? " (over)" : ""}`,
      },
      {
        name: `gallery: JavaScript the library loads afterwards, once idle (${later.length} scripts: the upload queue, the offer to describe photos)`,
        median: kb(laterEncoded),
        reference: "not in the route's budget: after the first photo",
      },
      {
        name: `gallery: time to the first photo, signed in, cold cache, 1280×800, ${RUNS} runs`,
        median: ms(median(times)),
        p95: ms(percentile(times, 95)),
        reference: "navigation start to the first grid image's load",
      },
    ];
  } finally {
    await browser?.close();
    await gallery.close();
  }
}
