// Share links (DESIGN §7): the owner shares an album or chosen photos from the Gallery; whoever
// opens the link, in a browser with no account, sees those photos and nothing else, behind a
// password when there is one, with downloads only when allowed; revoked in Settings, the link
// says it has expired or was turned off.
import { readFile } from "node:fs/promises";

import type { Browser, Page } from "@playwright/test";
import type { RecordModel } from "pocketbase";

import { expect, test } from "./fixtures";
import type { GalleryStack } from "./stack";
import {
  createPhoto,
  expectFitsWidth,
  expectNoAxeViolations,
  photoCheckbox,
  photoTile,
  setColorScheme,
} from "./support";

const PASSWORD = "lighthouse keeper";

/** A page in a browser of its own: no account, no cookie of the owner's. */
async function recipientPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The titles on the tiles of the page's grid, in order. */
async function tileNames(page: Page): Promise<string[]> {
  const grid = page.getByRole("grid", { name: "Shared photos" });
  await expect(grid).toBeVisible();
  return grid
    .locator('[data-slot="image-grid-tile"]')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("aria-label") ?? ""));
}

/** axe at a phone's width and a computer's, light and dark; the page fits the phone. */
async function expectAccessibleEverywhere(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const scheme of ["light", "dark"] as const) {
      await setColorScheme(page, scheme);
      await expectNoAxeViolations(page);
    }
    await expectFitsWidth(page);
  }
  await setColorScheme(page, "light");
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Makes the link in the open share dialog and returns its address, as the dialog shows it. */
async function createLinkInDialog(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Create link" }).click();
  const ready = page.getByRole("dialog", { name: "Link ready" });
  await expect(ready).toBeVisible();
  const url = await ready.getByLabel("Link").inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9]{32}$/);
  return url;
}

async function photoInAlbum(stack: GalleryStack, owner: string, album: string, title: string, hue: number) {
  return createPhoto(stack, owner, title, { hue, fields: { album, alt: `${title} at dawn` } });
}

