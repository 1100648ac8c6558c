import { createPng, pngSize, type PocketBaseServer } from "@pocketkit/client/testing";
import PocketBase, { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

// The SMTP server the packages' own tests use, shared rather than written twice.
import { startMailServer, type MailServer } from "@pocketkit/testkit";
import { startGalleryPocketBase } from "./test-support";

let server: PocketBaseServer;
let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
  server = await startGalleryPocketBase({ env: { ...mail.env, APP_URL: "http://gallery.test" } });
});
afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

async function status(promise: Promise<unknown>): Promise<number> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ClientResponseError)) throw new Error("the server accepted it");
  return outcome.status;
}

test("a user signs up, verifies through the emailed link, makes an album, uploads a photo into it and gets its thumbs", async () => {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);

  const email = "ada@pocketkit.test";
  const password = "correct horse battery";
  const created = await pb
    .collection("users")
    .create({ email, password, passwordConfirm: password, name: "Ada" });
  expect(created.name).toBe("Ada");

  const { record: signedUp } = await pb.collection("users").authWithPassword(email, password);
  expect(signedUp).toMatchObject({ id: created.id, verified: false });
  expect(pb.authStore.isValid).toBe(true);

  // Until the address is verified, the API refuses every write, whatever the web app shows.
  const unverifiedPhoto = new FormData();
  unverifiedPhoto.set("owner", signedUp.id);
  unverifiedPhoto.set(
    "file",
    new File([createPng({ width: 8, height: 8 })], "early.png", { type: "image/png" }),
  );
  expect(await status(pb.collection("albums").create({ owner: signedUp.id, name: "Too early" }))).toBe(400);
  expect(await status(pb.collection("images").create(unverifiedPhoto))).toBe(400);
  expect(
    await status(pb.collection("metadata_fields").create({ owner: signedUp.id, name: "Lens", type: "text" })),
  ).toBe(400);
  expect(await status(pb.collection("users").update(signedUp.id, { name: "Ada L." }))).toBe(404);
  for (const collection of ["albums", "images", "metadata_fields"])
    expect((await pb.collection(collection).getList(1, 1)).totalItems, collection).toBe(0);

  // The mail's link opens the Gallery's own page, whose token confirms the address.
  await pb.collection("users").requestVerification(email);
  const link = (await mail.waitForMail(email)).link("/verify-email");
  expect(link.origin).toBe("http://gallery.test");
  await pb.collection("users").confirmVerification(link.searchParams.get("token")!);
  const { record: user } = await pb.collection("users").authRefresh();
  expect(user.verified).toBe(true);

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
