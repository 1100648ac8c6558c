// The map of geotagged photos (DESIGN §7): the library's photos with a place on an offline map,
// grouped where they crowd; a group opens its photos, a photo the viewer. And "Photos near here":
// from a photo's place to the library's photos within 25 km of it.
import type { Page } from "@playwright/test";

import { expect, test, type TestUser } from "./fixtures";
import { createPhoto, expectFitsWidth, expectNoAxeViolations, photoTile, setColorScheme } from "./support";
import type { GalleryStack } from "./stack";

const at = (lat: number, lon: number) => ({ fields: { location: JSON.stringify({ lat, lon }) } });

/**
 * Three photos by a lake in Tampere (a few metres apart: one group at any zoom a fit gives), one
 * on a beach in San Sebastián, one without a place, and one by the lake that is in Trash.
 */
async function photosInTwoCountries(stack: GalleryStack, user: TestUser) {
  await createPhoto(stack, user.id, "Jetty in the fog", { hue: 1, ...at(61.4725, 23.6205) });
  await createPhoto(stack, user.id, "Sauna by the lake", { hue: 2, ...at(61.473, 23.621) });
  await createPhoto(stack, user.id, "Midsummer night", { hue: 3, ...at(61.472, 23.62) });
  await createPhoto(stack, user.id, "Beach at La Concha", { hue: 4, ...at(43.3183, -1.9812) });
  await createPhoto(stack, user.id, "Screenshot", { hue: 5 });
  const trashed = await createPhoto(stack, user.id, "Deleted lake", { hue: 6, ...at(61.4725, 23.6206) });
  await stack.admin.collection("images").update(trashed.id, { trashed_at: new Date().toISOString() });
}

const map = (page: Page) => page.getByRole("region", { name: "Map of photos" });
const markers = (page: Page) => map(page).locator('[data-slot="photo-map-marker"]');
const viewer = (page: Page) => page.getByRole("dialog");

test("the library's placed photos on the map: a group opens its photos, a photo the viewer; none without a place or in Trash (1280, light and dark, axe)", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(120_000);
  await photosInTwoCountries(stack, user);
  await signedIn.reload();
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Map" }).click();
  await expect(page.getByRole("heading", { name: "Map", level: 1 })).toBeVisible();
  await expect(page.getByText("4 photos with a place", { exact: true })).toBeVisible();

  // Finland's three are one marker, named for their country once the countries have loaded;
  // Spain's one is a marker of its own, named by its title. Nothing else is on the map.
  const finland = map(page).getByRole("button", { name: "3 photos in Finland" });
  await expect(finland).toBeVisible();
  await expect(finland).toHaveAttribute("data-count", "3");
  const beach = map(page).getByRole("button", { name: "Beach at La Concha" });
  await expect(beach).toBeVisible();
  await expect(markers(page)).toHaveCount(2);
  await expect(map(page).locator("svg path").first()).toBeAttached();
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  // The keyboard reaches the map, zooms it, and goes on to the markers.
  await map(page).getByRole("application", { name: "Map" }).focus();
  const zoom = Number(await map(page).getAttribute("data-zoom"));
  await page.keyboard.press("+");
  await expect(map(page)).toHaveAttribute("data-zoom", (zoom + 1).toFixed(2));
  await page.keyboard.press("0");
  await expect(map(page)).toHaveAttribute("data-zoom", zoom.toFixed(2));

  // A group opens its photos in a grid under the map; the one in Trash is not among them.
  await finland.click();
  const group = page.getByRole("region", { name: "3 photos in Finland" });
  await expect(group.getByRole("heading", { name: "3 photos in Finland", level: 2 })).toBeFocused();
  const grid = group.getByRole("grid", { name: "3 photos in Finland" });
  for (const title of ["Jetty in the fog", "Sauna by the lake", "Midsummer night"]) {
    await expect(grid.getByRole("button", { name: title, exact: true })).toBeVisible();
  }
  await expect(grid.getByRole("button")).toHaveCount(3);
  await expectNoAxeViolations(page);

  // A photo of the group opens the viewer, which steps through the group.
  await grid.getByRole("button", { name: "Jetty in the fog", exact: true }).click();
  await expect(viewer(page)).toHaveAccessibleName("Jetty in the fog");
  await expect(viewer(page)).toHaveAccessibleDescription(/^\d of 3$/);
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/map$/);

  // A photo's own marker opens the viewer over the map, stepping through the photos on it.
  await beach.click();
  await expect(viewer(page)).toHaveAccessibleName("Beach at La Concha");
  await expect(viewer(page)).toHaveAccessibleDescription(/^\d of 4$/);
  await page.goBack();
  await expect(viewer(page)).toHaveCount(0);
  await expect(beach).toBeVisible();

  // Closing the group gives the focus back to its marker.
  await group.getByRole("button", { name: "Close" }).click();
  await expect(group).toHaveCount(0);
  await expect(finland).toBeFocused();

  await setColorScheme(page, "dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoAxeViolations(page);
});

