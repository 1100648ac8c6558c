import type PocketBase from "pocketbase";

import type { Pocketkit } from "../create-pocketkit";
import { PocketkitError } from "../errors/pocketkit-error";
import { errorFromResponse, toPocketkitError } from "../errors/to-pocketkit-error";
import { signInWithPassword } from "../auth/sign-in";
import { adminRequest } from "./admin-request";
import type { HealthStatus } from "./health-status";
import {
  compareRecordCounts,
  countRecords,
  type RecordCountChange,
  type RecordCounts,
} from "./record-counts";

export interface RestoreBackupOptions {
  /**
   * Signs the superuser in again when the restored data no longer accepts the current session:
   * the backup is older than this superuser, or than their last password change. Only called
   * then. Without it, such a session ends as expired (`session: "expired"`, and the client's
   * `auth.onSessionExpired` listeners are called).
   *
   * @example
   * signIn: (pb) => pb.collection("_superusers").authWithPassword(email, password)
   */
  signIn?: (pb: PocketBase) => Promise<unknown>;
  /**
   * The superuser's password, for a restore dialog that asks for it: when the restored data
   * refuses the session, the same superuser (by the email their session had before the restore)
   * signs in again with it. `signIn` wins when both are given.
   */
  password?: string;
  /** Count the records of every collection before and after, to show what changed. @default true */
  compareCounts?: boolean;
  /** How long to wait for the server to restore and come back. @default 600000 (PocketBase's own limit) */
  timeoutMs?: number;
  /** Stops waiting. A restore the server has accepted still runs to its end. */
  signal?: AbortSignal;
}

/** What became of the superuser's session after the restore. */
export type RestoreSession =
  /** The restored data still knows this superuser: the token was refreshed against it. */
  | "refreshed"
  /** The old session was refused and `signIn` signed the superuser in again. */
  | "signed_in_again"
  /** The old session was refused and there was no (working) `signIn`: the client is signed out. */
  | "expired";

export interface RestoreBackupResult {
  /** The restored backup. */
  key: string;
  /** Records per collection just before the restore (with `compareCounts`). */
  countsBefore: RecordCounts | undefined;
  /** Records per collection after it (with `compareCounts`, unless the session expired). */
  countsAfter: RecordCounts | undefined;
  /** The collections whose counts differ; `undefined` when they could not be compared. */
  changes: RecordCountChange[] | undefined;
  session: RestoreSession;
  /** From the restore request until the server answered again, in milliseconds. */
  durationMs: number;
}

// PocketBase answers the restore request, waits 1 s, and only then starts (apis/backup.go): by
// this time after the answer, a restore that has not begun never will.
const RESTORE_START_MS = 3_000;
// Before this time after the answer, the old process may still be in that 1 s wait, and say
// "no restore running" as the new one does.
const RESTORE_BEGUN_MS = 1_500;
// After a restart, the new process can answer before the old connection's end has been read.
const STREAM_END_GRACE_MS = 1_000;
const POLL_MS = 250;
const CONNECT_TIMEOUT_MS = 15_000;

/**
 * Restores a backup and checks what came back, as DESIGN §10 asks: PocketBase replaces its data
 * folder and restarts itself (execve in the same process, same address), so this
 *
 * 1. counts the records per collection;
 * 2. keeps a realtime stream open, whose end shows that the old process is gone;
 * 3. asks for the restore and waits until the server answers again; a restore that fails on the
 *    server (a zip without `data.db`, say) ends without a restart, and is reported as such;
 * 4. refreshes the superuser's session against the restored data, or signs in again (`signIn`);
 * 5. counts again, and returns both counts and the collections that differ.
 *
 * Ask the person first: a restore replaces all data, and everything since the backup is lost.
 *
 * @example
 * const result = await restoreBackup(pocketkit, "pb_backup_20261122.zip", {
 *   signIn: (pb) => pb.collection("_superusers").authWithPassword(email, password),
 * });
 * result.changes; // [{ collection: "albums", before: 41, after: 42 }]
 *
 * @throws PocketkitError `forbidden`/`auth` for anyone but a superuser, `validation` for a backup
 *   that does not exist or while another backup or restore runs, `server` when the server did
 *   not restore or did not come back within `timeoutMs`, `aborted` on `signal`.
 */
