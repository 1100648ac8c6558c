// Choosing photos as in Google Photos and Immich: a tile's checkbox shows under the pointer and
// on focus, not on every photo; once one is chosen, a click on another photo adds it rather than
// opening it, and Escape ends the choosing.
import { expect, test } from "./fixtures";
import { createPhoto, photoCheckbox, photoTile } from "./support";

test("the checkbox shows under the pointer; once choosing, a click adds a photo instead of opening it", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  for (const [index, title] of ["Harbour", "Dunes", "Glacier"].entries()) {
    await createPhoto(stack, user.id, title, { hue: index * 90 });
  }
  await signedIn.reload();
  const opacity = (name: string) =>
    photoCheckbox(page, name).evaluate((box) => getComputedStyle(box).opacity);

  await expect(photoTile(page, "Dunes")).toBeVisible();
  await expect.poll(() => opacity("Dunes")).toBe("0");
  await photoTile(page, "Dunes").hover();
  await expect.poll(() => opacity("Dunes")).toBe("1");
  await expect.poll(() => opacity("Harbour")).toBe("0");

  await photoCheckbox(page, "Dunes").click();
  await expect(page.getByText("1 photo selected")).toBeVisible();
  // Choosing: every checkbox shows, and a click on a photo chooses it.
  await expect.poll(() => opacity("Harbour")).toBe("1");
  await photoTile(page, "Harbour").click();
  await expect(page.getByText("2 photos selected")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.keyboard.press("Escape");
  await expect(page.getByText(/photos? selected/)).toHaveCount(0);
  await photoTile(page, "Glacier").click();
  await expect(page.getByRole("dialog", { name: "Glacier" })).toBeVisible();
});
