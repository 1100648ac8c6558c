import { ImageKit } from "@imagekit/nodejs";
import { createImageKitServer } from "@pocketkit/client/server";
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startImageKitStandIn, type ImageKitStandIn } from "@pocketkit/testkit";
import PocketBase, { type RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { signUpUser, startGalleryPocketBase, superuserClient } from "../pocketbase/test-support";
import { IMAGEKIT_OFF_MESSAGE } from "./imagekit-routes";
import { photoInImageKit as photoInImageKitOf, uploadToImageKit } from "./imagekit-test-support";
import { listenGallery, type ListeningGallery } from "./listen";

// The Gallery's ImageKit routes, served by a real Gallery server in front of a real PocketBase
// with the Gallery's schema, signing with ImageKit's Node SDK pointed at the loopback stand-in,
// which recomputes each signature from its private key. A second server has no ImageKit account.
let pocketbase: PocketBaseServer;
let standIn: ImageKitStandIn;
let gallery: ListeningGallery;
let withoutImageKit: ListeningGallery;
let ada: { pb: PocketBase; user: RecordModel };
let bob: { pb: PocketBase; user: RecordModel };

const NOT_YOURS = { status: 404, code: "not_found", message: "This image doesn't exist or isn't yours." };

beforeAll(async () => {
  [pocketbase, standIn] = await Promise.all([startGalleryPocketBase(), startImageKitStandIn()]);
  const options = {
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: undefined,
  };
  const imagekit = createImageKitServer(
    new ImageKit({ privateKey: standIn.privateKey, baseURL: standIn.apiUrl, maxRetries: 0 }),
    { urlEndpoint: standIn.urlEndpoint },
  );
  [gallery, withoutImageKit] = await Promise.all([
    listenGallery({ ...options, imagekit, log: () => {} }),
    listenGallery({ ...options, log: () => {} }),
  ]);
  [ada, bob] = await Promise.all([signUpUser(pocketbase, "Ada"), signUpUser(pocketbase, "Bob")]);
});

afterAll(async () => {
  await Promise.allSettled([gallery?.close(), withoutImageKit?.close()]);
  await Promise.allSettled([standIn?.close(), pocketbase?.stop()]);
});

function post(path: string, token: string | undefined, body: unknown = {}, server = gallery) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token !== undefined) headers.authorization = token;
  return fetch(`${server.url}/api/gallery/imagekit/${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

const upload = (owner: { pb: PocketBase }, folder: string) =>
  uploadToImageKit({ gallery, standIn }, owner, folder);
const photoInImageKit = (owner: { pb: PocketBase; user: RecordModel }) =>
  photoInImageKitOf({ gallery, standIn }, owner);

describe("POST /api/gallery/imagekit/sign", () => {
  test("signed out or with a token PocketBase refuses: 401, and nothing signed", async () => {
    for (const token of [undefined, "", "Bearer not.a.token"]) {
      const response = await post("sign", token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ status: 401, message: "Sign in to upload photos." });
    }
  });

  test("an unverified user is refused", async () => {
    const superuser = await superuserClient(pocketbase);
    const email = `${crypto.randomUUID()}@pocketkit.test`;
    const password = "correct horse battery";
    await superuser
      .collection("users")
      .create({ email, password, passwordConfirm: password, verified: false });
    const unverified = new PocketBase(pocketbase.url);
    await unverified.collection("users").authWithPassword(email, password);

    const response = await post("sign", unverified.authStore.token);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: 403,
      code: "unverified",
      message: "Verify your email to upload photos.",
    });
  });

  test("each user gets at most so many signatures in a window, however many ask at once; then 429 with when to come back", async () => {
    const limited = await listenGallery({
      port: 0,
      pocketbaseUrl: pocketbase.url,
      superuser: pocketbase.superuser,
      provider: undefined,
      imagekit: createImageKitServer(
        new ImageKit({ privateKey: standIn.privateKey, baseURL: standIn.apiUrl, maxRetries: 0 }),
        { urlEndpoint: standIn.urlEndpoint },
      ),
      uploadLimits: { perWindow: 3, windowMs: 60_000 },
      log: () => {},
    });
    try {
      const [carol, dave] = await Promise.all([
        signUpUser(pocketbase, "Carol"),
        signUpUser(pocketbase, "Dave"),
      ]);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post("sign", carol.pb.authStore.token, {}, limited)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(await refused.json()).toMatchObject({
        status: 429,
        code: "rate_limited",
        message: "Too many uploads at once. Try again in a moment.",
        retryAfter: expect.any(Number),
      });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      // Another user's signatures are their own.
      expect((await post("sign", dave.pb.authStore.token, {}, limited)).status).toBe(200);
      // Carol can read what was counted, and write none of it.
      expect(await carol.pb.collection("upload_signatures").getFullList()).toHaveLength(3);
      await expect(
        carol.pb
          .collection("upload_signatures")
          .create({ user: carol.user.id, sequence: 99, kind: "x", status: "ok" }),
      ).rejects.toMatchObject({ status: 403 });
    } finally {
      await limited.close();
    }
  });

  test("a signed-in user gets one-time parameters that ImageKit takes for a real upload", async () => {
    const response = await post("sign", `Bearer ${ada.pb.authStore.token}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const auth = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(auth).sort()).toEqual(["expire", "signature", "token"]);
    expect(JSON.stringify(auth)).not.toContain(standIn.privateKey);

    const { fileId, filePath } = await upload(ada, `/pocketkit/${ada.user.id}/`);
    expect(standIn.files.get(fileId)).toMatchObject({ filePath });
    expect(filePath.startsWith(`/pocketkit/${ada.user.id}/`)).toBe(true);
  });
});

