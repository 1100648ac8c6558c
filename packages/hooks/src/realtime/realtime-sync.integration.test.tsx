import type { PocketBaseServer } from "@pocketkit/client/testing";
import { signInSuperuser, startTestPocketBase } from "@pocketkit/testkit";
import { createTestClient, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { render, waitFor } from "@testing-library/react";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useConnectionState, useList, useRecord } from "..";

let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startTestPocketBase();
  superuser = await signInSuperuser(server.url, server.superuser);
});
afterAll(() => server?.stop());

/** The topics the client last told the server it follows (PocketBase's POST /api/realtime). */
function watchTopics(client: TestClient): () => string[] {
  let topics: string[] = [];
  client.pocketkit.pb.beforeSend = (url, options) => {
    if (url.endsWith("/api/realtime") && options.method === "POST") {
      const body = (typeof options.body === "string" ? JSON.parse(options.body) : options.body) as {
        subscriptions: string[];
      };
      topics = body.subscriptions.filter((topic) => !topic.startsWith("PB_CONNECT"));
    }
    return { url, options };
  };
  return () => topics;
}

function NoteTitles({ onRender }: { onRender?: () => void }) {
  const { data } = useList("notes", { sort: "title", realtime: true });
  onRender?.();
  return (
    <ul>
      {data?.items.map((note) => (
        <li key={note.id}>{note.title}</li>
      ))}
    </ul>
  );
}

function LiveState() {
  return <output>{useConnectionState()}</output>;
}

test("under StrictMode, three components following notes make exactly one server subscription", async () => {
  const client = createTestClient(server.url, { strict: true });
  const userId = await signUpAs(client, server.superuser);
  const topics = watchTopics(client);
  const screen = render(
    <>
      <NoteTitles />
      <NoteTitles />
      <NoteTitles />
      <LiveState />
    </>,
    { wrapper: client.wrapper },
  );
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("live"));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(topics().filter((topic) => topic.startsWith("notes/"))).toHaveLength(1);
  expect(client.pocketkit.realtime.subscriptionCount()).toBe(1);

  await superuser.collection("notes").create({ owner: userId, title: "Made elsewhere" });
  await waitFor(() => expect(screen.getAllByText("Made elsewhere")).toHaveLength(3));
  screen.unmount();
  await waitFor(() => expect(client.pocketkit.realtime.subscriptionCount()).toBe(0));
});

test("a burst of 1,000 events causes a bounded number of renders, and the last value wins", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const notes: RecordModel[] = [];
  for (let index = 0; index < 10; index++) {
    notes.push(await superuser.collection("notes").create({ owner: userId, title: `Burst ${index}` }));
  }
  let renders = 0;
  const screen = render(<NoteTitles onRender={() => renders++} />, { wrapper: client.wrapper });
  await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(10));
  await waitFor(() => expect(client.pocketkit.realtime.getState()).toBe("live"));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before = renders;

  // 1,000 updates: 100 rounds over the 10 notes, 50 per batch request (the schema's most).
  for (let round = 0; round < 20; round++) {
    const batch = superuser.createBatch();
    for (let step = 0; step < 5; step++) {
      for (const note of notes)
        batch.collection("notes").update(note.id, { body: `round ${round * 5 + step}` });
    }
    await batch.send();
  }
  // Titles are what the list shows; a last retitling of each note marks the end of the burst.
  const batch = superuser.createBatch();
  for (const note of notes)
    batch.collection("notes").update(note.id, { title: `${note.title as string} done` });
  await batch.send();

  await waitFor(
    () =>
      expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
        notes.map((note) => `${note.title as string} done`),
      ),
    { timeout: 10_000 },
  );
  const burstRenders = renders - before;
  console.log(`[measure] renders during a burst of 1,010 events: ${burstRenders}`);
  // One render per frame at most: far fewer than the 1,010 events.
  expect(burstRenders).toBeGreaterThan(0);
  expect(burstRenders).toBeLessThan(100);
});

test("after PocketBase restarts, a change made while the client was away appears", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const note = await superuser.collection("notes").create({ owner: userId, title: "Before" });
  const screen = render(
    <>
      <NoteTitles />
      <LiveState />
    </>,
    { wrapper: client.wrapper },
  );
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("live"));
  await waitFor(() => expect(screen.getByText("Before")).toBeTruthy());

  await server.restart({ downForMs: 300 });
  // Written the moment the server is back, before the client has reconnected: no event for it
  // reaches this client, only the refetch after the reconnect can show it.
  await superuser.collection("notes").update(note.id, { title: "Changed while away" });
  await waitFor(() => expect(screen.getByText("Changed while away")).toBeTruthy(), { timeout: 15_000 });
  expect(screen.getByRole("status").textContent).toBe("live");
  screen.unmount();
});

test("a tab shown again refetches what it follows live", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const note = await superuser.collection("notes").create({ owner: userId, title: "Visible" });
  let fetches = 0;
  client.pocketkit.pb.afterSend = (response, data) => {
    if (response.url.includes(`/api/collections/notes/records/${note.id}`)) fetches++;
    return data;
  };
  function One() {
    const { data } = useRecord("notes", note.id, { realtime: true });
    return <p>{data?.title}</p>;
  }
  const screen = render(<One />, { wrapper: client.wrapper });
  await waitFor(() => expect(screen.getByText("Visible")).toBeTruthy());
  expect(fetches).toBe(1);

  const setVisibility = (state: "hidden" | "visible") => {
    Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  };
  setVisibility("hidden");
  setVisibility("visible");
  await waitFor(() => expect(fetches).toBe(2));
  screen.unmount();
});

test("a filtered list gains a record changed elsewhere to match it, and loses one that no longer does", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const coast = await superuser.collection("notes").create({ owner: userId, title: "Coast" });
  const other = await superuser.collection("notes").create({ owner: userId, title: "Mountains" });
  function CoastNotes() {
    const { data } = useList("notes", { filter: 'title ~ "Coast"', sort: "title", realtime: true });
    return <p>{data?.items.map((note) => note.title).join(", ")}</p>;
  }
  const screen = render(
    <>
      <CoastNotes />
      <LiveState />
    </>,
    { wrapper: client.wrapper },
  );
  await waitFor(() => expect(screen.getByText("Coast")).toBeTruthy());
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("live"));

  // The event carries only the record: whether it now matches is the server's answer.
  await superuser.collection("notes").update(other.id, { title: "Coast, north" });
  await waitFor(() => expect(screen.getByText("Coast, Coast, north")).toBeTruthy());
  await superuser.collection("notes").update(coast.id, { title: "Harbour" });
  await waitFor(() => expect(screen.getByText("Coast, north")).toBeTruthy());
  screen.unmount();
});
