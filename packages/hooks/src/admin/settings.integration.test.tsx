import { startTestPocketBase, startMailServer, type MailServer } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, type TestClient } from "@pocketkit/testkit/react";
import { createServer } from "node:net";

import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { act, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useSettings, useTestEmail, useUpdateSettings } from ".";

// SMTP is configured through the settings hooks, not the environment: that is what is tested.
let server: PocketBaseServer;
let mail: MailServer;
beforeAll(async () => {
  [server, mail] = await Promise.all([startTestPocketBase(), startMailServer()]);
});
afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

async function superuserClient(): Promise<TestClient> {
  const client = createTestClient(server.url);
  await client.pocketkit.pb
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
  return client;
}

async function rejection(promise: Promise<unknown>): Promise<PocketkitError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isPocketkitError(error)) throw new Error(`expected a PocketkitError, got ${String(error)}`);
  return error;
}

test("an update round-trips: saved, cached, and what a fresh client reads", async () => {
  const admin = await superuserClient();
  const view = renderWithPocketkit(admin, () => ({ settings: useSettings(), update: useUpdateSettings() }));
  await waitFor(() => expect(view.result.current.settings.isSuccess).toBe(true));
  expect(view.result.current.settings.data!.meta.appName).not.toBe("Pocketkit round trip");

  const saved = await act(() =>
    view.result.current.update.mutateAsync({
      meta: { appName: "Pocketkit round trip" },
      logs: { maxDays: 3 },
      rateLimits: { rules: [{ label: "/api/", audience: "", duration: 10, maxRequests: 1000 }] },
    }),
  );
  expect(saved.meta.appName).toBe("Pocketkit round trip");
  expect(saved.logs.maxDays).toBe(3);
  await waitFor(() => expect(view.result.current.settings.data!.meta.appName).toBe("Pocketkit round trip"));

  const fresh = await superuserClient();
  const reread = renderWithPocketkit(fresh, () => useSettings());
  await waitFor(() => expect(reread.result.current.isSuccess).toBe(true));
  expect(reread.result.current.data!.meta.appName).toBe("Pocketkit round trip");
  expect(reread.result.current.data!.logs.maxDays).toBe(3);
  expect(reread.result.current.data!.rateLimits.rules).toEqual([
    { label: "/api/", audience: "", duration: 10, maxRequests: 1000 },
  ]);
  // Fields not sent stay as they were.
  expect(reread.result.current.data!.meta.senderAddress).toBe(saved.meta.senderAddress);

  const refused = await rejection(view.result.current.update.mutateAsync({ meta: { appURL: "not a url" } }));
  expect(refused.kind).toBe("validation");
  expect(Object.keys(refused.fieldErrors)).toEqual(["meta.appURL"]);
});

test("a test email reaches the SMTP server set up through the settings", async () => {
  const admin = await superuserClient();
  const view = renderWithPocketkit(admin, () => ({ update: useUpdateSettings(), testEmail: useTestEmail() }));
  await act(() =>
    view.result.current.update.mutateAsync({
      meta: { appName: "Mail test", senderAddress: "sender@pocketkit.test", senderName: "Pocketkit" },
      smtp: {
        enabled: true,
        host: mail.env.SMTP_HOST,
        port: Number(mail.env.SMTP_PORT),
        username: mail.env.SMTP_USERNAME,
        password: mail.env.SMTP_PASSWORD,
        tls: false,
      },
    }),
  );

  const to = `${crypto.randomUUID()}@pocketkit.test`;
  await act(() => view.result.current.testEmail.mutateAsync({ to }));
  const verification = await mail.waitForMail(to);
  expect(verification.from).toBe("sender@pocketkit.test");
  expect(verification.subject).toBe("Verify your Mail test email");

  await act(() =>
    view.result.current.testEmail.mutateAsync({ to, template: "password-reset", collection: "users" }),
  );
  expect((await mail.waitForMail(to)).subject).toBe("Reset your Mail test password");
});

test("a test email that cannot be sent says why", async () => {
  const admin = await superuserClient();
  const view = renderWithPocketkit(admin, () => ({ update: useUpdateSettings(), testEmail: useTestEmail() }));
  // A port that was free a moment ago: nothing listens there now.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const closedPort = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  await act(() =>
    view.result.current.update.mutateAsync({ smtp: { enabled: true, host: "127.0.0.1", port: closedPort } }),
  );
  const error = await rejection(view.result.current.testEmail.mutateAsync({ to: "nobody@pocketkit.test" }));
  expect(error.kind).toBe("validation");
  expect(error.message).toMatch(/^Failed to send the test email\. Raw error:.*connection refused/s);
});
