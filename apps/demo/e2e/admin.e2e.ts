// The admin kit at /admin, end to end, as a superuser would use it against the Gallery's own
// PocketBase: the generated form (with a server-side rule's message under its field), a backup
// and a restore that brings a deleted album back, a test email the SMTP server receives, and the
// logs filtered to errors. An ordinary Gallery user is refused and told why.
import PocketBase, { BaseAuthStore } from "pocketbase";

import { createUser, expect, signIn, test } from "./fixtures";
import { expectFitsWidth, png } from "./support";

test("a superuser edits a photo, backs up, deletes an album, restores it, sends a test email and reads error logs", async ({
  page,
  stack,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser(stack, "Album owner");
  const album = await stack.admin.collection("albums").create({ owner: owner.id, name: "Coast admin test" });
  const form = new FormData();
  form.set("owner", owner.id);
  form.set("album", album.id);
  form.set("title", "Harbour admin test");
  const file = png("harbour.png");
  form.set("file", new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  const image = await stack.admin.collection("images").create(form);
  const { email, password } = stack.pocketbase.superuser;

  await page.goto("/admin");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/collections/);

  // The generated form of `images`: a tag longer than the server's rule allows is refused, and
  // the server's own message lands under the Tags field.
  await page.getByRole("navigation").getByRole("link", { name: "Collections" }).click();
  await page
    .getByRole("link", { name: /^images/ })
    .or(page.getByRole("button", { name: /^images/ }))
    .first()
    .click();
  await page.getByRole("row").filter({ hasText: "Harbour admin test" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Tags" }).fill(JSON.stringify(["a".repeat(40)]));
  await dialog.getByRole("button", { name: /^Save/ }).click();
  const tags = dialog.getByRole("textbox", { name: "Tags" });
  await expect(tags).toHaveAttribute("aria-invalid", "true");
  await expect(tags).toHaveAccessibleDescription(/Each tag must be 1 to 32 characters\./);
  await page.keyboard.press("Escape");
  expect((await stack.admin.collection("images").getOne(image.id)).tags).toBeNull();

  // The logs, filtered to errors, show the refused save (PocketBase logs a 4xx as an error, and
  // writes its logs a few seconds late).
  await expect
    .poll(
      async () =>
        (await stack.admin.logs.getList(1, 1, { filter: `data.url ~ "${image.id}" && level >= 8` }))
          .totalItems,
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await page.getByRole("navigation").getByRole("link", { name: "Logs" }).click();
  await page.getByLabel("Level").click();
  await page.getByRole("option", { name: "Error" }).click();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `/api/collections/images/records/${image.id}` })
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("row").filter({ hasText: "Info" })).toHaveCount(0);
  // One requests-over-time chart, and the page no wider than the window.
  await expect(page.getByRole("figure")).toHaveCount(1);
  await expectFitsWidth(page);

  // A backup.
  await page.getByRole("navigation").getByRole("link", { name: "Backups" }).click();
  await page.getByRole("button", { name: "Create backup" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Create backup" }).click();
  await expect(page.getByRole("row").filter({ hasText: ".zip" })).toHaveCount(1, { timeout: 30_000 });
  const [backup] = await stack.admin.backups.getFullList();
  expect(backup).toBeDefined();

  // Delete the album through the browser.
  await page.getByRole("navigation").getByRole("link", { name: "Collections" }).click();
  await page
    .getByRole("link", { name: /^albums/ })
    .or(page.getByRole("button", { name: /^albums/ }))
    .first()
    .click();
  await page.getByRole("row").filter({ hasText: "Coast admin test" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog")
    .or(page.getByRole("dialog").last())
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("row").filter({ hasText: "Coast admin test" })).toHaveCount(0);
  // The row leaves the table at once (an optimistic delete); the server's answer comes after.
  await expect
    .poll(() =>
      stack.admin
        .collection("albums")
        .getOne(album.id)
        .then(
          () => 200,
          (error: { status: number }) => error.status,
        ),
    )
    .toBe(404);

  // Restore: the confirmation says what it does, then the counts are compared and the
  // superuser is signed in again.
  await page.getByRole("navigation").getByRole("link", { name: "Backups" }).click();
  await page
    .getByRole("row")
    .filter({ hasText: backup!.key })
    .getByRole("button", { name: "Restore" })
    .click();
  const restore = page.getByRole("dialog");
  await expect(restore.getByText("The server restarts, and everyone is signed out.")).toBeVisible();
  await restore.getByLabel(`Type ${backup!.key} to confirm`).fill(backup!.key);
  await restore.getByLabel("Your password (optional)").fill(password);
  await restore.getByRole("button", { name: "Restore backup" }).click();
  await expect(restore.getByText("Restore finished")).toBeVisible({ timeout: 90_000 });
  await expect(restore.getByText(/Record counts changed in 1 collection/)).toBeVisible();
  await expect(
    restore
      .getByText("You were signed in again with your password.")
      .or(restore.getByText(/still signed in/)),
  ).toBeVisible();
  await restore.getByRole("button", { name: "Done" }).click();
  const fresh = new PocketBase(stack.pocketbase.url, new BaseAuthStore());
  await fresh.collection("_superusers").authWithPassword(email, password);
  await expect(fresh.collection("albums").getOne(album.id)).resolves.toMatchObject({
    name: "Coast admin test",
  });

  // A test email, received by the SMTP server.
  const to = `admin-test-${Date.now().toString(36)}@pocketkit.test`;
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
  await page.getByRole("tab", { name: "Mail" }).click();
  await page.getByLabel("Send to").fill(to);
  await page.getByRole("button", { name: "Send test email" }).click();
  const mail = await stack.mail.waitForMail(to, { timeoutMs: 20_000 });
  expect(mail.to).toContain(to);
});

test("an ordinary Gallery user who opens /admin is refused and told why", async ({ page, stack }) => {
  const user = await createUser(stack);
  await signIn(page, user);
  await page.goto("/admin");
  await expect(page.getByRole("alert")).toContainText("The admin area is for superusers only.");
  await expect(page.getByRole("alert")).toContainText(user.email);
  // Their own credentials don't open it either.
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email or password is incorrect.")).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Backups" })).toHaveCount(0);
});
