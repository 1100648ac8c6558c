import { createPng, pngSize, type PocketBaseServer } from "@pocketkit/client/testing";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { startGalleryPocketBase } from "./test-support";

let server: PocketBaseServer;
beforeAll(async () => {
  server = await startGalleryPocketBase();
});
afterAll(() => server?.stop());

test("a user signs up, signs in, makes an album, uploads a photo into it and gets its thumbs", async () => {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);

  const email = "ada@pocketkit.test";
  const password = "correct horse battery";
  const created = await pb
    .collection("users")
    .create({ email, password, passwordConfirm: password, name: "Ada" });
  expect(created.name).toBe("Ada");

  const { record: user } = await pb.collection("users").authWithPassword(email, password);
  expect(user.id).toBe(created.id);
  expect(pb.authStore.isValid).toBe(true);

  const album = await pb.collection("albums").create({ owner: user.id, name: "Holidays" });

  const form = new FormData();
  form.set("owner", user.id);
  form.set("album", album.id);
  form.set("title", "Beach at dusk");
  form.set("tags", JSON.stringify(["beach", "sunset"]));
  form.set("width", "800");
  form.set("height", "600");
  form.set("file", new File([createPng({ width: 800, height: 600 })], "beach.png", { type: "image/png" }));
  const image = await pb.collection("images").create(form);
  expect(image).toMatchObject({ album: album.id, title: "Beach at dusk", tags: ["beach", "sunset"] });

  const inAlbum = await pb
    .collection("images")
    .getList(1, 30, { filter: pb.filter("album = {:album}", { album: album.id }) });
  expect(inAlbum.items.map((item) => item.id)).toEqual([image.id]);

  // The file is protected: it needs a file token, and then every thumb size is served.
  const token = await pb.files.getToken();
  const original = await fetch(pb.files.getURL(image, image.file, { token }));
  expect(original.status).toBe(200);
  expect(pngSize(new Uint8Array(await original.arrayBuffer()))).toEqual({ width: 800, height: 600 });

  const square = await fetch(pb.files.getURL(image, image.file, { thumb: "100x100", token }));
  expect(square.status).toBe(200);
  expect(square.headers.get("content-type")).toBe("image/png");
  expect(pngSize(new Uint8Array(await square.arrayBuffer()))).toEqual({ width: 100, height: 100 });

  const wide = await fetch(pb.files.getURL(image, image.file, { thumb: "400x0", token }));
  expect(pngSize(new Uint8Array(await wide.arrayBuffer()))).toEqual({ width: 400, height: 300 });

  const withoutToken = await fetch(pb.files.getURL(image, image.file, { thumb: "100x100" }));
  expect(withoutToken.status).toBe(404);
});
