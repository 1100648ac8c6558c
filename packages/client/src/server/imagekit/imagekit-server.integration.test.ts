import { createHmac } from "node:crypto";

import { ImageKit } from "@imagekit/nodejs";
import { startImageKitStandIn, type ImageKitStandIn } from "@pocketkit/testkit";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";

import { createImageKitServer, imageKitMetadataFieldName, type ImageKitUploadAuth } from "..";
import { isPocketkitError, type PocketkitError } from "../..";

// ImageKit's official Node SDK, through the adapter's server part, against the loopback stand-in
// (ImageKit's hosted service cannot be reached from here), which checks every request field by
// field as ImageKit's API reference describes it.
let standIn: ImageKitStandIn;
let imagekit: ReturnType<typeof createImageKitServer>;

const client = (privateKey = standIn.privateKey) =>
  new ImageKit({ privateKey, baseURL: standIn.apiUrl, maxRetries: 0 });

/** The calls the stand-in saw since the last test, as "METHOD /path" with the status it gave. */
const calls = () => standIn.requests.map(({ method, path, status }) => `${method} ${path} ${status}`);

/** A browser's upload, as `@imagekit/javascript` sends it (the browser tests run the SDK itself). */
async function upload(
  auth: ImageKitUploadAuth,
  fields: { fileName?: string; folder?: string; publicKey?: string } = {},
): Promise<Response> {
  const form = new FormData();
  const fileName = fields.fileName ?? "beach.png";
  form.set(
    "file",
    new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: "image/png" }),
    fileName,
  );
  form.set("fileName", fileName);
  form.set("publicKey", fields.publicKey ?? standIn.publicKey);
  form.set("token", auth.token);
  form.set("expire", String(auth.expire));
  form.set("signature", auth.signature);
  form.set("useUniqueFileName", "true");
  if (fields.folder) form.set("folder", fields.folder);
  return fetch(standIn.uploadUrl, { method: "POST", body: form });
}

async function uploaded(
  folder: string,
  fileName = "beach.png",
): Promise<{ fileId: string; filePath: string }> {
  const response = await upload(imagekit.signUpload(), { folder, fileName });
  expect(response.status).toBe(200);
  return (await response.json()) as { fileId: string; filePath: string };
}

async function failure(run: Promise<unknown>): Promise<PocketkitError> {
  const outcome = await run.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isPocketkitError(outcome)) throw new Error(`expected a PocketkitError, got ${String(outcome)}`);
  return outcome;
}

