import type { PocketBaseServer } from "@pocketkit/client/testing";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { startGalleryPocketBase, superuserClient } from "../pocketbase/test-support";
import { seedDemo } from "./seed";

let server: PocketBaseServer;
beforeAll(async () => {
  server = await startGalleryPocketBase();
});
afterAll(() => server?.stop());

test("the demo seed makes a verified user with 24 photos in three albums, once", async () => {
  const superuser = await superuserClient(server);
  const user = { email: "demo@pocketkit.test", password: "pocketkit-demo", name: "Demo" };
  expect(await seedDemo(superuser, { user, width: 120 })).toBe(true);
  expect(await seedDemo(superuser, { user, width: 120 })).toBe(false);

  // What the demo user sees through the API rules, signed in as themselves.
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  const { record } = await pb.collection("users").authWithPassword(user.email, user.password);
  expect(record.verified).toBe(true);
  const albums = await pb.collection("albums").getFullList();
  expect(albums.map((album) => album.name).sort()).toEqual(["City", "Coast", "Mountains"]);
  const images = await pb.collection("images").getFullList();
  expect(images).toHaveLength(24);
  expect(images.filter((image) => image.album !== "").length).toBe(18);
  expect(images.every((image) => image.title !== "" && image.alt !== "" && image.tags.length > 0)).toBe(true);
});
