import {
  createImageKitMedia,
  type ImageKitAppServer,
  type ImageKitUploadAuth,
} from "@pocketkit/client/imagekit";
import { MediaProvider } from "@pocketkit/hooks";
import { photoFixture } from "@pocketkit/testkit/browser";
import type {} from "@pocketkit/testkit/browser-context";
import { createTestClient, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { RecordModel } from "pocketbase";
import { afterEach, beforeAll, expect, inject, test } from "vitest";

import { Image } from "./image";

// `Image` inside a MediaProvider, in real Chromium: a photo uploaded through the ImageKit adapter
// (signed by app routes over ImageKit's Node SDK, stored by the loopback stand-in, its record in a
// real PocketBase) is shown from the adapter's URL endpoint with ImageKit's transformations,
// while a collection without an adapter keeps PocketBase's own file URLs.
const COLLECTION = "imagekit_tiles";
const imagekit = () => inject("imagekit");
afterEach(cleanup);

function appServer(client: TestClient): ImageKitAppServer {
  return {
    signUpload: async ({ signal }) => {
      const response = await fetch(`${imagekit().appRoutesUrl}/sign`, {
        method: "POST",
        headers: { authorization: client.pocketkit.pb.authStore.token },
        signal,
      });
      if (!response.ok) throw new Error(`sign answered ${response.status}`);
      return (await response.json()) as ImageKitUploadAuth;
    },
    deleteFile: () => Promise.reject(new Error("not used here")),
    purgeFile: () => Promise.reject(new Error("not used here")),
  };
}

beforeAll(async () => {
  const superuser = createTestClient(inject("pocketbaseUrl")).pocketkit.pb;
  const { email, password } = inject("superuser");
  await superuser.collection("_superusers").authWithPassword(email, password);
  const users = await superuser.collections.getOne("users");
  const own = "owner = @request.auth.id";
  await superuser.collections.getOne(COLLECTION).catch(() =>
    superuser.collections.create({
      name: COLLECTION,
      type: "base",
      listRule: own,
      viewRule: own,
      createRule: own,
      fields: [
        { type: "relation", name: "owner", collectionId: users.id, maxSelect: 1, required: true },
        { type: "text", name: "imagekit_id" },
        { type: "text", name: "imagekit_path" },
        { type: "number", name: "width" },
        { type: "number", name: "height" },
      ],
    }),
  );
});

async function uploadedPhoto() {
  const client = createTestClient(inject("pocketbaseUrl"));
  const userId = await signUpAs(client, inject("superuser"));
  const media = createImageKitMedia(client.pocketkit, {
    urlEndpoint: imagekit().deliveryUrl,
    publicKey: imagekit().publicKey,
    server: appServer(client),
    collection: COLLECTION,
    folder: `/pocketkit/${userId}/`,
    uploadUrl: imagekit().uploadUrl,
  });
  const photo = await media.upload({
    file: await photoFixture("orientation-1.jpg"),
    data: { owner: userId, width: 1200, height: 800 },
  });
  return { client, media, photo };
}

const img = () => screen.getByRole("img", { name: "Harbour" }) as HTMLImageElement;

test("a photo in ImageKit is shown through the adapter: its widths as transformations, then loaded", async () => {
  const { client, media, photo } = await uploadedPhoto();
  render(
    <MediaProvider media={media}>
      <Image record={photo} alt="Harbour" sizes="300px" />
    </MediaProvider>,
    { wrapper: client.wrapper },
  );

  await waitFor(() =>
    expect(img().getAttribute("src")).toBe(`${imagekit().deliveryUrl}${photo.imagekit_path}`),
  );
  // Only the widths below the original's (1200), and the original.
  expect(img().getAttribute("srcset")).toBe(
    [320, 640, 960]
      .map((width) => `${imagekit().deliveryUrl}${photo.imagekit_path}?tr=w-${width} ${width}w`)
      .concat(`${imagekit().deliveryUrl}${photo.imagekit_path} 1200w`)
      .join(", "),
  );
  // The bytes are the stand-in's; the box had the record's proportions from the start.
  await waitFor(() =>
    expect(document.querySelector('[data-slot="image"]')).toHaveAttribute("data-state", "loaded"),
  );
  expect(img().naturalWidth).toBeGreaterThan(0);
  expect(img()).toHaveAttribute("width", "1200");
});

test("a cropped thumb becomes ImageKit's crop, with no srcSet", async () => {
  const { client, media, photo } = await uploadedPhoto();
  render(
    <MediaProvider media={media}>
      <Image record={photo} alt="Harbour" thumb="100x100f" />
    </MediaProvider>,
    { wrapper: client.wrapper },
  );
  await waitFor(() =>
    expect(img().getAttribute("src")).toBe(
      `${imagekit().deliveryUrl}${photo.imagekit_path}?tr=w-100,h-100,c-at_max`,
    ),
  );
  expect(img().hasAttribute("srcset")).toBe(false);
});

test("a record with no ImageKit file shows the fallback; another collection keeps PocketBase's URLs", async () => {
  const { client, media } = await uploadedPhoto();
  const missing = { id: "nofile000000000", collectionId: "x", collectionName: COLLECTION } as RecordModel;
  const elsewhere = {
    id: "elsewhere000000",
    collectionId: "pbc_other",
    collectionName: "avatars",
    file: "face.png",
  } as RecordModel;
  render(
    <MediaProvider media={media}>
      <Image record={missing} alt="Nothing" />
      <Image record={elsewhere} alt="Face" />
    </MediaProvider>,
    { wrapper: client.wrapper },
  );
  expect(await screen.findByText("Image unavailable")).toBeVisible();
  expect(screen.getByRole("img", { name: "Face" }).getAttribute("src")).toBe(
    `${inject("pocketbaseUrl")}/api/files/pbc_other/elsewhere000000/face.png`,
  );
});