beforeAll(async () => {
  standIn = await startImageKitStandIn();
  imagekit = createImageKitServer(client(), { urlEndpoint: standIn.urlEndpoint, statusIntervalMs: 1 });
});
afterAll(() => standIn?.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

test("an upload signature is HMAC-SHA1 of token + expire with the private key, and the stand-in takes it once", async () => {
  const auth = imagekit.signUpload();
  expect(auth.signature).toBe(
    createHmac("sha1", standIn.privateKey)
      .update(auth.token + auth.expire)
      .digest("hex"),
  );
  const now = Date.now() / 1000;
  expect(auth.expire).toBeGreaterThan(now);
  expect(auth.expire).toBeLessThanOrEqual(now + 600);
  expect(imagekit.signUpload().token).not.toBe(auth.token);

  const first = await upload(auth, { folder: "/pocketkit/signing/" });
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({
    filePath: expect.stringMatching(/^\/pocketkit\/signing\/beach_\w+\.png$/),
  });
  const again = await upload(auth);
  expect(again.status).toBe(400);
  expect(await again.json()).toMatchObject({
    message: expect.stringContaining("token that has been used before"),
  });
});

test("a signature made with another key, an expired one and one for another public key are refused", async () => {
  const filesBefore = standIn.files.size;
  const forged = createImageKitServer(client("not the private key"), {
    urlEndpoint: standIn.urlEndpoint,
  }).signUpload();
  const refusedForgery = await upload(forged);
  expect(refusedForgery.status).toBe(400);
  expect(await refusedForgery.json()).toEqual({
    message: "Your request contains invalid signature parameter.",
    help: "For support kindly contact us at support@imagekit.io.",
  });

  const aged = createImageKitServer(client(), {
    urlEndpoint: standIn.urlEndpoint,
    signatureLifetimeSeconds: -60,
  });
  const refusedAge = await upload(aged.signUpload());
  expect(refusedAge.status).toBe(400);
  expect(await refusedAge.json()).toMatchObject({
    message: expect.stringContaining("invalid expire parameter"),
  });

  const tooFar = createImageKitServer(client(), {
    urlEndpoint: standIn.urlEndpoint,
    signatureLifetimeSeconds: 7200,
  });
  expect((await upload(tooFar.signUpload())).status).toBe(400);

  expect((await upload(imagekit.signUpload(), { publicKey: "someone else's" })).status).toBe(403);
  expect(standIn.files.size).toBe(filesBefore);
});

test("a wrong private key is refused by the server API, as forbidden", async () => {
  const stranger = createImageKitServer(client("not the private key"), { urlEndpoint: standIn.urlEndpoint });
  const error = await failure(stranger.createFolder("/pocketkit/nobody"));
  expect(error).toMatchObject({ kind: "forbidden", status: 403 });
  expect(calls()).toEqual(["POST /v1/folder 403"]);
});

test("deleteFile deletes the file, and a file already gone is not an error", async () => {
  const { fileId } = await uploaded("/pocketkit/deleting/");
  await imagekit.deleteFile(fileId);
  expect(standIn.files.has(fileId)).toBe(false);
  await imagekit.deleteFile(fileId);
  expect(calls().slice(1)).toEqual([`DELETE /v1/files/${fileId} 204`, `DELETE /v1/files/${fileId} 404`]);
});

test("moveFile moves a file into the trash folder; its id stays and its path is the new one", async () => {
  const { fileId, filePath } = await uploaded("/pocketkit/moving/");
  await imagekit.createFolder("/pocketkit/trash");
  const moved = await imagekit.moveFile(filePath, "/pocketkit/trash");
  expect(moved.filePath).toBe(`/pocketkit/trash/${filePath.split("/").at(-1)}`);
  expect(standIn.files.get(fileId)!.filePath).toBe(moved.filePath);
  expect(calls().slice(1)).toEqual(["POST /v1/folder 201", "POST /v1/files/move 204"]);

  const error = await failure(imagekit.moveFile("/pocketkit/moving/nothing.png", "/pocketkit/trash"));
  expect(error).toMatchObject({ kind: "not_found", status: 404 });
});

test("folders: created with their parents, renamed and moved by bulk jobs that are followed to the end, deleted", async () => {
  expect(await imagekit.createFolder("/pocketkit/u1/Summer 2024")).toEqual({
    folderPath: "/pocketkit/u1/Summer_2024/",
  });
  expect([...standIn.folders]).toEqual(
    expect.arrayContaining(["/pocketkit/", "/pocketkit/u1/", "/pocketkit/u1/Summer_2024/"]),
  );
  const { fileId } = await uploaded("/pocketkit/u1/Summer_2024/");

  const renamed = await imagekit.renameFolder("/pocketkit/u1/Summer_2024/", "Sea, 2024");
  expect(renamed).toEqual({ folderPath: "/pocketkit/u1/Sea__2024/" });
  expect(standIn.files.get(fileId)!.filePath).toMatch(/^\/pocketkit\/u1\/Sea__2024\/beach_\w+\.png$/);

  await imagekit.createFolder("/pocketkit/u1/Archive");
  const moved = await imagekit.moveFolder("/pocketkit/u1/Sea__2024", "/pocketkit/u1/Archive/");
  expect(moved).toEqual({ folderPath: "/pocketkit/u1/Archive/Sea__2024/" });
  expect(standIn.files.get(fileId)!.filePath).toMatch(
    /^\/pocketkit\/u1\/Archive\/Sea__2024\/beach_\w+\.png$/,
  );

  await imagekit.deleteFolder("/pocketkit/u1/Archive");
  expect(standIn.files.has(fileId)).toBe(false);
  await imagekit.deleteFolder("/pocketkit/u1/Archive");

  const [renameJob, moveJob] = [...standIn.jobs.keys()];
  expect(calls().filter((call) => !call.startsWith("POST /api/v1/files/upload"))).toEqual([
    "POST /v1/folder 201",
    "POST /v1/bulkJobs/renameFolder 200",
    // Pending at the first look, completed at the next: the job is followed, not assumed done.
    `GET /v1/bulkJobs/${renameJob} 200`,
    `GET /v1/bulkJobs/${renameJob} 200`,
    "POST /v1/folder 201",
    "POST /v1/bulkJobs/moveFolder 200",
    `GET /v1/bulkJobs/${moveJob} 200`,
    `GET /v1/bulkJobs/${moveJob} 200`,
    "DELETE /v1/folder 204",
    "DELETE /v1/folder 404",
  ]);
});

test("following a bulk job stops when its signal aborts", async () => {
  await imagekit.createFolder("/pocketkit/u2/Walks");
  const controller = new AbortController();
  const slow = createImageKitServer(client(), { urlEndpoint: standIn.urlEndpoint, statusIntervalMs: 60_000 });
  const renaming = failure(slow.renameFolder("/pocketkit/u2/Walks", "Hikes", { signal: controller.signal }));
  await expect.poll(() => calls().some((call) => call.startsWith("GET /v1/bulkJobs/"))).toBe(true);
  controller.abort();
  expect((await renaming).kind).toBe("aborted");
});

test("a user's metadata fields mirror to custom metadata fields, and files take their values", async () => {
  const field = { id: "mood00000000001", name: "Mood", type: "select", options: ["calm", "busy"] } as const;
  const created = await imagekit.createMetadataField(field);
  expect(created).toMatchObject({
    name: "pocketkit_mood00000000001",
    label: "Mood (mood00000000001)",
    schema: { type: "SingleSelect", selectOptions: ["calm", "busy"] },
  });

  const updated = await imagekit.updateMetadataField(created.id, {
    ...field,
    name: "Feeling",
    options: ["calm", "busy", "wild"],
  });
  expect(updated).toMatchObject({
    label: "Feeling (mood00000000001)",
    schema: { type: "SingleSelect", selectOptions: ["calm", "busy", "wild"] },
  });
  const date = await imagekit.createMetadataField({ id: "when00000000001", name: "When", type: "date" });
  expect(
    (await imagekit.updateMetadataField(date.id, { id: "when00000000001", name: "Taken", type: "date" }))
      .label,
  ).toBe("Taken (when00000000001)");

  const { fileId } = await uploaded("/pocketkit/fields/");
  await imagekit.setFileMetadata(fileId, { [imageKitMetadataFieldName(field.id)]: "wild" });
  expect(standIn.files.get(fileId)!.customMetadata).toEqual({ pocketkit_mood00000000001: "wild" });
  const refused = await failure(imagekit.setFileMetadata(fileId, { pocketkit_mood00000000001: "sleepy" }));
  expect(refused).toMatchObject({ kind: "validation", status: 400, message: "Invalid custom metadata." });

  // A name is never used twice at ImageKit, not even after its field is deleted.
  await imagekit.deleteMetadataField(created.id);
  await imagekit.deleteMetadataField(created.id);
  const again = await failure(imagekit.createMetadataField(field));
  expect(again).toMatchObject({
    kind: "validation",
    message: "A custom metadata field with this name already exists.",
  });

  expect(calls().filter((call) => !call.startsWith("POST /api/v1/files/upload"))).toEqual([
    "POST /v1/customMetadataFields 201",
    `PATCH /v1/customMetadataFields/${created.id} 200`,
    "POST /v1/customMetadataFields 201",
    `PATCH /v1/customMetadataFields/${date.id} 200`,
    `PATCH /v1/files/${fileId}/details 200`,
    `PATCH /v1/files/${fileId}/details 400`,
    `DELETE /v1/customMetadataFields/${created.id} 204`,
    `DELETE /v1/customMetadataFields/${created.id} 404`,
    "POST /v1/customMetadataFields 400",
  ]);
});

test("a replaced file's URL is purged, and the purge's status is followed", async () => {
  const { filePath } = await uploaded("/pocketkit/purging/");
  const { requestId } = await imagekit.purgeFile(filePath);
  expect(standIn.purges.get(requestId)?.url).toBe(`${standIn.urlEndpoint}${filePath}`);
  expect(await imagekit.purgeStatus(requestId)).toBe("Pending");
  expect(await imagekit.purgeStatus(requestId)).toBe("Completed");
  expect(calls().slice(1)).toEqual([
    "POST /v1/files/purge 201",
    `GET /v1/files/purge/${requestId} 200`,
    `GET /v1/files/purge/${requestId} 200`,
  ]);
});

test("ImageKit out of reach is a network error", async () => {
  const closed = await startImageKitStandIn();
  await closed.close();
  const unreachable = createImageKitServer(
    new ImageKit({ privateKey: "key", baseURL: closed.apiUrl, maxRetries: 0 }),
    {
      urlEndpoint: standIn.urlEndpoint,
    },
  );
  expect(await failure(unreachable.deleteFile("any"))).toMatchObject({
    kind: "network",
    code: "unreachable",
  });
});
