import type {} from "@pocketkit/testkit/browser-context";
import { signUpUser } from "@pocketkit/testkit/browser";
import PocketBase, { ClientResponseError } from "pocketbase";
import { beforeAll, expect, inject, test } from "vitest";

import {
  isPocketkitError,
  newRecordId,
  uploadRecord,
  type CollectionSchema,
  type PocketkitError,
  type UploadProgress,
} from "..";

// Real Chromium, real XHR, real PocketBase with the testkit's schema (a stock PocketBase: no hooks,
// ids free to choose). Slow, stalling and dropping uplinks are loopback proxies in front of it.
const MB = 1024 * 1024;
let photos: CollectionSchema;
let scrapbooks: CollectionSchema;

const signUp = (url = inject("pocketbaseUrl")) => signUpUser(url, inject("superuser"));

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

async function failure(run: Promise<unknown>): Promise<PocketkitError> {
  const outcome = await run.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPocketkitError(outcome)) throw new Error(`expected a PocketkitError, got ${String(outcome)}`);
  return outcome;
}

async function exists(pb: PocketBase, collection: string, id: string): Promise<boolean> {
  try {
    await pb.collection(collection).getOne(id);
    return true;
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return false;
    throw error;
  }
}

const sentTo = (url: string) =>
  performance.getEntriesByType("resource").filter((entry) => entry.name.startsWith(url)).length;

beforeAll(async () => {
  const superuser = new PocketBase(inject("pocketbaseUrl"));
  const { email, password } = inject("superuser");
  await superuser.collection("_superusers").authWithPassword(email, password);
  photos = (await superuser.collections.getOne("photos")) as unknown as CollectionSchema;
  // A collection with a multi-file field, which the test schema does not have.
  scrapbooks = (await superuser.collections.getOne("scrapbooks").catch(() =>
    superuser.collections.create({
      name: "scrapbooks",
      type: "base",
      listRule: "@request.auth.id != ''",
      viewRule: "@request.auth.id != ''",
      createRule: "@request.auth.id != ''",
      updateRule: "@request.auth.id != ''",
      fields: [
        { type: "text", name: "title" },
        { type: "file", name: "attachments", maxSelect: 3, maxSize: 2 * MB },
      ],
    }),
  )) as unknown as CollectionSchema;
});

test("progress rises monotonically to 100 % and the record is made with its file", async () => {
  const pb = await signUp(inject("slowProxyUrl"));
  const steps: UploadProgress[] = [];
  const record = await uploadRecord(pb, {
    collection: "photos",
    schema: photos,
    data: {
      owner: pb.authStore.record!.id,
      title: "Slow boat",
      tags: ["sea"],
      file: await png("boat.png", 16 * MB),
    },
    onProgress: (progress) => steps.push(progress),
  });

  expect(record).toMatchObject({ title: "Slow boat", tags: ["sea"] });
  expect(record.file).toMatch(/^boat_\w+\.png$/);
  expect(steps.length).toBeGreaterThan(2);
  expect(steps.some((step) => step.fraction > 0 && step.fraction < 1)).toBe(true);
  for (let index = 1; index < steps.length; index++) {
    expect(steps[index]!.loaded).toBeGreaterThanOrEqual(steps[index - 1]!.loaded);
  }
  expect(steps.at(-1)!.fraction).toBe(1);
});

test("a cancelled upload leaves no record", async () => {
  const pb = await signUp(inject("slowProxyUrl"));
  const controller = new AbortController();
  const id = newRecordId();
  const error = await failure(
    uploadRecord(pb, {
      collection: "photos",
      data: { id, owner: pb.authStore.record!.id, file: await png("big.png", 8 * MB) },
      signal: controller.signal,
      onProgress: ({ fraction }) => {
        if (fraction > 0.2) controller.abort();
      },
    }),
  );
  expect(error.kind).toBe("aborted");
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await exists(pb, "photos", id)).toBe(false);
  expect((await pb.collection("photos").getList(1, 1)).totalItems).toBe(0);
});

test.each([
  ["pano.png", 31_200_000, "31.2 MB"],
  ["edge.png", 20_000_001, "20.1 MB"],
])("%s over the field's size is refused before a byte is sent", async (name, size, said) => {
  const pb = await signUp();
  const before = sentTo(`${inject("pocketbaseUrl")}/api/collections/photos/records`);
  const error = await failure(
    uploadRecord(pb, {
      collection: "photos",
      schema: photos,
      data: { owner: pb.authStore.record!.id, file: await png(name, size) },
    }),
  );
  expect(error.kind).toBe("validation");
  expect(error.fieldErrors.file).toEqual({
    code: "validation_file_size_limit",
    message: `${name} is ${said}; the limit is 20 MB.`,
    params: { name, size: said, limit: "20 MB" },
  });
  expect(sentTo(`${inject("pocketbaseUrl")}/api/collections/photos/records`)).toBe(before);
});

