import { expect, test } from "vitest";

import { createPocketkit } from "..";
import { createImageKitMedia, imageKitFileUrl, type ImageKitAppServer } from ".";

// URLs are built by ImageKit's browser SDK without a request: no server needed here. Uploads,
// deletes and replaces run in Chromium against the stand-in (imagekit-media.browser.test.ts).
const notCalled = async (): Promise<never> => {
  throw new Error("the server is not asked for URLs");
};
const server: ImageKitAppServer = { signUpload: notCalled, deleteFile: notCalled, purgeFile: notCalled };

const media = createImageKitMedia(createPocketkit({ url: "http://127.0.0.1:1" }), {
  urlEndpoint: "https://ik.imagekit.io/demo/",
  publicKey: "public_key",
  server,
  collection: "images",
});
const photo = {
  id: "r1",
  imagekit_id: "f1",
  imagekit_path: "/pocketkit/u1/beach_x1.jpg",
  width: 1000,
};

test("thumbs are ImageKit transformations on the file's path", async () => {
  const urls = await media.urls();
  const base = "https://ik.imagekit.io/demo/pocketkit/u1/beach_x1.jpg";
  expect(urls.url(photo)).toBe(base);
  expect(urls.url(photo, { width: 400 })).toBe(`${base}?tr=w-400`);
  expect(urls.url(photo, { height: 300 })).toBe(`${base}?tr=h-300`);
  expect(urls.url(photo, { width: 100, height: 100 })).toBe(`${base}?tr=w-100,h-100`);
  expect(urls.url(photo, { width: 100, height: 100, fit: "cover-top" })).toBe(
    `${base}?tr=w-100,h-100,fo-top`,
  );
  expect(urls.url(photo, { width: 100, height: 100, fit: "contain" })).toBe(
    `${base}?tr=w-100,h-100,c-at_max`,
  );
  expect(urls.url({ id: "r2" }, { width: 400 })).toBe("");
});

test("srcSet offers the widths narrower than the original, the original last", async () => {
  const urls = await media.urls();
  const base = "https://ik.imagekit.io/demo/pocketkit/u1/beach_x1.jpg";
  expect(urls.sources(photo)).toEqual({
    src: base,
    srcSet: `${base}?tr=w-320 320w, ${base}?tr=w-640 640w, ${base}?tr=w-960 960w, ${base} 1000w`,
  });
  expect(urls.sources(photo, { thumb: { width: 100, height: 100 } })).toEqual({
    src: `${base}?tr=w-100,h-100`,
    srcSet: undefined,
  });
});

test("the placeholder is a tiny blurred copy, made by ImageKit", async () => {
  const urls = await media.urls();
  expect(urls.placeholderUrl(photo)).toBe(
    "https://ik.imagekit.io/demo/pocketkit/u1/beach_x1.jpg?tr=w-32,q-30,bl-10",
  );
  expect(urls.placeholderUrl({ id: "r2" })).toBeUndefined();
});

test("the download is the original with ImageKit's attachment switch", async () => {
  const urls = await media.urls();
  expect(urls.downloadUrl(photo)).toBe(
    "https://ik.imagekit.io/demo/pocketkit/u1/beach_x1.jpg?ik-attachment=true",
  );
  expect(urls.downloadUrl({ id: "r2" })).toBe("");
});

test("the record's fields for the file's id and path can be named", async () => {
  const named = createImageKitMedia(createPocketkit({ url: "http://127.0.0.1:1" }), {
    urlEndpoint: "https://ik.imagekit.io/demo",
    publicKey: "public_key",
    server,
    collection: "images",
    fields: { fileId: "ik_id", filePath: "ik_path" },
    widths: [200],
  });
  const urls = await named.urls();
  const elsewhere = { id: "r3", ik_path: "/a.png" };
  expect(urls.sources(elsewhere)).toEqual({
    src: "https://ik.imagekit.io/demo/a.png",
    srcSet: "https://ik.imagekit.io/demo/a.png?tr=w-200 200w",
  });
});

test("imageKitFileUrl builds the adapter's URLs for a server that reads the file itself", async () => {
  const urls = await media.urls();
  expect(imageKitFileUrl("https://ik.imagekit.io/demo", photo.imagekit_path)).toBe(urls.url(photo));
  expect(imageKitFileUrl("https://ik.imagekit.io/demo", photo.imagekit_path, { width: 400 })).toBe(
    "https://ik.imagekit.io/demo/pocketkit/u1/beach_x1.jpg?tr=w-400",
  );
  expect(imageKitFileUrl("https://ik.imagekit.io/demo", "")).toBe("");
});
