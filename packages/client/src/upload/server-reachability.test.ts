import { afterEach, beforeEach, expect, test, vi } from "vitest";

import { watchServerReachability } from "./server-reachability";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("asks with a doubling wait until the server answers, then calls onReachable once", async () => {
  let answers = false;
  const check = vi.fn(() => (answers ? Promise.resolve() : Promise.reject(new Error("no answer"))));
  const onReachable = vi.fn();
  const reachability = watchServerReachability({ check, isNeeded: () => true, onReachable });

  reachability.askLater();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(check).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1_999);
  expect(check).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(check).toHaveBeenCalledTimes(2);
  answers = true;
  await vi.advanceTimersByTimeAsync(4_000);
  expect(check).toHaveBeenCalledTimes(3);
  expect(onReachable).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(check).toHaveBeenCalledTimes(3);
  reachability.dispose();
});

test("askNow asks at once; nothing is asked when nothing waits, or after dispose", async () => {
  let needed = false;
  const check = vi.fn(() => Promise.resolve());
  const reachability = watchServerReachability({ check, isNeeded: () => needed, onReachable: () => {} });

  reachability.askNow();
  await vi.advanceTimersByTimeAsync(0);
  expect(check).not.toHaveBeenCalled();
  needed = true;
  reachability.askLater(5_000);
  reachability.askNow();
  await vi.advanceTimersByTimeAsync(0);
  expect(check).toHaveBeenCalledTimes(1);

  reachability.askLater();
  reachability.dispose();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(check).toHaveBeenCalledTimes(1);
});
