import {
  completeText,
  createSuperuserClient,
  type CompletionProvider,
  type CompletionUsageAdapter,
} from "@pocketkit/client/server";
import { EventSource } from "eventsource";
import type PocketBase from "pocketbase";

import { readAltTextAnswer } from "./alt-text-answer";
import { createAltTextQueue, type ClaimedPhoto, type JobOutcome } from "./alt-text-queue";
import { altTextJobMessages, readPhotoThumb } from "./image-prompts";
import { createWakeSignal } from "./wake-signal";

// What the photo's owner reads about a failed try (features/alt-text-status.tsx adds what happens
// next); the real reason goes to the log.
const PROVIDER_FAILED = "The AI service didn't answer.";
const TOO_SLOW = "The AI service took too long.";
const UNREADABLE = "The photo couldn't be read.";

/** How the job runs; the defaults are the Gallery's, tests make the waits short. */
export interface AltTextJobTuning {
  /** Photos described at once by this server. @default 2 */
  concurrency?: number;
  /**
   * The waits before each retry of a failed photo; a photo is tried once more than there are
   * waits, then it is given up on (`failed`). @default [30000, 120000]
   */
  retryDelaysMs?: readonly number[];
  /** The longest this server waits before asking for work again, events or not. @default 30000 */
  pollMs?: number;
  /** How long a claimed photo stays this server's (then another may take it). @default 300000 */
  leaseMs?: number;
  /** How long one photo may take, provider and all. @default 120000 */
  jobTimeoutMs?: number;
  /** How long the provider may take to start answering. @default 60000 */
  providerTimeoutMs?: number;
}

export interface AltTextWorkerOptions extends AltTextJobTuning {
  pocketbaseUrl: string;
  superuser: { email: string; password: string };
  provider: CompletionProvider;
  /** The completion route's usage adapter: the job and people share each user's limit. */
  usage: CompletionUsageAdapter;
  /** The job's share of each user's limit (the route's own is the whole). */
  limits: { perWindow: number; windowMs: number };
  log: (message: string, details?: Record<string, unknown>) => void;
}

export interface AltTextWorker {
  /** Settles once this server has told PocketBase it is there (or failed to, logged). */
  ready: Promise<void>;
  /** Stops: running jobs are aborted and handed back to the queue, and PocketBase is told. */
  stop(): Promise<void>;
}

/**
 * Writes alt text for photos, in the background, from the queue PocketBase keeps
 * (pb_hooks/alt_text_jobs.pb.js). Nothing of it lives in this server's memory that another would
 * need: photos are claimed in a transaction (two servers never describe one photo), the limit is
 * the route's usage rows, retries and waits are dates on the photo, and a server that dies lets
 * its claims run out for another to take.
 *
 * It learns of work two ways: a realtime subscription (as superuser) to photos that become
 * pending wakes it at once, so a new photo is being described a moment after it is uploaded; and
 * it asks again when the next retry or wait is due, and at least every `pollMs`, because realtime
 * events can be missed (a reconnect, a PocketBase restart) and a retry's date passes without any.
 *
 * Each photo: its 400px thumb and title go to the provider through `completeText` (one of the
 * owner's completions, at most `limits.perWindow` of them in a window). The alt text is written
 * only if the photo still has none when it lands; an answer of UNSURE leaves it empty
 * (`skipped`); a failure is retried after `retryDelaysMs`, then `failed` with the reason; the
 * owner's limit reached puts it back in line until the window frees (no attempt counted).
 *
 * @example
 * const worker = startAltTextWorker({ pocketbaseUrl, superuser, provider, usage, limits, log });
 * await worker.ready;
 * // …
 * await worker.stop();
 */
