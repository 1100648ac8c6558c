// The Gallery with an ImageKit account (docs/imagekit.md), on the loopback stand-in for ImageKit's
// API (the official SDKs unchanged on both sides, the upload signature checked as ImageKit does):
// a photo goes from the browser straight to ImageKit, is shown from the account's URL endpoint,
// follows its record into the Trash folder and an album's folder (the server's mirror), and is
// deleted from ImageKit once Trash is emptied. PocketBase keeps no file of it.
import type { RecordModel } from "pocketbase";

import { expect, test, type TestUser } from "./fixtures";
import type { GalleryStack } from "./stack";
import { photoTile, pickFiles, png } from "./support";

test.use({ media: "imagekit" });

const ownPhotos = (stack: GalleryStack, user: TestUser) =>
  stack.admin.collection("images").getFullList({
    filter: stack.admin.filter("owner = {:owner}", { owner: user.id }),
    sort: "title",
  });

/** The stand-in's file of a photo, by the id its record keeps. */
const fileOf = (stack: GalleryStack, photo: RecordModel) =>
  stack.imagekit!.files.get(photo.imagekit_id as string);

const pathNow = async (stack: GalleryStack, photo: RecordModel) =>
  (await stack.admin.collection("images").getOne(photo.id)).imagekit_path as string;

test("a photo lives in ImageKit: uploaded from the browser, shown from the URL endpoint, moved to Trash's folder, deleted with Trash", async ({
  signedIn: page,
  stack,
  user,
}) => {
  test.setTimeout(90_000);
  const delivery = stack.imagekit!.deliveryUrl;
  await pickFiles(page, [png("harbour.png", { hue: 3 })]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible({
    timeout: 30_000,
  });
  const [harbour] = await ownPhotos(stack, user);
  expect(harbour).toMatchObject({
    file: "",
    imagekit_path: expect.stringMatching(`^/pocketkit/${user.id}/harbour`),
  });
  expect(fileOf(stack, harbour!)).toMatchObject({ filePath: harbour!.imagekit_path, mime: "image/png" });

  // The tile is ImageKit's: the file at the URL endpoint, its widths ImageKit's transformations.
  const tile = photoTile(page, "harbour").locator("img");
  await expect(tile).toHaveAttribute("src", `${delivery}${harbour!.imagekit_path}`);
  await expect(tile).toHaveAttribute(
    "srcset",
    new RegExp(`^${delivery}${harbour!.imagekit_path}\\?tr=w-320 320w, `),
  );
  await expect.poll(() => tile.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The viewer's download is the original, as an attachment.
  await photoTile(page, "harbour").click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByRole("link", { name: "Download original" })).toHaveAttribute(
    "href",
    `${delivery}${harbour!.imagekit_path}?ik-attachment=true`,
  );

  // Delete moves it to Trash, and the mirror moves its file to the owner's trash folder.
  await viewer.getByRole("button", { name: "Delete" }).click();
  await expect(viewer).toHaveCount(0);
  await expect
    .poll(() => pathNow(stack, harbour!), { timeout: 15_000 })
    .toMatch(new RegExp(`^/pocketkit/${user.id}/trash/`));
  const trashed = await pathNow(stack, harbour!);
  expect(fileOf(stack, harbour!)?.filePath).toBe(trashed);
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Trash" }).click();
  const trashTile = page
    .getByRole("grid", { name: "Photos in Trash" })
    .getByRole("button", { name: "harbour, deleted in 29 days", exact: true })
    .locator("img");
  await expect(trashTile).toHaveAttribute("src", new RegExp(`^${delivery}${trashed}`));
  await expect
    .poll(() => trashTile.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Emptied: the record goes, and the mirror deletes the file.
  await page.getByRole("button", { name: "Empty Trash" }).click();
  await page
    .getByRole("dialog", { name: "Empty Trash?" })
    .getByRole("button", { name: "Empty Trash" })
    .click();
  await expect(page.getByText("Trash is empty. Photos you delete stay here for 30 days.")).toBeVisible();
  await expect.poll(() => fileOf(stack, harbour!), { timeout: 15_000 }).toBeUndefined();
});

test("a photo uploaded into an album is moved into the album's folder, and still shown", async ({
  signedIn: page,
  stack,
  user,
}) => {
  test.setTimeout(90_000);
  const album = await stack.admin.collection("albums").create({ owner: user.id, name: "Été à Río" });
  await page.goto(`/albums/${album.id}`);
  await pickFiles(page, [png("pier.png", { hue: 5 })]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible({
    timeout: 30_000,
  });
  const [pier] = await ownPhotos(stack, user);
  expect(pier!.album).toBe(album.id);
  await expect
    .poll(() => pathNow(stack, pier!), { timeout: 15_000 })
    .toMatch(new RegExp(`^/pocketkit/${user.id}/[^/]+_${album.id}/pier`));

  // Shown from where it is now.
  await page.reload();
  const tile = photoTile(page, "pier").locator("img");
  await expect(tile).toHaveAttribute("src", new RegExp(`/pocketkit/${user.id}/[^/]+_${album.id}/pier`));
  await expect.poll(() => tile.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
