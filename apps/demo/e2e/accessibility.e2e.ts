// axe on every page of the Gallery, signed out and signed in.
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, pickFiles, png } from "./support";

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
  }
});

test("signed-in pages have no axe violations", async ({ signedIn: page }) => {
  test.setTimeout(180_000);
  await pickFiles(page, [png("axe.png")]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("list", { name: "Photos" }).getByRole("button").first().click();
  await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  for (const [link, heading] of [
    ["Albums", "Albums"],
    ["Settings", "Settings"],
  ] as const) {
    await page.getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
  }
  await page.getByRole("link", { name: "Albums", exact: true }).click();
  await page.getByRole("button", { name: "New album" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
});
