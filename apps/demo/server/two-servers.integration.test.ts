import { request, type ClientRequest } from "node:http";

import { createPng, type PocketBaseServer } from "@pocketkit/client/testing";
import { startOpenAiCompatibleServer, type FakeProvider, type ProviderRequest } from "@pocketkit/testkit";
import { EventSource } from "eventsource";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

import { startGalleryPocketBase, superuserClient } from "../pocketbase/test-support";
import type { SharedPage } from "../src/features/share-rules";
import { altTextJobInstructions } from "./image-prompts";
import { listenGallery, type ListeningGallery } from "./listen";

// The Gallery as docs/deploy.md deploys it: two servers that share nothing but one PocketBase
// (its rate limits on, as it ships) and the provider, and a person whose requests alternate
// between them, as a load balancer without sticky sessions would send them. Whatever one server
// knows that the other needs must therefore be in PocketBase. Both servers trust the load
// balancers at 127.0.0.64/29 (TRUSTED_PROXIES); every other loopback address is a client.
const BALANCERS = "127.0.0.64/29";
const BALANCER_NODES = ["127.0.0.65", "127.0.0.66"] as const;
const PASSWORD = "lighthouse keeper";
const JOB_ALT = "A red gradient fading into blue.";

let pocketbase: PocketBaseServer;
let admin: PocketBase;
let provider: FakeProvider;
let servers: [ListeningGallery, ListeningGallery];

beforeAll(async () => {
  pocketbase = await startGalleryPocketBase();
  admin = await superuserClient(pocketbase);
  provider = await startOpenAiCompatibleServer();
  provider.script = { chunks: ["Boats ", "at dawn."], delayMs: 5 };
  provider.respond = (asked: ProviderRequest) =>
    asked.body.messages[0]?.content === altTextJobInstructions
      ? { chunks: [JOB_ALT], delayMs: 5 }
      : undefined;
  const options = {
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: { baseUrl: provider.url, model: "test-model" },
    trustedProxies: [BALANCERS],
    log: () => {},
  };
  servers = await Promise.all([listenGallery(options), listenGallery(options)]);
});

afterAll(async () => {
  await Promise.allSettled(servers?.map((server) => server.close()) ?? []);
  await Promise.allSettled([provider?.close(), pocketbase?.stop()]);
});

/** The server whose turn it is for the `index`th request of a series. */
const alternate = (index: number) => servers[index % 2]!;

/** A verified account, made by the superuser, and its password. */
async function newAccount(name: string) {
  const email = `${crypto.randomUUID()}@pocketkit.test`;
  const password = "correct horse battery";
  await admin
    .collection("users")
    .create({ email, password, passwordConfirm: password, name, verified: true });
  return { email, password };
}

/** The SDK as the web app uses it: pointed at one Gallery server, its only origin. */
function clientOf(server: ListeningGallery): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  return pb;
}

/** A person signed in through `server`. */
async function signedIn(server: ListeningGallery, name: string): Promise<PocketBase> {
  const { email, password } = await newAccount(name);
  const pb = clientOf(server);
  await pb.collection("users").authWithPassword(email, password);
  return pb;
}

/** The same session, with its requests sent to `server`. */
function sameSessionOn(server: ListeningGallery, session: PocketBase): PocketBase {
  const pb = clientOf(server);
  pb.authStore.save(session.authStore.token, session.authStore.record);
  return pb;
}

/** A new photo's fields; with `alt`, one the alt text job leaves alone. */
function photoForm(owner: string, title: string, bytes: Uint8Array, alt?: string): FormData {
  const form = new FormData();
  form.set("owner", owner);
  form.set("title", title);
  if (alt) form.set("alt", alt);
  form.set("file", new File([new Uint8Array(bytes)], `${title}.png`, { type: "image/png" }));
  return form;
}

