import { setTimeout as sleep } from "node:timers/promises";

import { expect, test } from "vitest";

import { createProviderAbort } from "./provider-abort";

test("the caller going away aborts the provider call with the caller's reason", () => {
  const caller = new AbortController();
  const abort = createProviderAbort(caller.signal, 60_000);
  expect([abort.signal.aborted, abort.stopped]).toEqual([false, false]);
  caller.abort(new Error("tab closed"));
  expect(abort.signal.aborted).toBe(true);
  expect(abort.signal.reason).toEqual(new Error("tab closed"));
  expect(abort.stopped).toBe(true);
  abort.release();
});

test("a caller already gone when the call is set up: aborted from the start", () => {
  const caller = new AbortController();
  caller.abort(new Error("tab closed"));
  const abort = createProviderAbort(caller.signal, 60_000);
  expect(abort.signal.aborted).toBe(true);
  expect(abort.signal.reason).toEqual(new Error("tab closed"));
  abort.release();
});

test("a provider that sends nothing in time is given up on", async () => {
  const abort = createProviderAbort(new AbortController().signal, 20);
  await sleep(80);
  expect(abort.signal.aborted).toBe(true);
  expect(abort.signal.reason).toEqual(new Error("the provider took too long"));
  expect(abort.stopped).toBe(true);
});

test("once the provider has answered, the time limit no longer applies", async () => {
  const abort = createProviderAbort(new AbortController().signal, 20);
  abort.answered();
  await sleep(80);
  expect(abort.signal.aborted).toBe(false);
  abort.release();
});

test("after release, neither the caller nor the timer aborts it", async () => {
  const caller = new AbortController();
  const abort = createProviderAbort(caller.signal, 20);
  abort.release();
  caller.abort();
  await sleep(80);
  expect(abort.signal.aborted).toBe(false);
  // Still stopped as far as a failed read is concerned: the caller is gone.
  expect(abort.stopped).toBe(true);
});

test("abort stops the provider call by hand", () => {
  const abort = createProviderAbort(new AbortController().signal, 60_000);
  abort.abort("cancelled by the reader");
  expect([abort.signal.aborted, abort.signal.reason, abort.stopped]).toEqual([
    true,
    "cancelled by the reader",
    true,
  ]);
  abort.release();
});
