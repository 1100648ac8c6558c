// Issue 15's measure: 100 phone photos (half JPEG, half HEIC, 4–8 MB each) dropped on an upload
// queue with the Gallery's photo preparer until all are saved, against the same drop with no
// preparer. Total time and peak memory of the page, and the bytes sent, in headless Chromium
// against a throwaway PocketBase with the Gallery's schema on 127.0.0.1.
//
// The photos are made here, the same every time: JPEGs of 4000×3000 (12 MP, as phones take them)
// by Chromium's encoder at quality 0.95 (bench/phone-photos.page.ts), and HEICs from every other
// one by `heif-enc` (Debian's libheif-examples). Without heif-enc the HEIC half is skipped and a
// row says so. They carry no EXIF (a canvas writes none), so taken_at, camera and location stay
// empty; the hash and the placeholder are made for every photo. They are kept in the system's temp
// directory, so only the first run pays for them (about 3.5 minutes on 2 busy cores, mostly x265).
// Unprocessed, a HEIC would be refused by the images field (image/* as PocketBase sniffs it, and
// it does not know HEIC as an image), so that drop sends each HEIC's JPEG twin in its place.
//
// Each drop runs in a browser of its own (nothing left over from the other), with a new user.
// Memory is sampled from Node every 200 ms: the page's JS heap (CDP Performance.getMetrics,
// JSHeapUsedSize, the main thread's V8 heap: not the HEIC decoder's worker, not ArrayBuffers'
// and decoded images' memory), and the resident memory of Chromium's renderer processes (all of
// the page's memory, workers and bitmaps included, read from /proc). One drop of each: a single
// run of 100 files, no median over repeats. The row's "first upload at" says when the queue began
// sending: a drop is prepared as a whole before any of it is sent.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { startGalleryPocketBase } from "@pocketkit/testkit";
import type { Page } from "playwright";

import { openBenchPage } from "./browser-page";
import type { DropResult } from "./phone-photos.page";
import type { Row } from "./report";

const COUNT = 100;
const MB = 1_000_000;
const MIN_SIZE = 4 * MB;
const MAX_SIZE = 8 * MB;
// The noise of photo `index`: 16 to 48 levels land a 12 MP JPEG at quality 0.95 between about
// 4.2 and 6.7 MB; a photo that misses 4–8 MB is made again with more or less.
const noiseOf = (index: number) => 16 + ((index * 13) % 33);
// Bump when the photos' recipe changes, so that an old cache is not measured.
const CACHE = join(tmpdir(), "pocketkit-bench-phone-photos-v1");
const SAMPLE_MS = 200;

const run = promisify(execFile);
const jpegName = (index: number) => `IMG_${String(index + 1).padStart(4, "0")}.jpg`;
const heicName = (index: number) => jpegName(index).replace(/\.jpg$/, ".heic");
const isHeicSlot = (index: number) => index % 2 === 1;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function hasHeifEnc(): Promise<boolean> {
  try {
    await run("which", ["heif-enc"]);
    return true;
  } catch {
    return false;
  }
}

/** Makes the JPEGs that are not in the cache yet, in the page, each between 4 and 8 MB. */
async function makeJpegs(): Promise<void> {
  const missing = [...Array(COUNT).keys()].filter((index) => !existsSync(join(CACHE, jpegName(index))));
  if (missing.length === 0) return;
  console.error(`[bench] phone-photos: making ${missing.length} JPEGs of 4000×3000 in ${CACHE}…`);
  const { page, close } = await openBenchPage({ entry: "bench/phone-photos.page.ts" });
  try {
    for (const index of missing) {
      // The same steps from the same start give the same file: deterministic.
      let tries = 0;
      let noise = noiseOf(index);
      for (;;) {
        const { base64, size } = await page.evaluate(
          ([index, noise]) => window.phonePhotosBench.makeJpeg(index, noise),
          [index, noise] as const,
        );
        if ((size >= MIN_SIZE && size <= MAX_SIZE) || ++tries > 6) {
          if (size < MIN_SIZE || size > MAX_SIZE) throw new Error(`${jpegName(index)} is ${size} bytes`);
          const path = join(CACHE, jpegName(index));
          await writeFile(`${path}.part.jpg`, Buffer.from(base64, "base64"));
          await rename(`${path}.part.jpg`, path);
          break;
        }
        noise *= size < MIN_SIZE ? 1.6 : 0.6;
      }
    }
  } finally {
    await close();
  }
}

/**
 * HEICs of the odd photos from their JPEGs, two encoders at a time, each between 4 and 8 MB. x265's
 * ultrafast preset at quality 60: at its default preset and quality 90 one of these noisy photos
 * takes 25 s and 10.8 MB; this takes 3.5 s and about 6 MB (a phone's hardware encoder is fast).
 */
