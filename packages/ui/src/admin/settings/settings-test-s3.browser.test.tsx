import type {} from "@pocketkit/testkit/browser-context";
import { createTestClient } from "@pocketkit/testkit/react";
import { cleanup, render, screen, within } from "@testing-library/react";
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

const testGroup = () => screen.findByRole("group", { name: "Test the connection" });

async function runTest() {
  const group = await testGroup();
  await userEvent.click(within(group).getByRole("button", { name: "Test connection" }));
  return group;
}

async function saveSecret(secret: string) {
  const secretField = await screen.findByLabelText("Secret");
  await userEvent.fill(secretField, secret);
  // Unsaved: PocketBase would test the saved settings, so the test waits for Save.
  const group = await testGroup();
  expect(within(group).getByRole("button", { name: "Test connection" })).toBeDisabled();
  expect(group).toHaveTextContent("Save your changes first: the test uses the saved settings.");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  await screen.findByText("Saved.");
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
  expect(alert).toHaveTextContent("PocketBase couldn't use the bucket.");
  // PocketBase passes on the S3 server's own answer: the signature did not match the key.
  expect(alert.textContent).toMatch(/SignatureDoesNotMatch|signature/i);
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