describe("POST /api/gallery/imagekit/delete and /purge", () => {
  test("the photo's owner deletes its file, and a delete run again is not an error", async () => {
    const photo = await photoInImageKit(ada);
    const body = { recordId: photo.recordId, fileId: photo.fileId, filePath: photo.filePath };
    expect((await post("delete", ada.pb.authStore.token, body)).status).toBe(204);
    expect(standIn.files.has(photo.fileId)).toBe(false);
    expect((await post("delete", ada.pb.authStore.token, body)).status).toBe(204);
  });

  test("the owner purges the path their photo holds, not one from the body", async () => {
    const photo = await photoInImageKit(ada);
    const response = await post("purge", ada.pb.authStore.token, {
      recordId: photo.recordId,
      fileId: photo.fileId,
      filePath: "/somebody/else.png",
    });
    expect(response.status).toBe(200);
    const { requestId } = (await response.json()) as { requestId: string };
    expect(standIn.purges.get(requestId)).toMatchObject({ url: `${standIn.urlEndpoint}${photo.filePath}` });
  });

  test("someone else's file: refused as if it did not exist, and left alone", async () => {
    const adas = await photoInImageKit(ada);
    const bobs = await photoInImageKit(bob);
    const attempts = [
      // Ada's record, as Bob.
      { recordId: adas.recordId, fileId: adas.fileId },
      // Bob's own record, naming Ada's file.
      { recordId: bobs.recordId, fileId: adas.fileId },
      // A record that does not exist.
      { recordId: "abcdefghijklmno", fileId: adas.fileId },
    ];
    for (const path of ["delete", "purge"]) {
      for (const attempt of attempts) {
        const response = await post(path, bob.pb.authStore.token, { ...attempt, filePath: adas.filePath });
        expect({ path, attempt, status: response.status }).toEqual({ path, attempt, status: 404 });
        expect(await response.json()).toEqual(NOT_YOURS);
      }
    }
    expect(standIn.files.has(adas.fileId)).toBe(true);
    expect([...standIn.purges.values()].some((purge) => purge.url.endsWith(adas.filePath))).toBe(false);
  });

  test("a photo cannot be made to hold someone else's file id", async () => {
    const adas = await photoInImageKit(ada);
    const bobs = await photoInImageKit(bob);
    await expect(
      bob.pb.collection("images").update(bobs.recordId, { imagekit_id: adas.fileId }),
    ).rejects.toMatchObject({ status: 400 });
  });

  test("signed out: 401, whatever the body names", async () => {
    const photo = await photoInImageKit(ada);
    for (const path of ["delete", "purge"]) {
      const response = await post(path, undefined, { recordId: photo.recordId, fileId: photo.fileId });
      expect(response.status).toBe(401);
    }
    expect(standIn.files.has(photo.fileId)).toBe(true);
  });

  test("a body that names no record or file: 400", async () => {
    const response = await post("delete", ada.pb.authStore.token, { fileId: "x" });
    expect(response.status).toBe(400);
  });
});

test("without an ImageKit account every route answers 503 not_configured", async () => {
  for (const path of ["sign", "delete", "purge"]) {
    const response = await post(path, ada.pb.authStore.token, {}, withoutImageKit);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 503,
      code: "not_configured",
      message: IMAGEKIT_OFF_MESSAGE,
    });
  }
});
