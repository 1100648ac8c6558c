import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { startPocketBase, type PocketBaseServer } from "@pocketkit/client/testing";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";

import { listenGallery, type ListeningGallery } from "./listen";

// The Gallery's server in front of a real PocketBase, which the tests stop, freeze and
// let go on again. A hook echoes what reached PocketBase; `notes` takes files of up to 5 MB.
const HEADERS_TIMEOUT_MS = 1_000;
let scratch: string;
let pocketbase: PocketBaseServer;
let gallery: ListeningGallery;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "pocketkit-proxy-"));
  await mkdir(join(scratch, "hooks"));
  await mkdir(join(scratch, "migrations"));
  await writeFile(
    join(scratch, "hooks", "echo.pb.js"),
    `routerAdd("GET", "/api/test/echo", (e) => e.json(200, { ip: e.realIP(), headers: e.request.header }));`,
  );
  await writeFile(
    join(scratch, "migrations", "1700000000_notes.js"),
    `migrate((app) => app.save(new Collection({ type: "base", name: "notes", listRule: "", viewRule: "", createRule: "", fields: [{ type: "text", name: "body" }, { type: "file", name: "attachment", maxSize: 5000000 }] })));`,
  );
  pocketbase = await startPocketBase({
    hooksDir: join(scratch, "hooks"),
    migrationsDir: join(scratch, "migrations"),
  });
  gallery = await listenGallery({
    port: 0,
    pocketbaseUrl: pocketbase.url,
    superuser: pocketbase.superuser,
    provider: undefined,
    pocketbaseTimeoutMs: HEADERS_TIMEOUT_MS,
    log: () => {},
  });
});

afterAll(async () => {
  // stop() also ends a server a failed test left frozen.
  await Promise.allSettled([gallery?.close(), pocketbase?.stop()]);
  await rm(scratch, { recursive: true, force: true });
});

/** Lets a frozen PocketBase go on, whatever the test did meanwhile. */
async function whileFrozen<T>(run: () => Promise<T>): Promise<T> {
  await pocketbase.freeze();
  try {
    return await run();
  } finally {
    pocketbase.thaw();
  }
}

/** A request through node:http, for what fetch will not send (`Expect`, `Upgrade`). */
function send(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${gallery.url}${path}`, { method, headers });
    request.on("error", reject);
    request.on("response", (response: IncomingMessage) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // With `Expect: 100-continue` the body waits for the server's go-ahead, as curl's does.
    if (headers.expect) request.on("continue", () => request.end(body));
    else request.end(body);
  });
}

function multipart(fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer }) {
  const boundary = `----pocketkit${crypto.randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

test("only the headers PocketBase reads are forwarded, and X-Forwarded-For is the socket's address, not the client's", async () => {
  const superuser = new PocketBase(pocketbase.url);
  await superuser
    .collection("_superusers")
    .authWithPassword(pocketbase.superuser.email, pocketbase.superuser.password);
  // An operator who trusts the Gallery's server in front of PocketBase.
  await superuser.settings.update({ trustedProxy: { headers: ["X-Forwarded-For"], useLeftmostIP: true } });

  const response = await fetch(`${gallery.url}/api/test/echo`, {
    headers: {
      authorization: "a token",
      "accept-language": "de",
      cookie: "other-app-session=secret",
      "x-forwarded-for": "203.0.113.7",
      "x-real-ip": "203.0.113.7",
      "x-made-up": "anything",
    },
  });
  expect(response.status).toBe(200);
  const echo = (await response.json()) as { ip: string; headers: Record<string, string[]> };
  expect(echo.ip).toBe("127.0.0.1");
  expect(echo.headers["X-Forwarded-For"]).toEqual(["127.0.0.1"]);
  expect(echo.headers.Authorization).toEqual(["a token"]);
  expect(echo.headers["Accept-Language"]).toEqual(["de"]);
  for (const name of ["Cookie", "X-Real-Ip", "X-Made-Up"]) expect(echo.headers[name]).toBeUndefined();
});

test("a 2 MB multipart upload sent with Expect: 100-continue (as curl -F sends it) makes its record", async () => {
  const bytes = Buffer.alloc(2_000_000, 7);
  const { body, contentType } = multipart({ body: "big" }, { field: "attachment", name: "big.bin", bytes });
  const response = await send("/api/collections/notes/records", {
    method: "POST",
    headers: { expect: "100-continue", "content-type": contentType, "content-length": String(body.length) },
    body,
  });
  expect(response.status, response.text).toBe(200);
  const record = JSON.parse(response.text) as { id: string; attachment: string };
  const file = await fetch(`${gallery.url}/api/files/notes/${record.id}/${record.attachment}`);
  expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
});

test("a request asking to upgrade the connection (WebSocket, h2c) is answered as a plain request", async () => {
  for (const upgrade of ["websocket", "h2c"]) {
    const response = await send("/api/health", { headers: { connection: "Upgrade", upgrade } });
    expect(response.status, response.text).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({ code: 200 });
  }
});

test("PocketBase stopped: 502 with a message the SDK reads; back again: answers as before", async () => {
  const pb = new PocketBase(gallery.url);
  await pocketbase.restart({
    whileDown: async () => {
      const response = await fetch(`${gallery.url}/api/health`);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ status: 502, message: expect.any(String) });
      await expect(pb.health.check({ requestKey: null })).rejects.toMatchObject({ status: 502 });
    },
  });
  expect((await fetch(`${gallery.url}/api/health`)).status).toBe(200);
});