async function createLink(server: ListeningGallery, session: PocketBase, photos: string[]) {
  const response = await fetch(`${server.url}/api/gallery/share-links`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: session.authStore.token },
    body: JSON.stringify({
      photos,
      title: "Pond",
      expiresAt: null,
      password: PASSWORD,
      allowDownload: true,
      hideLocation: false,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { slug: string };
}

const share = (server: ListeningGallery, slug: string, path = "", cookie?: string) =>
  fetch(`${server.url}/api/share/${slug}${path}`, { headers: cookie ? { cookie } : {} });

/**
 * A request from a chosen loopback address (a person, or a load balancer's node passing on a
 * person's request as X-Forwarded-For). Resolves with the status and body once it has ended.
 */
function send(
  server: ListeningGallery,
  from: { address: string; forwardedFor?: string },
  path: string,
  {
    method = "POST",
    body,
    headers = {},
  }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? "" : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      requestOptions(server, from, path, method, {
        ...headers,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        "content-length": String(Buffer.byteLength(payload)),
      }),
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}

function requestOptions(
  server: ListeningGallery,
  from: { address: string; forwardedFor?: string },
  path: string,
  method: string,
  headers: Record<string, string>,
) {
  const { hostname, port } = new URL(server.url);
  return {
    host: hostname,
    port,
    localAddress: from.address,
    method,
    path,
    headers: { ...headers, ...(from.forwardedFor ? { "x-forwarded-for": from.forwardedFor } : {}) },
  };
}

const unlockFrom = async (
  server: ListeningGallery,
  from: { address: string; forwardedFor?: string },
  slug: string,
  password: string,
) => (await send(server, from, `/api/share/${slug}/unlock`, { body: { password } })).status;

/**
 * PocketBase's realtime stream, opened from a chosen address: its client id (PB_CONNECT) and the
 * events it has carried since, by name.
 */
async function openStream(server: ListeningGallery, from: { address: string; forwardedFor?: string }) {
  const events: { name: string; data: Record<string, unknown> }[] = [];
  let connection: ClientRequest | undefined;
  const clientId = await new Promise<string>((resolve, reject) => {
    connection = request(requestOptions(server, from, "/api/realtime", "GET", {}), (response) => {
      let pending = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        pending += chunk;
        const messages = pending.split("\n\n");
        pending = messages.pop()!;
        for (const message of messages) {
          const field = (name: string) =>
            message
              .split("\n")
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1);
          const data = JSON.parse(field("data") ?? "{}") as Record<string, unknown>;
          events.push({ name: field("event") ?? "", data });
          if (field("event") === "PB_CONNECT") resolve(String(data.clientId));
        }
      });
    });
    connection.on("error", reject);
    connection.end();
  });
  return { clientId, events, close: () => connection?.destroy() };
}

