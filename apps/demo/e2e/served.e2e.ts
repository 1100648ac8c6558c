// The Gallery as production serves it (DESIGN §7, §9): its Content Security Policy lets every
// screen work (nothing is refused: scripts, styles, photos, previews, the realtime stream), and
// no other site can show its pages in a frame.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test } from "./fixtures";
import { pickFiles, png } from "./support";

test("the library, an upload with its preview, a photo, albums and settings run without a single CSP refusal", async ({
  signedIn: page,
}) => {
  const refused: string[] = [];
  await page.exposeFunction("reportRefusal", (line: string) => refused.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportRefusal: (line: string) => void }).reportRefusal(
        `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();

  await pickFiles(page, [png("policy.png")]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByText("Uploaded")).toBeVisible();
  // The grid's thumbnail and the uploader's blob: preview both show.
  const tile = page.locator('[data-slot="image-grid-tile"] img').first();
  await expect(tile).toHaveJSProperty("complete", true);
  expect(await tile.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.locator('[data-slot="image-grid-tile"]').first().click();
  await expect(page.getByRole("textbox", { name: "Title" })).toBeVisible();
  await page.getByRole("button", { name: "Close image viewer" }).click();
  await page.getByRole("link", { name: "Albums" }).click();
  await expect(page.getByRole("heading", { name: "Albums" })).toBeVisible();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await page
    .getByRole("button", { name: /account|Ada/i })
    .first()
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");

  expect(refused).toEqual([]);
});

test("another site cannot show the sign-in page in a frame", async ({ page, stack }) => {
  const framing = createServer((_, response) => {
    response
      .writeHead(200, { "content-type": "text/html" })
      .end(`<!doctype html><title>elsewhere</title><iframe src="${stack.url}/sign-in"></iframe>`);
  });
  await new Promise<void>((resolve) => framing.listen(0, "127.0.0.1", resolve));
  try {
    // "localhost" is a different site from the Gallery's 127.0.0.1.
    const elsewhere = `http://localhost:${(framing.address() as AddressInfo).port}/`;
    const refusal = page.waitForEvent("console", (message) => /frame-ancestors/.test(message.text()));
    await page.goto(elsewhere);
    await refusal;
    await expect(page.frameLocator("iframe").getByRole("button", { name: "Sign in" })).toHaveCount(0);
  } finally {
    framing.closeAllConnections();
    await new Promise((resolve) => framing.close(resolve));
  }
});
