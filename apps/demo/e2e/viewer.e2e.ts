// The full-screen viewer (DESIGN §7): opened from a grid, it steps through that grid's photos by
// key, button and swipe, zooms, shows and edits a photo's details, deletes with Undo, and gives
// each photo its URL; Back returns to the grid where it was.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { createPhoto, expectFitsWidth, expectNoAxeViolations, photoTile, setColorScheme } from "./support";

const viewer = (page: Page) => page.getByRole("dialog");
const stage = (page: Page) => viewer(page).locator('[data-slot="lightbox-stage"]');

/** A horizontal drag across the stage, as a finger's swipe (a mouse drags the same way). */
async function swipe(page: Page, direction: "left" | "right") {
  const box = (await stage(page).boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === "left" ? [0.7, 0.3] : [0.3, 0.7];
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((from + to) / 2), y, { steps: 4 });
  await page.mouse.move(box.x + box.width * to, y, { steps: 4 });
  await page.mouse.up();
}

test("from the grid, the viewer steps through the same photos, keeps a URL per photo, and Back returns to the same place", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(180_000);
  // Made one after another: the library shows the newest, "Photo 40", first and "Photo 1" last.
  for (let n = 1; n <= 40; n++) await createPhoto(stack, user.id, `Photo ${n}`, { hue: n * 9 });
  await signedIn.reload();
  await expect(page.getByText("40 photos", { exact: true })).toBeVisible();

  // Far down the grid, so that where it was matters.
  // The grid draws only the rows near the window: go down to where Photo 3 is.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const tile = photoTile(page, "Photo 3");
  await tile.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await tile.click();
  await expect(viewer(page)).toHaveAccessibleName("Photo 3");
  await expect(viewer(page)).toHaveAccessibleDescription("38 of 40");
  const third = page.url();
  expect(third).toMatch(/\/images\/\w{15}$/);

  // Right is the next in the grid's order (older); the URL follows, without a new history entry.
  await page.keyboard.press("ArrowRight");
  await expect(viewer(page)).toHaveAccessibleName("Photo 2");
  await expect(page).not.toHaveURL(third);
  await viewer(page).getByRole("button", { name: "Previous image" }).click();
  await expect(viewer(page)).toHaveAccessibleName("Photo 3");
  await swipe(page, "left");
  await expect(viewer(page)).toHaveAccessibleName("Photo 2");
  await swipe(page, "right");
  await expect(viewer(page)).toHaveAccessibleName("Photo 3");
  await expect(page).toHaveURL(third);

  // The wheel zooms; 0 fits the photo again.
  const box = (await stage(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -400);
  await expect(stage(page)).toHaveAttribute("data-zoomed", "true");
  await page.keyboard.press("0");
  await expect(stage(page)).not.toHaveAttribute("data-zoomed");

  // Back leaves the viewer for the grid, at the same scroll position, in one step.
  await page.goBack();
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(tile).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);

  // Escape closes as well, and focus is back on the tile that opened it.
  await tile.click();
  await expect(viewer(page)).toHaveAccessibleName("Photo 3");
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toHaveCount(0);
  await expect(tile).toBeFocused();

  // A reload keeps the photo, with the list it was opened from under it; Back then closes it.
  await tile.click();
  await page.keyboard.press("ArrowRight");
  await expect(viewer(page)).toHaveAccessibleName("Photo 2");
  await page.reload();
  await expect(viewer(page)).toHaveAccessibleName("Photo 2");
  await expect(viewer(page)).toHaveAccessibleDescription("39 of 40");
  await page.goBack();
  await expect(viewer(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();
});

test("the info panel shows what is known of a photo and edits it in place; delete steps on and Undo brings it back", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(120_000);
  // Made today: newer than the harbour, taken in 2023, so first in the library.
  await createPhoto(stack, user.id, "Lighthouse");
  const harbour = await createPhoto(stack, user.id, "Harbour", {
    fields: {
      taken_at: "2023-07-14 18:30:00.000Z",
      camera: "Fujifilm X-T4",
      location: JSON.stringify({ lat: 43.2965, lon: 5.3698 }),
      tags: JSON.stringify(["sea", "boats"]),
    },
  });
  await signedIn.goto(`/images/${harbour.id}`);
  await expect(viewer(page)).toHaveAccessibleName("Harbour");

  const details = viewer(page).getByRole("region", { name: "Details" });
  await expect(details).toBeVisible();
  await expect(details.getByText("14 July 2023 at 18:30")).toBeVisible();
  await expect(details.getByText("Fujifilm X-T4")).toBeVisible();
  await expect(details.getByText("43.2965° N, 5.3698° E")).toBeVisible();
  await expect(details.getByRole("list", { name: "Tags" }).getByText("sea", { exact: true })).toBeVisible();

  // Arrow keys in a text box move the caret, not the photo.
  const title = details.getByRole("textbox", { name: "Title" });
  await title.fill("Harbour at dusk");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer(page)).toHaveAccessibleName("Harbour");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(viewer(page)).toHaveAccessibleName("Harbour at dusk");
  await expect
    .poll(async () => (await stack.admin.collection("images").getOne(harbour.id)).title)
    .toBe("Harbour at dusk");

  // The panel's choice is remembered: closed, it stays closed for the next photo.
  await viewer(page).getByRole("button", { name: "Info" }).click();
  await expect(details).toHaveCount(0);
  await expect(viewer(page).getByRole("button", { name: "Info" })).toHaveAttribute("aria-pressed", "false");

  // Opened from a link, it steps through the library; delete moves the photo to Trash (as
  // everywhere in the Gallery, never for good) and shows a neighbour instead.
  const trashedAt = async () => (await stack.admin.collection("images").getOne(harbour.id)).trashed_at;
  await viewer(page).getByRole("button", { name: "Delete" }).click();
  await expect(viewer(page)).toHaveAccessibleName("Lighthouse");
  await expect(page.getByText("“Harbour at dusk” moved to Trash", { exact: true })).toBeVisible();
  await expect.poll(trashedAt).not.toBe("");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(trashedAt).toBe("");
  // Back in the list, after the newer photo.
  await expect(viewer(page)).toHaveAccessibleDescription("1 of 2");
  await page.keyboard.press("ArrowRight");
  await expect(viewer(page)).toHaveAccessibleName("Harbour at dusk");

  // Closed, a photo opened from a link leaves for the library. (Escape would first dismiss the
  // Undo toast, the layer opened last, as Radix orders them.)
  await viewer(page).getByRole("button", { name: "Close image viewer" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(photoTile(page, "Harbour at dusk")).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`on a phone (${colorScheme}): the photo fills the screen, info on request, swipes step; axe clean`, async ({
    page,
    signedIn,
    stack,
    user,
  }) => {
    test.setTimeout(120_000);
    await setColorScheme(page, colorScheme);
    await signedIn.setViewportSize({ width: 390, height: 844 });
    await createPhoto(stack, user.id, "Harbour", { hue: 10 });
    await createPhoto(stack, user.id, "Dunes", { hue: 120 });
    await page.reload();
    await photoTile(page, "Dunes").click();
    await expect(viewer(page)).toHaveAccessibleName("Dunes");
    // Room for the photo: no panel until asked for.
    await expect(viewer(page).getByRole("region", { name: "Details" })).toHaveCount(0);
    const stageBox = (await stage(page).boundingBox())!;
    expect(stageBox.width).toBeGreaterThan(340);
    expect(stageBox.height).toBeGreaterThan(600);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);

    await swipe(page, "left");
    await expect(viewer(page)).toHaveAccessibleName("Harbour");
    await viewer(page).getByRole("button", { name: "Info" }).click();
    const details = viewer(page).getByRole("region", { name: "Details" });
    await expect(details).toBeVisible();
    // Below the photo, which keeps part of the screen.
    expect((await details.boundingBox())!.y).toBeGreaterThan((await stage(page).boundingBox())!.y);
    await expect(details.getByRole("textbox", { name: "Title" })).toHaveValue("Harbour");
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  });
}
