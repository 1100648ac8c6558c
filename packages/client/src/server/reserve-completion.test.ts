import type { RecordModel } from "pocketbase";
import { expect, test } from "vitest";

import type { CompletionUsageAdapter, UsageAttempt, UsageOutcome } from "./completion-usage";
import { reserveCompletion } from "./reserve-completion";

// Usage adapters of an app's own, in memory: the public interface, as an app implements it.
// The PocketBase adapter itself is covered by completion-usage.integration.test.ts.
const attempt: UsageAttempt = {
  user: { id: "user1", collectionId: "c", collectionName: "users" } as RecordModel,
  kind: "alt",
  perWindow: 20,
  windowMs: 600_000,
};

function logged() {
  const lines: { message: string; details?: Record<string, unknown> }[] = [];
  const log = (message: string, details?: Record<string, unknown>) => {
    lines.push({ message, details });
  };
  return { lines, log };
}

test("granted: the adapter is asked with the attempt, and finish records the outcome under its id", async () => {
  const asked: UsageAttempt[] = [];
  const finished: { id: string; outcome: UsageOutcome }[] = [];
  const usage: CompletionUsageAdapter = {
    reserve: async (request) => {
      asked.push(request);
      return { granted: true, id: "reservation-1" };
    },
    finish: async (id, outcome) => {
      finished.push({ id, outcome });
    },
  };
  const { lines, log } = logged();
  const reservation = await reserveCompletion(usage, attempt, log);
  expect(asked).toEqual([attempt]);
  if ("refusal" in reservation) throw new Error("refused");
  expect(finished).toEqual([]);
  await reservation.finish({ status: "ok", characters: 15 });
  expect(finished).toEqual([{ id: "reservation-1", outcome: { status: "ok", characters: 15 } }]);
  expect(lines).toEqual([]);
});

test.each([
  [240, "AI limit reached — try again in 4 min."],
  [30, "AI limit reached — try again in 30 s."],
])("refused with %i s to wait: 429 saying so, with the wait for Retry-After", async (retryAfter, message) => {
  const usage: CompletionUsageAdapter = {
    reserve: async () => ({ granted: false, retryAfter }),
    finish: async () => {},
  };
  expect(await reserveCompletion(usage, attempt, logged().log)).toEqual({
    refusal: { status: 429, message, retryAfter },
  });
});

test("a store that cannot be reached: 503 unavailable, the real reason logged", async () => {
  const usage: CompletionUsageAdapter = {
    reserve: () => Promise.reject(new Error("disk full")),
    finish: async () => {},
  };
  const { lines, log } = logged();
  expect(await reserveCompletion(usage, attempt, log)).toEqual({
    refusal: { status: 503, code: "unavailable", message: "AI is unavailable. Try again later." },
  });
  expect(lines).toEqual([{ message: "could not reserve AI usage", details: { error: "disk full" } }]);
});

test("an outcome that cannot be recorded is logged, and finish still resolves", async () => {
  const usage: CompletionUsageAdapter = {
    reserve: async () => ({ granted: true, id: "reservation-2" }),
    finish: () => Promise.reject(new Error("connection reset")),
  };
  const { lines, log } = logged();
  const reservation = await reserveCompletion(usage, attempt, log);
  if ("refusal" in reservation) throw new Error("refused");
  await expect(reservation.finish({ status: "stopped", characters: 3 })).resolves.not.toThrow();
  expect(lines).toEqual([{ message: "could not record AI usage", details: { error: "connection reset" } }]);
});
