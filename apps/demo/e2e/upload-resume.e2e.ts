// The uploader's queue survives a reload and a closed tab: photos dropped, the page gone before
// they are uploaded (and, for some, after the server made their record but before its answer
// came back), and on the next page every photo arrives, exactly once.
import type { Page, Route } from "@playwright/test";

import { expect, test, type TestUser } from "./fixtures";
import type { GalleryStack } from "./stack";
import { dropFiles, png } from "./support";

const NAMES = ["resume-one.png", "resume-two.png", "resume-three.png", "resume-four.png"];

/**
 * Lets every image upload reach PocketBase, which makes the record, but never hands its answer
 * back to the page: the page still thinks it is uploading. Returns how many reached the server.
 */
async function withholdUploadAnswers(page: Page): Promise<() => number> {
  let made = 0;
  await page.route(
    (url) => url.pathname === "/api/collections/images/records",
    async (route: Route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await route.fetch();
      made++;
      // Neither fulfilled nor aborted: the upload hangs until the page goes.
    },
  );
  return () => made;
}

/** How many files the uploader's queue has kept in IndexedDB. */
function storedUploads(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open("pocketkit-upload-queue");
        // No database yet: looking must not make an empty one, which the queue would then find
        // without its stores.
        let absent = false;
        opening.onupgradeneeded = () => {
          absent = true;
          opening.transaction!.abort();
        };
        opening.onerror = () => (absent ? resolve(0) : reject(opening.error));
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains("entries")) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction("entries").objectStore("entries").count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
}

/**
 * Drops four photos with the answers withheld, and waits until three of them (the queue sends
 * three at a time) have made their records and all four are kept in the browser.
 */
async function dropAndLoseTheAnswers(page: Page): Promise<void> {
  const made = await withholdUploadAnswers(page);
  await dropFiles(
    page,
    NAMES.map((name, index) => png(name, { hue: index + 1 })),
  );
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByRole("listitem")).toHaveCount(4);
  await expect.poll(made).toBe(3);
  await expect.poll(() => storedUploads(page)).toBe(4);
  await expect(uploads.getByText("Uploaded")).toHaveCount(0);
}

/** The resumed queue finishes every photo; the server holds each once; nothing stays stored. */
async function expectEachPhotoOnce(page: Page, stack: GalleryStack, user: TestUser): Promise<void> {
  await expect(page.getByText("4 uploads resumed")).toBeVisible();
  const uploads = page.getByRole("list", { name: "Uploads" });
  for (const name of NAMES) {
    await expect(uploads.getByRole("listitem").filter({ hasText: name }).getByText("Uploaded")).toBeVisible();
  }
  await expect(page.getByText("4 of 4 uploaded").first()).toBeVisible();
  const records = await stack.admin
    .collection("images")
    .getFullList({ filter: stack.admin.filter("owner = {:owner}", { owner: user.id }) });
  expect(records.map((record) => record.title).sort()).toEqual([
    "resume four",
    "resume one",
    "resume three",
    "resume two",
  ]);
  await expect.poll(() => storedUploads(page)).toBe(0);
}

test("photos being uploaded when the page reloads are resumed after it, and each arrives once", async ({
  signedIn: page,
  stack,
  user,
}) => {
  await dropAndLoseTheAnswers(page);

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.reload();
  await expectEachPhotoOnce(page, stack, user);
});

test("photos being uploaded when the tab closes are resumed by the next tab, and each arrives once", async ({
  signedIn: page,
  stack,
  user,
}) => {
  await dropAndLoseTheAnswers(page);

  const context = page.context();
  await page.close();
  const next = await context.newPage();
  await next.goto("/");
  await expect(next.getByRole("heading", { name: "Library" })).toBeVisible();
  await expectEachPhotoOnce(next, stack, user);
});
