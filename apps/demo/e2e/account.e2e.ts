// The account flows that go through a mailbox or another site: password reset and email change
// through their emails (a real SMTP server), and sign-in with OpenID Connect (a real provider).
import { createUser, expect, signIn, test } from "./fixtures";
import { png } from "./support";

test("password reset through the emailed link", async ({ page, stack, user }) => {
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();

  const mail = await stack.mail.waitForMail(user.email);
  const link = mail.link("/reset-password");
  expect(link.origin).toBe(stack.url);
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New password", { exact: true }).fill("a brand new password");
  await page.getByLabel("Confirm password", { exact: true }).fill("a brand new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await signIn(page, { email: user.email, password: "a brand new password" });
  // The old password no longer works.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email or password is incorrect.")).toBeVisible();
});

test("email change through the link sent to the new address", async ({ signedIn: page, stack, user }) => {
  const newEmail = `changed-${Date.now().toString(36)}@pocketkit.test`;
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByLabel("New email", { exact: true }).fill(newEmail);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();

  const mail = await stack.mail.waitForMail(newEmail);
  const link = mail.link("/confirm-email-change");
  await page.goto(link.pathname + link.search);
  await page.getByLabel("Current password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Confirm new email" }).click();
  await expect(page.getByText(/email (is|has been|was) changed/i)).toBeVisible();

  const record = await stack.admin.collection("users").getOne(user.id);
  expect(record.email).toBe(newEmail);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, { email: newEmail, password: user.password });
});

test("sign in with the OpenID Connect provider", async ({ page, stack }) => {
  const id = Date.now().toString(36);
  stack.oidc.identity = { sub: `oidc-${id}`, email: `oidc-${id}@pocketkit.test`, name: "Katherine Johnson" };
  await page.goto("/sign-in");
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Pocketkit ID" }).click();
  // The provider signs in at once and sends the popup back to PocketBase, which closes it.
  await (await popup).waitForEvent("close");
  await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
  const record = await stack.admin
    .collection("users")
    .getFirstListItem(`email = "${stack.oidc.identity.email}"`);
  expect(record.name).toBe("Katherine Johnson");
  expect(record.verified).toBe(true);
});

test("an expired session sends the person to sign in, then back where they were", async ({ page, stack }) => {
  const user = await createUser(stack);
  await signIn(page, user);
  await page.getByRole("link", { name: "Albums" }).click();
  await expect(page.getByRole("heading", { name: "Albums" })).toBeVisible();

  // A password change elsewhere ends every session of the account, this one included.
  await stack.admin
    .collection("users")
    .update(user.id, { password: "changed elsewhere", passwordConfirm: "changed elsewhere" });
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("changed elsewhere");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/albums$/);
  await expect(page.getByRole("heading", { name: "Albums" })).toBeVisible();
});

test("a session that ends on the server while the page is open: the next save sends the person to sign in, then back", async ({
  page,
  stack,
}) => {
  const user = await createUser(stack);
  const form = new FormData();
  form.set("owner", user.id);
  form.set("title", "Dunes");
  const file = png("dunes.png");
  form.set("file", new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  const image = await stack.admin.collection("images").create(form);
  await signIn(page, user);
  await page.goto(`/images/${image.id}`);
  await expect(page.getByRole("heading", { name: "Dunes", exact: true })).toBeVisible();

  // The password changes on another device while this page stays open; nothing reloads it.
  await stack.admin
    .collection("users")
    .update(user.id, { password: "changed elsewhere", passwordConfirm: "changed elsewhere" });
  await page.getByRole("textbox", { name: "Title" }).fill("Dunes at noon");
  await page.getByRole("button", { name: "Save changes" }).click();

  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
  await expect(page.getByText("Your changes couldn't be saved. Try again.")).toHaveCount(0);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("changed elsewhere");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/images/${image.id}$`));
  await expect(page.getByRole("heading", { name: "Dunes", exact: true })).toBeVisible();
});

test("a next that would leave the Gallery after sign-in lands on the library instead of an error page", async ({
  page,
  stack,
}) => {
  const user = await createUser(stack);
  for (const next of ["/%5Cevil.example", "/%09/evil.example"]) {
    await page.goto(`/sign-in?next=${next}`);
    await page.getByLabel("Email", { exact: true }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new URL("/", stack.url).href);
    await expect(page.getByRole("heading", { name: "Library" })).toBeVisible();
    // Signed out for the next round: the session lives in localStorage.
    await page.evaluate(() => localStorage.clear());
  }
});
