// Scrolling a 10,000-photo library (DESIGN §9): the Gallery built for production and served by
// its own server, in front of a throwaway PocketBase holding one user's 10,000 photos, opened in
// the system's headless Chromium at 1280×800, signed in.
//
// Seeding: 10,000 records made by the superuser in batch requests of 50 (each record with its own
// upload of a small JPEG, 800×600, drawn and encoded by Chromium; a few dozen pictures, each
// uploaded many times), three batches at a time. Half the photos have a date taken, so the
// library's order (sort_at) mixes both kinds. Each has its ThumbHash placeholder, as the
// Gallery's uploader stores it: tiles show it blurred until their thumbs arrive. How long seeding took is printed.
//
// The scroll: the mouse wheel, a turn every 60 ms at 2,000 px/s (reading speed, not a fling), for
// 15 s, pausing 1.5 s every 3 s as a person stops to look. Infinite loading pages photos in as
// it goes (as many to a page as the Gallery asks).
// - frames over 20 ms: from requestAnimationFrame deltas during the scroll (over 16.7 ms is a
//   missed frame at 60 Hz; over 20 ms leaves no doubt), with Long Animation Frames (> 50 ms) beside;
// - time until the tiles in view show their thumbs, at each pause: from the moment the wheel
//   stops to every tile inside the viewport having its image loaded.
// Two passes, each in a fresh browser context: the first has PocketBase make each thumb on its
// first request (as for a library scrolled for the first time, on the same two cores as the
// browser); the second scrolls the same way with the thumbs made, which is what the grid itself
// costs.
// - bytes per grid tile: the images the grid loaded (Resource Timing, as they came over the
//   wire), divided by the tiles that loaded one.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

import { chromium, type Browser, type Page } from "playwright";

import { serveGallery, type ServedGallery } from "./gallery";
import { median, ms, percentile, thousands, type Row } from "./report";

const PHOTOS = Number(process.env.BENCH_GALLERY_PHOTOS ?? 10_000);
const PICTURES = 40;
const BATCH = 50;
const PARALLEL_BATCHES = 3;
const SCROLL_MS = 15_000;
/** Pixels a second while the wheel turns. */
const SPEED = 2_000;
const KB = 1024;

declare global {
  interface Window {
    benchFrames?: number[];
    benchLongFrames?: number;
    benchLongFrameParts?: {
      script: number;
      styleAndLayout: number;
      total: number;
      /** Script time by what called it (an event listener, a frame callback, a task). */
      invokers: Record<string, number>;
    };
    benchRecording?: boolean;
  }
}

interface Picture {
  jpeg: Buffer;
  /** Its ThumbHash (base64), as the Gallery's uploader stores it in `placeholder`. */
  placeholder: string;
}