export async function restoreBackup(
  pocketkit: Pocketkit,
  key: string,
  options: RestoreBackupOptions = {},
): Promise<RestoreBackupResult> {
  const { pb } = pocketkit;
  const { compareCounts = true, timeoutMs = 600_000, signal } = options;
  const signIn = options.signIn ?? signInAgainWith(pb, options.password);
  const deadline = Date.now() + timeoutMs;

  const countsBefore = compareCounts ? await countRecords(pocketkit, { signal }) : undefined;
  const watch = await watchRestart(pb, signal);
  await adminRequest(() => pb.backups.restore(key, { signal, requestKey: null })).catch((error: unknown) => {
    watch.close();
    throw error;
  });
  const requestedAt = Date.now();
  await waitForNewProcess(pb, watch, { requestedAt, deadline, signal });
  const durationMs = Date.now() - requestedAt;

  const session = await renewSession(pocketkit, signIn);
  const countsAfter =
    compareCounts && session !== "expired" ? await countRecords(pocketkit, { signal }) : undefined;
  return {
    key,
    countsBefore,
    countsAfter,
    changes: countsBefore && countsAfter ? compareRecordCounts(countsBefore, countsAfter) : undefined,
    session,
    durationMs,
  };
}

interface RestartWatch {
  /** Resolves when the stream ended. */
  ended: Promise<void>;
  hasEnded(): boolean;
  close(): void;
}

interface WaitContext {
  requestedAt: number;
  deadline: number;
  signal?: AbortSignal;
}

/**
 * Waits until the restarted process answers. The end of the realtime stream is the sign; but a
 * proxy may cut a quiet stream (nginx after 60 s by default) and PocketBase drops a realtime
 * client that received nothing for 5 minutes, so an ended stream is checked: while the old
 * process still reports a restore running, a new stream is opened and the wait goes on.
 */
async function waitForNewProcess(pb: PocketBase, first: RestartWatch, context: WaitContext): Promise<void> {
  let watch: RestartWatch | undefined = first;
  try {
    for (;;) {
      if (watch) {
        await waitForStreamEnd(pb, watch, context);
        watch.close();
        watch = undefined;
      } else {
        await sleep(POLL_MS);
      }
      // Before this, the old process may not have begun the restore, and would look restarted.
      await sleep(context.requestedAt + RESTORE_BEGUN_MS - Date.now());
      if (!(await stillRestoring(pb, context))) return;
      watch = await watchRestart(pb, context.signal).catch((error: unknown) => {
        if (context.signal?.aborted) throw error;
        return undefined; // restarting right now, most likely: the next round finds out
      });
      // The new stream may have reached the new process already: ask again now that it is open.
      if (watch && !(await stillRestoring(pb, context))) return;
    }
  } finally {
    watch?.close();
  }
}

/**
 * Opens PocketBase's realtime stream (no sign-in needed) and waits for its first event. The
 * server ends the stream when it shuts down for the restart; nothing else in its API tells the
 * old process from the new one, and the gap between them is too short (~0.2 s) to catch by
 * polling.
 */
