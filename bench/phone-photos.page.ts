// The page of bench/phone-photos.ts, bundled for Chromium. Two jobs: making the bench's JPEGs
// (an OffscreenCanvas of 4000×3000 with noisy content, encoded by Chromium's own JPEG encoder,
// the same pixels for the same index), and timing a drop of files on an upload queue, with the
// Gallery's photo preparer or without one.
import {
  createPocketkit,
  createUploadQueueStore,
  type CollectionSchema,
  type Pocketkit,
  type UploadItem,
  type UploadItemStatus,
} from "@pocketkit/client";

import { signUpUser } from "@pocketkit/testkit/browser";

import { preparePhoto } from "../apps/demo/src/features/photo-preparer";

const WIDTH = 4000;
const HEIGHT = 3000;

// A small deterministic generator (mulberry32): the same index always gives the same photo.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * JPEG number `index` at quality 0.95: a gradient sky, a few soft shapes and sensor-like noise of
 * `noise` levels (0–255), which is what sets the size. Returned as base64 for Node to write.
 */
async function makeJpeg(index: number, noise: number): Promise<{ base64: string; size: number }> {
  const next = random(index * 7919 + 1);
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext("2d")!;
  const gradient = context.createLinearGradient(0, 0, WIDTH * next(), HEIGHT);
  gradient.addColorStop(0, `hsl(${Math.floor(next() * 360)} 60% 70%)`);
  gradient.addColorStop(1, `hsl(${Math.floor(next() * 360)} 50% 30%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  for (let shape = 0; shape < 40; shape++) {
    context.fillStyle = `hsl(${Math.floor(next() * 360)} ${Math.floor(next() * 80)}% ${Math.floor(20 + next() * 60)}% / 0.5)`;
    context.beginPath();
    context.ellipse(next() * WIDTH, next() * HEIGHT, 50 + next() * 900, 50 + next() * 600, next() * 3, 0, 7);
    context.fill();
  }
  const image = context.getImageData(0, 0, WIDTH, HEIGHT);
  const pixels = image.data;
  for (let offset = 0; offset < pixels.length; offset += 4) {
    // One grain for the three channels, and a little colour noise on top, as a sensor has.
    const grain = (next() - 0.5) * noise;
    pixels[offset] = pixels[offset]! + grain + (next() - 0.5) * noise * 0.3;
    pixels[offset + 1] = pixels[offset + 1]! + grain;
    pixels[offset + 2] = pixels[offset + 2]! + grain + (next() - 0.5) * noise * 0.3;
  }
  context.putImageData(image, 0, 0);
  const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.95 });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { base64: btoa(binary), size: blob.size };
}

let url = "";
let superuser = { email: "", password: "" };
let files: File[] = [];

function setUp(serverUrl: string, credentials: { email: string; password: string }): void {
  url = serverUrl;
  superuser = credentials;
}

/** Fetches the files the server hands out under `/files/`, typed as a file picker types them. */
async function load(names: string[]): Promise<number> {
  files = await Promise.all(
    names.map(async (name) => {
      const response = await fetch(`/files/${name}`);
      const type = name.endsWith(".heic") ? "image/heic" : "image/jpeg";
      return new File([await response.blob()], name, { type, lastModified: 1_764_000_000_000 });
    }),
  );
  return files.reduce((sum, file) => sum + file.size, 0);
}

/** The images collection as the server has it, read with the superuser's token (plain REST). */
async function imagesSchema(): Promise<CollectionSchema> {
  const auth = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  });
  const { token } = (await auth.json()) as { token: string };
  const images = await fetch(`${url}/api/collections/images`, { headers: { authorization: token } });
  return (await images.json()) as CollectionSchema;
}

/**
 * A new verified user (so each run starts from an empty library), on a kit that knows the images
 * collection as the Gallery's does, so that the queue checks each file against it before sending.
 */
async function newUser(): Promise<{ pocketkit: Pocketkit; owner: string }> {
  const pb = await signUpUser(url, superuser);
  const pocketkit = createPocketkit({ url, schema: { images: await imagesSchema() } });
  pocketkit.pb.authStore.save(pb.authStore.token, pb.authStore.record);
  return { pocketkit, owner: pb.authStore.record!.id };
}

export interface DropResult {
  /** From `add()` to the last file done (or refused). */
  totalMs: number;
  /** From `add()` to the first upload started. */
  firstUploadMs: number;
  /** From `add()` to no file left preparing. */
  preparedMs: number;
  done: number;
  statuses: Partial<Record<UploadItemStatus, number>>;
  /** The first few errors, "name: message". */
  errors: string[];
  /** The files' bytes as sent (the prepared files). */
  fileBytesSent: number;
  /** The multipart bodies as sent (`total` of each done item). */
  bodyBytesSent: number;
  /** Files whose record has taken_at, hash and placeholder filled. */
  withFields: number;
}

const FINAL: ReadonlySet<UploadItemStatus> = new Set(["done", "invalid", "error", "cancelled", "duplicate"]);

/**
 * Drops every loaded file on a new queue of a new user (the Gallery's preparer when `prepared`),
 * at the default concurrency of 3, and waits until each is done or refused.
 */
async function drop(prepared: boolean): Promise<DropResult> {
  const { pocketkit, owner } = await newUser();
  const queue = createUploadQueueStore({
    pocketkit,
    collection: "images",
    field: "file",
    data: (file) => ({ owner, title: file.name.replace(/\.[^.]+$/, "") }),
    prepare: prepared ? preparePhoto : undefined,
  });
  const release = queue.retain();
  const started = performance.now();
  let firstUploadMs = Number.NaN;
  let preparedMs = prepared ? Number.NaN : 0;
  let items: readonly UploadItem[] = [];
  const finished = new Promise<void>((resolve) => {
    const look = () => {
      ({ items } = queue.getSnapshot());
      if (Number.isNaN(firstUploadMs) && items.some((item) => item.status === "uploading")) {
        firstUploadMs = performance.now() - started;
      }
      if (
        Number.isNaN(preparedMs) &&
        items.length > 0 &&
        !items.some((item) => item.status === "preparing")
      ) {
        preparedMs = performance.now() - started;
      }
      if (items.length === files.length && items.every((item) => FINAL.has(item.status))) resolve();
    };
    queue.subscribe(look);
  });
  void queue.add(files);
  await finished;
  const totalMs = performance.now() - started;
  release();
  const statuses: Partial<Record<UploadItemStatus, number>> = {};
  for (const item of items) statuses[item.status] = (statuses[item.status] ?? 0) + 1;
  const done = items.filter((item) => item.status === "done");
  const withFields = done.filter((item) => item.record?.["hash"] && item.record["placeholder"]).length;
  return {
    totalMs,
    firstUploadMs,
    preparedMs,
    done: done.length,
    statuses,
    errors: items
      .filter((item) => item.error)
      .slice(0, 5)
      .map((item) => `${item.file.name}: ${item.error!.message}`),
    fileBytesSent: done.reduce((sum, item) => sum + item.preparedFile.size, 0),
    bodyBytesSent: done.reduce((sum, item) => sum + item.total, 0),
    withFields,
  };
}

declare global {
  interface Window {
    phonePhotosBench: {
      makeJpeg: typeof makeJpeg;
      setUp: typeof setUp;
      load: typeof load;
      drop: typeof drop;
    };
    benchReady: boolean;
  }
}
window.phonePhotosBench = { makeJpeg, setUp, load, drop };
window.benchReady = true;
