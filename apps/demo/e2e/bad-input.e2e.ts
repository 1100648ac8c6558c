// What bad input and a bad network get (DESIGN §8): a clear message where it happened, before
// anything is sent, and nothing lost.
import { expect, test } from "./fixtures";
import { photoCheckbox, pickFiles, png } from "./support";

test("an oversized file and a non-image are refused with their messages, and nothing is uploaded", async ({
  signedIn: page,
  stack,
  user,
}) => {
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/collections/images/records")) {
      uploads.push(request.url());
    }
  });
  await pickFiles(page, [
    png("pano.png", { size: 31_200_000 }),
    {
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7 minutes of the meeting"),
    },
    // Text named and typed as a photo: judged from its bytes (DESIGN §8).
    { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Shopping list: film, batteries.") },
  ]);
  await expect(page.getByText("pano.png is 31.2 MB; the limit is 20 MB.")).toBeVisible();
  // In DESIGN §8's words: HEIC is named, since the Gallery makes JPEGs of phones' HEIC photos.
  await expect(
    page.getByText("notes.pdf is not a supported image (JPEG, PNG, WebP, GIF, AVIF, HEIC)."),
  ).toBeVisible();
  await expect(
    page.getByText("notes.jpg is not a supported image (JPEG, PNG, WebP, GIF, AVIF, HEIC)."),
  ).toBeVisible();
  // All three are refused for good: none waits to be sent, none can be retried.
  const queue = page.getByRole("list", { name: "Uploads" });
  await expect(queue.getByText(/Not uploaded$/)).toHaveCount(3);
  await expect(queue.getByRole("button", { name: /Retry/ })).toHaveCount(0);
  expect(uploads).toEqual([]);
  expect(await stack.admin.collection("images").getFullList({ filter: `owner = "${user.id}"` })).toHaveLength(
    0,
  );
});

test("offline shows the banner, and a queued upload completes once back online", async ({
  signedIn: page,
  context,
  stack,
  user,
}) => {
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();
  await pickFiles(page, [png("offline.png")]);
  await expect(page.getByText(/The connection dropped\. offline\.png is sent again/)).toBeVisible();
  expect(await stack.admin.collection("images").getFullList({ filter: `owner = "${user.id}"` })).toHaveLength(
    0,
  );

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible({
    timeout: 30_000,
  });
  const images = await stack.admin.collection("images").getFullList({ filter: `owner = "${user.id}"` });
  expect(images.map((image) => image.title)).toEqual(["offline"]);
});

test("photos picked offline before the upload queue ever loaded wait as queued ones do, and go up once back online", async ({
  signedIn: page,
  context,
  stack,
  user,
}) => {
  // The queue's code loads on the first sign of an upload or once the page is idle: here it never
  // could (the connection went first).
  const queueCode = /\/assets\/photo-upload-queue-[^/]*\.js$/;
  let refused = 0;
  await page.route(queueCode, (route) => {
    refused += 1;
    return route.abort("internetdisconnected");
  });
  // A page of its own: the one signed in may have loaded the queue already.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
  await context.setOffline(true);
  await pickFiles(page, [png("early.png")]);
  const queue = page.getByRole("list", { name: "Uploads" });
  await expect(
    queue.getByText("The connection dropped. early.png is sent again when the server answers."),
  ).toBeVisible();

  expect(refused).toBeGreaterThan(0);
  await page.unroute(queueCode);
  await context.setOffline(false);
  await expect(queue.getByText("Uploaded")).toBeVisible({ timeout: 30_000 });
  const images = await stack.admin.collection("images").getFullList({ filter: `owner = "${user.id}"` });
  expect(images.map((image) => image.title)).toEqual(["early"]);
});

test("a save that fails keeps what was typed; offline, a save waits and goes through once back", async ({
  signedIn: page,
  context,
  stack,
  user,
}) => {
  const form = new FormData();
  form.set("owner", user.id);
  form.set("title", "Dunes");
  const file = png("dunes.png");
  form.set("file", new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  const image = await stack.admin.collection("images").create(form);
  await page.goto(`/images/${image.id}`);
  const title = page.getByRole("textbox", { name: "Title" });
  const description = page.getByRole("textbox", { name: "Description" });
  await title.fill("Dunes at noon");
  await description.fill("Wind-carved ridges under a white sky.");

  // The server fails the save (a 500 cannot be asked of a real PocketBase, so the route is faked once).
  await page.route(`**/api/collections/images/records/${image.id}*`, (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"status":500,"message":"Boom.","data":{}}',
        })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /went wrong|server/i })
      .first(),
  ).toBeVisible();
  await expect(title).toHaveValue("Dunes at noon");
  await expect(description).toHaveValue("Wind-carved ridges under a white sky.");
  await expect(page.getByRole("heading", { name: "Dunes", exact: true })).toBeVisible();
  await page.unroute(`**/api/collections/images/records/${image.id}*`);

  // Offline, the save waits instead of failing, and goes out when the connection is back.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(title).toHaveValue("Dunes at noon");
  expect((await stack.admin.collection("images").getOne(image.id)).title).toBe("Dunes");
  await context.setOffline(false);
  await expect
    .poll(async () => (await stack.admin.collection("images").getOne(image.id)).description)
    .toBe("Wind-carved ridges under a white sky.");
  await expect(page.getByRole("heading", { name: "Dunes at noon" })).toBeVisible();
});

test("a tag of 17 emoji is within 32 characters for the bulk tag dialog and the server alike", async ({
  signedIn: page,
  stack,
  user,
}) => {
  const form = new FormData();
  form.set("owner", user.id);
  form.set("title", "Tide pool");
  const file = png("tide.png");
  form.set("file", new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  const image = await stack.admin.collection("images").create(form);
  await page.reload();
  await photoCheckbox(page, "Tide pool").check();
  await page.getByRole("button", { name: "Add tag" }).click();
  // 17 characters as people count them; 34 UTF-16 units.
  const waves = "🌊".repeat(17);
  await page.getByRole("dialog").getByRole("textbox", { name: "Tag" }).fill(waves);
  await expect(page.getByText("Each tag must be 1 to 32 characters.")).toHaveCount(0);
  await page.getByRole("dialog").getByRole("button", { name: "Add tag" }).click();
  await expect
    .poll(async () => (await stack.admin.collection("images").getOne(image.id)).tags)
    .toEqual([waves]);
});

test("with no AI provider, the image page says AI is off once, and everything else works", async ({
  signedIn: page,
  stack,
  user,
}) => {
  // The Gallery's server says whether it has a provider; this one is told to say it has none.
  await page.route("**/api/gallery/config", (route) => route.fulfill({ json: { ai: false } }));
  const form = new FormData();
  form.set("owner", user.id);
  form.set("title", "Harbour");
  const file = png("harbour.png");
  form.set("file", new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  const image = await stack.admin.collection("images").create(form);
  await page.goto(`/images/${image.id}`);
  await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();

  await expect(page.getByText("AI is off: no provider is configured.")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /Write|Suggest/ })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Alt text" }).fill("Boats in a calm harbour");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect
    .poll(async () => (await stack.admin.collection("images").getOne(image.id)).alt)
    .toBe("Boats in a calm harbour");
});
