// Test setup of the "hooks" project (jsdom). jsdom puts its own FormData, Blob, File, Event and
// EventTarget in place of Node's, and Node's fetch and EventSource cannot work with them:
// - FormData, Blob, File: Node's go back, so that the SDK's multipart requests (batch, uploads)
//   reach PocketBase as a browser sends them;
// - EventSource: Node's (undici) dispatches jsdom's events on Node's EventTarget and throws, so
//   the `eventsource` package, which builds on the global (jsdom) EventTarget, stands in.
// Rendered trees are also unmounted after each test, and waitFor waits up to 5 s by default: what
// it waits for here is a real PocketBase's answer, and a refetch after a mutation took over the
// library's default second when two cores ran several suites at once (an admin test failed so).
import { Blob as NodeBlob, File as NodeFile } from "node:buffer";

import { cleanup, configure } from "@testing-library/react";
import { EventSource } from "eventsource";
import { afterEach } from "vitest";

const probe = await new Response("a=1", {
  headers: { "content-type": "application/x-www-form-urlencoded" },
}).formData();
globalThis.FormData = probe.constructor as typeof FormData;
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;
globalThis.EventSource = EventSource as unknown as typeof globalThis.EventSource;

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
