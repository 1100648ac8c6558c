// Favourites and counts (DESIGN §7): a heart on a photo puts it in Favourites; the headings say
// how many photos there are, and follow what happens on other devices.
import { expect, test } from "./fixtures";
import { createPhoto, expectFitsWidth, expectNoAxeViolations, photoTile, setColorScheme } from "./support";

test("a hearted photo is in Favourites until the heart is taken back; headings count, live", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(120_000);
  await createPhoto(stack, user.id, "Harbour", { hue: 10 });
  await createPhoto(stack, user.id, "Dunes", { hue: 120 });
  await signedIn.reload();
  await expect(page.getByText("2 photos", { exact: true })).toBeVisible();

  // Made on another device: the count follows without a reload.
  await createPhoto(stack, user.id, "Glacier", { hue: 200 });
  await expect(page.getByText("3 photos", { exact: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("harbour");
  await expect(page.getByText("1 of 3 photos", { exact: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("");

  await photoTile(page, "Harbour").click();
  const heart = page.getByRole("button", { name: "Favourite", exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect
    // This user's Harbour: the stack's PocketBase is shared by every test of the run.
    .poll(
      async () =>
        (await stack.admin.collection("images").getFirstListItem(`owner = "${user.id}" && title = "Harbour"`))
          .favorite,
    )
    .toBe(true);
  // The viewer is closed before going elsewhere, as a person would.
  await page.getByRole("button", { name: "Close image viewer" }).click();

  await page.getByRole("link", { name: "Favourites", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Favourites", level: 1 })).toBeVisible();
  await expect(page.getByText("1 photo", { exact: true })).toBeVisible();
  await expect(photoTile(page, "Harbour")).toBeVisible();
  await expect(photoTile(page, "Dunes")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  await photoTile(page, "Harbour").click();
  await page.getByRole("button", { name: "Favourite", exact: true }).click();
  await expect(page.getByRole("button", { name: "Favourite", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.goBack();
  await expect(page.getByText("No favourites yet.", { exact: false })).toBeVisible();
});

test("on a phone: one header row, the sections in a tab bar, toasts above it; axe clean in light and dark", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(120_000);
  await signedIn.setViewportSize({ width: 390, height: 844 });
  await createPhoto(stack, user.id, "Harbour");
  await page.reload();

  // The name, the connection and the account fit on one row: the header is one row high.
  const header = page.locator("header").first();
  const account = page.getByRole("button", { name: user.name });
  await expect(account).toBeVisible();
  const headerBox = (await header.boundingBox())!;
  expect(headerBox.height).toBeLessThan(64);

  // The sections sit along the bottom of the window, each reached by a tap.
  const sections = page.getByRole("navigation", { name: "Sections" });
  const barBox = (await sections.boundingBox())!;
  expect(barBox.y + barBox.height).toBeCloseTo(844, 0);
  await sections.getByRole("link", { name: "Favourites" }).click();
  await expect(page.getByRole("heading", { name: "Favourites", level: 1 })).toBeVisible();
  await expect(sections.getByRole("link", { name: "Favourites" })).toHaveAttribute("aria-current", "page");
  await sections.getByRole("link", { name: "Library" }).click();
  await expect(page.getByText("1 photo", { exact: true })).toBeVisible();

  // The order and filters wait behind one button, in a sheet over the grid.
  await expect(page.getByRole("combobox", { name: "Sort" })).toHaveCount(0);
  const filters = page.getByRole("button", { name: "Filters" });
  await filters.click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await sheet.getByRole("combobox", { name: "Sort" }).selectOption("Title");
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Show photos" }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/sort=title/);
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeFocused();

  for (const scheme of ["light", "dark"] as const) {
    await setColorScheme(page, scheme);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }

  // A toast (the Undo of a move to Trash) is shown above the tab bar, not under it.
  await photoTile(page, "Harbour").click();
  await page.getByRole("button", { name: "Delete" }).click();
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: "“Harbour” moved to Trash" });
  await expect(toast.getByRole("button", { name: "Undo" })).toBeInViewport({ ratio: 1 });
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
});
