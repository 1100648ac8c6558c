import type {} from "@pocketkit/testkit/browser-context";
import { signUpUser } from "@pocketkit/testkit/browser";
import { expect, inject, test } from "vitest";

import { createPocketBaseMedia, createPocketkit, type UploadProgress } from "..";

// The PocketBase adapter's upload is `pocketkit.upload` (XHR, so Chromium); here through it, and
// the picture shown again from the URLs it builds.
test("an upload through the adapter makes the record with its file, and its thumb loads", async () => {
  const user = await signUpUser(inject("pocketbaseUrl"), inject("superuser"));
  const pocketkit = createPocketkit({ url: inject("pocketbaseUrl") });
  pocketkit.pb.authStore.save(user.authStore.token, user.authStore.record);
  const media = createPocketBaseMedia(pocketkit, {
    collection: "photos",
    protected: true,
    thumbs: ["100x100", "400x0"],
  });

  const canvas = new OffscreenCanvas(600, 300);
  const context = canvas.getContext("2d")!;
  context.fillStyle = "teal";
  context.fillRect(0, 0, 600, 300);
  const file = new File([await canvas.convertToBlob({ type: "image/png" })], "teal.png", {
    type: "image/png",
  });
  const steps: UploadProgress[] = [];
  const record = await media.upload({
    file,
    data: { owner: user.authStore.record!.id, title: "Teal" },
    onProgress: (progress) => steps.push(progress),
  });
  expect(record).toMatchObject({ title: "Teal", file: expect.stringMatching(/^teal_\w+\.png$/) });
  expect(steps.at(-1)?.fraction).toBe(1);

  const urls = await media.urls();
  const thumb = new Image();
  thumb.src = urls.url(record, { width: 100, height: 100 });
  await thumb.decode();
  expect([thumb.naturalWidth, thumb.naturalHeight]).toEqual([100, 100]);
  pocketkit.dispose();
});
