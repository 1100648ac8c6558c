// Photos as phones make them, through the Gallery's uploader with real files (the testkit's
// fixtures, made with libheif, ImageMagick and exiftool): a HEIC is stored as a JPEG with its date,
// camera and place; an AVIF keeps its original and gets a JPEG preview, which the grid shows; files
// that cannot be read are refused at the file, and nothing is made on the server.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

import { expect, test } from "./fixtures";
import { photoFixture as fixture, photoFixtures as fixtures, photoTile, pickFiles } from "./support";

/** The SHA-256 the fixtures' generator recorded for a file (sha256sum's own output). */
async function sha256Of(name: string): Promise<string> {
  const sums = await readFile(join(fixtures, "SHA256SUMS"), "utf8");
  return sums
    .split("\n")
    .find((line) => line.endsWith(`  ${name}`))!
    .split(" ")[0]!;
}

test("a HEIC from a phone is stored as a JPEG with its date taken, camera, place, hash and placeholder", async ({
  signedIn: page,
  stack,
  user,
}) => {
  await pickFiles(page, [await fixture("photo.heic", "harbour.heic")]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(
    uploads.getByRole("listitem").filter({ hasText: "harbour.heic" }).getByText("Uploaded"),
  ).toBeVisible({
    timeout: 20_000,
  });

  const [photo] = await stack.admin
    .collection("images")
    .getFullList({ filter: stack.admin.filter("owner = {:owner}", { owner: user.id }) });
  expect(photo).toMatchObject({
    title: "harbour",
    file: expect.stringMatching(/^harbour_\w+\.jpg$/),
    taken_at: expect.stringMatching(/^2024-07-14 18:30:00/),
    camera: "Canon EOS R6",
    location: { lat: expect.closeTo(48.8584, 3), lon: expect.closeTo(2.2945, 3) },
    hash: await sha256Of("photo.heic"),
    placeholder: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    preview: "",
  });
  // The library sorts by the date taken: the photo's own, not the upload's.
  expect(photo!.sort_at).toBe(photo!.taken_at);
  await expect(photoTile(page, "harbour")).toBeVisible();
});

test("an AVIF keeps its original and gets a JPEG preview beside it, which the grid shows", async ({
  signedIn: page,
  stack,
  user,
}) => {
  await pickFiles(page, [await fixture("photo.avif", "dunes.avif")]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible({
    timeout: 20_000,
  });

  const [photo] = await stack.admin
    .collection("images")
    .getFullList({ filter: stack.admin.filter("owner = {:owner}", { owner: user.id }) });
  expect(photo).toMatchObject({
    file: expect.stringMatching(/^dunes_\w+\.avif$/),
    preview: expect.stringMatching(/^dunes_preview_\w+\.jpg$/),
  });
  // The tile asks for the preview's thumb (PocketBase makes none of an AVIF), never the original.
  const tile = photoTile(page, "dunes").locator("img");
  await expect(tile).toHaveAttribute("src", new RegExp(`/${photo!.preview}\\?`));
  await expect(tile).not.toHaveAttribute("srcset", /\.avif/);
  await expect.poll(() => tile.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("a truncated JPEG, a corrupt HEIC and an empty file are refused at the file; nothing is made", async ({
  signedIn: page,
  stack,
  user,
}) => {
  await pickFiles(page, [
    await fixture("truncated.jpg", "cut.jpg"),
    await fixture("corrupt.heic", "broken.heic"),
    { name: "empty.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) },
  ]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByText("cut.jpg can't be read as an image.")).toBeVisible({ timeout: 20_000 });
  await expect(uploads.getByText("broken.heic can't be read as an image.")).toBeVisible({ timeout: 20_000 });
  await expect(uploads.getByText("empty.jpg is empty.")).toBeVisible();
  const made = await stack.admin
    .collection("images")
    .getFullList({ filter: stack.admin.filter("owner = {:owner}", { owner: user.id }) });
  expect(made).toEqual([]);
});
