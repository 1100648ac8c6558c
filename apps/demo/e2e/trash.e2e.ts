// Trash (DESIGN §7): deleting moves photos to Trash, where they stay 30 days; Undo for the
// immediate case, and the Trash page restores them (in bulk) or deletes them for good. A photo in
// Trash is in no other view: not the library, an album, Favourites or their counts.
import type { Page } from "@playwright/test";

import { expect, test, type TestUser } from "./fixtures";
import type { GalleryStack } from "./stack";
import {
  createPhoto,
  expectFitsWidth,
  expectNoAxeViolations,
  photoCheckbox,
  photoTile,
  pickFiles,
  png,
  setColorScheme,
} from "./support";

/** This user's photos as the server has them (the stack's PocketBase is shared by the run). */
const ownPhotos = (stack: GalleryStack, user: TestUser) =>
  stack.admin
    .collection("images")
    .getFullList({ filter: stack.admin.filter("owner = {:owner}", { owner: user.id }), sort: "title" });

const trashedOf = async (stack: GalleryStack, user: TestUser, title: string) =>
  (await ownPhotos(stack, user)).find((photo) => photo.title === title)?.trashed_at as string | undefined;

/** A photo's tile on the Trash page, named with the days it has left. */
const trashTile = (page: Page, title: string) =>
  page
    .getByRole("grid", { name: "Photos in Trash" })
    .getByRole("button", { name: `${title}, deleted in 29 days`, exact: true });

/** Chooses photos in a library grid with a real pointer (the checkbox shows on hover). */
async function choose(page: Page, titles: string[]) {
  for (const title of titles) {
    await photoTile(page, title).hover();
    await photoCheckbox(page, title).click();
  }
}

async function moveChosenToTrash(page: Page, count: number) {
  await page
    .getByRole("toolbar", { name: "Selected photos" })
    .getByRole("button", { name: "Delete" })
    .click();
  const dialog = page.getByRole("dialog", {
    name: count === 1 ? "Move 1 photo to Trash?" : `Move ${count} photos to Trash?`,
  });
  await expect(dialog).toContainText("They stay in Trash for 30 days");
  await dialog.getByRole("button", { name: "Move to Trash" }).click();
}

