import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { signUpUser, startGalleryPocketBase, superuserClient } from "./test-support";

// A custom field's values live on the photos, under the field's id in `images.metadata`;
// pb_hooks/metadata_fields_delete.pb.js removes them with the field.

let server: PocketBaseServer;
beforeAll(async () => {
  server = await startGalleryPocketBase();
});
afterAll(() => server?.stop());

function photo(owner: string, metadata: Record<string, unknown>): FormData {
  const form = new FormData();
  form.set("owner", owner);
  form.set("metadata", JSON.stringify(metadata));
  form.set("file", new File([createPng({ width: 8, height: 8 })], "photo.png", { type: "image/png" }));
  return form;
}

async function field(pb: PocketBase, owner: string, name: string) {
  return pb.collection("metadata_fields").create({ owner, name, type: "text" });
}

test("deleting a field removes its values from every photo of its owner, in Trash too, and nothing else", async () => {
  const { pb, user } = await signUpUser(server);
  const film = await field(pb, user.id, "Film");
  const lens = await field(pb, user.id, "Lens");
  const first = await pb
    .collection("images")
    .create(photo(user.id, { [film.id]: "HP5", [lens.id]: "50 mm" }));
  const trashed = await pb.collection("images").create(photo(user.id, { [film.id]: "Portra" }));
  await pb.collection("images").update(trashed.id, { trashed_at: new Date().toISOString() });
  // The id as a value, not a key: left as it is.
  const mentions = await pb.collection("images").create(photo(user.id, { [lens.id]: film.id }));

  // Someone else's photo that happens to hold the same key is none of this user's business.
  const other = await signUpUser(server);
  const theirs = await other.pb.collection("images").create(photo(other.user.id, { [film.id]: "theirs" }));

  await pb.collection("metadata_fields").delete(film.id);

  const admin = await superuserClient(server);
  const metadataOf = async (id: string) => (await admin.collection("images").getOne(id)).metadata;
  expect(await metadataOf(first.id)).toEqual({ [lens.id]: "50 mm" });
  expect(await metadataOf(trashed.id)).toEqual({});
  expect(await metadataOf(mentions.id)).toEqual({ [lens.id]: film.id });
  expect(await metadataOf(theirs.id)).toEqual({ [film.id]: "theirs" });
  await expect(admin.collection("metadata_fields").getOne(lens.id)).resolves.toBeTruthy();
});

test("a user who deletes their account takes their fields and photos with them", async () => {
  const { pb, user } = await signUpUser(server);
  const film = await field(pb, user.id, "Film");
  await pb.collection("images").create(photo(user.id, { [film.id]: "HP5" }));
  await pb.collection("users").delete(user.id);
  const admin = await superuserClient(server);
  expect(
    (await admin.collection("metadata_fields").getList(1, 1, { filter: `owner = "${user.id}"` })).totalItems,
  ).toBe(0);
  expect(
    (await admin.collection("images").getList(1, 1, { filter: `owner = "${user.id}"` })).totalItems,
  ).toBe(0);
});