test("PocketBase frozen: 504 after the timeout, while a realtime stream opened before and an upload slower than the timeout both live on", async () => {
  // A realtime stream, open before the freeze.
  const stream = await fetch(`${gallery.url}/api/realtime`, { headers: { accept: "text/event-stream" } });
  expect(stream.status).toBe(200);
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = "";
  const readUntil = async (pattern: RegExp) => {
    while (!pattern.test(received)) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`the realtime stream ended; it had sent:\n${received}`);
      received += value;
    }
    return pattern.exec(received)!;
  };
  const clientId = JSON.parse((await readUntil(/event:PB_CONNECT\ndata:(\{[^\n]*\})\n/))[1]!)
    .clientId as string;
  await fetch(`${gallery.url}/api/realtime`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId, subscriptions: ["notes"] }),
  });

  // An upload under way: its headers and half its body are sent now, the rest after the freeze.
  const bytes = Buffer.alloc(1_000_000, 3);
  const { body, contentType } = multipart({ body: "slow" }, { field: "attachment", name: "slow.bin", bytes });
  const upload = httpRequest(`${gallery.url}/api/collections/notes/records`, {
    method: "POST",
    headers: { "content-type": contentType, "content-length": String(body.length) },
  });
  const uploaded = new Promise<{ status: number; text: string }>((resolve, reject) => {
    upload.on("error", reject);
    upload.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
  });
  upload.write(body.subarray(0, body.length / 2));

  const frozenAnswer = await whileFrozen(async () => {
    // The client gives up long after the server should have: no answer at all fails here.
    const response = await fetch(`${gallery.url}/api/health`, { signal: AbortSignal.timeout(20_000) });
    return { status: response.status, body: await response.json() };
  });
  expect(frozenAnswer).toMatchObject({ status: 504, body: { status: 504, message: expect.any(String) } });

  // More than the timeout has passed since the upload began and the stream opened (the 504
  // above waited it out); both go on.
  upload.end(body.subarray(body.length / 2));
  const answer = await uploaded;
  expect(answer.status, answer.text).toBe(200);
  const record = JSON.parse(answer.text) as { id: string };
  await readUntil(new RegExp(`event:notes\\ndata:[^\\n]*"id":"${record.id}"`));
  await reader.cancel();
});
