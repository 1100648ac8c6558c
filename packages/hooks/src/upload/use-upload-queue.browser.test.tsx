import type {} from "@pocketkit/testkit/browser-context";
import type { CollectionSchema, UploadItem } from "@pocketkit/client";
import { act, cleanup, waitFor } from "@testing-library/react";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterEach, beforeAll, expect, inject, test, vi } from "vitest";

import { createTestClient, renderWithPocketkit, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { useUploadQueue, type UseUploadQueueOptions } from "./use-upload-queue";

// Real Chromium, real XHR, a real PocketBase with the testkit's schema (started in Node by the
// browser project's global setup), and loopback proxies in front of it for a slow, a stalling and a dropping uplink.
const MB = 1024 * 1024;
// Nothing listens there (and browsers refuse the port outright): a server that cannot be reached.
const UNREACHABLE = "http://127.0.0.1:9";
let photos: CollectionSchema;

beforeAll(async () => {
  const superuser = new PocketBase(inject("pocketbaseUrl"));
  const { email, password } = inject("superuser");
  await superuser.collection("_superusers").authWithPassword(email, password);
  photos = (await superuser.collections.getOne("photos")) as unknown as CollectionSchema;
});

/** A client with the `photos` schema, so that files are checked before they are sent. */
function photosClient(url = inject("pocketbaseUrl"), { strict = false } = {}): TestClient {
  return createTestClient(url, { strict, schema: { photos } });
}

/** A real PNG drawn by the browser, padded to `size` bytes (PocketBase sniffs the first bytes). */
async function png(name: string, size?: number): Promise<File> {
  const canvas = new OffscreenCanvas(32, 24);
  const context = canvas.getContext("2d")!;
  context.fillStyle = "tomato";
  context.fillRect(0, 0, 32, 24);
  const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
  const padded = new Uint8Array(Math.max(size ?? 0, bytes.length));
  padded.set(bytes);
  return new File([padded], name, { type: "image/png" });
}

/** Every XHR send (uploads are the only XHRs: the SDK uses fetch), and how many ran at once. */
const uploads = { sent: 0, running: 0, mostAtOnce: 0 };
const originalSend = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body) {
  uploads.sent++;
  uploads.running++;
  uploads.mostAtOnce = Math.max(uploads.mostAtOnce, uploads.running);
  // DONE comes before load, error and abort, whose handlers may start the next upload at once.
  const onState = () => {
    if (this.readyState !== XMLHttpRequest.DONE) return;
    uploads.running--;
    this.removeEventListener("readystatechange", onState);
  };
  this.addEventListener("readystatechange", onState);
  return originalSend.call(this, body);
};
// Testing Library unmounts by itself only where test globals are on; they are not here.
afterEach(cleanup);
afterEach(() => {
  Object.assign(uploads, { sent: 0, running: 0, mostAtOnce: 0 });
  vi.restoreAllMocks();
});

/** The server as the signed-in user sees it, straight, not through any proxy. */
function direct(client: TestClient): PocketBase {
  const pb = new PocketBase(inject("pocketbaseUrl"));
  pb.autoCancellation(false);
  pb.authStore.save(client.pocketkit.pb.authStore.token, client.pocketkit.pb.authStore.record);
  return pb;
}