test.each([
  [new File(["just words"], "notes.txt", { type: "text/plain" })],
  [new File([new Uint8Array(64)], "beach.heic", { type: "image/heic" })],
])(
  "%s, not an accepted image type, is refused before sending with the accepted types named",
  async (file) => {
    const pb = await signUp();
    const error = await failure(
      uploadRecord(pb, {
        collection: "photos",
        schema: photos,
        data: { owner: pb.authStore.record!.id, file },
      }),
    );
    expect(error.fieldErrors.file).toEqual({
      code: "validation_invalid_mime_type",
      message: `${file.name} is not a supported image (JPEG, PNG, WebP, GIF, AVIF).`,
      params: { name: file.name, types: "JPEG, PNG, WebP, GIF, AVIF", kind: "image" },
    });
  },
);

test("a file the browser has no type for is judged by its first bytes", async () => {
  const pb = await signUp();
  const bytes = new Uint8Array(await (await png("x.png")).arrayBuffer());
  const record = await uploadRecord(pb, {
    collection: "photos",
    schema: photos,
    data: { owner: pb.authStore.record!.id, file: new File([bytes], "scan") },
  });
  expect(record.file).toMatch(/^scan/);
});

test("a server-side rejection becomes a field error under the field's name", async () => {
  const pb = await signUp();
  const error = await failure(
    uploadRecord(pb, {
      collection: "photos",
      schema: photos,
      data: { owner: pb.authStore.record!.id, title: "x".repeat(121), file: await png("ok.png") },
    }),
  );
  expect(error.kind).toBe("validation");
  expect(error.status).toBe(400);
  expect(error.fieldErrors.title?.code).toBe("validation_max_text_constraint");
});

test("an uplink that stalls ends in a network error after the stall timeout, with no record", async () => {
  const pb = await signUp(inject("stallingProxyUrl"));
  const id = newRecordId();
  const error = await failure(
    uploadRecord(pb, {
      collection: "photos",
      data: { id, owner: pb.authStore.record!.id, file: await png("stuck.png", 4 * MB) },
      stallTimeoutMs: 1_000,
    }),
  );
  expect(error.kind).toBe("network");
  expect(error.message).toBe("The upload stalled: the server stopped answering.");
  const direct = new PocketBase(inject("pocketbaseUrl"));
  direct.authStore.save(pb.authStore.token, pb.authStore.record);
  expect(await exists(direct, "photos", id)).toBe(false);
});

test("a connection that drops halfway ends in a network error, with no record", async () => {
  const pb = await signUp(inject("droppingProxyUrl"));
  const id = newRecordId();
  const error = await failure(
    uploadRecord(pb, {
      collection: "photos",
      data: { id, owner: pb.authStore.record!.id, file: await png("cut.png", 4 * MB) },
    }),
  );
  expect(error.kind).toBe("network");
  const direct = new PocketBase(inject("pocketbaseUrl"));
  direct.authStore.save(pb.authStore.token, pb.authStore.record);
  expect(await exists(direct, "photos", id)).toBe(false);
});

test("retrying a create whose answer was lost returns the record it made, not a second one", async () => {
  const pb = await signUp();
  // The id is chosen up front, as uploadRecord chooses it: bound to the signed-in user.
  const data = {
    id: newRecordId(pb.authStore.record!.id),
    owner: pb.authStore.record!.id,
    title: "Once",
    file: await png("once.png"),
  };
  const first = await uploadRecord(pb, { collection: "photos", data });
  const retried = await uploadRecord(pb, { collection: "photos", data });
  expect(retried.id).toBe(first.id);
  expect((await pb.collection("photos").getList(1, 10)).totalItems).toBe(1);
});