/** `count` JPEGs of 800×600, gradients with some texture, encoded by Chromium's canvas. */
async function drawJpegs(page: Page, count: number): Promise<Picture[]> {
  const encoded = await page.evaluate(async (count) => {
    const pictures: { jpeg: string; rgba: number[] }[] = [];
    for (let seed = 0; seed < count; seed++) {
      const canvas = document.createElement("canvas");
      canvas.width = 800;
      canvas.height = 600;
      const context = canvas.getContext("2d")!;
      const gradient = context.createLinearGradient(0, 0, 800, 600);
      gradient.addColorStop(0, `hsl(${(seed * 47) % 360} 70% 45%)`);
      gradient.addColorStop(1, `hsl(${(seed * 47 + 120) % 360} 60% 70%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 800, 600);
      // Shapes, so that the JPEG has detail to encode, as a photo does.
      for (let shape = 0; shape < 60; shape++) {
        const value = Math.sin(seed * 97 + shape * 13) * 10_000;
        const random = value - Math.floor(value);
        context.fillStyle = `hsl(${(random * 360) | 0} 50% ${30 + random * 40}% / 0.5)`;
        context.beginPath();
        context.arc(random * 800, ((random * 7) % 1) * 600, 20 + random * 90, 0, Math.PI * 2);
        context.fill();
      }
      const small = document.createElement("canvas");
      small.width = 100;
      small.height = 75;
      small.getContext("2d")!.drawImage(canvas, 0, 0, 100, 75);
      pictures.push({
        jpeg: canvas.toDataURL("image/jpeg", 0.85).split(",")[1]!,
        rgba: [...small.getContext("2d")!.getImageData(0, 0, 100, 75).data],
      });
    }
    return pictures;
  }, count);
  // The client's own ThumbHash library, as its photo preparer uses it.
  const thumbhash = (await import(
    pathToFileURL(createRequire(import.meta.resolve("@pocketkit/client")).resolve("thumbhash")).href
  )) as { rgbaToThumbHash(width: number, height: number, rgba: ArrayLike<number>): Uint8Array };
  return encoded.map(({ jpeg, rgba }) => ({
    jpeg: Buffer.from(jpeg, "base64"),
    placeholder: Buffer.from(thumbhash.rgbaToThumbHash(100, 75, new Uint8Array(rgba))).toString("base64"),
  }));
}

async function seed(
  superuser: ServedGallery["superuser"],
  owner: string,
  pictures: Picture[],
): Promise<number> {
  const started = performance.now();
  const batches = Math.ceil(PHOTOS / BATCH);
  let next = 0;
  const worker = async () => {
    while (next < batches) {
      const batchIndex = next++;
      const batch = superuser.createBatch();
      for (let offset = 0; offset < BATCH; offset++) {
        const index = batchIndex * BATCH + offset;
        if (index >= PHOTOS) break;
        const picture = pictures[index % pictures.length]!;
        batch.collection("images").create({
          owner,
          title: `Photo ${index + 1}`,
          alt: `Generated photo ${index + 1}`,
          // Half with a date taken, spread over ten years; the rest sort by their upload.
          taken_at: index % 2 === 0 ? new Date(Date.UTC(2015, 0, 1) + index * 8.64e6 * 3).toISOString() : "",
          placeholder: picture.placeholder,
          file: new File([new Uint8Array(picture.jpeg)], `photo-${index + 1}.jpg`, { type: "image/jpeg" }),
        });
      }
      await batch.send();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
  return performance.now() - started;
}

// In-page code as text: tsx names inner functions with a helper (`__name`) the page does not have.

/** Resolves, in the page, with how long it took until every grid tile in the viewport shows its loaded image. */
const TIME_TO_THUMBS = `new Promise((resolve) => {
  const started = performance.now();
  const check = () => {
    const inView = [...document.querySelectorAll('[data-slot="image-grid-tile"]')].filter((tile) => {
      const box = tile.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    const loaded = inView.every((tile) => {
      const image = tile.querySelector("img");
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    if (inView.length > 0 && loaded) resolve(performance.now() - started);
    else requestAnimationFrame(check);
  };
  check();
})`;

/** Records, in the page, each frame's time while `benchRecording`, and the long animation frames. */
const RECORD_FRAMES = `(() => {
  window.benchFrames = [];
  window.benchLongFrames = 0;
  window.benchLongFrameParts = { script: 0, styleAndLayout: 0, total: 0, invokers: {} };
  window.benchRecording = true;
  let last = performance.now();
  const frame = (now) => {
    if (window.benchRecording) window.benchFrames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    if (!window.benchRecording) return;
    for (const entry of list.getEntries()) {
      window.benchLongFrames += 1;
      const parts = window.benchLongFrameParts;
      parts.total += entry.duration;
      for (const script of entry.scripts) {
        parts.script += script.duration;
        const invoker = script.invokerType + " " + script.invoker.replace(/[?].*$/, "");
        parts.invokers[invoker] = (parts.invokers[invoker] ?? 0) + script.duration;
      }
      parts.styleAndLayout += entry.startTime + entry.duration - entry.styleAndLayoutStart;
    }
  }).observe({ type: "long-animation-frame" });
})()`;

const timeToThumbs = (page: Page) => page.evaluate<number>(TIME_TO_THUMBS);

async function scrollLibrary(page: Page): Promise<{
  frames: number[];
  longFrames: number;
  longFrameParts: NonNullable<Window["benchLongFrameParts"]>;
  thumbs: number[];
}> {
  await page.evaluate(RECORD_FRAMES);
  const thumbs: number[] = [];
  const started = Date.now();
  let sincePause = Date.now();
  await page.mouse.move(640, 500);
  // Each wheel turn moves what 2,000 px/s makes of the time since the last one: a wheel event
  // takes its own time to be delivered, more so on a busy machine.
  let lastWheel = Date.now();
  while (Date.now() - started < SCROLL_MS) {
    const now = Date.now();
    await page.mouse.wheel(0, Math.min(400, Math.round((SPEED * (now - lastWheel)) / 1000)));
    lastWheel = now;
    await page.waitForTimeout(60);
    if (Date.now() - sincePause > 3000) {
      await page.evaluate(() => (window.benchRecording = false));
      thumbs.push(await timeToThumbs(page));
      await page.waitForTimeout(Math.max(0, 1500 - (thumbs.at(-1) ?? 0)));
      await page.evaluate(() => (window.benchRecording = true));
      sincePause = Date.now();
      lastWheel = Date.now();
    }
  }
  await page.evaluate(() => (window.benchRecording = false));
  thumbs.push(await timeToThumbs(page));
  return page.evaluate(
    (thumbs) => ({
      frames: window.benchFrames!,
      longFrames: window.benchLongFrames!,
      longFrameParts: window.benchLongFrameParts!,
      thumbs,
    }),
    thumbs,
  );
}

/** Opens the library signed in, in a fresh context, scrolls it, and reads what the grid loaded. */
async function scrollPass(browser: Browser, url: string, storageState: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: JSON.parse(storageState) as never,
  });
  try {
    const page = await context.newPage();
    // Room for every image of the scroll (Chromium keeps 250 resource entries by default).
    await page.addInitScript("performance.setResourceTimingBufferSize(100000)");
    page.on("pageerror", (error) => console.error(`[bench] page error: ${error.message}`));
    await page.goto(`${url}/`);
    await page.getByRole("heading", { name: "Library" }).waitFor();
    const firstThumbs = await timeToThumbs(page);
    const scrolled = await scrollLibrary(page);
    const grid = await page.evaluate(() => {
      const images = performance
        .getEntriesByType("resource")
        .filter((entry) =>
          /^\/api\/files\/[^/]+\/[^/]+\/[^/]+$/.test(new URL(entry.name).pathname),
        ) as PerformanceResourceTiming[];
      const list = document.querySelector('[role="grid"]')!;
      return {
        bytes: images.reduce((sum, image) => sum + image.encodedBodySize, 0),
        images: images.length,
        thumbs: [
          ...new Set(images.map((image) => new URL(image.name).searchParams.get("thumb") ?? "original")),
        ].join(", "),
        loadedRows: Number(list.getAttribute("aria-rowcount")),
        columns: Number(list.getAttribute("aria-colcount")),
        drawnTiles: document.querySelectorAll('[data-slot="image-grid-tile"]').length,
        scrolled: window.scrollY,
      };
    });
    return { ...scrolled, firstThumbs, grid };
  } finally {
    await context.close();
  }
}

export async function measureGalleryScroll(): Promise<Row[]> {
  const user = { email: "scroll@pocketkit.test", password: "correct horse battery", name: "Scroll" };
  let browser: Browser | undefined;
  let gallery: ServedGallery | undefined;
  try {
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--headless"],
    });
    const drawing = await browser.newPage();
    const pictures = await drawJpegs(drawing, PICTURES);
    await drawing.close();
    let seedMs = 0;
    gallery = await serveGallery(async (superuser) => {
      // PocketBase's batch API is off until a superuser turns it on.
      await superuser.settings.update({
        batch: { enabled: true, maxRequests: BATCH, timeout: 60, maxBodySize: 0 },
      });
      const owner = await superuser
        .collection("users")
        .create({ ...user, passwordConfirm: user.password, verified: true });
      seedMs = await seed(superuser, owner.id, pictures);
    });
    const pictureKb = pictures.reduce((sum, picture) => sum + picture.jpeg.length, 0) / pictures.length / KB;
    console.error(
      `[bench] seeded ${thousands(PHOTOS)} photos (JPEG ${pictureKb.toFixed(1)} KB each) in ${(seedMs / 1000).toFixed(1)} s`,
    );

    // Signed in once through the page, as a person does; each pass starts from that session in a
    // fresh context (a cold HTTP cache).
    const signIn = await browser.newContext();
    const signInPage = await signIn.newPage();
    await signInPage.goto(`${gallery.url}/sign-in`);
    await signInPage.getByLabel("Email").fill(user.email);
    await signInPage.getByLabel("Password", { exact: true }).fill(user.password);
    await signInPage.getByRole("button", { name: "Sign in" }).click();
    await signInPage.getByRole("heading", { name: "Library" }).waitFor();
    const storageState = JSON.stringify(await signIn.storageState());
    await signIn.close();

    // First the thumbs are made as the scroll asks for them (PocketBase makes each on its first
    // request, on the same two cores as the browser); then the same scroll again, the thumbs
    // made: what the grid itself costs.
    const cold = await scrollPass(browser, gallery.url, storageState);
    const warm = await scrollPass(browser, gallery.url, storageState);

    const rows: Row[] = [];
    for (const [label, pass] of [
      ["thumbs made on request", cold],
      ["thumbs already made", warm],
    ] as const) {
      const { frames, grid } = pass;
      const slow = frames.filter((delta) => delta > 20).length;
      rows.push(
        {
          name: `gallery-scroll (${label}): frames over 20 ms, ${thousands(PHOTOS)} photos, wheel 2,000 px/s for ${SCROLL_MS / 1000} s (${thousands(frames.length)} frames, ${thousands(grid.scrolled)} px, ${thousands(grid.loadedRows * grid.columns)} photos loaded, ${grid.drawnTiles} tiles in the page at the end)`,
          median: `${slow} (${((slow / Math.max(1, frames.length)) * 100).toFixed(1)} %)`,
          p95: ms(percentile(frames, 95)),
          reference: `frame time: median ${ms(median(frames))}, max ${ms(Math.max(...frames))}; long animation frames (> 50 ms): ${pass.longFrames}, ${ms(pass.longFrameParts.total)} in all, of which scripts ${ms(pass.longFrameParts.script)}, style and layout ${ms(pass.longFrameParts.styleAndLayout)}; scripts by caller: ${Object.entries(
            pass.longFrameParts.invokers,
          )
            .sort(([, a], [, b]) => b - a)
            .slice(0, 3)
            .map(([invoker, time]) => `${invoker} ${ms(time)}`)
            .join(", ")}`,
        },
        {
          name: `gallery-scroll (${label}): time until the tiles in view show thumbs, at ${pass.thumbs.length} pauses`,
          median: ms(median(pass.thumbs)),
          p95: ms(percentile(pass.thumbs, 95)),
          reference: `first screen: ${ms(pass.firstThumbs)}`,
        },
      );
    }
    const perTile = warm.grid.images > 0 ? warm.grid.bytes / warm.grid.images : Number.NaN;
    rows.push({
      name: `gallery-scroll: bytes per grid tile (${thousands(warm.grid.images)} images loaded; thumb sizes ${warm.grid.thumbs || "none"})`,
      median: `${(perTile / KB).toFixed(1)} KB`,
      reference: `800×600 JPEG originals of ${pictureKb.toFixed(1)} KB; seeding took ${(seedMs / 1000).toFixed(0)} s`,
    });
    return rows;
  } finally {
    await browser?.close();
    await gallery?.close();
  }
}