async function exists(pb: PocketBase, id: string): Promise<boolean> {
  try {
    await pb.collection("photos").getOne(id);
    return true;
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return false;
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderQueue(client: TestClient, owner: string, options: Partial<UseUploadQueueOptions> = {}) {
  const seen: (readonly UploadItem[])[] = [];
  const view = renderWithPocketkit(client, () => {
    const queue = useUploadQueue({ collection: "photos", data: () => ({ owner }), ...options });
    seen.push(queue.items);
    return queue;
  });
  return { ...view, seen };
}

test("seven files go three at a time, each with its own progress, and all become records", async () => {
  const client = photosClient(inject("slowProxyUrl"));
  const owner = await signUpAs(client, inject("superuser"));
  const { result, seen } = renderQueue(client, owner);
  const files = await Promise.all(Array.from({ length: 7 }, (_, index) => png(`photo-${index}.png`, 8 * MB)));

  await act(() => result.current.add(files));
  expect(result.current.isUploading).toBe(true);
  await waitFor(
    () => expect(result.current.items.map((item) => item.status)).toEqual(Array(7).fill("done")),
    {
      timeout: 20_000,
    },
  );

  expect(uploads.sent).toBe(7);
  expect(uploads.mostAtOnce).toBe(3);
  expect(Math.max(...seen.map((items) => items.filter((item) => item.status === "uploading").length))).toBe(
    3,
  );
  for (const item of result.current.items) {
    const fractions = seen
      .flatMap((items) => items.filter((other) => other.id === item.id))
      .map((version) => version.progress);
    expect(fractions.some((fraction) => fraction > 0 && fraction < 1)).toBe(true);
    for (let index = 1; index < fractions.length; index++) {
      expect(fractions[index]).toBeGreaterThanOrEqual(fractions[index - 1]!);
    }
    expect(item.progress).toBe(1);
    expect(item.record).toMatchObject({ id: item.recordId, owner });
  }
  expect(result.current.isUploading).toBe(false);
  const onServer = await direct(client).collection("photos").getFullList();
  expect(onServer.map((record) => record.id).sort()).toEqual(
    result.current.items.map((item) => item.recordId).sort(),
  );
});

test("progress is per file: a small file is done while a large one is still partway", async () => {
  const client = photosClient(inject("slowProxyUrl"));
  const owner = await signUpAs(client, inject("superuser"));
  const { result, seen } = renderQueue(client, owner);
  const files = [await png("small.png", 256 * 1024), await png("large.png", 12 * MB)];

  await act(() => result.current.add(files));
  await waitFor(() => expect(result.current.items.every((item) => item.status === "done")).toBe(true), {
    timeout: 20_000,
  });
  const [small, large] = result.current.items;
  expect(small!.total).toBeLessThan(MB);
  expect(large!.total).toBeGreaterThan(12 * MB);
  expect(
    seen.some(
      ([first, second]) =>
        first?.status === "done" &&
        second?.status === "uploading" &&
        second.progress > 0.05 &&
        second.progress < 0.95,
    ),
  ).toBe(true);
});

test("cancel stops one upload and saves nothing of it; the others finish", async () => {
  const client = photosClient(inject("slowProxyUrl"));
  const owner = await signUpAs(client, inject("superuser"));
  const { result } = renderQueue(client, owner);
  const files = await Promise.all(["a.png", "b.png", "c.png"].map((name) => png(name, 8 * MB)));

  await act(() => result.current.add(files));
  const target = result.current.items[1]!;
  await waitFor(() => expect(result.current.items[1]!.progress).toBeGreaterThan(0.2), { timeout: 10_000 });
  act(() => result.current.cancel(target.id));
  expect(result.current.items[1]).toMatchObject({ status: "cancelled", error: undefined });

  await waitFor(
    () => expect(result.current.items.map((item) => item.status)).toEqual(["done", "cancelled", "done"]),
    { timeout: 20_000 },
  );
  // Bytes already in socket buffers can still reach PocketBase after the cancel and make the
  // record; the client then deletes it. Give that time, then it must be gone.
  await pause(2_000);
  const pb = direct(client);
  await waitFor(async () => expect(await exists(pb, target.recordId)).toBe(false), { timeout: 15_000 });
  expect((await pb.collection("photos").getFullList()).map((record) => record.id).sort()).toEqual(
    [result.current.items[0]!.recordId, result.current.items[2]!.recordId].sort(),
  );
});

test("a file too large or not an image is refused with its message before a byte is sent", async () => {
  const client = photosClient();
  const owner = await signUpAs(client, inject("superuser"));
  const { result } = renderQueue(client, owner);
  const pngBytes = new Uint8Array(await (await png("x.png")).arrayBuffer());
  const files = [
    await png("pano.png", 31_200_000),
    new File(["just words"], "notes.txt", { type: "text/plain" }),
    // Named and typed as a photo, but text: judged from its bytes, as PocketBase judges it.
    new File(["just words"], "notes.jpg", { type: "image/jpeg" }),
    new File([new Uint8Array(64)], "beach.heic", { type: "image/heic" }),
    // No type from the browser: judged by the first bytes.
    new File(["no magic here"], "mystery"),
    new File([pngBytes], "scan"),
  ];

  let added: UploadItem[] = [];
  await act(async () => {
    added = await result.current.add(files);
  });
  expect(added.map((item) => [item.file.name, item.status, item.error?.message])).toEqual([
    ["pano.png", "invalid", "pano.png is 31.2 MB; the limit is 20 MB."],
    ["notes.txt", "invalid", "notes.txt is not a supported image (JPEG, PNG, WebP, GIF, AVIF)."],
    ["notes.jpg", "invalid", "notes.jpg is not a supported image (JPEG, PNG, WebP, GIF, AVIF)."],
    ["beach.heic", "invalid", "beach.heic is not a supported image (JPEG, PNG, WebP, GIF, AVIF)."],
    ["mystery", "invalid", "mystery is not a supported image (JPEG, PNG, WebP, GIF, AVIF)."],
    ["scan", expect.stringMatching(/^(queued|uploading|done)$/), undefined],
  ]);
  expect(added[0]!.error).toMatchObject({
    kind: "validation",
    fieldErrors: {
      file: { code: "validation_file_size_limit", message: "pano.png is 31.2 MB; the limit is 20 MB." },
    },
  });
  expect(added[1]!.error!.fieldErrors.file!.code).toBe("validation_invalid_mime_type");
  expect(added.slice(0, 5).every((item) => item.previewUrl === undefined)).toBe(true);

  await waitFor(() => expect(result.current.items[5]!.status).toBe("done"));
  expect(result.current.items[5]!.record!.file).toMatch(/^scan/);
  // Only the good file went out.
  expect(uploads.sent).toBe(1);
  expect(await direct(client).collection("photos").getFullList()).toHaveLength(1);
  // Refused files cannot be retried as they are.
  act(() => result.current.retry(added[0]!.id));
  expect(result.current.items[0]!.status).toBe("invalid");
  expect(uploads.sent).toBe(1);
});

test("a connection that drops midway leaves the file in the queue with its error and no record; Retry sends it once the path is back", async () => {
  const client = photosClient(inject("droppingProxyUrl"));
  const owner = await signUpAs(client, inject("superuser"));
  // Nothing resumes by itself during this test: only the Retry below.
  const { result } = renderQueue(client, owner, { reconnectDelayMs: 60_000 });

  await act(async () => void (await result.current.add([await png("cut.png", 4 * MB)])));
  await waitFor(() => expect(result.current.items[0]!.status).toBe("error"));
  const failed = result.current.items[0]!;
  expect(failed.error).toMatchObject({ kind: "network" });
  expect(failed.willResume).toBe(true);
  expect(result.current.isWaitingForServer).toBe(true);
  expect(await exists(direct(client), failed.recordId)).toBe(false);

  // The uplink works again.
  client.pocketkit.pb.baseURL = inject("pocketbaseUrl");
  act(() => result.current.retry(failed.id));
  await waitFor(() => expect(result.current.items[0]!.status).toBe("done"));
  expect(result.current.items[0]).toMatchObject({
    id: failed.id,
    recordId: failed.recordId,
    error: undefined,
  });
  expect(result.current.isWaitingForServer).toBe(false);
  expect((await direct(client).collection("photos").getFullList()).map((record) => record.id)).toEqual([
    failed.recordId,
  ]);
});

test("Retry reads the session anew: a file refused while signed out goes through once signed in again", async () => {
  const client = photosClient();
  const owner = await signUpAs(client, inject("superuser"));
  const { pb } = client.pocketkit;
  const email = pb.authStore.record!.email as string;
  pb.authStore.clear();
  const { result } = renderQueue(client, owner);

  await act(async () => void (await result.current.add([await png("mine.png")])));
  await waitFor(() => expect(result.current.items[0]!.status).toBe("error"));
  // PocketBase refuses a create its rule does not allow with a 400.
  expect(result.current.items[0]!.error).toMatchObject({ kind: "validation", status: 400 });
  expect(result.current.items[0]!.willResume).toBe(false);

  await pb.collection("users").authWithPassword(email, "correct horse");
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.items[0]!.status).toBe("done"));
  expect(result.current.items[0]!.record).toMatchObject({ owner });
});

