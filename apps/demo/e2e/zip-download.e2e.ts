// Downloading a selection or an album as one ZIP (DESIGN §7): in Chromium the ZIP is written to
// the file the person picks, with progress and Cancel in the app; where the page cannot write
// files, the browser downloads it itself. Each ZIP is unpacked with Debian's unzip and compared
// byte for byte with the originals.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import type { Page } from "@playwright/test";
import type { RecordModel } from "pocketbase";

import { expect, test } from "./fixtures";
import {
  createPhoto,
  expectFitsWidth,
  expectNoAxeViolations,
  photoCheckbox,
  photoTile,
  png,
  setColorScheme,
} from "./support";
import type { GalleryStack } from "./stack";

const run = promisify(execFile);

/** The ZIP unpacked by Debian's unzip (which checks every CRC on the way): its files by name. */
async function unzip(zip: Buffer | string): Promise<Map<string, Buffer>> {
  const dir = await mkdtemp(join(tmpdir(), "pocketkit-zip-e2e-"));
  const path = typeof zip === "string" ? zip : join(dir, "archive.zip");
  if (typeof zip !== "string") await writeFile(path, zip);
  await run("unzip", ["-q", path, "-d", join(dir, "out")]);
  const files = new Map<string, Buffer>();
  for (const name of await readdir(join(dir, "out"))) files.set(name, await readFile(join(dir, "out", name)));
  return files;
}

/** A photo's original, as PocketBase stores it. */
async function original(stack: GalleryStack, photo: RecordModel): Promise<Buffer> {
  const token = await stack.admin.files.getToken();
  const response = await fetch(stack.admin.files.getURL(photo, photo.file as string, { token }));
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Stands in for Chromium's save dialog (which no test can click): the file "picked" is in the
 * origin's private file system, in a folder of its own per download. Writes wait while the test
 * holds them, so that a download in progress can be looked at.
 */
async function fakeSavePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let gate: Promise<void> | undefined;
    let open = () => {};
    let picked = 0;
    const zip = {
      hold() {
        gate = new Promise((resolve) => (open = resolve));
      },
      release() {
        gate = undefined;
        open();
      },
    };
    Object.assign(window, { __zip: zip });
    Object.assign(window, {
      showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) => {
        picked += 1;
        const root = await navigator.storage.getDirectory();
        const folder = await root.getDirectoryHandle(`download-${picked}`, { create: true });
        const handle = await folder.getFileHandle(suggestedName, { create: true });
        const createWritable = handle.createWritable.bind(handle);
        return Object.assign(handle, {
          createWritable: async () => {
            const writable = await createWritable();
            const write = writable.write.bind(writable);
            let writes = 0;
            return Object.assign(writable, {
              // The first chunk is written at once, so that some progress shows while held.
              write: async (chunk: FileSystemWriteChunkType) => {
                if (writes++ > 0) await gate;
                await write(chunk);
              },
            });
          },
        });
      },
    });
  });
}

/** The files of download number `picked` in the private file system, with their bytes. */
async function savedFiles(page: Page, picked: number): Promise<Map<string, Buffer>> {
  const files = await page.evaluate(async (folderName) => {
    const root = await navigator.storage.getDirectory();
    const folder = await root.getDirectoryHandle(folderName);
    const found: [string, string][] = [];
    for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemFileHandle]>) {
      const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
      let binary = "";
      for (let start = 0; start < bytes.length; start += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
      }
      found.push([name, btoa(binary)]);
    }
    return found;
  }, `download-${picked}`);
  return new Map(files.map(([name, base64]) => [name, Buffer.from(base64, "base64")]));
}

