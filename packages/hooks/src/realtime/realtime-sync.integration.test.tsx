import type { PocketBaseServer } from "@pocketkit/client/testing";
import { startGalleryPocketBase } from "@pocketkit/testkit";
import { createTestClient, signUpAs, type TestClient } from "@pocketkit/testkit/react";
import { render, waitFor } from "@testing-library/react";
import PocketBase, { type RecordModel } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { useConnectionState, useList, useRecord } from "..";

let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startGalleryPocketBase();
  superuser = new PocketBase(server.url);
  superuser.autoCancellation(false);
  await superuser
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
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

function AlbumNames({ onRender }: { onRender?: () => void }) {
  const { data } = useList("albums", { sort: "name", realtime: true });
  onRender?.();
  return (
    <ul>
      {data?.items.map((album) => (
        <li key={album.id}>{album.name}</li>
      ))}
    </ul>
  );
}

function LiveState() {
  return <output>{useConnectionState()}</output>;
}

test("under StrictMode, three components following albums make exactly one server subscription", async () => {
  const client = createTestClient(server.url, { strict: true });
  const userId = await signUpAs(client, server.superuser);
  const topics = watchTopics(client);
  const screen = render(
    <>
      <AlbumNames />
      <AlbumNames />
      <AlbumNames />
      <LiveState />
    </>,
    { wrapper: client.wrapper },
  );
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("live"));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(topics().filter((topic) => topic.startsWith("albums/"))).toHaveLength(1);
  expect(client.pocketkit.realtime.subscriptionCount()).toBe(1);

  await superuser.collection("albums").create({ owner: userId, name: "Made elsewhere" });
  await waitFor(() => expect(screen.getAllByText("Made elsewhere")).toHaveLength(3));
  screen.unmount();
  await waitFor(() => expect(client.pocketkit.realtime.subscriptionCount()).toBe(0));
});

test("a burst of 1,000 events causes a bounded number of renders, and the last value wins", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const albums: RecordModel[] = [];
  for (let index = 0; index < 10; index++) {
    albums.push(await superuser.collection("albums").create({ owner: userId, name: `Burst ${index}` }));
  }
  let renders = 0;
  const screen = render(<AlbumNames onRender={() => renders++} />, { wrapper: client.wrapper });
  await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(10));
  await waitFor(() => expect(client.pocketkit.realtime.getState()).toBe("live"));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before = renders;

  // 1,000 updates: 100 rounds over the 10 albums, 100 per batch request.
  for (let round = 0; round < 10; round++) {
    const batch = superuser.createBatch();
    for (let step = 0; step < 10; step++) {
      for (const album of albums)
        batch.collection("albums").update(album.id, { description: `round ${round * 10 + step}` });
    }
    await batch.send();
  }
  // Names are what the list shows; a last rename of each album marks the end of the burst.
  const batch = superuser.createBatch();
  for (const album of albums)
    batch.collection("albums").update(album.id, { name: `${album.name as string} done` });
  await batch.send();

  await waitFor(
    () =>
      expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(
        albums.map((album) => `${album.name as string} done`),
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
  const album = await superuser.collection("albums").create({ owner: userId, name: "Before" });
  const screen = render(
    <>
      <AlbumNames />
      <LiveState />
    </>,
    { wrapper: client.wrapper },
  );
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("live"));
  await waitFor(() => expect(screen.getByText("Before")).toBeTruthy());

  await server.restart({ downForMs: 300 });
  // Written the moment the server is back, before the client has reconnected: no event for it
  // reaches this client, only the refetch after the reconnect can show it.
  await superuser.collection("albums").update(album.id, { name: "Changed while away" });
  await waitFor(() => expect(screen.getByText("Changed while away")).toBeTruthy(), { timeout: 15_000 });
  expect(screen.getByRole("status").textContent).toBe("live");
  screen.unmount();
});

test("a tab shown again refetches what it follows live", async () => {
  const client = createTestClient(server.url);
  const userId = await signUpAs(client, server.superuser);
  const album = await superuser.collection("albums").create({ owner: userId, name: "Visible" });
  let fetches = 0;
  client.pocketkit.pb.afterSend = (response, data) => {
    if (response.url.includes(`/api/collections/albums/records/${album.id}`)) fetches++;
    return data;
  };
  function One() {
    const { data } = useRecord("albums", album.id, { realtime: true });
    return <p>{data?.name}</p>;
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
  const coast = await superuser.collection("albums").create({ owner: userId, name: "Coast" });
  const other = await superuser.collection("albums").create({ owner: userId, name: "Mountains" });
  function CoastAlbums() {
    const { data } = useList("albums", { filter: 'name ~ "Coast"', sort: "name", realtime: true });
    return <p>{data?.items.map((album) => album.name).join(", ")}</p>;
  }
  const screen = render(
    <>
      <CoastAlbums />
      <LiveState />
    </>,
    { wrapper: client.wrapper },
  );
  await waitFor(() => expect(screen.getByText("Coast")).toBeTruthy());
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe("live"));

  // The event carries only the record: whether it now matches is the server's answer.
  await superuser.collection("albums").update(other.id, { name: "Coast, north" });
  await waitFor(() => expect(screen.getByText("Coast, Coast, north")).toBeTruthy());
  await superuser.collection("albums").update(coast.id, { name: "Harbour" });
  await waitFor(() => expect(screen.getByText("Coast, north")).toBeTruthy());
  screen.unmount();
});