test("on-submit mode sends nothing until submit(), then sends one at a time as asked, with the fields as the form is then", async () => {
  const client = photosClient();
  const owner = await signUpAs(client, inject("superuser"));
  let title = "draft";
  const { result } = renderQueue(client, owner, {
    mode: "on-submit",
    concurrency: 1,
    data: () => ({ owner, title }),
  });
  const files = await Promise.all(["one.png", "two.png", "three.png"].map((name) => png(name)));

  await act(() => result.current.add(files));
  expect(result.current.items.map((item) => item.status)).toEqual(["waiting", "waiting", "waiting"]);
  expect(result.current.isUploading).toBe(false);
  await pause(500);
  expect(uploads.sent).toBe(0);
  expect(await direct(client).collection("photos").getFullList()).toHaveLength(0);

  title = "Saved";
  let outcome: Awaited<ReturnType<typeof result.current.submit>> | undefined;
  await act(async () => {
    outcome = await result.current.submit();
  });
  expect(outcome!.failed).toEqual([]);
  expect(outcome!.records.map((record) => record.title)).toEqual(["Saved", "Saved", "Saved"]);
  expect(result.current.items.map((item) => item.status)).toEqual(["done", "done", "done"]);
  expect(uploads.sent).toBe(3);
  expect(uploads.mostAtOnce).toBe(1);
  expect(await direct(client).collection("photos").getFullList()).toHaveLength(3);
});

