import { expect, test } from "vitest";

import { readLimitedBody } from "./read-limited-body";

const url = "http://127.0.0.1/api/completion";

/** A chunked body (no Content-Length) that counts how far it was read and whether it was cancelled. */
function chunkedBody(chunks: Uint8Array[]) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks[seen.pulled];
        seen.pulled++;
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    // Nothing read ahead: `pulled` counts what the reader asked for.
    { highWaterMark: 0 },
  );
  const request = new Request(url, { method: "POST", body: stream, duplex: "half" } as RequestInit);
  return { request, seen };
}

test("a body within the limit, the limit itself included, is read whole", async () => {
  expect(await readLimitedBody(new Request(url, { method: "POST", body: '{"prompt":"Hi"}' }), 15)).toBe(
    '{"prompt":"Hi"}',
  );
  const { request } = chunkedBody([new Uint8Array(6).fill(0x61), new Uint8Array(4).fill(0x62)]);
  expect(await readLimitedBody(request, 10)).toBe("aaaaaabbbb");
});

test("a Content-Length over the limit is refused before anything is read", async () => {
  const { request, seen } = chunkedBody([new Uint8Array(4)]);
  request.headers.set("content-length", "11");
  expect(await readLimitedBody(request, 10)).toBeUndefined();
  expect(request.bodyUsed).toBe(false);
  expect(seen.pulled).toBe(0);
});

test("a chunked body is abandoned at the chunk that passes the limit, and the sender told to stop", async () => {
  const chunks = Array.from({ length: 100 }, () => new Uint8Array(4).fill(0x78));
  const { request, seen } = chunkedBody(chunks);
  expect(await readLimitedBody(request, 10)).toBeUndefined();
  // 4 + 4 + 4 passes 10 at the third chunk.
  expect(seen.pulled).toBe(3);
  expect(seen.cancelled).toBe(true);
});

test("a character split between two chunks decodes whole", async () => {
  const bytes = new TextEncoder().encode('{"prompt":"Ça 🌊"}');
  const wave = bytes.indexOf(0xf0);
  const { request } = chunkedBody([bytes.slice(0, wave + 2), bytes.slice(wave + 2)]);
  expect(await readLimitedBody(request, 100)).toBe('{"prompt":"Ça 🌊"}');
});

test("no body at all reads as empty text", async () => {
  expect(await readLimitedBody(new Request(url, { method: "POST" }), 10)).toBe("");
});

test("the limit counts bytes, not characters", async () => {
  const body = JSON.stringify({ prompt: "é".repeat(10) });
  expect([body.length, new TextEncoder().encode(body).byteLength]).toEqual([23, 33]);
  expect(await readLimitedBody(new Request(url, { method: "POST", body }), 23)).toBeUndefined();
  expect(await readLimitedBody(new Request(url, { method: "POST", body }), 33)).toBe(body);
});
