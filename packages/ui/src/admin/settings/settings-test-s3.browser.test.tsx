import type {} from "@pocketkit/testkit/browser-context";
import { createTestClient } from "@pocketkit/testkit/react";
import { cleanup, render, waitFor, within } from "@testing-library/react";
import { afterEach, expect, inject, test } from "vitest";
import { userEvent } from "vitest/browser";

import { SettingsForm } from ".";

// The connected SettingsForm's S3 test in real Chromium, against a real PocketBase whose files and
// backups are on a real S3 server (versitygw, started by the browser project's global setup):
// it passes with the saved settings, waits for unsaved ones to be saved, and says why it fails
// for a wrong secret in PocketBase's and the S3 server's own words.
afterEach(cleanup);

async function renderAsSuperuser(defaultTab: "storage" | "backups") {
  const client = createTestClient(inject("s3PocketBaseUrl"));
  const { email, password } = inject("s3PocketBaseSuperuser");
  await client.pocketkit.pb.collection("_superusers").authWithPassword(email, password);
  render(<SettingsForm defaultTab={defaultTab} />, { wrapper: client.wrapper });
}

/** The tab shown (every tab stays mounted, to keep its unsaved changes; no stylesheet hides the rest here). */
async function activePanel(): Promise<HTMLElement> {
  return waitFor(() => {
    const panel = document.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]');
    if (!panel) throw new Error("no tab shown yet");
    return panel;
  });
}

const testGroup = async () =>
  within(await activePanel()).findByRole("group", { name: "Test the connection" });

async function runTest() {
  const group = await testGroup();
  await userEvent.click(within(group).getByRole("button", { name: "Test connection" }));
  return group;
}

async function saveSecret(secret: string) {
  const panel = await activePanel();
  const secretField = await within(panel).findByLabelText("Secret");
  await userEvent.fill(secretField, secret);
  // Unsaved: PocketBase would test the saved settings, so the test waits for Save.
  const group = await testGroup();
  expect(within(group).getByRole("button", { name: "Test connection" })).toBeDisabled();
  expect(within(group).getByText("Save your changes first: the test uses the saved settings.")).toBeVisible();
  // What an earlier test found was about the settings as they were.
  expect(within(group).getByRole("status")).toHaveTextContent("");
  expect(within(group).queryByRole("alert")).toBeNull();
  await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
  await within(panel).findByText("Saved.");
}

test("the saved bucket passes; a wrong secret fails with the S3 server's reason; the right one passes again", async () => {
  await renderAsSuperuser("storage");
  let group = await runTest();
  await expect
    .element(within(group).getByRole("status"))
    .toHaveTextContent("Connected: PocketBase can write to the bucket.");

  await saveSecret("not-the-secret");
  group = await runTest();
  const alert = await within(group).findByRole("alert");
  expect(within(alert).getByText("PocketBase couldn't use the bucket.")).toBeVisible();
  // What to do about it, from the S3 server's own answer (the signature did not match the key),
  expect(
    within(alert).getByText("The S3 server refused the secret: check that it belongs to the access key."),
  ).toBeVisible();
  // and that answer itself, folded, without the raw XML PocketBase appends.
  await userEvent.click(within(alert).getByText("The server's answer"));
  const detail = within(alert).getByText(/SignatureDoesNotMatch: The request signature we calculated/);
  expect(detail).toBeVisible();
  expect(detail.textContent).not.toContain("<?xml");
  expect(within(group).getByRole("status")).toHaveTextContent("");

  await saveSecret(inject("s3SecretKey"));
  group = await runTest();
  await expect
    .element(within(group).getByRole("status"))
    .toHaveTextContent("Connected: PocketBase can write to the bucket.");
  expect(within(group).queryByRole("alert")).toBeNull();
});

test("the backups' bucket is tested on its own tab", async () => {
  await renderAsSuperuser("backups");
  const group = await runTest();
  await expect
    .element(within(group).getByRole("status"))
    .toHaveTextContent("Connected: PocketBase can write to the bucket.");
});
