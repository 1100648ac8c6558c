// Upload throughput: `uploadRecord` (XHR, for its progress events, with a listener attached as an
// upload queue has one) against the plain SDK's `pb.collection("images").create(formData)`, for
// the same files, from headless Chromium to a throwaway PocketBase with the Gallery's schema on
// 127.0.0.1. Both create an image with a file, an owner and a title; no `schema` is given to
// `uploadRecord`, so it checks nothing before sending, as the SDK does not.
//
// The files are real PNGs padded to 2–5 MB (PocketBase sniffs the type from the first bytes; the
// field takes at most 20 MB of image/*). One upload at a time, the two paths taking turns, so a
// change of load on the machine touches both alike. MB/s counts the file's bytes, MB = 10^6.
import { createPng } from "@pocketkit/client/testing";

import { startGalleryPocketBase } from "@pocketkit/testkit";
import { openBenchPage } from "./browser-page";
import { median, percentile, type Row } from "./report";
import type { UploadWay } from "./upload.page";

const MB = 1_000_000;
const SIZES = [2 * MB, 3.5 * MB, 5 * MB];
const ROUNDS = 15;

function paddedPng(size: number, hue: number): Buffer {
  const image = createPng({ width: 320, height: 240, from: [200, (hue * 37) % 256, 80], to: [40, 90, 200] });
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}

const rate = (bytes: number, elapsed: number) => bytes / MB / (elapsed / 1000);
const mbps = (value: number) => `${value.toFixed(1)} MB/s`;

export async function measureUpload(): Promise<Row[]> {
  const names = SIZES.map((size) => `bench-${size / MB}MB.png`);
  const files = Object.fromEntries(
    SIZES.map((size, index) => [`/files/${names[index]}`, paddedPng(size, index)]),
  );
  const pocketbase = await startGalleryPocketBase();
  let close = async () => {};
  try {
    const opened = await openBenchPage({ entry: "bench/upload.page.ts", files });
    close = opened.close;
    const { page } = opened;
    await page.evaluate(([url, superuser, names]) => window.uploadBench.setUp(url, superuser, names), [
      pocketbase.url,
      pocketbase.superuser,
      names,
    ] as const);
    const upload = (way: UploadWay, index: number) =>
      page.evaluate(([way, index]) => window.uploadBench.upload(way, index), [way, index] as const);

    // Warm-up: one of each, so that connections are open and the code is compiled.
    await upload("sdk", 0);
    await upload("uploadRecord", 0);
    const rates: Record<UploadWay, number[]> = { sdk: [], uploadRecord: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order: UploadWay[] = round % 2 ? ["sdk", "uploadRecord"] : ["uploadRecord", "sdk"];
      for (let index = 0; index < SIZES.length; index++) {
        for (const way of order) rates[way].push(rate(SIZES[index]!, await upload(way, index)));
      }
    }
    const progressEvents = await page.evaluate(() => window.uploadBench.progressEvents());
    const uploads = ROUNDS * SIZES.length;
    const sizes = SIZES.map((size) => size / MB).join(", ");
    // The slow end of a rate is its 5th percentile (the 95th of the times).
    const row = (way: UploadWay, name: string, reference: string): Row => ({
      name: `upload: ${name}, ${uploads} files of ${sizes} MB, one at a time`,
      median: mbps(median(rates[way])),
      p95: mbps(percentile(rates[way], 5)),
      reference,
    });
    return [
      row("sdk", "SDK pb.collection().create(FormData)", "the SDK is the peer"),
      row(
        "uploadRecord",
        `uploadRecord (XHR, ${progressEvents} progress events in all)`,
        `${((median(rates.uploadRecord) / median(rates.sdk)) * 100).toFixed(0)} % of the SDK's median`,
      ),
    ];
  } finally {
    await close();
    await pocketbase.stop();
  }
}