async function watchRestart(pb: PocketBase, signal: AbortSignal | undefined): Promise<RestartWatch> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", abort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException("timed out", "TimeoutError")),
    CONNECT_TIMEOUT_MS,
  );
  const close = () => {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
    controller.abort();
  };
  try {
    const response = await fetch(pb.buildURL("/api/realtime"), {
      headers: { accept: "text/event-stream" },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw await errorFromResponse(response);
    const reader = response.body.getReader();
    // PB_CONNECT: the stream is open end to end (no proxy is holding it back).
    if ((await reader.read()).done) throw new Error("the realtime stream closed at once");
    clearTimeout(timer);
    let ended = false;
    const endedPromise = (async () => {
      try {
        while (!(await reader.read()).done) {
          // PocketBase sends nothing more to a client without subscriptions.
        }
      } catch {
        // a reset connection ends it as well
      }
      ended = true;
    })();
    return { ended: endedPromise, hasEnded: () => ended, close };
  } catch (error) {
    close();
    if (signal?.aborted) throw toPocketkitError(signal.reason ?? error);
    const failure = toPocketkitError(error);
    throw failure.kind === "server"
      ? new PocketkitError({
          kind: "server",
          message: "Can't follow the server's restart: its realtime stream did not open.",
          cause: error,
        })
      : failure;
  }
}

/** Waits for the stream to end; throws when the old process says the restore is over without it. */
async function waitForStreamEnd(
  pb: PocketBase,
  restart: RestartWatch,
  { requestedAt, deadline, signal }: WaitContext,
): Promise<void> {
  let sawRestoring = false;
  while (!restart.hasEnded()) {
    checkTime(deadline, signal);
    // Superusers see `canBackup`, which is false while a backup or restore runs. The old process
    // keeps it false until it is replaced; if it turns true again there, the restore failed.
    const health = await pb.health.check({ signal, requestKey: null }).catch(() => undefined);
    if (restart.hasEnded()) return;
    const canBackup = (health as HealthStatus | undefined)?.data?.canBackup;
    if (canBackup === false) sawRestoring = true;
    if (canBackup === true && (sawRestoring || Date.now() - requestedAt > RESTORE_START_MS)) {
      if (await settlesWithin(restart.ended, STREAM_END_GRACE_MS)) return;
      throw new PocketkitError({
        kind: "server",
        message: "The backup could not be restored; the server kept its data. Its logs say why.",
      });
    }
    await settlesWithin(restart.ended, POLL_MS);
  }
}

/** Whether the server says a backup or restore is running (so: the old process, restoring). */
async function stillRestoring(pb: PocketBase, context: WaitContext): Promise<boolean> {
  return (await waitForHealth(pb, context)).data?.canBackup === false;
}

async function waitForHealth(pb: PocketBase, { deadline, signal }: WaitContext): Promise<HealthStatus> {
  for (;;) {
    checkTime(deadline, signal);
    try {
      return (await pb.health.check({ signal, requestKey: null })) as HealthStatus;
    } catch (error) {
      const failure = toPocketkitError(error);
      if (failure.kind === "aborted") throw failure;
    }
    await sleep(POLL_MS);
  }
}

async function renewSession(
  pocketkit: Pocketkit,
  signIn: RestoreBackupOptions["signIn"],
): Promise<RestoreSession> {
  const { pb } = pocketkit;
  // The token is checked against the restored data: its superuser must exist there, with the
  // same token key (which a password change renews) and the same collection secret.
  try {
    await pb
      .collection(pb.authStore.record?.collectionName ?? "_superusers")
      .authRefresh({ requestKey: null });
    return "refreshed";
  } catch (caught) {
    const error = toPocketkitError(caught);
    if (error.kind !== "auth" && error.kind !== "forbidden" && error.kind !== "not_found") throw error;
  }
  if (signIn) {
    try {
      await signIn(pb);
    } catch {
      // ends as expired below
    }
    if (pb.authStore.isValid && pb.authStore.isSuperuser) return "signed_in_again";
  }
  // The client's auth session clears the store and tells its listeners (the app's sign-in flow).
  await pocketkit.auth.refresh().catch(() => {});
  if (pb.authStore.isValid) pb.authStore.clear();
  return "expired";
}

/** Signs in as the session's superuser with `password`, read now: the restore may drop the session. */
function signInAgainWith(pb: PocketBase, password: string | undefined): RestoreBackupOptions["signIn"] {
  const identity = pb.authStore.record?.email;
  if (!password || typeof identity !== "string" || !identity) return undefined;
  return (client) => signInWithPassword(client, { collection: "_superusers", identity, password });
}

function checkTime(deadline: number, signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw toPocketkitError(signal.reason);
  if (Date.now() > deadline) {
    throw new PocketkitError({
      kind: "server",
      message: "The server did not come back after the restore in time. Check that it is running.",
    });
  }
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
