import { signInSuperuser, signUpUser, startTestPocketBase } from "@pocketkit/testkit";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import {
  createPocketBaseMedia,
  createPocketkit,
  isPocketkitError,
  type Pocketkit,
  type PocketkitSchema,
} from "..";
import { createPng, pngSize, type PocketBaseServer } from "../testing";

// The PocketBase adapter against a real PocketBase with the testkit's schema: `photos` keeps a
// protected image with thumbs 100x100 and 400x0. Its uploads are `pocketkit.upload`'s, which run
// in Chromium (upload-record.browser.test.ts).
let server: PocketBaseServer;
let schema: PocketkitSchema;
let owner: PocketBase;
let photo: RecordModel;

/** A Pocketkit client signed in as `user`, with the schema. */
function pocketkitOf(user: PocketBase): Pocketkit {
  const pocketkit = createPocketkit({ url: server.url, schema });
  pocketkit.pb.authStore.save(user.authStore.token, user.authStore.record);
  return pocketkit;
}

beforeAll(async () => {
  server = await startTestPocketBase();
  const superuser = createPocketkit({ url: server.url });
  superuser.pb.authStore.save((await signInSuperuser(server.url, server.superuser)).authStore.token);
  schema = await superuser.loadSchema();
  superuser.dispose();

  owner = await signUpUser(server.url, server.superuser);
  const form = new FormData();
  form.set("owner", owner.authStore.record!.id);
  form.set("file", new File([createPng({ width: 800, height: 400 })], "wide.png", { type: "image/png" }));
  photo = await owner.collection("photos").create(form);
});
afterAll(() => server?.stop());

test("a protected photo's thumb comes with the owner's file token, at the size asked for", async () => {
  const pocketkit = pocketkitOf(owner);
  const urls = await createPocketBaseMedia(pocketkit, { collection: "photos" }).urls();
  const thumb = urls.url(photo, { width: 100, height: 100 });
  expect(thumb).toMatch(/[?&]thumb=100x100(&|$)/);
  expect(thumb).toMatch(/[?&]token=/);
  // They work until the token runs out (PocketBase's file tokens live 2 minutes).
  expect(urls.expiresAt! - Date.now()).toBeGreaterThan(60_000);
  expect(urls.expiresAt! - Date.now()).toBeLessThanOrEqual(180_000);
  const response = await fetch(thumb);
  expect(response.status).toBe(200);
  expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 100, height: 100 });
  pocketkit.dispose();
});

test("srcSet offers the field's width-only thumbs, and the original when its width is known", async () => {
  const pocketkit = pocketkitOf(owner);
  const urls = await createPocketBaseMedia(pocketkit, { collection: "photos" }).urls();
  const { src, srcSet } = urls.sources(photo, { width: 800 });
  expect(createPocketBaseMedia(pocketkit, { collection: "photos" }).collection).toBe("photos");
  expect(srcSet).toBe(`${urls.url(photo, { width: 400 })} 400w, ${src} 800w`);
  const narrow = await fetch(urls.url(photo, { width: 400 }));
  expect(pngSize(new Uint8Array(await narrow.arrayBuffer()))).toEqual({ width: 400, height: 200 });
  pocketkit.dispose();
});

test("another user's URLs do not open the photo", async () => {
  const pocketkit = pocketkitOf(await signUpUser(server.url, server.superuser));
  const urls = await createPocketBaseMedia(pocketkit, { collection: "photos" }).urls();
  expect((await fetch(urls.url(photo))).status).toBe(404);
  pocketkit.dispose();
});

test("delete deletes the record with its file; a second delete is not_found", async () => {
  const form = new FormData();
  form.set("owner", owner.authStore.record!.id);
  form.set("file", new File([createPng({ width: 10, height: 10 })], "small.png", { type: "image/png" }));
  const doomed = await owner.collection("photos").create(form);
  const pocketkit = pocketkitOf(owner);
  const media = createPocketBaseMedia(pocketkit, { collection: "photos" });

  await media.delete(doomed);
  await expect(owner.collection("photos").getOne(doomed.id)).rejects.toMatchObject({ status: 404 });
  const again = await media.delete(doomed).catch((error: unknown) => error);
  expect(isPocketkitError(again) && again.kind).toBe("not_found");
  pocketkit.dispose();
});
