import { expect, test, vi } from "vitest";

import { createCompletionStore, type CompletionStatus } from "..";

/** A `fetch` that answers with `pieces` of plain text, one per read, and then waits for `end`. */
function streamingFetch(pieces: string[], end: Promise<void> = Promise.resolve()) {
  return vi.fn<typeof fetch>(async (_url, init) => {
    const signal = init?.signal ?? undefined;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        signal?.addEventListener("abort", () => controller.error(signal.reason));
        await end;
        if (!signal?.aborted) controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/plain" } });
  });
}

test("complete streams the answer into the snapshot and sends the token read as it starts", async () => {
  const fetch = streamingFetch(["A red ", "kite."]);
  let token = "first";
  const onFinish = vi.fn();
  const completion = createCompletionStore({
    api: "/api/completion",
    body: { kind: "alt" },
    token: () => token,
    fetch,
    onFinish,
  });
  const statuses: CompletionStatus[] = [];
  completion.subscribe(() => statuses.push(completion.getSnapshot().status));
  token = "refreshed";

  await expect(completion.complete("Describe it.", { imageId: "abc" })).resolves.toBe("A red kite.");
  expect(completion.getSnapshot()).toMatchObject({
    text: "A red kite.",
    status: "done",
    prompt: "Describe it.",
  });
  expect(statuses).toEqual(["streaming", "done"]);
  expect(onFinish).toHaveBeenCalledWith("A red kite.", "Describe it.");
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe("/api/completion");
  expect(new Headers(init?.headers).get("authorization")).toBe("refreshed");
  expect(JSON.parse(String(init?.body))).toEqual({ kind: "alt", imageId: "abc", prompt: "Describe it." });
});

test("stop keeps the text so far and resolves with undefined; regenerate asks again", async () => {
  let finish!: () => void;
  const completion = createCompletionStore({
    api: "/api/completion",
    fetch: streamingFetch(["Half an ans"], new Promise((resolve) => (finish = resolve))),
    throttleMs: 0,
  });
  const pending = completion.complete("Write.");
  await vi.waitFor(() => expect(completion.getSnapshot().text).toBe("Half an ans"));
  completion.stop();
  await expect(pending).resolves.toBeUndefined();
  expect(completion.getSnapshot()).toMatchObject({ text: "Half an ans", status: "stopped" });
  finish();

  completion.setOptions({ fetch: streamingFetch(["Whole."]) });
  await expect(completion.regenerate()).resolves.toBe("Whole.");
});

test("a refusal becomes the snapshot's error and onError's, and complete never rejects", async () => {
  const onError = vi.fn();
  const completion = createCompletionStore({
    api: "/api/completion",
    fetch: async () => Response.json({ message: "Too many requests." }, { status: 429 }),
    onError,
  });
  await expect(completion.complete("Write.")).resolves.toBeUndefined();
  expect(completion.getSnapshot()).toMatchObject({ status: "error", error: { kind: "rate_limited" } });
  expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: "rate_limited" }));
});