test("a multi-file field takes several files, refuses too many before sending, and an update replaces a file", async () => {
  const pb = await signUp();
  const record = await uploadRecord(pb, {
    collection: "scrapbooks",
    schema: scrapbooks,
    data: { title: "Two", attachments: [await png("a.png"), await png("b.png")] },
  });
  expect(record.attachments).toHaveLength(2);

  const tooMany = await failure(
    uploadRecord(pb, {
      collection: "scrapbooks",
      schema: scrapbooks,
      data: { attachments: await Promise.all(["1", "2", "3", "4"].map((name) => png(`${name}.png`))) },
    }),
  );
  expect(tooMany.fieldErrors.attachments).toEqual({
    code: "validation_too_many_files",
    message: "The maximum allowed files is 3.",
  });

  const image = await uploadRecord(pb, {
    collection: "photos",
    data: { owner: pb.authStore.record!.id, file: await png("old.png") },
  });
  const updated = await uploadRecord(pb, {
    collection: "photos",
    recordId: image.id,
    schema: photos,
    data: { title: "Replaced", file: await png("new.png") },
  });
  expect(updated.id).toBe(image.id);
  expect(updated.title).toBe("Replaced");
  expect(updated.file).toMatch(/^new_/);
});

test("a multi-file field keeps, adds and removes files: names kept beside new files, field+ and field-", async () => {
  const pb = await signUp();
  // PocketBase stores a file under its name with a random suffix: the name's start says which.
  const originals = ["alpha", "bravo", "charlie", "delta", "echo"];
  const names = (record: Record<string, unknown>) =>
    (record.attachments as string[]).map((stored) => originals.find((name) => stored.startsWith(name)));

  const created = await uploadRecord(pb, {
    collection: "scrapbooks",
    schema: scrapbooks,
    data: { title: "Trip", attachments: [await png("alpha.png"), await png("bravo.png")] },
  });
  expect(names(created)).toEqual(["alpha", "bravo"]);
  const [storedA] = created.attachments as string[];

  // The names it keeps and a new file in one list: bravo goes, alpha stays, charlie comes.
  const mixed = await uploadRecord(pb, {
    collection: "scrapbooks",
    schema: scrapbooks,
    recordId: created.id,
    data: { attachments: [storedA, await png("charlie.png")] },
  });
  expect(names(mixed)).toEqual(["alpha", "charlie"]);
  expect((mixed.attachments as string[])[0]).toBe(storedA);

  const added = await uploadRecord(pb, {
    collection: "scrapbooks",
    schema: scrapbooks,
    recordId: created.id,
    data: { "attachments+": await png("delta.png") },
  });
  expect(names(added)).toEqual(["alpha", "charlie", "delta"]);

  const removed = await uploadRecord(pb, {
    collection: "scrapbooks",
    schema: scrapbooks,
    recordId: created.id,
    data: { "attachments-": [storedA], title: "Trip, trimmed" },
  });
  expect(names(removed)).toEqual(["charlie", "delta"]);
  expect(removed.title).toBe("Trip, trimmed");

  // Three kept and one new is one too many: refused before a byte is sent.
  const before = sentTo(inject("pocketbaseUrl"));
  const tooMany = await failure(
    uploadRecord(pb, {
      collection: "scrapbooks",
      schema: scrapbooks,
      recordId: created.id,
      data: { attachments: [...(added.attachments as string[]), await png("echo.png")] },
    }),
  );
  expect(tooMany.fieldErrors.attachments?.code).toBe("validation_too_many_files");
  expect(sentTo(inject("pocketbaseUrl"))).toBe(before);
  expect(names(await pb.collection("scrapbooks").getOne(created.id))).toEqual(["charlie", "delta"]);
});

test("a file named and typed as a photo that is text is refused from its bytes, before sending", async () => {
  const pb = await signUp();
  const before = sentTo(inject("pocketbaseUrl"));
  const error = await failure(
    uploadRecord(pb, {
      collection: "photos",
      schema: photos,
      data: {
        owner: pb.authStore.record!.id,
        file: new File(["just words"], "notes.jpg", { type: "image/jpeg" }),
      },
    }),
  );
  expect(error.fieldErrors.file).toEqual({
    code: "validation_invalid_mime_type",
    message: "notes.jpg is not a supported image (JPEG, PNG, WebP, GIF, AVIF).",
    params: { name: "notes.jpg", types: "JPEG, PNG, WebP, GIF, AVIF", kind: "image" },
  });
  expect(sentTo(inject("pocketbaseUrl"))).toBe(before);

  // And a real PNG the browser could not name goes through.
  const unnamed = new File([await (await png("scan.png")).arrayBuffer()], "scan", { type: "" });
  const record = await uploadRecord(pb, {
    collection: "photos",
    schema: photos,
    data: { owner: pb.authStore.record!.id, file: unnamed },
  });
  expect(record.file).toMatch(/^scan/);
});
