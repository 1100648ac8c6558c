import PocketBase, { BaseAuthStore } from "pocketbase";
import { expect, inject, test, vi } from "vitest";

import { createPocketkit, isPocketkitError, type CollectionSchema, type CreatePocketkitOptions } from ".";

// Real Chromium, real XHR, real PocketBase with the testkit's schema. Every client keeps its
// session in a store of its own: in a browser, they would all share one in localStorage.

async function superuserClient(): Promise<PocketBase> {
  const superuser = new PocketBase(inject("pocketbaseUrl"), new BaseAuthStore());
  const { email, password } = inject("superuser");
  await superuser.collection("_superusers").authWithPassword(email, password);
  return superuser;
}

/** A Pocketkit client signed in as a new, verified user (the test schema lets only those write). */
async function signedInPocketkit(superuser: PocketBase, options: Partial<CreatePocketkitOptions> = {}) {
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  await superuser
    .collection("users")
    .create({ email, password: "correct horse", passwordConfirm: "correct horse", verified: true });
  const pocketkit = createPocketkit({
    url: inject("pocketbaseUrl"),
    authStore: new BaseAuthStore(),
    ...options,
  });
  await pocketkit.pb.collection("users").authWithPassword(email, "correct horse");
  return pocketkit;
}

async function png(name: string): Promise<File> {
  const canvas = new OffscreenCanvas(8, 8);
  canvas.getContext("2d")!.fillRect(0, 0, 8, 8);
  return new File([await canvas.convertToBlob({ type: "image/png" })], name, { type: "image/png" });
}

test("an upload refused because the session ended on the server ends it, and fails as an expired session", async () => {
  const superuser = await superuserClient();
  const photos = (await superuser.collections.getOne("photos")) as unknown as CollectionSchema;
  const pocketkit = await signedInPocketkit(superuser, { schema: { photos } });
  const owner = pocketkit.pb.authStore.record!.id;
  const expired = vi.fn();
  pocketkit.auth.onSessionExpired(expired);

  // The password changed on another device: PocketBase takes the token for none, and refuses
  // the create as a guest's (400, no field named), not with a 401.
  await superuser
    .collection("users")
    .update(owner, { password: "a new password", passwordConfirm: "a new password" });
  const error = await pocketkit
    .upload({ collection: "photos", data: { owner, file: await png("beach.png") } })
    .catch((caught: unknown) => caught);

  expect(isPocketkitError(error) && { kind: error.kind, status: error.status }).toEqual({
    kind: "auth",
    status: 401,
  });
  expect(expired).toHaveBeenCalledTimes(1);
  expect(pocketkit.auth.getSnapshot().status).toBe("expired");
  pocketkit.dispose();
});

test("an upload the server refuses for its fields says so in the client's words, and leaves the session as it is", async () => {
  const pocketkit = await signedInPocketkit(await superuserClient());
  // No schema: nothing is checked before sending, and the server refuses the text file.
  const error = await pocketkit
    .upload({
      collection: "photos",
      data: { owner: pocketkit.pb.authStore.record!.id, file: new File(["just words"], "notes.jpg") },
    })
    .catch((caught: unknown) => caught);
  // In the client's words, with the name the person knows, never PocketBase's stored name.
  expect(error).toMatchObject({
    kind: "validation",
    status: 400,
    fieldErrors: {
      file: { code: "validation_invalid_mime_type", message: "notes.jpg is not a supported file type." },
    },
  });
  expect(pocketkit.auth.getSnapshot().status).toBe("authenticated");
  pocketkit.dispose();
});