export function startAltTextWorker(options: AltTextWorkerOptions): AltTextWorker {
  const tuning = {
    concurrency: options.concurrency ?? 2,
    retryDelaysMs: options.retryDelaysMs ?? [30_000, 120_000],
    pollMs: options.pollMs ?? 30_000,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    jobTimeoutMs: options.jobTimeoutMs ?? 2 * 60_000,
    providerTimeoutMs: options.providerTimeoutMs ?? 60_000,
  };
  const { log } = options;
  // The SDK's realtime needs an EventSource, which Node has only behind a flag.
  globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;
  const superuser = createSuperuserClient(options);
  const queue = createAltTextQueue(superuser);
  const signal = createWakeSignal();
  const stopping = new AbortController();
  const worker = crypto.randomUUID();
  // PocketBase queues new photos while a server has said it is there within this long.
  const presenceSeconds = Math.ceil((tuning.pollMs * 3) / 1000);

  const sayPresent = () =>
    queue
      .present(worker, presenceSeconds)
      .catch((error: unknown) => log("could not reach the alt text queue", { error: String(error) }));
  // Followed live from the start; a subscription that failed (PocketBase away) is tried again
  // with each word of presence. Never awaited by stop(): a subscribe waiting for a PocketBase
  // that is down must not hold the server's shutdown.
  let unsubscribe: (() => Promise<void>) | undefined;
  let subscribing = false;
  const follow = () => {
    if (unsubscribe || subscribing || stopping.signal.aborted) return;
    subscribing = true;
    const reconnected = () => {
      signal.wake();
      void sayPresent();
    };
    void subscribe(superuser, { onPending: signal.wake, onConnect: reconnected }, log).then((off) => {
      subscribing = false;
      if (stopping.signal.aborted) void off?.();
      else unsubscribe = off;
    });
  };
  const presence = setInterval(() => {
    void sayPresent();
    follow();
  }, tuning.pollMs);
  const ready = sayPresent();
  follow();
  const slots = Array.from({ length: tuning.concurrency }, () => runSlot());

  async function runSlot() {
    let failures = 0;
    while (!stopping.signal.aborted) {
      let claimed: Awaited<ReturnType<typeof queue.claim>>;
      try {
        claimed = await queue.claim(Math.ceil(tuning.leaseMs / 1000));
        failures = 0;
      } catch (error) {
        if (stopping.signal.aborted) return;
        // PocketBase away: ask again a little later each time, up to pollMs.
        failures++;
        log("could not claim a photo to describe", { error: String(error) });
        await signal.sleep(Math.min(tuning.pollMs, 500 * 2 ** failures));
        continue;
      }
      if (claimed.photo) {
        await describe(claimed.photo);
        continue;
      }
      const dueIn = claimed.nextDue ? claimed.nextDue.getTime() - Date.now() : tuning.pollMs;
      await signal.sleep(Math.min(tuning.pollMs, Math.max(50, dueIn)));
    }
  }

  async function describe(photo: ClaimedPhoto) {
    const outcome = await outcomeFor(photo).catch((error: unknown): JobOutcome => {
      log("could not describe a photo", { photo: photo.id, error: String(error) });
      return failure(photo, UNREADABLE);
    });
    try {
      const finished = await queue.finish(photo, outcome);
      if (finished.superseded)
        log("a photo's alt text job was taken over or cancelled meanwhile", { photo: photo.id });
    } catch (error) {
      // Its lease runs out and it is tried again, here or elsewhere.
      log("could not record how a photo's alt text job ended", { photo: photo.id, error: String(error) });
    }
  }

  async function outcomeFor(photo: ClaimedPhoto): Promise<JobOutcome> {
    const pb = await superuser();
    const image = await pb.collection("images").getOne(photo.id);
    const owner = await pb.collection("users").getOne(photo.owner);
    const thumb = await readPhotoThumb(pb, image);
    if (!thumb) return failure(photo, UNREADABLE);
    // Stopping before the provider is asked: no completion is used.
    if (stopping.signal.aborted) return { status: "pending", nextTry: new Date() };
    const timeout = AbortSignal.timeout(tuning.jobTimeoutMs);
    const result = await completeText({
      provider: options.provider,
      usage: options.usage,
      user: owner,
      kind: "alt",
      messages: altTextJobMessages(image, thumb),
      limits: options.limits,
      signal: AbortSignal.any([stopping.signal, timeout]),
      providerTimeoutMs: tuning.providerTimeoutMs,
      log,
    });
    switch (result.status) {
      case "ok": {
        const answer = readAltTextAnswer(result.text);
        return "unsure" in answer ? { status: "skipped" } : { status: "done", alt: answer.alt };
      }
      case "rate_limited":
        // Not the photo's fault: back in line for when the owner's window frees, no try counted.
        return { status: "pending", nextTry: new Date(Date.now() + result.retryAfter * 1000) };
      case "unavailable":
        return { status: "pending", nextTry: new Date(Date.now() + tuning.pollMs) };
      case "stopped":
        // This server is stopping: hand the photo back for whoever asks next.
        return stopping.signal.aborted
          ? { status: "pending", nextTry: new Date() }
          : failure(photo, TOO_SLOW);
      case "failed":
        return failure(photo, PROVIDER_FAILED);
    }
  }

  /** A failed try: another after its wait, or given up on when the waits are used up. */
  function failure(photo: ClaimedPhoto, error: string): JobOutcome {
    const attempts = photo.attempts + 1;
    const wait = tuning.retryDelaysMs[attempts - 1];
    return wait === undefined
      ? { status: "failed", error, attempts }
      : { status: "pending", error, attempts, nextTry: new Date(Date.now() + wait) };
  }

  return {
    ready: ready.then(() => undefined),
    async stop() {
      stopping.abort();
      clearInterval(presence);
      signal.wake();
      await Promise.all(slots);
      await unsubscribe?.();
      await queue.leave(worker).catch(() => {});
    },
  };
}

/**
 * Wakes the worker whenever a photo becomes pending (new, asked for, or back in line); tells it
 * after every (re)connect of the realtime connection, since events may have been missed meanwhile
 * and PocketBase may have restarted from a backup older than the server's last word.
 * Resolves with the unsubscribe, or `undefined` when subscribing failed (logged; the worker then
 * relies on asking again every `pollMs`).
 */
async function subscribe(
  superuser: () => Promise<PocketBase>,
  on: { onPending: () => void; onConnect: () => void },
  log: AltTextWorkerOptions["log"],
): Promise<(() => Promise<void>) | undefined> {
  try {
    const pb = await superuser();
    const offImages = await pb
      .collection("images")
      .subscribe("*", on.onPending, { filter: 'alt_status = "pending"', fields: "id" });
    const offConnect = await pb.realtime.subscribe("PB_CONNECT", on.onConnect);
    return async () => {
      await Promise.allSettled([offImages(), offConnect()]);
    };
  } catch (error) {
    log("could not follow the alt text queue live; asking for work at intervals instead", {
      error: String(error),
    });
    return undefined;
  }
}