async function makeHeics(): Promise<void> {
  const missing = [...Array(COUNT).keys()].filter(
    (index) => isHeicSlot(index) && !existsSync(join(CACHE, heicName(index))),
  );
  if (missing.length === 0) return;
  console.error(`[bench] phone-photos: encoding ${missing.length} HEICs with heif-enc…`);
  const encode = async (index: number) => {
    const path = join(CACHE, heicName(index));
    const part = `${path}.part.heic`;
    let quality = 60;
    for (let tries = 0; ; tries++) {
      await run("heif-enc", [
        "-q",
        String(quality),
        "-p",
        "preset=ultrafast",
        "-o",
        part,
        join(CACHE, jpegName(index)),
      ]);
      const { size } = await stat(part);
      if (size >= MIN_SIZE && size <= MAX_SIZE) break;
      if (tries === 4) throw new Error(`${heicName(index)} is ${size} bytes at quality ${quality}`);
      quality += size < MIN_SIZE ? 8 : -8;
    }
    await rename(part, path);
  };
  for (let start = 0; start < missing.length; start += 2) {
    await Promise.all(missing.slice(start, start + 2).map(encode));
  }
}

interface Peaks {
  jsHeap: number;
  rendererRss: number;
}

/** Samples the page's JS heap and its renderers' resident memory until stopped; returns the peaks. */
async function sampleMemory(page: Page): Promise<{ stop: () => Promise<Peaks>; now: () => Promise<Peaks> }> {
  const session = await page.context().newCDPSession(page);
  await session.send("Performance.enable");
  const browserSession = await page.context().browser()!.newBrowserCDPSession();
  const renderers = async () => {
    try {
      const { processInfo } = (await browserSession.send("SystemInfo.getProcessInfo")) as {
        processInfo: { type: string; id: number }[];
      };
      return processInfo.filter((process) => process.type === "renderer").map((process) => process.id);
    } catch {
      return [];
    }
  };
  const pids = await renderers();
  const rss = async () => {
    let sum = 0;
    for (const pid of pids) {
      const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
      sum += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    }
    return sum;
  };
  const now = async (): Promise<Peaks> => {
    const { metrics } = await session.send("Performance.getMetrics");
    const jsHeap = metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0;
    return { jsHeap, rendererRss: await rss() };
  };
  const peaks: Peaks = { jsHeap: 0, rendererRss: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      // A renderer that crashed (out of memory) answers no more: the peaks so far stand.
      const sample = await now().catch(() => undefined);
      if (!sample) break;
      peaks.jsHeap = Math.max(peaks.jsHeap, sample.jsHeap);
      peaks.rendererRss = Math.max(peaks.rendererRss, sample.rendererRss);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    now,
    stop: async () => {
      running = false;
      await loop;
      await session.detach().catch(() => {});
      await browserSession.detach().catch(() => {});
      return peaks;
    },
  };
}

interface Drop {
  /** Undefined when the drop did not finish: the page crashed (out of memory) or threw. */
  result: DropResult | undefined;
  failure: string | undefined;
  peaks: Peaks;
  baseline: Peaks;
  bytesDropped: number;
}

/** One drop of `names`, in a browser of its own, with or without the Gallery's preparer. */
async function measureDrop(
  url: string,
  superuser: { email: string; password: string },
  names: string[],
  prepared: boolean,
): Promise<Drop> {
  const files: Record<string, Buffer> = {};
  for (const name of names) files[`/files/${name}`] = await readFile(join(CACHE, name));
  const { page, close } = await openBenchPage({ entry: "bench/phone-photos.page.ts", files });
  try {
    await page.evaluate(([url, superuser]) => window.phonePhotosBench.setUp(url, superuser), [
      url,
      superuser,
    ] as const);
    const bytesDropped = await page.evaluate((names) => window.phonePhotosBench.load(names), names);
    const session = await page.context().newCDPSession(page);
    await session.send("HeapProfiler.collectGarbage");
    await session.detach();
    const memory = await sampleMemory(page);
    const baseline = await memory.now();
    let result: DropResult | undefined;
    let failure: string | undefined;
    try {
      result = await page.evaluate((prepared) => window.phonePhotosBench.drop(prepared), prepared);
    } catch (error) {
      // Reported in the table rather than thrown: the other drop's figures still stand.
      failure = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    }
    const peaks = await memory.stop();
    return { result, failure, peaks, baseline, bytesDropped };
  } finally {
    await close();
  }
}