test("one person, requests alternating: signed in on A, a photo uploaded through B, described by the job of either, a share link made on A, unlocked on B and served by A, a ZIP from each", async () => {
  const [a, b] = servers;
  const onA = await signedIn(a, "Ada");
  const onB = sameSessionOn(b, onA);
  const userId = onA.authStore.record!.id;

  // With a provider on the servers, a photo without alt text is queued as it is made.
  const bytes = createPng({ width: 64, height: 48, from: [200, 30, 30], to: [30, 30, 200] });
  const photo = await onB.collection("images").create(photoForm(userId, "Gradient", bytes));
  expect(photo.alt_status).toBe("pending");
  await vi.waitFor(
    async () =>
      expect(await onA.collection("images").getOne(photo.id)).toMatchObject({
        alt_status: "done",
        alt: JOB_ALT,
      }),
    { timeout: 20_000, interval: 100 },
  );

  const link = await createLink(a, onA, [photo.id]);
  expect((await share(b, link.slug)).status).toBe(401);
  const unlocked = await fetch(`${b.url}/api/share/${link.slug}/unlock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(unlocked.status).toBe(200);
  const cookie = (unlocked.headers.get("set-cookie") ?? "").split(";")[0]!;

  const page = await share(a, link.slug, "", cookie);
  expect(page.status).toBe(200);
  expect(((await page.json()) as SharedPage).photos).toMatchObject([{ id: photo.id, alt: JOB_ALT }]);
  const thumb = await share(a, link.slug, `/photos/${photo.id}/thumb/400x0`, cookie);
  expect(thumb.status).toBe(200);
  expect(thumb.headers.get("content-type")).toMatch(/^image\//);
  const original = await share(a, link.slug, `/photos/${photo.id}/file`, cookie);
  expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

  for (const server of servers) {
    const zip = await fetch(`${server.url}/api/gallery/zip`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: onA.authStore.token },
      body: JSON.stringify({ photos: [photo.id] }),
    });
    expect(zip.status).toBe(200);
    const archive = Buffer.from(await zip.arrayBuffer());
    expect(archive.length).toBe(Number(zip.headers.get("content-length")));
    // client-zip stores entries as they are: the original is in the archive byte for byte.
    expect(archive.includes(Buffer.from(bytes))).toBe(true);
  }
});

test("the AI limit is one count for both servers: 20 completions asked of each in turn, then the next refused by either, in DESIGN §8's words", async () => {
  const session = await signedIn(servers[0], "Grace");
  const complete = (server: ListeningGallery) =>
    fetch(`${server.url}/api/completion`, {
      method: "POST",
      headers: { authorization: session.authStore.token, accept: "text/plain, application/json" },
      body: JSON.stringify({ prompt: "Describe it.", kind: "description" }),
    });
  for (let index = 0; index < 20; index += 1) {
    const answer = await complete(alternate(index));
    expect(answer.status, `completion ${index + 1}`).toBe(200);
    expect(await answer.text()).toBe("Boats at dawn.");
  }
  for (const server of servers) {
    const refused = await complete(server);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ message: "AI limit reached — try again in 10 min." });
  }
  const rows = await admin
    .collection("ai_usage")
    .getFullList({ filter: admin.filter("user = {:user}", { user: session.authStore.record!.id }) });
  expect(rows).toHaveLength(20);
});

test("share-link password guesses are one count for both servers: after 20 wrong ones asked of each in turn, even the right one is refused by either", async () => {
  const owner = await signedIn(servers[1], "Linus");
  const photo = await owner
    .collection("images")
    .create(photoForm(owner.authStore.record!.id, "Quay", createPng({ width: 8, height: 8 }), "A quay."));
  const link = await createLink(servers[1], owner, [photo.id]);
  const guesser = { address: "127.0.0.21" };
  for (let index = 0; index < 20; index += 1) {
    expect(await unlockFrom(alternate(index), guesser, link.slug, `guess ${index}`)).toBe(401);
  }
  for (const server of servers) expect(await unlockFrom(server, guesser, link.slug, PASSWORD)).toBe(429);
  expect(await unlockFrom(servers[1], { address: "127.0.0.22" }, link.slug, PASSWORD)).toBe(200);
});

test("a realtime stream opened through one server takes its subscription through the other and hears changes made through either: no sticky sessions", async () => {
  const [a, b] = servers;
  // The SDK's realtime needs an EventSource, which Node has only behind a flag.
  globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;
  const session = await signedIn(a, "Margaret");
  const userId = session.authStore.record!.id;
  // The stream is opened at the SDK's base URL (A); every other request, the subscription
  // included, goes where beforeSend sends it (B).
  const subscriptionsSentTo: string[] = [];
  session.beforeSend = (url, options) => {
    const moved = url.replace(a.url, b.url);
    if (moved.endsWith("/api/realtime")) subscriptionsSentTo.push(new URL(moved).origin);
    return { url: moved, options };
  };
  const heard: string[] = [];
  const unsubscribe = await session
    .collection("images")
    .subscribe("*", (event) => heard.push(`${event.action} ${String(event.record.title)}`));
  try {
    expect(subscriptionsSentTo).toEqual([b.url]);
    const photo = await sameSessionOn(b, session)
      .collection("images")
      // With alt text, so that the job has nothing to write: the changes heard are these two.
      .create(photoForm(userId, "Heron", createPng({ width: 8, height: 8 }), "A heron."));
    await sameSessionOn(a, session).collection("images").update(photo.id, { title: "Grey heron" });
    await vi.waitFor(() => expect(heard).toEqual(["create Heron", "update Grey heron"]), { timeout: 10_000 });
  } finally {
    await unsubscribe();
  }
});

describe("behind load balancers the servers are told to trust (TRUSTED_PROXIES)", () => {
  test("each person behind them has their own count of password guesses, whichever node and server their requests pass", async () => {
    const owner = await signedIn(servers[0], "Barbara");
    const photo = await owner
      .collection("images")
      .create(photoForm(owner.authStore.record!.id, "Dunes", createPng({ width: 8, height: 8 }), "Dunes."));
    const link = await createLink(servers[0], owner, [photo.id]);
    const guesser = (index: number) => ({
      address: BALANCER_NODES[index % 2]!,
      forwardedFor: "198.51.100.1",
    });
    for (let index = 0; index < 20; index += 1) {
      // Node and server change on different turns: every pairing is used.
      expect(
        await unlockFrom(servers[Math.floor(index / 2) % 2]!, guesser(index), link.slug, `guess ${index}`),
      ).toBe(401);
    }
    for (const [index, server] of servers.entries()) {
      expect(await unlockFrom(server, guesser(index), link.slug, PASSWORD)).toBe(429);
    }
    // Someone else behind the same node is not held back by the guesser.
    const other = { address: BALANCER_NODES[0], forwardedFor: "198.51.100.2" };
    expect(await unlockFrom(servers[1], other, link.slug, PASSWORD)).toBe(200);
  });

  test("an address a client names itself, not through a balancer, counts for nothing", async () => {
    const owner = await signedIn(servers[0], "Radia");
    const photo = await owner
      .collection("images")
      .create(
        photoForm(owner.authStore.record!.id, "Bridge", createPng({ width: 8, height: 8 }), "A bridge."),
      );
    const link = await createLink(servers[0], owner, [photo.id]);
    for (let index = 0; index < 20; index += 1) {
      const from = { address: "127.0.0.23", forwardedFor: `198.51.100.${100 + index}` };
      expect(await unlockFrom(alternate(index), from, link.slug, `guess ${index}`)).toBe(401);
    }
    const fresh = { address: "127.0.0.23", forwardedFor: "198.51.100.200" };
    expect(await unlockFrom(servers[0], fresh, link.slug, PASSWORD)).toBe(429);
  });

  test("a stream opened through one node and server takes its subscription through the other node and server, and carries the person's changes", async () => {
    const session = await signedIn(servers[0], "Frances");
    const person = "198.51.100.3";
    const stream = await openStream(servers[0], { address: BALANCER_NODES[0], forwardedFor: person });
    try {
      // PocketBase takes a subscription only from the address that opened the stream.
      const subscribed = await send(
        servers[1],
        { address: BALANCER_NODES[1], forwardedFor: person },
        "/api/realtime",
        {
          body: { clientId: stream.clientId, subscriptions: ["images/*"] },
          headers: { authorization: session.authStore.token },
        },
      );
      expect(subscribed).toMatchObject({ status: 204 });
      const photo = await session
        .collection("images")
        .create(photoForm(session.authStore.record!.id, "Kingfisher", createPng({ width: 8, height: 8 })));
      await vi.waitFor(
        () =>
          expect(stream.events).toContainEqual({
            name: "images/*",
            data: expect.objectContaining({
              action: "create",
              record: expect.objectContaining({ id: photo.id }),
            }),
          }),
        { timeout: 10_000 },
      );
    } finally {
      stream.close();
    }
  });
});