/** A photo of 2.5 MB in an album: its ZIP arrives in many chunks, so that progress can be seen. */
async function createAlbumPhoto(
  stack: GalleryStack,
  ownerId: string,
  albumId: string,
  title: string,
  hue: number,
) {
  const form = new FormData();
  form.set("owner", ownerId);
  form.set("album", albumId);
  form.set("title", title);
  const file = png(`${title}.png`, { hue, size: 2_500_000 });
  form.set("file", new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  return stack.admin.collection("images").create(form);
}

test("chosen photos download as one ZIP through the browser's own download; a photo deleted meanwhile is left out, and the toast says so", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  // A browser without the File System Access API (Firefox, Safari).
  await page.addInitScript(() => Object.assign(window, { showSaveFilePicker: undefined }));
  const harbour = await createPhoto(stack, user.id, "Harbour", { hue: 10 });
  const dunes = await createPhoto(stack, user.id, "Dunes", { hue: 120 });
  const glacier = await createPhoto(stack, user.id, "Glacier", { hue: 200 });
  await signedIn.reload();

  for (const title of ["Harbour", "Dunes", "Glacier"]) {
    await photoTile(page, title).hover();
    await photoCheckbox(page, title).click();
  }
  const toolbar = page.getByRole("toolbar", { name: "Selected photos" });
  await expect(toolbar.getByText("3 photos selected")).toBeVisible();
  // Deleted on another device just as the download is asked for (before, the grid would have
  // dropped it from the selection as it went).
  await page.route("**/api/gallery/zip/check", async (route) => {
    await stack.admin.collection("images").delete(glacier.id);
    await route.continue();
  });

  const download = page.waitForEvent("download");
  await toolbar.getByRole("button", { name: "Download" }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe("Photos (2).zip");
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Downloading “Photos (2).zip”" });
  await expect(toast).toContainText("2 photos");
  await expect(toast).toContainText("1 photo is no longer in your library and was left out.");

  const files = await unzip((await zip.path())!);
  expect([...files.keys()].sort()).toEqual(["Dunes.png", "Harbour.png"]);
  expect(files.get("Harbour.png")!.equals(await original(stack, harbour))).toBe(true);
  expect(files.get("Dunes.png")!.equals(await original(stack, dunes))).toBe(true);

  for (const scheme of ["light", "dark"] as const) {
    await setColorScheme(page, scheme);
    await expectNoAxeViolations(page);
  }
});

test("on a phone, an album is written to the file picked, with its progress and Cancel in a toast; axe clean in light and dark", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  test.setTimeout(120_000);
  await fakeSavePicker(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const album = await stack.admin.collection("albums").create({ owner: user.id, name: "Été à Zürich" });
  const photos: RecordModel[] = [];
  for (const [index, title] of ["Lake", "Old town", "Lake"].entries()) {
    photos.push(await createAlbumPhoto(stack, user.id, album.id, title, index * 70));
  }
  await createPhoto(stack, user.id, "Not in the album");
  await signedIn.goto(`/albums/${album.id}`);
  await expect(page.getByRole("heading", { name: "Été à Zürich", level: 1 })).toBeVisible();

  await page.evaluate(() => (window as unknown as { __zip: { hold(): void } }).__zip.hold());
  await page.getByRole("button", { name: "Download" }).click();
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Downloading “Été à Zürich.zip”" });
  const progress = toast.getByRole("progressbar", { name: "Downloading Été à Zürich.zip" });
  await expect(progress).toHaveAttribute("aria-valuenow", /^[1-9]/);
  const total = Number(await progress.getAttribute("aria-valuemax"));
  expect(Number(await progress.getAttribute("aria-valuenow"))).toBeLessThan(total);
  await expect(toast).toContainText(/of \d/);
  await expect(toast.getByRole("button", { name: "Cancel" })).toBeVisible();
  for (const scheme of ["light", "dark"] as const) {
    await setColorScheme(page, scheme);
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }

  await page.evaluate(() => (window as unknown as { __zip: { release(): void } }).__zip.release());
  await expect(
    page.locator('[data-slot="toast"]').filter({ hasText: "Saved “Été à Zürich.zip”" }),
  ).toContainText("3 photos");
  const saved = await savedFiles(page, 1);
  expect([...saved.keys()]).toEqual(["Été à Zürich.zip"]);
  const zip = saved.get("Été à Zürich.zip")!;
  expect(zip.length).toBe(total);
  const files = await unzip(zip);
  expect([...files.keys()].sort()).toEqual(["Lake (2).png", "Lake.png", "Old town.png"]);
  const originals = await Promise.all(photos.map((photo) => original(stack, photo)));
  expect(originals.every((bytes) => [...files.values()].some((file) => file.equals(bytes)))).toBe(true);

  // Cancelled halfway: nothing is left where the file was to go.
  await page.evaluate(() => (window as unknown as { __zip: { hold(): void } }).__zip.hold());
  await page.getByRole("button", { name: "Download" }).click();
  const second = page.locator('[data-slot="toast"]').filter({ hasText: "Downloading “Été à Zürich.zip”" });
  await expect(second.getByRole("progressbar")).toHaveAttribute("aria-valuenow", /^[1-9]/);
  await second.getByRole("button", { name: "Cancel" }).click();
  await page.evaluate(() => (window as unknown as { __zip: { release(): void } }).__zip.release());
  await expect(page.locator('[data-slot="toast"]').filter({ hasText: "Download cancelled" })).toBeVisible();
  expect((await savedFiles(page, 2)).size).toBe(0);
});

test("refusals are said where they happen: an empty album, and a session that ended elsewhere sends the person to sign in", async ({
  page,
  signedIn,
  stack,
  user,
}) => {
  await fakeSavePicker(page);
  const empty = await stack.admin.collection("albums").create({ owner: user.id, name: "Nothing yet" });
  await signedIn.goto(`/albums/${empty.id}`);
  await page.getByRole("button", { name: "Download" }).click();
  await expect(
    page.locator('[data-slot="toast"]').filter({ hasText: "This album has no photos to download." }),
  ).toBeVisible();
  // The file the dialog made is taken away again.
  expect((await savedFiles(page, 1)).size).toBe(0);

  await createPhoto(stack, user.id, "Harbour");
  await page.goto("/");
  await photoTile(page, "Harbour").hover();
  await photoCheckbox(page, "Harbour").click();
  await stack.admin
    .collection("users")
    .update(user.id, { password: "changed elsewhere", passwordConfirm: "changed elsewhere" });
  await page
    .getByRole("toolbar", { name: "Selected photos" })
    .getByRole("button", { name: "Download" })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
});
