import type PocketBase from "pocketbase";
import type { RecordSubscription } from "pocketbase";
import { afterAll, beforeAll, expect, test, vi } from "vitest";

import { createRealtimeHub, type ConnectionState } from "..";
import { signUpUser, startGalleryPocketBase } from "../test-support/gallery-pocketbase";
import type { PocketBaseServer } from "../testing";

// Node runs these with --experimental-eventsource (see vitest.config.ts): the SDK's realtime
// uses the real EventSource over a real connection to a real PocketBase.
let server: PocketBaseServer;
beforeAll(async () => {
  server = await startGalleryPocketBase();
});
afterAll(() => server?.stop());

/** What the client last told the server it subscribes to (PocketBase's POST /api/realtime). */
function watchSubmittedTopics(pb: PocketBase): () => string[] {
  let topics: string[] = [];
  pb.beforeSend = (url, options) => {
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

function createAlbum(pb: PocketBase, name: string) {
  return pb.collection("albums").create({ owner: pb.authStore.record!.id, name });
}

test("two callers of the same topic share one server subscription and both get each event", async () => {
  const pb = await signUpUser(server.url);
  const topics = watchSubmittedTopics(pb);
  const hub = createRealtimeHub(pb);
  const first = vi.fn();
  const second = vi.fn();
  const stopFirst = hub.subscribe("albums", "*", first);
  const stopSecond = hub.subscribe("albums", "*", second);
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await settle();
  expect(hub.subscriptionCount()).toBe(1);
  expect(topics().filter((topic) => topic.startsWith("albums/*"))).toHaveLength(1);

  const album = await createAlbum(pb, "Shared");
  await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
  expect(first).toHaveBeenCalledTimes(1);
  expect((first.mock.calls[0]![0] as RecordSubscription).action).toBe("create");
  expect((first.mock.calls[0]![0] as RecordSubscription).record.id).toBe(album.id);

  stopFirst();
  stopSecond();
  await settle();
  expect(hub.getState()).toBe("idle");
  hub.dispose();
});

test("an unsubscribe called before the subscription resolved leaves nothing behind", async () => {
  const pb = await signUpUser(server.url);
  const topics = watchSubmittedTopics(pb);
  const hub = createRealtimeHub(pb);
  const keep = vi.fn();
  const dropped = vi.fn();
  hub.subscribe("albums", "*", keep);
  // What React StrictMode does: subscribe, clean up at once, subscribe again.
  const stop = hub.subscribe("images", "*", dropped);
  stop();
  stop();
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await settle();
  expect(hub.subscriptionCount()).toBe(1);
  expect(topics().some((topic) => topic.startsWith("images/"))).toBe(false);

  await createAlbum(pb, "Seen");
  await vi.waitFor(() => expect(keep).toHaveBeenCalled());
  expect(dropped).not.toHaveBeenCalled();
  hub.dispose();
});

test("when the last subscriber leaves and a new one comes in the same tick (a page changing), it is live at once", async () => {
  const pb = await signUpUser(server.url);
  const hub = createRealtimeHub(pb);
  const stopAlbums = hub.subscribe("albums", "*", () => {});
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await settle();
  // React's commit: the old page's cleanup, then the new page's effect.
  stopAlbums();
  const received = vi.fn();
  hub.subscribe("albums", "*", received);
  // The SDK keeps its stream (no new PB_CONNECT comes), so nothing is ever "reconnecting".
  expect(hub.getState()).toBe("live");
  await settle();
  expect(hub.getState()).toBe("live");
  await createAlbum(pb, "Still heard");
  await vi.waitFor(() => expect(received).toHaveBeenCalled());
  hub.dispose();
});

test("a filter limits the events to matching records", async () => {
  const pb = await signUpUser(server.url);
  const hub = createRealtimeHub(pb);
  const received: string[] = [];
  hub.subscribe("albums", "*", (event) => received.push(event.record.name as string), {
    filter: "name ~ 'keep'",
  });
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await settle();
  await createAlbum(pb, "skip me");
  await createAlbum(pb, "keep me");
  await vi.waitFor(() => expect(received).toEqual(["keep me"]));
  hub.dispose();
});

test("when PocketBase is killed and restarted: reconnecting, live again, resync, and new events arrive", async () => {
  const pb = await signUpUser(server.url);
  const hub = createRealtimeHub(pb);
  const states: ConnectionState[] = [];
  hub.onStateChange((state) => states.push(state));
  const resync = vi.fn();
  hub.onResync(resync);
  const names: string[] = [];
  hub.subscribe("albums", "*", (event) => names.push(event.record.name as string));
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  expect(resync).not.toHaveBeenCalled();

  await server.restart({ downForMs: 500 });
  await vi.waitFor(() => expect(resync).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  expect(hub.getState()).toBe("live");
  expect(states).toEqual(["connecting", "live", "reconnecting", "live"]);

  await settle();
  await createAlbum(pb, "After the restart");
  await vi.waitFor(() => expect(names).toContain("After the restart"));
  hub.dispose();
});

test("a server that stays away is reported offline, and the first connection is retried until it works", async () => {
  const pb = await signUpUser(server.url);
  const hub = createRealtimeHub(pb, { offlineAfterMs: 1_000 });
  const states: ConnectionState[] = [];
  hub.onStateChange((state) => states.push(state));

  const restarted = server.restart({ downForMs: 3_000 });
  await vi.waitFor(async () =>
    expect(
      await fetch(`${server.url}/api/health`).then(
        () => "up",
        () => "down",
      ),
    ).toBe("down"),
  );

  const names: string[] = [];
  hub.subscribe("albums", "*", (event) => names.push(event.record.name as string));
  await vi.waitFor(() => expect(hub.getState()).toBe("offline"), { timeout: 5_000 });
  await restarted;
  await vi.waitFor(() => expect(hub.getState()).toBe("live"), { timeout: 15_000 });
  expect(states).toEqual(["connecting", "offline", "live"]);

  await settle();
  await createAlbum(pb, "Back online");
  await vi.waitFor(() => expect(names).toContain("Back online"));
  hub.dispose();
});