test("an album shared with a password and no downloads: the recipient, with no account, sees exactly its photos once the password is given, and can only look", async ({
  browser,
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(150_000);
  const album = await stack.admin.collection("albums").create({ owner: user.id, name: "Lake weekend" });
  await photoInAlbum(stack, user.id, album.id, "Pier", 20);
  await photoInAlbum(stack, user.id, album.id, "Reeds", 140);
  await createPhoto(stack, user.id, "Not in the album", { hue: 220 });
  const otherAlbum = await stack.admin.collection("albums").create({ owner: user.id, name: "Private" });
  const secret = await photoInAlbum(stack, user.id, otherAlbum.id, "Private matter", 60);

  await signedIn.goto(`/albums/${album.id}`);
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share “Lake weekend”" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Hide where photos were taken" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await dialog.getByLabel("Password (optional)").fill("short");
  await dialog.getByRole("switch", { name: "Allow downloads" }).click();
  await expect(dialog.getByRole("switch", { name: "Allow downloads" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await dialog.getByRole("button", { name: "Create link" }).click();
  await expect(dialog.getByText("Use at least 6 characters, or none.")).toBeVisible();
  await dialog.getByLabel("Password (optional)").fill(PASSWORD);
  await expectAccessibleEverywhere(page);
  const url = await createLinkInDialog(page);
  await expect(page.getByRole("dialog", { name: "Link ready" })).toContainText("It asks for the password");
  await expectAccessibleEverywhere(page);

  const guest = await recipientPage(browser);
  await guest.goto(url);
  await expect(guest.getByRole("heading", { name: "These photos are protected" })).toBeVisible();
  await guest.getByLabel("Password").fill("lighthouse");
  await guest.getByRole("button", { name: "Open" }).click();
  await expect(guest.getByText("Wrong password.")).toBeVisible();
  await expectAccessibleEverywhere(guest);
  await guest.getByLabel("Password").fill(PASSWORD);
  await guest.getByRole("button", { name: "Open" }).click();

  await expect(guest.getByRole("heading", { name: "Lake weekend", level: 1 })).toBeVisible();
  await expect(guest.getByText("2 photos")).toBeVisible();
  expect(await tileNames(guest)).toEqual(["Reeds at dawn", "Pier at dawn"]);
  // Nothing of the app around the photos: no account, no sections, no link anywhere.
  await expect(guest.getByRole("link")).toHaveCount(0);
  await expect(guest.getByRole("navigation")).toHaveCount(0);
  await expect(guest.getByRole("button", { name: /account|sign/i })).toHaveCount(0);
  await expectAccessibleEverywhere(guest);

  await photoTile(guest, "Pier at dawn").click();
  const viewer = guest.getByRole("dialog", { name: "Pier" });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('[data-slot="image-img"]')).toHaveAttribute("src", /\/thumb\/1200x0$/);
  await expect(guest).toHaveURL(/\?photo=[a-z0-9]{15}$/);
  await expect(viewer.getByRole("link", { name: "Download" })).toHaveCount(0);
  await viewer.getByRole("button", { name: "Info" }).click();
  await expect(viewer.getByRole("heading", { name: "Details" })).toBeVisible();
  await expect(viewer).not.toContainText("Place");
  await expectAccessibleEverywhere(guest);
  await guest.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(guest).not.toHaveURL(/photo=/);

  // What the page does not offer, the server does not give either.
  const api = new URL(url.replace("/s/", "/api/share/"));
  const photoId = (
    await stack.admin.collection("images").getFirstListItem(`title = "Pier" && owner = "${user.id}"`)
  ).id;
  expect((await guest.request.get(`${api}/photos/${photoId}/file`)).status()).toBe(403);
  expect((await guest.request.get(`${api}/photos/${secret.id}/thumb/400x0`)).status()).toBe(404);
  await guest.context().close();
});

test("chosen photos shared with downloads: the recipient sees exactly those and saves an original; revoked in Settings, the link then says it has expired or was turned off", async ({
  browser,
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(150_000);
  const harbour: RecordModel = await createPhoto(stack, user.id, "Harbour", { hue: 10 });
  await createPhoto(stack, user.id, "Dunes", { hue: 120 });
  await createPhoto(stack, user.id, "Glacier", { hue: 200 });
  await signedIn.reload();

  for (const title of ["Harbour", "Glacier"]) {
    await photoTile(page, title).hover();
    await photoCheckbox(page, title).click();
  }
  await page.getByRole("toolbar", { name: "Selected photos" }).getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share 2 photos" });
  await dialog.getByLabel("Name (optional)").fill("For Grace");
  await dialog.getByLabel("Link expires").selectOption("7");
  // Places shown: the original then goes out as it is stored, byte for byte.
  await dialog.getByRole("switch", { name: "Hide where photos were taken" }).click();
  const url = await createLinkInDialog(page);
  await expect(page.getByRole("dialog", { name: "Link ready" })).toContainText("It works until");

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("dialog", { name: "Link ready" }).getByRole("button", { name: "Copy" }).click();
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.getByRole("button", { name: "Done" }).click();

  const guest = await recipientPage(browser);
  await guest.goto(url);
  await expect(guest.getByRole("heading", { name: "For Grace", level: 1 })).toBeVisible();
  expect((await tileNames(guest)).sort()).toEqual(["Glacier", "Harbour"]);
  await photoTile(guest, "Harbour").click();
  const viewer = guest.getByRole("dialog", { name: "Harbour" });
  const download = guest.waitForEvent("download");
  await viewer.getByRole("link", { name: "Download" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe("Harbour.png");
  const token = await stack.admin.files.getToken();
  const original = Buffer.from(
    await (await fetch(stack.admin.files.getURL(harbour, harbour.file as string, { token }))).arrayBuffer(),
  );
  expect((await readFile((await saved.path())!)).equals(original)).toBe(true);
  await expectAccessibleEverywhere(guest);

  await page.goto("/settings");
  const links = page.getByRole("list", { name: "Shared links" });
  const row = links.getByRole("listitem").filter({ hasText: "“For Grace” · 2 photos" });
  await expect(row).toContainText("Expires");
  await expect(row).toContainText("Downloads on · Places shown");
  await expectAccessibleEverywhere(page);
  await row.getByRole("button", { name: "Revoke link to “For Grace” · 2 photos" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke this link?" });
  await expect(confirm).toContainText("This link has expired or was turned off.");
  await confirm.getByRole("button", { name: "Revoke link" }).click();
  await expect(row.getByText("Revoked", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
  await expectAccessibleEverywhere(page);

  await guest.reload();
  await expect(
    guest.getByRole("heading", { name: "This link has expired or was turned off." }),
  ).toBeVisible();
  await expect(guest.getByRole("img")).toHaveCount(0);
  await expectAccessibleEverywhere(guest);
  await guest.context().close();
});
