// The Gallery with PocketBase's files and backups on a real S3 server (versitygw on loopback,
// DESIGN §7a): a photo and an AVIF with its JPEG preview are uploaded, shown in the grid through
// protected-file tokens and thumbs PocketBase makes in the bucket, deleted to Trash and emptied
// from it, and the objects follow; S3 stopped during an upload gets DESIGN §8's words, and the
// queue waits and resumes by itself once S3 is back.
import type { RecordModel } from "pocketbase";

import { expect, test, type TestUser } from "./fixtures";
import type { GalleryStack } from "./stack";
import { photoFixture, photoTile, pickFiles, png } from "./support";

test.use({ storage: "s3" });

const ownPhotos = (stack: GalleryStack, user: TestUser) =>
  stack.admin.collection("images").getFullList({
    filter: stack.admin.filter("owner = {:owner}", { owner: user.id }),
    sort: "title",
  });

/** The bucket's keys of a photo's files and thumbs. */
const objectsOf = (stack: GalleryStack, photo: RecordModel) =>
  stack.s3!.objectKeys(`${photo.collectionId}/${photo.id}/`);

test("photos live in the bucket: uploaded with a preview, shown through tokens and thumbs made there, gone once Trash is emptied", async ({
  signedIn: page,
  stack,
  user,
}) => {
  test.setTimeout(90_000);
  await pickFiles(page, [png("harbour.png", { hue: 3 }), await photoFixture("photo.avif", "dunes.avif")]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toHaveCount(2, {
    timeout: 30_000,
  });
  const [dunes, harbour] = await ownPhotos(stack, user);
  expect(await objectsOf(stack, harbour!)).toContain(
    `${harbour!.collectionId}/${harbour!.id}/${harbour!.file}`,
  );
  expect(await objectsOf(stack, dunes!)).toEqual(
    expect.arrayContaining([
      `${dunes!.collectionId}/${dunes!.id}/${dunes!.file}`,
      `${dunes!.collectionId}/${dunes!.id}/${dunes!.preview}`,
    ]),
  );

  // The grid's tiles are thumbs PocketBase made from the bucket's originals, asked for with a
  // file token (the files are protected), and now kept in the bucket too.
  for (const [name, photo, file] of [
    ["harbour", harbour!, harbour!.file],
    ["dunes", dunes!, dunes!.preview],
  ] as const) {
    const tile = photoTile(page, name).locator("img");
    await expect(tile).toHaveAttribute("src", /[?&]token=/);
    await expect
      .poll(() => tile.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect
      .poll(async () => (await objectsOf(stack, photo)).some((key) => key.includes(`/thumbs_${file}/`)))
      .toBe(true);
  }

  // Opened in the viewer and deleted, then Trash emptied: gone from the bucket.
  await photoTile(page, "harbour").click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toHaveAccessibleName("harbour");
  await viewer.getByRole("button", { name: "Delete" }).click();
  await expect(viewer).toHaveAccessibleName("dunes");
  await viewer.getByRole("button", { name: "Delete" }).click();
  await expect(viewer).toHaveCount(0);
  await expect
    .poll(async () => (await ownPhotos(stack, user)).map((photo) => photo.trashed_at !== ""))
    .toEqual([true, true]);
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Trash" }).click();
  await page.getByRole("button", { name: "Empty Trash" }).click();
  await page
    .getByRole("dialog", { name: "Empty Trash?" })
    .getByRole("button", { name: "Empty Trash" })
    .click();
  await expect(page.getByText("Trash is empty. Photos you delete stay here for 30 days.")).toBeVisible();
  await expect.poll(() => ownPhotos(stack, user)).toEqual([]);
  // PocketBase deletes a record's files after the record, in the background.
  await expect
    .poll(async () => [...(await objectsOf(stack, harbour!)), ...(await objectsOf(stack, dunes!))])
    .toEqual([]);
});

test("S3 stopped during an upload: the queue says so in DESIGN §8's words, waits, and sends the photo once S3 is back", async ({
  signedIn: page,
  stack,
  user,
}) => {
  const uploads = page.getByRole("list", { name: "Uploads" });
  await stack.s3!.restart({
    whileDown: async () => {
      const refused = page.waitForResponse(
        (response) => response.url().includes("/api/collections/images/records") && response.status() === 503,
      );
      await pickFiles(page, [png("while-away.png")]);
      await refused;
      await expect(
        uploads.getByText("Photos can't be stored right now. Your uploads wait and resume."),
      ).toBeVisible();
      expect(await ownPhotos(stack, user)).toEqual([]);
    },
  });

  // Nobody clicks Retry: the queue tries again as it waits, and the photo arrives.
  await expect(uploads.getByText("Uploaded")).toBeVisible({ timeout: 45_000 });
  const [photo] = await ownPhotos(stack, user);
  expect(photo!.title).toBe("while away");
  expect(await objectsOf(stack, photo!)).toContain(`${photo!.collectionId}/${photo!.id}/${photo!.file}`);
});