const countOf = (result: DropResult) =>
  Object.values(result.statuses).reduce((sum, count) => sum + (count ?? 0), 0);

function rows(label: string, drop: Drop, reference: string): Row[] {
  const { result, peaks, baseline } = drop;
  if (!result) {
    return [
      {
        name: `phone-photos: ${label}: did not finish`,
        median: "failed",
        reference: `${drop.failure}; renderer memory reached ${megabytes(peaks.rendererRss)}`,
      },
    ];
  }
  const refused = countOf(result) - result.done;
  const outcome =
    `${result.done} saved` +
    (refused > 0
      ? `, ${refused} not (${JSON.stringify(result.statuses)}; ${result.errors.join(" | ")})`
      : "");
  return [
    {
      name: `phone-photos: ${label}: all saved, wall time`,
      median: `${(result.totalMs / 1000).toFixed(1)} s`,
      reference:
        `${reference}; ${outcome}; first upload at ${(result.firstUploadMs / 1000).toFixed(1)} s` +
        (Number.isFinite(result.preparedMs) && result.preparedMs > 0
          ? `, all prepared at ${(result.preparedMs / 1000).toFixed(1)} s`
          : ""),
    },
    {
      name: `phone-photos: ${label}: peak JS heap (main thread)`,
      median: megabytes(peaks.jsHeap),
      reference: `${megabytes(baseline.jsHeap)} before the drop (files loaded)`,
    },
    {
      name: `phone-photos: ${label}: peak renderer memory (RSS)`,
      median: peaks.rendererRss > 0 ? megabytes(peaks.rendererRss) : "n/a",
      reference: `${megabytes(baseline.rendererRss)} before the drop`,
    },
    {
      name: `phone-photos: ${label}: bytes sent`,
      median: megabytes(result.bodyBytesSent),
      reference:
        `files ${megabytes(result.fileBytesSent)} of ${megabytes(drop.bytesDropped)} dropped` +
        (result.withFields > 0 ? `; ${result.withFields} records with hash and placeholder` : ""),
    },
  ];
}

export async function measurePhonePhotos(): Promise<Row[]> {
  await mkdir(CACHE, { recursive: true });
  await makeJpegs();
  const heic = await hasHeifEnc();
  if (heic) await makeHeics();
  const jpegs = [...Array(COUNT).keys()].map(jpegName);
  // With heif-enc: the odd photos as HEIC; without, the even JPEGs only (the HEIC half skipped).
  const phone = heic
    ? [...Array(COUNT).keys()].map((index) => (isHeicSlot(index) ? heicName(index) : jpegName(index)))
    : jpegs.filter((_, index) => !isHeicSlot(index));
  const twins = heic ? jpegs : phone;
  const sizes = await Promise.all(phone.map(async (name) => (await readFile(join(CACHE, name))).length));
  const heicSizes = sizes.filter((_, index) => phone[index]!.endsWith(".heic"));
  const range = (values: number[]) =>
    values.length
      ? `${(Math.min(...values) / MB).toFixed(1)}–${(Math.max(...values) / MB).toFixed(1)} MB`
      : "";
  const jpegSizes = sizes.filter((_, index) => phone[index]!.endsWith(".jpg"));

  const pocketbase = await startGalleryPocketBase();
  try {
    const withPreparer = await measureDrop(pocketbase.url, pocketbase.superuser, phone, true);
    const unprocessed = await measureDrop(pocketbase.url, pocketbase.superuser, twins, false);
    const heicCount = heicSizes.length;
    const jpegCount = jpegSizes.length;
    const what =
      `${jpegCount} JPEG (${range(jpegSizes)})` +
      (heicCount ? ` + ${heicCount} HEIC (${range(heicSizes)})` : "");
    const result: Row[] = [
      ...rows(
        `${what}, Gallery's preparer, 3 at a time, 1 run`,
        withPreparer,
        withPreparer.result && unprocessed.result
          ? `${(withPreparer.result.totalMs / unprocessed.result.totalMs).toFixed(1)}× the unprocessed time`
          : "",
      ),
      ...rows(
        heicCount
          ? `the same ${COUNT} unprocessed (HEICs' JPEG twins sent instead), 3 at a time, 1 run`
          : `the same ${jpegCount} JPEGs unprocessed, 3 at a time, 1 run`,
        unprocessed,
        "the reference",
      ),
    ];
    if (!heic) {
      result.push({
        name: "phone-photos: HEIC half skipped",
        median: "n/a",
        reference: "heif-enc not on PATH: install Debian's libheif-examples to make the HEICs",
      });
    }
    return result;
  } finally {
    await pocketbase.stop();
  }
}