test("on a phone the map is a tab of its own; a group opens under it (390, light and dark, axe)", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(120_000);
  await signedIn.setViewportSize({ width: 390, height: 844 });
  await photosInTwoCountries(stack, user);
  await page.reload();
  const sections = page.getByRole("navigation", { name: "Sections" });
  await sections.getByRole("link", { name: "Map" }).click();
  await expect(sections.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");

  const finland = map(page).getByRole("button", { name: "3 photos in Finland" });
  await expect(finland).toBeInViewport();
  await expect(map(page).getByRole("button", { name: "Beach at La Concha" })).toBeInViewport();
  await expect(markers(page)).toHaveCount(2);
  // The map stops above the tab bar.
  const mapBox = (await map(page).boundingBox())!;
  const barBox = (await sections.boundingBox())!;
  expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(barBox.y);

  await finland.click();
  const grid = page.getByRole("grid", { name: "3 photos in Finland" });
  await expect(grid.getByRole("button")).toHaveCount(3);
  for (const scheme of ["light", "dark"] as const) {
    await setColorScheme(page, scheme);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
});

test("“Photos within 25 km” from a photo's place shows the library's photos near it, and not a far one", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(120_000);
  const jetty = await createPhoto(stack, user.id, "Jetty in the fog", at(61.4725, 23.6205));
  // 9 km away, in Tampere; Helsinki is 160 km away.
  await createPhoto(stack, user.id, "Harbour in Tampere", at(61.5, 23.76));
  await createPhoto(stack, user.id, "Helsinki cathedral", at(60.17, 24.952));
  await createPhoto(stack, user.id, "Screenshot");

  await signedIn.goto(`/images/${jetty.id}`);
  const details = viewer(page).getByRole("region", { name: "Details" });
  await expect(details.getByText("61.4725° N, 23.6205° E")).toBeVisible();
  await details.getByRole("link", { name: "Photos within 25 km" }).click();

  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?near=61\.4725,23\.6205$/);
  await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();
  await expect(page.getByText("Photos within 25 km of 61.4725° N, 23.6205° E")).toBeVisible();
  await expect(page.getByText("2 of 4 photos", { exact: true })).toBeVisible();
  await expect(photoTile(page, "Jetty in the fog")).toBeVisible();
  await expect(photoTile(page, "Harbour in Tampere")).toBeVisible();
  await expect(photoTile(page, "Helsinki cathedral")).toHaveCount(0);
  await expect(photoTile(page, "Screenshot")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A place that is not one is ignored, not sent to PocketBase as filter syntax.
  await page.goto("/?near=61.4725,23.6205)||(1=1");
  await expect(page.getByText("4 photos", { exact: true })).toBeVisible();
  await expect(page.getByText(/Photos within 25 km of/)).toHaveCount(0);

  // Back to everywhere, keeping the other filters.
  await page.goto("/?near=61.4725,23.6205&sort=title");
  await expect(page.getByText("2 of 4 photos", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Show all places" }).click();
  await expect(page).toHaveURL(/\/\?sort=title$/);
  await expect(page.getByText("4 photos", { exact: true })).toBeVisible();
  await expect(photoTile(page, "Helsinki cathedral")).toBeVisible();
});
