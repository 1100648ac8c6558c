import { zipArchive, startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { PocketBaseServer } from "@pocketkit/client/testing";
import { act, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, expect, test } from "vitest";

import {
  useBackupDownloadUrl,
  useBackups,
  useCreateBackup,
  useDeleteBackup,
  useRecordCounts,
  useRestoreBackup,
  useUploadBackup,
} from ".";
import { useRecord } from "..";

// One server for the file: tests run one after another, and each restore puts the whole server
// back to its backup, which is what these tests look at. A hook of the test's own makes restoring
// a "slow-…" backup take 2.5 s longer.
let server: PocketBaseServer;
let hooksDir: string;
beforeAll(async () => {
  hooksDir = await mkdtemp(join(tmpdir(), "pocketkit-backup-hooks-"));
  await writeFile(
    join(hooksDir, "slow-restore.pb.js"),
    `onBackupRestore((e) => {
      if (e.name.startsWith("slow-")) sleep(2500);
      e.next();
    });`,
  );
  server = await startTestPocketBase({ hooksDir });
});
afterAll(async () => {
  await server?.stop();
  if (hooksDir) await rm(hooksDir, { recursive: true, force: true });
});

async function signedInAs(email: string, password: string): Promise<TestClient> {
  const client = createTestClient(server.url);
  await client.pocketkit.pb.collection("_superusers").authWithPassword(email, password);
  return client;
}

const harnessSuperuser = () => signedInAs(server.superuser.email, server.superuser.password);

async function rejection(promise: Promise<unknown>): Promise<PocketkitError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isPocketkitError(error)) throw new Error(`expected a PocketkitError, got ${String(error)}`);
  return error;
}

/** A zip of the given text files (the client's test fixture), as an upload body. */
function zip(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  const entries = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)]));
  return new Uint8Array(zipArchive(entries, { stored: true }));
}

test("backups: create, list, download with a file token, upload, delete", async () => {
  const admin = await harnessSuperuser();
  const view = renderWithPocketkit(admin, () => ({
    backups: useBackups(),
    create: useCreateBackup(),
    upload: useUploadBackup(),
    remove: useDeleteBackup(),
    download: useBackupDownloadUrl("first.zip"),
  }));

  await act(() => view.result.current.create.mutateAsync("first.zip"));
  await waitFor(() =>
    expect(view.result.current.backups.data?.map((backup) => backup.key)).toContain("first.zip"),
  );
  const first = view.result.current.backups.data!.find((backup) => backup.key === "first.zip")!;
  expect(first.size).toBeGreaterThan(1_000);

  await waitFor(() => expect(view.result.current.download.isSuccess).toBe(true));
  const { url, expiresAt } = view.result.current.download.data!;
  expect(new URL(url).pathname).toBe("/api/backups/first.zip");
  expect(new URL(url).searchParams.get("token")).toBeTruthy();
  expect(expiresAt).toBeGreaterThan(Date.now() + 60_000);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(bytes.length).toBe(first.size);
  expect(Buffer.from(bytes.subarray(0, 2)).toString()).toBe("PK");
  // Without the token the file is not served.
  expect((await fetch(url.replace(/\?.*/, ""))).status).toBe(403);

  await act(() =>
    view.result.current.upload.mutateAsync(new File([bytes], "copy.zip", { type: "application/zip" })),
  );
  await waitFor(() =>
    expect(view.result.current.backups.data?.map((backup) => backup.key).sort()).toEqual([
      "copy.zip",
      "first.zip",
    ]),
  );

  const notAZip = await rejection(
    view.result.current.upload.mutateAsync(new File(["hello"], "notes.zip", { type: "application/zip" })),
  );
  expect(notAZip.kind).toBe("validation");
  expect(Object.keys(notAZip.fieldErrors)).toEqual(["file"]);
  const taken = await rejection(view.result.current.create.mutateAsync("first.zip"));
  expect([taken.kind, Object.keys(taken.fieldErrors)]).toEqual(["validation", ["name"]]);

  await act(() => view.result.current.remove.mutateAsync("copy.zip"));
  await waitFor(() =>
    expect(view.result.current.backups.data?.map((backup) => backup.key)).toEqual(["first.zip"]),
  );
  const gone = await rejection(view.result.current.remove.mutateAsync("copy.zip"));
  expect(gone.kind).toBe("validation");
  await waitFor(() =>
    expect(view.result.current.backups.data?.map((backup) => backup.key)).toEqual(["first.zip"]),
  );
});

