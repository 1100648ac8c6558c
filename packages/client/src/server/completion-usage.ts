import { ClientResponseError, type RecordModel } from "pocketbase";

import { createSuperuserClient } from "./superuser-client";

/** One request that wants to use AI, as the handler asks the usage adapter about it. */
export interface UsageAttempt {
  user: RecordModel;
  /** What is being written (the request's `kind`). */
  kind: string;
  /** Completions allowed per user per window. */
  perWindow: number;
  windowMs: number;
}

/**
 * The adapter's answer: `granted` with an id to finish later, or refused with the seconds until a
 * completion is allowed again.
 */
export type UsageReservation = { granted: true; id: string } | { granted: false; retryAfter: number };

/** How a granted completion ended: `characters` of text sent to the caller. */
export interface UsageOutcome {
  status: "ok" | "stopped" | "error";
  characters: number;
}

/**
 * Where `createCompletionHandler` counts and records completions. `reserve` must be atomic: when
 * many requests of one user arrive at once, on one server or many, no more than `perWindow`
 * within any `windowMs` may be granted. It is called before the provider, so a granted
 * reservation counts even if the completion then fails.
 *
 * @throws from either method when the store cannot be reached: the handler answers 503.
 */
export interface CompletionUsageAdapter {
  reserve(attempt: UsageAttempt): Promise<UsageReservation>;
  /** Records how a granted completion ended. */
  finish(id: string, outcome: UsageOutcome): Promise<void>;
}

export interface PocketBaseUsageOptions {
  /** PocketBase as this server reaches it. */
  pocketbaseUrl: string;
  /** A superuser: users cannot write the usage collection. */
  superuser: { email: string; password: string };
  /**
   * The collection, as `@pocketkit/client/migrations/1764000000_pocketkit_ai_usage.js` creates
   * it: `user`, `sequence` (unique together), `kind`, `characters`, `status`, `created`.
   * @default "ai_usage"
   */
  collection?: string;
}

// Retries after a lost race are bounded by the races: each one lost means another reservation
// was granted meanwhile, so after `perWindow` of them the window is full and the answer is a
// refusal. The margin covers reservations older than the window freeing up during the loop.
const EXTRA_ATTEMPTS = 5;

/**
 * The default usage adapter: one row per completion in a PocketBase collection, written with a
 * superuser, using nothing but a stock PocketBase.
 *
 * Why it holds under parallel requests, across any number of server processes: each of a user's
 * completions takes the next number of a per-user `sequence`, and a unique index on
 * (user, sequence) lets exactly one request take each number (PocketBase refuses the others
 * with `validation_not_unique`; the loser reads again and tries the next one). Number `n` is
 * granted only if number `n - perWindow` is older than the window. So the numbers are a ring of
 * `perWindow` slots per user (slot = sequence mod perWindow), a slot reusable once its last row
 * is older than the window, and every reuse a new row (the audit keeps every completion). Any
 * `perWindow + 1` completions in a row span more than the window, so no window ever holds more
 * than `perWindow`, however many requests race; and no server keeps any state of its own.
 *
 * A refused request writes nothing, so that a flood of refusals is not a flood of writes.
 *
 * @example
 * createCompletionHandler({
 *   pocketbaseUrl,
 *   provider,
 *   usage: createPocketBaseUsage({ pocketbaseUrl, superuser, collection: "ai_usage" }),
 * });
 */
export function createPocketBaseUsage(options: PocketBaseUsageOptions): CompletionUsageAdapter {
  const collection = options.collection ?? "ai_usage";

  const superuser = createSuperuserClient(options);

  return {
    async reserve({ user, kind, perWindow, windowMs }) {
      const pb = await superuser();
      const rows = pb.collection(collection);
      let refused: { sequence: number; error: unknown } | undefined;
      for (let attempt = 0; attempt < perWindow + EXTRA_ATTEMPTS; attempt++) {
        const latest = await rows.getList(1, perWindow, {
          filter: pb.filter("user = {:user}", { user: user.id }),
          sort: "-sequence",
          fields: "sequence,created",
          skipTotal: true,
        });
        const newest = Number(latest.items[0]?.sequence ?? 0);
        // A create refused although its number is still free was refused for another reason
        // (a collection without the unique index, a field rule): that is the error to report.
        if (refused && newest < refused.sequence) throw refused.error;
        const blocking = latest.items[perWindow - 1];
        if (blocking) {
          const freeAt = Date.parse(String(blocking.created).replace(" ", "T")) + windowMs;
          const wait = freeAt - Date.now();
          if (wait > 0) return { granted: false, retryAfter: Math.max(1, Math.ceil(wait / 1000)) };
        }
        const sequence = newest + 1;
        try {
          const row = await rows.create(
            { user: user.id, sequence, kind, characters: 0, status: "pending" },
            { fields: "id" },
          );
          return { granted: true, id: row.id };
        } catch (error) {
          if (!(error instanceof ClientResponseError) || error.status !== 400) throw error;
          refused = { sequence, error };
        }
      }
      throw new Error(`no usage row could be reserved in ${perWindow + EXTRA_ATTEMPTS} attempts`);
    },

    async finish(id, { status, characters }) {
      const pb = await superuser();
      await pb.collection(collection).update(id, { status, characters }, { fields: "id" });
    },
  };
}
