// A photo already in the library is noticed before a byte of it is sent (its content hash is
// looked up among the user's own photos): the second upload of the same photo asks, and Skip
// leaves the library with one.
import { expect, test } from "./fixtures";
import { pickFiles, photoTile, png } from "./support";

test("the same photo uploaded twice: the second asks, is not sent, and Skip leaves one photo", async ({
  signedIn: page,
  stack,
  user,
}) => {
  const ownPhotos = () =>
    stack.admin
      .collection("images")
      .getFullList({ filter: stack.admin.filter("owner = {:owner}", { owner: user.id }) });
  const uploads = page.getByRole("list", { name: "Uploads" });
  const beach = png("beach.png", { hue: 7 });

  await pickFiles(page, [beach]);
  await expect(
    uploads.getByRole("listitem").filter({ hasText: "beach.png" }).getByText("Uploaded"),
  ).toBeVisible();
  await expect(photoTile(page, "beach")).toBeVisible();

  let creates = 0;
  page.on("request", (request) => {
    if (
      request.method() === "POST" &&
      new URL(request.url()).pathname === "/api/collections/images/records"
    ) {
      creates++;
    }
  });
  await pickFiles(page, [beach]);
  await expect(page.getByText("beach.png is already in your library.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload anyway: beach.png" })).toBeVisible();
  // Nothing was sent for it.
  expect(creates).toBe(0);
  expect(await ownPhotos()).toHaveLength(1);

  await page.getByRole("button", { name: "Skip beach.png" }).click();
  await expect(page.getByText("beach.png is already in your library.")).toBeHidden();
  await expect(uploads.getByRole("listitem")).toHaveCount(1);
  expect(creates).toBe(0);
  expect(await ownPhotos()).toHaveLength(1);
  await expect(photoTile(page, "beach")).toHaveCount(1);
});