test("restore: a record deleted after the backup is back, counts show it, the superuser stays in", async () => {
  const admin = await harnessSuperuser();
  const { pb } = admin.pocketkit;
  const owner = await pb.collection("users").create({
    email: `${crypto.randomUUID()}@pocketkit.test`,
    password: "correct horse",
    passwordConfirm: "correct horse",
  });
  const note = await pb.collection("notes").create({ owner: owner.id, title: "Keep me" });

  const view = renderWithPocketkit(admin, () => ({
    create: useCreateBackup(),
    restore: useRestoreBackup(),
    counts: useRecordCounts(),
    note: useRecord("notes", note.id),
  }));
  await act(() => view.result.current.create.mutateAsync("before-delete.zip"));
  await waitFor(() => expect(view.result.current.note.isSuccess).toBe(true));
  const notesAtBackup = (await pb.collection("notes").getList(1, 1)).totalItems;

  await pb.collection("notes").delete(note.id);
  await act(() => view.result.current.note.refetch());
  await waitFor(() => expect(view.result.current.note.error?.kind).toBe("not_found"));
  const tokenBefore = pb.authStore.token;

  const result = await act(() => view.result.current.restore.mutateAsync({ key: "before-delete.zip" }));

  expect(result.session).toBe("refreshed");
  expect(pb.authStore.isSuperuser).toBe(true);
  expect(pb.authStore.token).not.toBe(tokenBefore);
  expect(result.changes).toEqual([{ collection: "notes", before: notesAtBackup - 1, after: notesAtBackup }]);
  expect(result.countsAfter?.notes).toBe(notesAtBackup);
  expect(result.countsAfter?._superusers).toBe(result.countsBefore?._superusers);
  await expect(pb.collection("notes").getOne(note.id)).resolves.toMatchObject({ title: "Keep me" });
  // Everything cached is fetched again: the record the screen showed as gone is there.
  await waitFor(() => expect(view.result.current.note.data?.title).toBe("Keep me"));
  await waitFor(() => expect(view.result.current.counts.data?.notes).toBe(notesAtBackup));
  // The server is the same process, restarted in place under the test harness, and still ours.
  expect(server.logs().match(/Server started at/g)).toHaveLength(2);
});

/**
 * A reverse proxy in front of the server that cuts every realtime stream after `cutAfterMs`, as
 * proxies with a read timeout do to quiet streams.
 */
async function startCuttingProxy(
  cutAfterMs: number,
): Promise<{ url: string; cuts: () => number; close(): Promise<void> }> {
  const target = new URL(server.url);
  let cuts = 0;
  const proxy: Server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        if (incoming.url === "/api/realtime" && incoming.method === "GET") {
          setTimeout(() => {
            cuts++;
            outgoing.destroy();
            answer.destroy();
          }, cutAfterMs);
        }
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    cuts: () => cuts,
    close: () => {
      proxy.closeAllConnections();
      return new Promise((resolve) => proxy.close(() => resolve()));
    },
  };
}

test("restore: a realtime stream cut by a proxy mid-restore does not end the wait early", async () => {
  const proxy = await startCuttingProxy(300);
  try {
    const admin = createTestClient(proxy.url);
    const { pb } = admin.pocketkit;
    await pb.collection("_superusers").authWithPassword(server.superuser.email, server.superuser.password);
    const owner = await pb.collection("users").create({
      email: `${crypto.randomUUID()}@pocketkit.test`,
      password: "correct horse",
      passwordConfirm: "correct horse",
    });
    const note = await pb.collection("notes").create({ owner: owner.id, title: "Through the proxy" });
    await pb.backups.create("slow-through-proxy.zip");
    const notesAtBackup = (await pb.collection("notes").getList(1, 1)).totalItems;
    await pb.collection("notes").delete(note.id);

    const view = renderWithPocketkit(admin, () => useRestoreBackup());
    const result = await act(() => view.result.current.mutateAsync({ key: "slow-through-proxy.zip" }));

    // Waiting ended at the restart, not at the first cut: the counts are the restored ones.
    expect(proxy.cuts()).toBeGreaterThan(2);
    expect(result.durationMs).toBeGreaterThan(2_500);
    expect(result.changes).toEqual([
      { collection: "notes", before: notesAtBackup - 1, after: notesAtBackup },
    ]);
    await expect(pb.collection("notes").getOne(note.id)).resolves.toMatchObject({
      title: "Through the proxy",
    });
  } finally {
    await proxy.close();
  }
});

test("restore: when the backup predates the superuser's password, signIn signs them in again", async () => {
  const admin = await harnessSuperuser();
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const oldPassword = "old password 123";
  const newPassword = "new password 456";
  await admin.pocketkit.pb
    .collection("_superusers")
    .create({ email, password: oldPassword, passwordConfirm: oldPassword });
  const operator = await signedInAs(email, oldPassword);
  const { pb } = operator.pocketkit;
  await pb.backups.create("old-password.zip");
  await pb.collection("_superusers").update(pb.authStore.record!.id, {
    password: newPassword,
    passwordConfirm: newPassword,
  });
  await pb.collection("_superusers").authWithPassword(email, newPassword);

  const signIns: string[] = [];
  const view = renderWithPocketkit(operator, () => useRestoreBackup());
  const result = await act(() =>
    view.result.current.mutateAsync({
      key: "old-password.zip",
      // What a restore dialog that asks for the password would pass; after the restore the
      // old password is the one that works again.
      signIn: async (client) => {
        signIns.push("new");
        await client
          .collection("_superusers")
          .authWithPassword(email, newPassword)
          .catch(() => {
            signIns.push("old");
            return client.collection("_superusers").authWithPassword(email, oldPassword);
          });
      },
    }),
  );

  expect(result.session).toBe("signed_in_again");
  expect(signIns).toEqual(["new", "old"]);
  expect(pb.authStore.isSuperuser).toBe(true);
  expect(pb.authStore.record?.email).toBe(email);
  await expect(pb.backups.getFullList()).resolves.toEqual(
    expect.arrayContaining([expect.objectContaining({ key: "old-password.zip" })]),
  );
});

