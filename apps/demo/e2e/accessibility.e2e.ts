// axe on every page of the Gallery, signed out and signed in, in light and dark; and no page
// wider than the window.
import { expect, test } from "./fixtures";
import { expectFitsWidth, expectNoAxeViolations, pickFiles, png, setColorScheme } from "./support";

test("signed-out pages have no axe violations", async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of [
    "/sign-in",
    "/sign-up",
    "/forgot-password",
    "/reset-password?token=x",
    "/verify-email?token=x",
    "/confirm-email-change?token=x",
  ]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
});

test("signed-in pages have no axe violations", async ({ signedIn: page }) => {
  test.setTimeout(180_000);
  await pickFiles(page, [png("axe.png")]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  // The photo viewer, with its info panel open (room for it at this width).
  await page.getByRole("grid", { name: "Photos" }).getByRole("button").first().click();
  await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);
  await page.getByRole("button", { name: "Close image viewer" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  for (const [link, heading] of [
    ["Albums", "Albums"],
    ["Settings", "Settings"],
  ] as const) {
    await page.getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
  await page.getByRole("link", { name: "Albums", exact: true }).click();
  await page.getByRole("button", { name: "New album" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("with the system in dark mode the Gallery is dark, and axe still finds nothing", async ({
  signedIn: page,
}) => {
  test.setTimeout(180_000);
  await setColorScheme(page, "dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  // The page's background as the screen shows it (painted on a canvas, whatever the colour's
  // notation): dark means every channel low.
  const channels = await page.evaluate(() => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
  expect(Math.max(...channels), `background rgb(${channels.join(", ")})`).toBeLessThan(80);
  await pickFiles(page, [png("dark.png")]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("grid", { name: "Photos" }).getByRole("button").first().click();
  await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  // Back to light when the system changes, without a reload.
  await setColorScheme(page, "light");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});
