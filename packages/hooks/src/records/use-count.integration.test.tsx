import type { PocketBaseServer } from "@pocketkit/client/testing";
import { signInSuperuser, startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, renderWithPocketkit, signUpAs } from "@pocketkit/testkit/react";
import { waitFor } from "@testing-library/react";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useConnectionState, useCount } from "..";

let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startTestPocketBase();
  superuser = await signInSuperuser(server.url, server.superuser);
});
afterAll(() => server?.stop());

test("useCount counts what the filter matches, and only this user's records", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const otherId = await signUpAs(createTestClient(server.url), server.superuser);
  for (const title of ["Harbour", "Harbour at dusk", "Dunes"]) {
    await superuser.collection("notes").create({ owner: userId, title });
  }
  await superuser.collection("notes").create({ owner: otherId, title: "Harbour, someone else's" });

  const { result } = renderWithPocketkit(client, () => ({
    all: useCount("notes"),
    harbour: useCount("notes", {
      filter: client.pocketkit.pb.filter("title ~ {:word}", { word: "Harbour" }),
    }),
  }));
  // Two queries: their answers may arrive in either order.
  await waitFor(() => expect([result.current.all.data, result.current.harbour.data]).toEqual([3, 2]));
});

test("a live count follows records made, edited out of its filter and deleted elsewhere", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const notes = [];
  for (const title of ["Harbour 1", "Harbour 2", "Harbour 3"]) {
    notes.push(await superuser.collection("notes").create({ owner: userId, title }));
  }
  const { result } = renderWithPocketkit(client, () => ({
    harbour: useCount("notes", { filter: `title ~ "Harbour"`, realtime: true }),
    all: useCount("notes", { realtime: true }),
    connection: useConnectionState(),
  }));
  await waitFor(() => expect(result.current.connection).toBe("live"));
  // Each count asks on its own, so their answers arrive one after the other.
  const counts = () => ({ harbour: result.current.harbour.data, all: result.current.all.data });
  await waitFor(() => expect(counts()).toEqual({ harbour: 3, all: 3 }));

  await superuser.collection("notes").create({ owner: userId, title: "Harbour 4" });
  await waitFor(() => expect(counts()).toEqual({ harbour: 4, all: 4 }), { timeout: 5000 });

  await superuser.collection("notes").update(notes[0]!.id, { title: "Dunes" });
  await waitFor(() => expect(counts()).toEqual({ harbour: 3, all: 4 }), { timeout: 5000 });

  // A count holds no records, so it cannot know by itself whether the deleted one was counted.
  await superuser.collection("notes").delete(notes[1]!.id);
  await waitFor(() => expect(counts()).toEqual({ harbour: 2, all: 3 }), { timeout: 5000 });
});