test("restore: with the password a restore dialog asked for, the same superuser signs in again", async () => {
  const admin = await harnessSuperuser();
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const password = "password at the backup";
  await admin.pocketkit.pb.collection("_superusers").create({ email, password, passwordConfirm: password });
  const operator = await signedInAs(email, password);
  const { pb } = operator.pocketkit;
  await pb.backups.create("before-new-password.zip");
  // A password change renews the token key: the restored data refuses the session made after it.
  const later = "password after the backup";
  await pb
    .collection("_superusers")
    .update(pb.authStore.record!.id, { password: later, passwordConfirm: later });
  await pb.collection("_superusers").authWithPassword(email, later);

  const view = renderWithPocketkit(operator, () => useRestoreBackup());
  const result = await act(() =>
    view.result.current.mutateAsync({ key: "before-new-password.zip", password }),
  );

  expect(result.session).toBe("signed_in_again");
  expect(pb.authStore.isSuperuser).toBe(true);
  expect(pb.authStore.record?.email).toBe(email);
});

test("restore: without signIn, a session the restored data refuses ends as expired", async () => {
  const admin = await harnessSuperuser();
  await admin.pocketkit.pb.backups.create("before-newcomer.zip");
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  await admin.pocketkit.pb
    .collection("_superusers")
    .create({ email, password: "a fine password", passwordConfirm: "a fine password" });
  const newcomer = await signedInAs(email, "a fine password");
  let expired = 0;
  newcomer.pocketkit.auth.onSessionExpired(() => expired++);

  const view = renderWithPocketkit(newcomer, () => useRestoreBackup());
  const result = await act(() => view.result.current.mutateAsync({ key: "before-newcomer.zip" }));

  expect(result.session).toBe("expired");
  expect(newcomer.pocketkit.pb.authStore.token).toBe("");
  expect(newcomer.pocketkit.auth.getSnapshot().status).toBe("expired");
  expect(expired).toBe(1);
  expect(result.countsBefore?._superusers).toBeGreaterThan(0);
  expect(result.countsAfter).toBeUndefined();
  expect(result.changes).toBeUndefined();
  // The superuser who was there at the backup is still fine.
  await expect(harnessSuperuser()).resolves.toBeDefined();
});

test("restore: a backup the server cannot restore fails clearly and leaves the data as it was", async () => {
  const admin = await harnessSuperuser();
  const { pb } = admin.pocketkit;
  const view = renderWithPocketkit(admin, () => ({ upload: useUploadBackup(), restore: useRestoreBackup() }));
  await act(() =>
    view.result.current.upload.mutateAsync(
      new File([zip({ "readme.txt": "no data.db in here" })], "broken.zip", { type: "application/zip" }),
    ),
  );
  const owner = await pb.collection("users").create({
    email: `${crypto.randomUUID()}@pocketkit.test`,
    password: "correct horse",
    passwordConfirm: "correct horse",
  });

  const starts = () => server.logs().match(/Server started at/g)?.length;
  const startsBefore = starts();

  const error = await rejection(view.result.current.restore.mutateAsync({ key: "broken.zip" }));
  expect(error.kind).toBe("server");
  expect(error.message).toBe("The backup could not be restored; the server kept its data. Its logs say why.");
  await waitFor(() => expect(view.result.current.restore.isError).toBe(true));
  await expect(pb.collection("users").getOne(owner.id)).resolves.toMatchObject({ id: owner.id });
  expect(starts()).toBe(startsBefore);

  const missing = await rejection(view.result.current.restore.mutateAsync({ key: "no-such-backup.zip" }));
  expect(missing.kind).toBe("validation");
});

test("a signed-in user who is not a superuser gets forbidden from the backup hooks", async () => {
  const user = createTestClient(server.url);
  await signUpAs(user, server.superuser);
  const view = renderWithPocketkit(user, () => ({
    backups: useBackups(),
    counts: useRecordCounts(),
    create: useCreateBackup(),
    restore: useRestoreBackup(),
    download: useBackupDownloadUrl("first.zip"),
  }));
  await waitFor(() => expect(view.result.current.backups.error?.kind).toBe("forbidden"));
  await waitFor(() => expect(view.result.current.counts.error?.kind).toBe("forbidden"));
  expect((await rejection(view.result.current.create.mutateAsync("mine.zip"))).kind).toBe("forbidden");
  expect((await rejection(view.result.current.restore.mutateAsync({ key: "first.zip" }))).kind).toBe(
    "forbidden",
  );
  // A user's file token builds a URL, but the server serves backups to superusers only.
  await waitFor(() => expect(view.result.current.download.isSuccess).toBe(true));
  expect((await fetch(view.result.current.download.data!.url)).status).toBe(403);
});
