// What the Gallery does when PocketBase behind its server goes away (DESIGN §3, §8): the server
// answers 502 for it, and work the user started waits and resumes by itself once it is back.
import { expect, test } from "./fixtures";
import { pickFiles, png } from "./support";

test("a photo picked while PocketBase is down waits, and is uploaded by itself once PocketBase is back", async ({
  signedIn: page,
  stack,
  user,
}) => {
  const uploads = page.getByRole("list", { name: "Uploads" });
  await stack.pocketbase.restart({
    whileDown: async () => {
      const refused = page.waitForResponse(
        (response) => response.url().includes("/api/collections/images/records") && response.status() === 502,
      );
      await pickFiles(page, [png("while-down.png")]);
      await refused;
      await expect(uploads.getByText("Waiting for the connection…")).toBeVisible();
      await expect(page.getByText(/while-down\.png is sent again when the server answers/)).toBeVisible();
    },
  });

  // Nobody clicks Retry: the queue asks the server until it answers, then sends the photo.
  await expect(uploads.getByText("Uploaded")).toBeVisible({ timeout: 45_000 });
  const images = await stack.admin.collection("images").getFullList({ filter: `owner = "${user.id}"` });
  expect(images.map((image) => image.title)).toEqual(["while down"]);
});

test("when the upload code cannot be fetched (the connection dropped first), the photo waits and is sent once it can", async ({
  signedIn: page,
  stack,
  user,
}) => {
  // The code that sends files comes with the first upload (DESIGN §11): it may fail to arrive.
  const uploadCode = /\/assets\/upload-record-[\w-]+\.js$/;
  let refusedOnce!: () => void;
  const refused = new Promise<void>((resolve) => (refusedOnce = resolve));
  await page.route(uploadCode, async (route) => {
    refusedOnce();
    await route.abort("internetdisconnected");
  });
  await pickFiles(page, [png("code-late.png")]);
  await refused;
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByText("Waiting for the connection…")).toBeVisible();
  expect(await stack.admin.collection("images").getFullList({ filter: `owner = "${user.id}"` })).toEqual([]);

  await page.unroute(uploadCode);
  // Nobody clicks Retry: the queue tries again by itself, and the code arrives this time.
  await expect(uploads.getByText("Uploaded")).toBeVisible({ timeout: 45_000 });
  const images = await stack.admin.collection("images").getFullList({ filter: `owner = "${user.id}"` });
  expect(images.map((image) => image.title)).toEqual(["code late"]);
});
