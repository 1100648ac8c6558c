import { PocketkitError } from "../../errors/pocketkit-error";

export interface FollowStatusOptions {
  /** Time between two looks. @default 1000 */
  intervalMs?: number;
  /** Give up (an `aborted` error) when this aborts; the job itself goes on at ImageKit. */
  signal?: AbortSignal;
}

/**
 * Asks for a status until it is `"Completed"`: ImageKit's bulk jobs (a folder moved or renamed)
 * and purges run after their request has been answered, and report only `Pending` or
 * `Completed`, with no way to be told.
 *
 * @throws PocketkitError — `aborted` when `signal` aborts; what `read` throws.
 */
export async function followStatus(
  read: () => Promise<string | undefined>,
  options: FollowStatusOptions = {},
): Promise<void> {
  const intervalMs = options.intervalMs ?? 1000;
  for (;;) {
    if ((await read()) === "Completed") return;
    await pause(intervalMs, options.signal);
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stopped = () =>
      new PocketkitError({
        kind: "aborted",
        message: "Stopped waiting for ImageKit.",
        cause: signal?.reason,
      });
    if (signal?.aborted) {
      reject(stopped());
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      reject(stopped());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal?.addEventListener("abort", stop, { once: true });
  });
}
