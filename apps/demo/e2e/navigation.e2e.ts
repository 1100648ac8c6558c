// Moving around the Gallery as people do: on a phone, a photo opened from far down the library
// fills the screen, and Back returns to where the library was left; a dialog closed with Escape
// gives focus back to the button that opened it.
import { expect, test } from "./fixtures";
import { createPhoto, photoTile } from "./support";

test("on a phone, a photo opened from a scrolled library fills the screen, and Back returns to the same place", async ({
  page,
  stack,
  user,
  signedIn,
}) => {
  test.setTimeout(120_000);
  await signedIn.setViewportSize({ width: 390, height: 844 });
  // 60 photos: three columns of 20 rows, several screens tall.
  for (let index = 0; index < 60; index++) {
    await createPhoto(stack, user.id, `Photo ${index + 1}`, { hue: index });
  }
  await page.reload();
  // Newest first: photo 9 is the 52nd tile, on the first page.
  const tile = photoTile(page, "Photo 9");
  // The grid draws the rows near the window only: scrolled as a person scrolls, until it shows.
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(tile).toBeInViewport({ timeout: 300 });
  }).toPass();
  await tile.scrollIntoViewIfNeeded();
  const libraryScroll = await page.evaluate(() => window.scrollY);
  expect(libraryScroll).toBeGreaterThan(1500);

  await tile.click();
  await expect(page).toHaveURL(/\/images\//);
  // The viewer covers the screen wherever the library was scrolled to; the library stays put.
  const viewer = page.getByRole("dialog", { name: "Photo 9" });
  await expect(viewer).toBeInViewport({ ratio: 1 });
  const box = (await viewer.boundingBox())!;
  expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
  expect(await page.evaluate(() => window.scrollY)).toBe(libraryScroll);

  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Library" })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(libraryScroll);
  await expect(photoTile(page, "Photo 9")).toBeInViewport();
});

test("Escape in New album gives focus back to the New album button", async ({ signedIn: page }) => {
  await page.getByRole("link", { name: "Albums", exact: true }).click();
  const newAlbum = page.getByRole("button", { name: "New album" });
  await newAlbum.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "New album" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(newAlbum).toBeFocused();
});

test("a page whose code fails to arrive says what happened, and the way back loads the library anew", async ({
  signedIn: page,
}) => {
  // As after a deploy that replaced the files a long-open tab still asks for.
  const albumsPageCode = /\/assets\/albums-page-[\w-]+\.js$/;
  await page.route(albumsPageCode, (route) => route.abort("failed"));
  await page.getByRole("link", { name: "Albums", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText(/albums-page/)).toBeVisible();

  await page.unroute(albumsPageCode);
  await page.getByRole("button", { name: "Back to the library" }).click();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
  await page.getByRole("link", { name: "Albums", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Albums", level: 1 })).toBeVisible();
});
