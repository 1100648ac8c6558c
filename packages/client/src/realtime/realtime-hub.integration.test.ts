import { signUpUser, startTestPocketBase } from "@pocketkit/testkit";
import PocketBase, { BaseAuthStore, type RecordSubscription } from "pocketbase";
import { afterAll, beforeAll, expect, test, vi } from "vitest";

import { createRealtimeHub, type ConnectionState } from "..";
import type { PocketBaseServer } from "../testing";

// Node runs these with --experimental-eventsource (see vitest.config.ts): the SDK's realtime
// uses the real EventSource over a real connection to a real PocketBase.
let server: PocketBaseServer;
let superuser: PocketBase;
beforeAll(async () => {
  server = await startTestPocketBase();
  superuser = new PocketBase(server.url, new BaseAuthStore());
  superuser.autoCancellation(false);
  await superuser
    .collection("_superusers")
    .authWithPassword(server.superuser.email, server.superuser.password);
  // Readable by anyone: its events reach every connection, signed in or not, in the order they
  // happen, so one created after a private record tells when that record's event would have come.
  await superuser.collections.create({
    name: "notices",
    type: "base",
    listRule: "",
    viewRule: "",
    fields: [{ type: "text", name: "text" }],
  });
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

function createNote(pb: PocketBase, title: string) {
  return pb.collection("notes").create({ owner: pb.authStore.record!.id, title });
}

test("two callers of the same topic share one server subscription and both get each event", async () => {
  const pb = await signUpUser(server.url, server.superuser);
  const topics = watchSubmittedTopics(pb);
  const hub = createRealtimeHub(pb);
  const first = vi.fn();
  const second = vi.fn();
  const stopFirst = hub.subscribe("notes", "*", first);
  const stopSecond = hub.subscribe("notes", "*", second);
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await settle();
  expect(hub.subscriptionCount()).toBe(1);
  expect(topics().filter((topic) => topic.startsWith("notes/*"))).toHaveLength(1);

  const note = await createNote(pb, "Shared");
  await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
  expect(first).toHaveBeenCalledTimes(1);
  expect((first.mock.calls[0]![0] as RecordSubscription).action).toBe("create");
  expect((first.mock.calls[0]![0] as RecordSubscription).record.id).toBe(note.id);

  stopFirst();
  stopSecond();
  await settle();
  expect(hub.getState()).toBe("idle");
  hub.dispose();
});

test("an unsubscribe called before the subscription resolved leaves nothing behind", async () => {
  const pb = await signUpUser(server.url, server.superuser);
  const topics = watchSubmittedTopics(pb);
  const hub = createRealtimeHub(pb);
  const keep = vi.fn();
  const dropped = vi.fn();
  hub.subscribe("notes", "*", keep);
  // What React StrictMode does: subscribe, clean up at once, subscribe again.
  const stop = hub.subscribe("users", "*", dropped);
  stop();
  stop();
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await settle();
  expect(hub.subscriptionCount()).toBe(1);
  expect(topics().some((topic) => topic.startsWith("users/"))).toBe(false);

  await createNote(pb, "Seen");
  await vi.waitFor(() => expect(keep).toHaveBeenCalled());
  expect(dropped).not.toHaveBeenCalled();
  hub.dispose();
});

test("when the last subscriber leaves and a new one comes in the same tick (a page changing), it is live at once", async () => {
  const pb = await signUpUser(server.url, server.superuser);
  const hub = createRealtimeHub(pb);
  const stopNotes = hub.subscribe("notes", "*", () => {});
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await settle();
  // React's commit: the old page's cleanup, then the new page's effect.
  stopNotes();
  const received = vi.fn();
  hub.subscribe("notes", "*", received);
  // The SDK keeps its stream (no new PB_CONNECT comes), so nothing is ever "reconnecting".
  expect(hub.getState()).toBe("live");
  await settle();
  expect(hub.getState()).toBe("live");
  await createNote(pb, "Still heard");
  await vi.waitFor(() => expect(received).toHaveBeenCalled());
  hub.dispose();
});

test("a filter limits the events to matching records", async () => {
  const pb = await signUpUser(server.url, server.superuser);
  const hub = createRealtimeHub(pb);
  const received: string[] = [];
  hub.subscribe("notes", "*", (event) => received.push(event.record.title as string), {
    filter: "title ~ 'keep'",
  });
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await settle();
  await createNote(pb, "skip me");
  await createNote(pb, "keep me");
  await vi.waitFor(() => expect(received).toEqual(["keep me"]));
  hub.dispose();
});

test("when PocketBase is killed and restarted: reconnecting, live again, resync, and new events arrive", async () => {
  const pb = await signUpUser(server.url, server.superuser);
  const hub = createRealtimeHub(pb);
  const states: ConnectionState[] = [];
  hub.onStateChange((state) => states.push(state));
  const resync = vi.fn();
  hub.onResync(resync);
  const names: string[] = [];
  hub.subscribe("notes", "*", (event) => names.push(event.record.title as string));
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  expect(resync).not.toHaveBeenCalled();

  await server.restart({ downForMs: 500 });
  await vi.waitFor(() => expect(resync).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  expect(hub.getState()).toBe("live");
  expect(states).toEqual(["connecting", "live", "reconnecting", "live"]);

  await settle();
  await createNote(pb, "After the restart");
  await vi.waitFor(() => expect(names).toContain("After the restart"));
  hub.dispose();
});

test("a server that stays away is reported offline, and the first connection is retried until it works", async () => {
  const pb = await signUpUser(server.url, server.superuser);
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
  hub.subscribe("notes", "*", (event) => names.push(event.record.title as string));
  await vi.waitFor(() => expect(hub.getState()).toBe("offline"), { timeout: 5_000 });
  await restarted;
  await vi.waitFor(() => expect(hub.getState()).toBe("live"), { timeout: 15_000 });
  expect(states).toEqual(["connecting", "offline", "live"]);

  await settle();
  await createNote(pb, "Back online");
  await vi.waitFor(() => expect(names).toContain("Back online"));
  hub.dispose();
});

// --- subscriptions follow the auth store ------------------------------------------------------

/** A client of its own with a memory store (the SDK's default would be shared in a DOM). */
function anonymousClient(): PocketBase {
  const pb = new PocketBase(server.url, new BaseAuthStore());
  pb.autoCancellation(false);
  return pb;
}

async function newUser(): Promise<{ email: string; password: string; client: PocketBase }> {
  const client = await signUpUser(server.url, server.superuser);
  return { email: client.authStore.record!.email as string, password: "correct horse", client };
}

/** Waits until `received` holds a notice posted now: every event sent before it has come. */
async function flushEvents(received: () => string[]) {
  const text = `notice ${crypto.randomUUID()}`;
  await superuser.collection("notices").create({ text });
  await vi.waitFor(() => expect(received()).toContain(text));
}

test("a live list subscribed before an in-page sign-in gets the user's events afterwards", async () => {
  const { email, password, client: elsewhere } = await newUser();
  const pb = anonymousClient();
  const hub = createRealtimeHub(pb, { resyncSpreadMs: 0 });
  const names: string[] = [];
  hub.subscribe("notes", "*", (event) => names.push(event.record.title as string));
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  const resync = vi.fn();
  hub.onResync(resync);

  await pb.collection("users").authWithPassword(email, password);
  // Once the upgraded subscription is in, a resync covers what came between.
  await vi.waitFor(() => expect(resync).toHaveBeenCalledTimes(1));
  await createNote(elsewhere, "Made in another tab");
  await vi.waitFor(() => expect(names).toEqual(["Made in another tab"]));
  expect(hub.getState()).toBe("live");
  hub.dispose();
});

test("after sign-out, no event of the previous user arrives; the guest's subscriptions go on", async () => {
  const { client: elsewhere } = await newUser();
  const pb = anonymousClient();
  pb.authStore.save(elsewhere.authStore.token, elsewhere.authStore.record);
  const hub = createRealtimeHub(pb);
  const notes: string[] = [];
  const notices: string[] = [];
  hub.subscribe("notes", "*", (event) => notes.push(event.record.title as string));
  hub.subscribe("notices", "*", (event) => notices.push(event.record.text as string));
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await createNote(elsewhere, "Before sign-out");
  await vi.waitFor(() => expect(notes).toEqual(["Before sign-out"]));

  pb.authStore.clear();
  await createNote(elsewhere, "After sign-out");
  // A guest again, on a connection of its own (the old one would have carried the note).
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await flushEvents(() => notices);
  expect(notes).toEqual(["Before sign-out"]);
  hub.dispose();
});

test("after a change of user, only the new user's events arrive", async () => {
  const first = await newUser();
  const second = await newUser();
  const pb = anonymousClient();
  await pb.collection("users").authWithPassword(first.email, first.password);
  const hub = createRealtimeHub(pb);
  const notes: string[] = [];
  hub.subscribe("notes", "*", (event) => notes.push(event.record.title as string));
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));

  await pb.collection("users").authWithPassword(second.email, second.password);
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  await createNote(first.client, "The first user's");
  await createNote(second.client, "The second user's");
  // Both arrive in this order on one connection: the second one's arrival means the first one
  // would have arrived before it.
  await vi.waitFor(() => expect(notes).toContain("The second user's"));
  expect(notes).toEqual(["The second user's"]);
  hub.dispose();
});

test("after a password change and signing in again, the user's events still arrive", async () => {
  const { email, password, client: pb } = await newUser();
  const hub = createRealtimeHub(pb, { resyncSpreadMs: 0 });
  const notes: string[] = [];
  hub.subscribe("notes", "*", (event) => notes.push(event.record.title as string));
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));
  const resync = vi.fn();
  hub.onResync(resync);

  // PocketBase drops the realtime auth of every connection of a user whose password changes.
  const newPassword = "battery staple";
  await pb.collection("users").update(pb.authStore.record!.id, {
    oldPassword: password,
    password: newPassword,
    passwordConfirm: newPassword,
  });
  await pb.collection("users").authWithPassword(email, newPassword);
  // The subscriptions are told again, then a resync covers the moments before that.
  await vi.waitFor(() => expect(resync).toHaveBeenCalledTimes(1));
  await createNote(pb, "After the new password");
  await vi.waitFor(() => expect(notes).toEqual(["After the new password"]));
  hub.dispose();
});

test("a reconnect's resync comes after a random share of resyncSpreadMs, not at the moment of reconnecting", async () => {
  const pb = await signUpUser(server.url, server.superuser);
  const hub = createRealtimeHub(pb, { resyncSpreadMs: 4_000, random: () => 0.99 });
  const resync = vi.fn();
  hub.onResync(resync);
  // Timers fire in the order they fall due, however busy the machine: a check due 1 s after
  // going live runs before a resync due 3.96 s after it, and after one due at once.
  const resyncsJustAfterLive: number[] = [];
  hub.onStateChange((state) => {
    if (state === "live") setTimeout(() => resyncsJustAfterLive.push(resync.mock.calls.length), 1_000);
  });
  hub.subscribe("notes", "*", () => {});
  await vi.waitFor(() => expect(hub.getState()).toBe("live"));

  await server.restart({ downForMs: 300 });
  await vi.waitFor(() => expect(resync).toHaveBeenCalledTimes(1), { timeout: 15_000 });
  await vi.waitFor(() => expect(resyncsJustAfterLive).toHaveLength(2), { timeout: 5_000 });
  // Live (first connection, then the reconnect) with no resync for a while; the resync later.
  expect(resyncsJustAfterLive).toEqual([0, 0]);
  hub.dispose();
});
