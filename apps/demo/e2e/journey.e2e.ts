// The Gallery's main path, end to end: a new person signs up, verifies through the emailed link,
// uploads photos three ways, edits one, lets AI write its alt text, makes an album, moves photos
// into it in bulk and finds them again — while a second browser signed in as the same person
// sees each change arrive without a reload.
import { createUser, expect, signIn, test } from "./fixtures";
import { isAltTextJob } from "./stack";
import { dropFiles, pasteFiles, photoCheckbox, pickFiles, photoTile, png } from "./support";

test("sign up, verify, upload, edit, AI alt text, album, bulk move, search — seen live elsewhere", async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(180_000);
  const email = `new-${Date.now().toString(36)}@pocketkit.test`;
  const password = "a long enough password";

  // Sign up; the Gallery asks to verify the address before anything else.
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Grace Hopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(`Your email ${email} isn't verified yet.`)).toBeVisible();

  // The link in the mail opens the Gallery's own page, which confirms it.
  const verification = await stack.mail.waitForMail(email);
  const link = verification.link("/verify-email");
  expect(link.origin).toBe(stack.url);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Your email is verified.")).toBeVisible();
  await page.getByRole("link", { name: "Continue to your library" }).click();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();

  // A second device, signed in as the same person, watching the library.
  const otherContext = await browser.newContext({ baseURL: stack.url });
  const other = await otherContext.newPage();
  await signIn(other, { email, password });
  await expect(other.getByText("No photos yet.", { exact: false })).toBeVisible();

  // Five photos: three picked, one dropped, one pasted; each shows its progress and finishes.
  await pickFiles(page, [
    png("harbour.png", { hue: 1 }),
    png("dunes.png", { hue: 2 }),
    png("glacier.png", { hue: 3 }),
  ]);
  await dropFiles(page, [png("market.png", { hue: 4 })]);
  await pasteFiles(page, [png("lighthouse.png", { hue: 5 })]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  for (const name of ["harbour.png", "dunes.png", "glacier.png", "market.png", "lighthouse.png"]) {
    await expect(uploads.getByRole("listitem").filter({ hasText: name }).getByText("Uploaded")).toBeVisible();
  }
  await expect(page.getByText("5 of 5 uploaded").first()).toBeVisible();
  for (const title of ["harbour", "dunes", "glacier", "market", "lighthouse"]) {
    await expect(photoTile(page, title)).toBeVisible();
    // …and on the other device, without a reload.
    await expect(photoTile(other, title)).toBeVisible();
  }
  expect(
    await stack.admin.collection("images").getFullList({ filter: `owner.email = "${email}"` }),
  ).toHaveLength(5);

  // Edit one photo's title and tags.
  await photoTile(page, "harbour").click();
  await expect(page.getByRole("heading", { name: "harbour" })).toBeVisible();
  const imageUrl = page.url();
  await page.getByRole("textbox", { name: "Title" }).fill("Harbour at dawn");
  const tags = page.getByRole("textbox", { name: "Tags" });
  await tags.fill("sea");
  await tags.press("Enter");
  await tags.fill("boats");
  await tags.press("Enter");

  // AI alt text: it streams, is stopped, regenerated, edited and accepted into the form.
  // Slow enough that Stop comes while it streams, even on a busy machine.
  stack.ai.script = {
    chunks: "Fishing boats moored in a calm harbour at first light, nets piled on the quay".split(/(?= )/),
    delayMs: 700,
  };
  const altPanel = page.locator('[data-slot="completion-panel"]').first();
  await altPanel.getByRole("button", { name: /Write alt text|Generate/ }).click();
  await expect(altPanel.getByText("Fishing")).toBeVisible();
  await altPanel.getByRole("button", { name: "Stop" }).click();
  await expect(altPanel.getByText("Stopped")).toBeVisible();
  // The person's request, not one of the alt text job's for the photos just uploaded.
  await expect
    .poll(() => stack.ai.requests.filter((request) => !isAltTextJob(request)).at(-1)?.aborted)
    .toBe(true);
  stack.ai.script = { chunks: ["Fishing boats ", "in a calm harbour ", "at dawn."], delayMs: 20 };
  await altPanel.getByRole("button", { name: "Regenerate" }).click();
  await expect(altPanel.getByRole("textbox")).toHaveValue("Fishing boats in a calm harbour at dawn.");
  await altPanel.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("textbox", { name: "Alt text" })).toHaveValue(
    "Fishing boats in a calm harbour at dawn.",
  );
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: "Harbour at dawn" })).toBeVisible();
  const saved = await stack.admin.collection("images").getFirstListItem(`title = "Harbour at dawn"`);
  expect(saved.tags).toEqual(["sea", "boats"]);
  expect(saved.alt).toBe("Fishing boats in a calm harbour at dawn.");
  // The other device sees the new title in its library.
  await expect(photoTile(other, "Fishing boats in a calm harbour at dawn.")).toBeVisible();
  await page.getByRole("button", { name: "Close image viewer" }).click();

  // An album, and three photos moved into it at once.
  await page.getByRole("link", { name: "Albums" }).click();
  await page.getByRole("button", { name: "New album" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Coast");
  await page.getByRole("dialog").getByRole("button", { name: "Create album" }).click();
  await expect(page.getByRole("heading", { name: "Coast" })).toBeVisible();
  await page.getByRole("link", { name: "Library" }).click();
  await photoCheckbox(page, "dunes").click();
  await photoCheckbox(page, "glacier").click();
  await photoCheckbox(page, "lighthouse").click();
  await expect(page.getByText("3 photos selected")).toBeVisible();
  await page.getByRole("button", { name: "Move to album" }).click();
  await page.getByRole("dialog").getByLabel("Album").click();
  await page.getByRole("option", { name: "Coast" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("3 done", { exact: true })).toBeVisible();

  // Search and filters find them.
  await page.getByLabel("Search").fill("harbour");
  await expect(photoTile(page, "Fishing boats in a calm harbour at dawn.")).toBeVisible();
  await expect(photoTile(page, "dunes")).toHaveCount(0);
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Album").selectOption({ label: "Coast" });
  for (const title of ["dunes", "glacier", "lighthouse"]) await expect(photoTile(page, title)).toBeVisible();
  await expect(photoTile(page, "market")).toHaveCount(0);
  await page.goto("/?tag=boats");
  await expect(photoTile(page, "Fishing boats in a calm harbour at dawn.")).toBeVisible();
  await expect(photoTile(page, "market")).toHaveCount(0);

  // The other device's album page shows the moved photos.
  await other.getByRole("link", { name: "Albums" }).click();
  // The album's cover stays inside its card.
  const card = other.getByRole("link", { name: /Coast/ });
  await expect(card.locator("img")).toBeVisible();
  const [cardBox, coverBox] = [await card.boundingBox(), await card.locator("img").boundingBox()];
  expect(coverBox!.width).toBeLessThanOrEqual(cardBox!.width);
  expect(coverBox!.y + coverBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height);
  await card.click();
  for (const title of ["dunes", "glacier", "lighthouse"]) await expect(photoTile(other, title)).toBeVisible();

  expect(imageUrl).toMatch(/\/images\/[a-z0-9]{15}$/);
  await otherContext.close();
});

test("a second user opening the first user's photo sees that it isn't theirs, and nothing of it", async ({
  page,
  stack,
}) => {
  const owner = await createUser(stack, "Owner");
  const form = new FormData();
  form.set("owner", owner.id);
  form.set("title", "Private beach");
  form.set("alt", "Someone's secret beach");
  const file = png("secret.png");
  form.set("file", new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  const image = await stack.admin.collection("images").create(form);

  const stranger = await createUser(stack, "Stranger");
  await signIn(page, stranger);
  const fileRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/files/")) fileRequests.push(request.url());
  });
  await page.goto(`/images/${image.id}`);
  await expect(page.getByText("This image doesn't exist or isn't yours.")).toBeVisible();
  await expect(page.getByText("Private beach")).toHaveCount(0);
  await expect(page.getByText("Someone's secret beach")).toHaveCount(0);
  expect(fileRequests).toEqual([]);
  // A made-up id reads exactly the same: nothing tells the two apart.
  await page.goto("/images/aaaaaaaaaaaaaaa");
  await expect(page.getByText("This image doesn't exist or isn't yours.")).toBeVisible();
});