test("preview URLs are made for accepted images and revoked on remove and on unmount (StrictMode)", async () => {
  const client = photosClient(inject("pocketbaseUrl"), { strict: true });
  const owner = await signUpAs(client, inject("superuser"));
  const created = vi.spyOn(URL, "createObjectURL");
  const revoked = vi.spyOn(URL, "revokeObjectURL");
  const { result, unmount } = renderQueue(client, owner, { mode: "on-submit" });
  const files = [
    ...(await Promise.all(["a.png", "b.png", "c.png"].map((name) => png(name)))),
    new File(["words"], "notes.txt", { type: "text/plain" }),
  ];

  await act(() => result.current.add(files));
  const urls = result.current.items.map((item) => item.previewUrl);
  expect(urls.slice(0, 3).every((url) => url?.startsWith("blob:"))).toBe(true);
  expect(urls[3]).toBeUndefined();
  expect(created).toHaveBeenCalledTimes(3);
  // StrictMode's extra unmount and remount did not dispose the queue.
  expect(revoked).not.toHaveBeenCalled();

  act(() => result.current.remove(result.current.items[0]!.id));
  expect(revoked.mock.calls).toEqual([[urls[0]]]);
  expect(result.current.items.map((item) => item.file.name)).toEqual(["b.png", "c.png", "notes.txt"]);

  unmount();
  await waitFor(() => expect(revoked).toHaveBeenCalledTimes(3));
  expect(revoked.mock.calls.map(([url]) => url).sort()).toEqual([urls[0], urls[1], urls[2]].sort());
  expect(uploads.sent).toBe(0);
});

test("files that failed for want of a server resume by themselves once it answers again", async () => {
  const client = photosClient();
  const owner = await signUpAs(client, inject("superuser"));
  client.pocketkit.pb.baseURL = UNREACHABLE;
  const { result } = renderQueue(client, owner, { reconnectDelayMs: 100 });
  const files = await Promise.all(["x.png", "y.png"].map((name) => png(name)));

  await act(() => result.current.add(files));
  await waitFor(() => expect(result.current.items.map((item) => item.status)).toEqual(["error", "error"]));
  expect(result.current.items[0]!.error).toMatchObject({ kind: "network" });
  expect(result.current.isWaitingForServer).toBe(true);
  // The server stays away a while: the queue keeps asking (with back-off) and keeps waiting.
  await pause(700);
  expect(result.current.items.map((item) => item.status)).toEqual(["error", "error"]);

  client.pocketkit.pb.baseURL = inject("pocketbaseUrl");
  await waitFor(() => expect(result.current.items.map((item) => item.status)).toEqual(["done", "done"]), {
    timeout: 10_000,
  });
  expect(result.current.isWaitingForServer).toBe(false);
  expect((await direct(client).collection("photos").getFullList()).map((record) => record.id).sort()).toEqual(
    result.current.items.map((item) => item.recordId).sort(),
  );
});

test("the browser's online event resumes waiting files at once, without waiting out the back-off", async () => {
  const client = photosClient();
  const owner = await signUpAs(client, inject("superuser"));
  client.pocketkit.pb.baseURL = UNREACHABLE;
  const { result } = renderQueue(client, owner, { reconnectDelayMs: 60_000 });

  await act(async () => void (await result.current.add([await png("back.png")])));
  await waitFor(() => expect(result.current.items[0]!.status).toBe("error"));
  const failed = result.current.items[0]!;

  client.pocketkit.pb.baseURL = inject("pocketbaseUrl");
  await pause(500);
  expect(result.current.items[0]!.status).toBe("error");

  act(() => void window.dispatchEvent(new Event("online")));
  await waitFor(() => expect(result.current.items[0]!.status).toBe("done"));
  expect(result.current.items[0]!.record!.id).toBe(failed.recordId);
});
