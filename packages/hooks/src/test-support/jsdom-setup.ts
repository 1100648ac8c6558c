// Test setup of the "hooks" project (jsdom). jsdom puts its own FormData, Blob, File, Event and
// EventTarget in place of Node's, and Node's fetch and EventSource cannot work with them:
// - FormData, Blob, File: Node's go back, so that the SDK's multipart requests (batch, uploads)
//   reach PocketBase as a browser sends them;
// - EventSource: Node's (undici) dispatches jsdom's events on Node's EventTarget and throws, so
//   the `eventsource` package, which builds on the global (jsdom) EventTarget, stands in.
// Rendered trees are also unmounted after each test.
import { Blob as NodeBlob, File as NodeFile } from "node:buffer";

import { cleanup } from "@testing-library/react";
import { EventSource } from "eventsource";
import { afterEach } from "vitest";

const probe = await new Response("a=1", {
  headers: { "content-type": "application/x-www-form-urlencoded" },
}).formData();
globalThis.FormData = probe.constructor as typeof FormData;
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;
globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource;

afterEach(() => cleanup());
