import { createSuperuserClient, type ImageKitServer } from "@pocketkit/client/server";
import { EventSource } from "eventsource";
import type PocketBase from "pocketbase";

import { applyImageKitJob, PermanentJobFailure } from "./imagekit-apply-job";
import { createImageKitJobQueue, type ImageKitJob, type ImageKitJobOutcome } from "./imagekit-jobs";
import { createWakeSignal } from "./wake-signal";

/** How the mirror runs; the defaults are the Gallery's, tests make the waits short. */
export interface ImageKitMirrorTuning {
  /** Jobs applied at once by this server (one owner's jobs always run one at a time). @default 2 */
  concurrency?: number;
  /**
   * The waits before each retry of a failed job; a job is tried once more than there are waits,
   * then given up on (`failed`, kept in `imagekit_jobs` with its error).
   * @default [5000, 30000, 120000, 600000, 1800000, 3600000]
   */
  retryDelaysMs?: readonly number[];
  /** The longest this server waits before asking for work again, events or not. @default 30000 */
  pollMs?: number;
  /** How long a claimed job stays this server's (then another may take it). @default 300000 */
  leaseMs?: number;
  /** How long one job may take, ImageKit's bulk jobs included. @default 240000 */
  jobTimeoutMs?: number;
}

export interface ImageKitMirrorOptions extends ImageKitMirrorTuning {
  pocketbaseUrl: string;
  superuser: { email: string; password: string };
  imagekit: ImageKitServer;
  log: (message: string, details?: Record<string, unknown>) => void;
}

export interface ImageKitMirror {
  /**
   * Settles once this server has told PocketBase it is there and follows the jobs live (or failed
   * to, logged).
   */
  ready: Promise<void>;
  /** Stops: running jobs are aborted and handed back to the queue, and PocketBase is told. */
  stop(): Promise<void>;
}

/**
 * Applies the ImageKit mirror's jobs (pb_hooks/imagekit_mirror.pb.js writes one per change of a
 * photo, album or custom field) to ImageKit, in the background. As the alt text job
 * (alt-text-worker.ts) it keeps nothing another server would need: jobs are claimed in a
 * transaction with a lease, retries are dates on the job, and it wakes on a realtime event of the
 * jobs' collection, asking again when the next job is due and at least every `pollMs`.
 *
 * @example
 * const mirror = startImageKitMirror({ pocketbaseUrl, superuser, imagekit, log });
 * await mirror.ready;
 * // …
 * await mirror.stop();
 */
export function startImageKitMirror(options: ImageKitMirrorOptions): ImageKitMirror {
  const tuning = {
    concurrency: options.concurrency ?? 2,
    retryDelaysMs: options.retryDelaysMs ?? [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000],
    pollMs: options.pollMs ?? 30_000,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    jobTimeoutMs: options.jobTimeoutMs ?? 4 * 60_000,
  };
  const { log } = options;
  // The SDK's realtime needs an EventSource, which Node has only behind a flag.
  globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource;
  const superuser = createSuperuserClient(options);
  const queue = createImageKitJobQueue(superuser);
  const signal = createWakeSignal();
  const stopping = new AbortController();
  const worker = crypto.randomUUID();
  // PocketBase writes jobs for new albums and fields while a server has said it is there within this long.
  const presenceSeconds = Math.ceil((tuning.pollMs * 3) / 1000);

  const sayPresent = () =>
    queue
      .present(worker, presenceSeconds)
      .catch((error: unknown) =>
        log("could not reach the ImageKit mirror's queue", { error: String(error) }),
      );
  let unsubscribe: (() => Promise<void>) | undefined;
  let subscribing = false;
  const follow = async () => {
    if (unsubscribe || subscribing || stopping.signal.aborted) return;
    subscribing = true;
    const reconnected = () => {
      signal.wake();
      void sayPresent();
    };
    const off = await subscribe(superuser, { onJob: signal.wake, onConnect: reconnected }, log);
    subscribing = false;
    if (stopping.signal.aborted) void off?.();
    else unsubscribe = off;
  };
  const presence = setInterval(() => {
    void sayPresent();
    void follow();
  }, tuning.pollMs);
  // Ready once followed live too, so that a change made right after is applied at once.
  const ready = Promise.all([sayPresent(), follow()]);
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
        failures++;
        log("could not claim an ImageKit mirror job", { error: String(error) });
        await signal.sleep(Math.min(tuning.pollMs, 500 * 2 ** failures));
        continue;
      }
      if (claimed.job) {
        await run(claimed.job);
        continue;
      }
      const dueIn = claimed.nextDue ? claimed.nextDue.getTime() - Date.now() : tuning.pollMs;
      await signal.sleep(Math.min(tuning.pollMs, Math.max(50, dueIn)));
    }
  }

  async function run(job: ImageKitJob) {
    let outcome: ImageKitJobOutcome;
    try {
      const pb = await superuser();
      const timeout = AbortSignal.timeout(tuning.jobTimeoutMs);
      await applyImageKitJob(job, {
        pb,
        imagekit: options.imagekit,
        signal: AbortSignal.any([stopping.signal, timeout]),
      });
      outcome = { status: "done" };
    } catch (error) {
      log("could not apply an ImageKit mirror job", { job: job.id, kind: job.kind, error: String(error) });
      outcome = stopping.signal.aborted
        ? // Stopping: back in line for whoever asks next, no try counted.
          { status: "pending", nextTry: new Date(), error: "", attempts: job.attempts }
        : failure(job, error);
    }
    try {
      const finished = await queue.finish(job, outcome);
      if (finished.superseded) log("an ImageKit mirror job was taken over meanwhile", { job: job.id });
    } catch (error) {
      // Its lease runs out and it is tried again, here or elsewhere.
      log("could not record how an ImageKit mirror job ended", { job: job.id, error: String(error) });
    }
  }

  function failure(job: ImageKitJob, error: unknown): ImageKitJobOutcome {
    const attempts = job.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    const wait = error instanceof PermanentJobFailure ? undefined : tuning.retryDelaysMs[attempts - 1];
    return wait === undefined
      ? { status: "failed", error: message, attempts }
      : { status: "pending", error: message, attempts, nextTry: new Date(Date.now() + wait) };
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
 * Wakes the mirror at every change of the jobs' collection (a new job, one back in line, one
 * done, which may free the next of its owner); tells it after every (re)connect, since events may
 * have been missed meanwhile. Resolves with the unsubscribe, or `undefined` when subscribing
 * failed (logged; the mirror then asks for work every `pollMs`).
 */
async function subscribe(
  superuser: () => Promise<PocketBase>,
  on: { onJob: () => void; onConnect: () => void },
  log: ImageKitMirrorOptions["log"],
): Promise<(() => Promise<void>) | undefined> {
  try {
    const pb = await superuser();
    const offJobs = await pb.collection("imagekit_jobs").subscribe("*", on.onJob, { fields: "id" });
    const offConnect = await pb.realtime.subscribe("PB_CONNECT", on.onConnect);
    return async () => {
      await Promise.allSettled([offJobs(), offConnect()]);
    };
  } catch (error) {
    log("could not follow the ImageKit mirror's queue live; asking for work at intervals instead", {
      error: String(error),
    });
    return undefined;
  }
}