test("deleted photos leave the library, albums, Favourites and the counts; Undo, restore and Empty Trash", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(150_000);
  await signedIn.setViewportSize({ width: 1280, height: 800 });
  const album = await stack.admin.collection("albums").create({ owner: user.id, name: "Coast" });
  const harbour = await createPhoto(stack, user.id, "Harbour", { hue: 10 });
  await stack.admin.collection("images").update(harbour.id, { album: album.id, favorite: true });
  await createPhoto(stack, user.id, "Dunes", { hue: 120 });
  await createPhoto(stack, user.id, "Glacier", { hue: 200 });
  await page.reload();
  await expect(page.getByText("3 photos", { exact: true })).toBeVisible();

  // Deleted: gone at once, the count follows; Undo brings it back.
  await choose(page, ["Harbour"]);
  await moveChosenToTrash(page, 1);
  await expect(photoTile(page, "Harbour")).toHaveCount(0);
  await expect(page.getByText("2 photos", { exact: true })).toBeVisible();
  await expect.poll(() => trashedOf(stack, user, "Harbour")).not.toBe("");
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: "1 photo moved to Trash" });
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(photoTile(page, "Harbour")).toBeVisible();
  await expect(page.getByText("3 photos", { exact: true })).toBeVisible();
  await expect.poll(() => trashedOf(stack, user, "Harbour")).toBe("");

  // Deleted again, and left there: in no album, not a favourite, not found by a search.
  await choose(page, ["Harbour"]);
  await moveChosenToTrash(page, 1);
  await expect(photoTile(page, "Harbour")).toHaveCount(0);
  await expect.poll(() => trashedOf(stack, user, "Harbour")).not.toBe("");
  await page.getByRole("searchbox", { name: "Search" }).fill("harbour");
  await expect(page.getByText("No photos match.", { exact: false })).toBeVisible();
  await expect(page.getByText("0 of 2 photos", { exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Favourites" }).click();
  await expect(page.getByText("No favourites yet.", { exact: false })).toBeVisible();
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Albums" }).click();
  const card = page.getByRole("link", { name: /Coast/ });
  await expect(card).toContainText("0 photos");
  await card.click();
  await expect(page.getByText("No photos in this album yet.", { exact: false })).toBeVisible();

  // In Trash, with the days it has left.
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Trash" }).click();
  await expect(page.getByRole("heading", { name: "Trash", level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^1 photo\. Photos are deleted for good 30 days after you delete them\.$/),
  ).toBeVisible();
  await expect(trashTile(page, "Harbour")).toBeVisible();
  await expect(trashTile(page, "Harbour")).toContainText("Deleted in 29 days");
  for (const scheme of ["light", "dark"] as const) {
    await setColorScheme(page, scheme);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
  await setColorScheme(page, "light");

  // Restored: a tap chooses it in Trash; back in the library, its album and Favourites.
  await trashTile(page, "Harbour").click();
  await expect(page.getByText("1 photo selected")).toBeVisible();
  await page
    .getByRole("toolbar", { name: "Selected photos" })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(page.getByText("Trash is empty. Photos you delete stay here for 30 days.")).toBeVisible();
  await expect.poll(() => trashedOf(stack, user, "Harbour")).toBe("");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Favourites" }).click();
  await expect(photoTile(page, "Harbour")).toBeVisible();
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Library" }).click();
  await expect(page.getByText("3 photos", { exact: true })).toBeVisible();

  // Emptied: gone for good, on the server too; the rest stays.
  await choose(page, ["Harbour", "Dunes"]);
  await moveChosenToTrash(page, 2);
  await expect(page.getByText("1 photo", { exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Trash" }).click();
  await expect(trashTile(page, "Dunes")).toBeVisible();
  await expect(trashTile(page, "Harbour")).toBeVisible();
  await page.getByRole("button", { name: "Empty Trash" }).click();
  const confirm = page.getByRole("dialog", { name: "Empty Trash?" });
  await expect(confirm).toContainText("All 2 photos in Trash are deleted for good");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Empty Trash" }).click();
  await expect(page.getByText("Trash is empty. Photos you delete stay here for 30 days.")).toBeVisible();
  await expect
    .poll(async () => (await ownPhotos(stack, user)).map((photo) => photo.title))
    .toEqual(["Glacier"]);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`on a phone (${colorScheme}): Trash from the account menu, the four tabs kept; restore; axe clean`, async ({
    page,
    signedIn,
    stack,
    user,
  }) => {
    test.setTimeout(120_000);
    await signedIn.setViewportSize({ width: 390, height: 844 });
    await setColorScheme(page, colorScheme);
    const harbour = await createPhoto(stack, user.id, "Harbour", { hue: 40 });
    const dunes = await createPhoto(stack, user.id, "Dunes", { hue: 160 });
    for (const photo of [harbour, dunes]) {
      await stack.admin.collection("images").update(photo.id, { trashed_at: new Date().toISOString() });
    }
    await page.reload();
    await expect(page.getByText("No photos yet.", { exact: false })).toBeVisible();

    const sections = page.getByRole("navigation", { name: "Sections" });
    await expect(sections.getByRole("link")).toHaveText(["Library", "Favourites", "Albums", "Map"]);
    await page.getByRole("button", { name: user.name }).click();
    await page.getByRole("menuitem", { name: "Trash" }).click();
    await expect(page.getByRole("heading", { name: "Trash", level: 1 })).toBeVisible();
    await expect(trashTile(page, "Harbour")).toBeVisible();
    // Short on a phone's small tiles; the tile's name says it in full.
    await expect(trashTile(page, "Harbour")).toContainText("29 days");
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    await trashTile(page, "Harbour").click();
    await trashTile(page, "Dunes").click();
    await expect(page.getByText("2 photos selected")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
    await page
      .getByRole("toolbar", { name: "Selected photos" })
      .getByRole("button", { name: "Restore" })
      .click();
    await expect(page.getByText("Trash is empty. Photos you delete stay here for 30 days.")).toBeVisible();
    await expect
      .poll(async () => (await ownPhotos(stack, user)).map((photo) => photo.trashed_at))
      .toEqual(["", ""]);
    await sections.getByRole("link", { name: "Library" }).click();
    await expect(page.getByText("2 photos", { exact: true })).toBeVisible();
  });
}

test("a photo uploaded again while its copy is in Trash is a new photo, not a duplicate", async ({
  signedIn: page,
  stack,
  user,
}) => {
  const uploads = page.getByRole("list", { name: "Uploads" });
  const beach = png("beach.png", { hue: 23 });
  await pickFiles(page, [beach]);
  await expect(
    uploads.getByRole("listitem").filter({ hasText: "beach.png" }).getByText("Uploaded"),
  ).toBeVisible();
  await choose(page, ["beach"]);
  await moveChosenToTrash(page, 1);
  await expect(photoTile(page, "beach")).toHaveCount(0);
  await expect.poll(() => trashedOf(stack, user, "beach")).not.toBe("");

  await pickFiles(page, [beach]);
  await expect(photoTile(page, "beach")).toBeVisible();
  await expect(page.getByText("beach.png is already in your library.")).toHaveCount(0);
  await expect
    .poll(async () => (await ownPhotos(stack, user)).map((photo) => Boolean(photo.trashed_at)).sort())
    .toEqual([false, true]);
});
