import {
  ClientResponseError,
  getTokenPayload,
  type default as PocketBase,
  type SendOptions,
} from "pocketbase";
import type { RecordModel } from "pocketbase";

import { isPocketkitError } from "../errors/pocketkit-error";
import { toPocketkitError } from "../errors/to-pocketkit-error";

export type AuthStatus = "anonymous" | "authenticated" | "expired";

export interface AuthSnapshot {
  status: AuthStatus;
  /** The signed-in record (a user or a superuser), or `null`. */
  user: RecordModel | null;
  token: string;
}

export interface AuthSessionOptions {
  /**
   * Refresh this long before the token expires, at most half of the time it has left.
   * @default 300000 (5 minutes)
   */
  refreshBeforeMs?: number;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
}

/** A request the server refused, as `AuthSession.checkRefusal` reads it. */
export interface SessionRefusal {
  /** The HTTP status of the refusal. */
  status: number;
  /** The request's method. @default "GET" */
  method?: string;
  /** The request's URL. A refusal other than 401 counts only from a records route (where API rules read the token). @default a records route */
  url?: string;
  /** The token the request was sent with ("" for none). */
  token: string;
  /** The refusal named fields (a 400 with `data`): the record, not the session, was refused. @default false */
  hasFieldErrors?: boolean;
}

export interface AuthSession {
  /** The current state, the same object until it changes (for `useSyncExternalStore`). */
  getSnapshot(): AuthSnapshot;
  /** Calls `listener` on every change of the snapshot; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Calls `listener` when the session ended because the server refused to refresh it (the
   * token expired, the password changed, the user was deleted). The store is already cleared.
   */
  onSessionExpired(listener: () => void): () => void;
  /**
   * Refreshes the token now. Parallel calls share one request. A refusal clears the store and
   * reports `session-expired`; a network failure keeps the session for a later try.
   *
   * @throws PocketkitError for a network failure (the session is kept).
   */
  refresh(): Promise<void>;
  /**
   * Finds out whether a refused request means that the session ended on the server (the
   * password changed elsewhere, the user was deleted, the token was revoked). PocketBase takes
   * a token it no longer accepts for no token at all, so such a request seldom comes back 401:
   * a write the rules no longer let through is a 404, a create a 400 that names no field. For a
   * refusal that may mean this, of a request sent with the current token, the session refreshes
   * once; when the server refuses that too, the session is over (`expired`, `onSessionExpired`).
   * Pocketkit does this for every request of the SDK client and every upload; call it for
   * requests made another way.
   *
   * @returns whether the session ended
   */
  checkRefusal(refusal: SessionRefusal): Promise<boolean>;
  /** Ends the session on this device; an `expired` state becomes `anonymous`. */
  signOut(): void;
  /** Stops the timers and gives `beforeSend` back to the client. */
  dispose(): void;
}

type BeforeSend = NonNullable<PocketBase["beforeSend"]>;
type AfterSend = NonNullable<PocketBase["afterSend"]>;

/** What the person reads when a request found the session over (DESIGN §8). */
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";

/**
 * Whether a refusal may come from a session the server no longer accepts. Any 401 may; a dead
 * token reads as a guest's, so a write then fails as a guest's would: 404 (the update or delete
 * rule lets no guest find the record) or 400 naming no field (the create rule refused). A 403
 * never tells: PocketBase gives it to signed-in users and guests alike.
 */
function mayMeanSessionEnded({
  status,
  method = "GET",
  url = "/records",
  hasFieldErrors = false,
}: SessionRefusal): boolean {
  if (status === 401) return true;
  const write = !["GET", "HEAD"].includes(method.toUpperCase());
  return write && url.includes("/records") && (status === 404 || (status === 400 && !hasFieldErrors));
}

/**
 * Keeps a client's sign-in alive: refreshes the token when it starts (a stored token may be
 * stale) and before it expires; refreshes first when a request is about to go out with a
 * token that has (almost) run out; and, when the server refuses a refresh, clears the store
 * and says so, instead of leaving `isValid` true on a dead token.
 *
 * An app may still set `pb.beforeSend` afterwards: its hook is kept and runs after
 * Pocketkit's, instead of replacing it.
 */
export function createAuthSession(pb: PocketBase, options: AuthSessionOptions = {}): AuthSession {
  const refreshBeforeMs = options.refreshBeforeMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  const expiredListeners = new Set<() => void>();
  let expired = false;
  let snapshot = readSnapshot();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Promise<void> | undefined;
  let appBeforeSend: BeforeSend | undefined = pb.beforeSend;
  let appAfterSend: AfterSend | undefined = pb.afterSend;

  function readSnapshot(): AuthSnapshot {
    const token = pb.authStore.token;
    const user = (pb.authStore.record as RecordModel | null) ?? null;
    const status: AuthStatus =
      token && pb.authStore.isValid ? "authenticated" : token || expired ? "expired" : "anonymous";
    return {
      status,
      user: status === "authenticated" ? user : null,
      token: status === "authenticated" ? token : "",
    };
  }

  function publish() {
    const next = readSnapshot();
    if (next.status === snapshot.status && next.token === snapshot.token && next.user === snapshot.user)
      return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function expiresAt(token: string): number {
    return Number(getTokenPayload(token).exp ?? 0) * 1000;
  }

  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    const token = pb.authStore.token;
    if (!token) return;
    const left = expiresAt(token) - now();
    const wait = Math.max(0, left - Math.min(refreshBeforeMs, left / 2));
    // setTimeout holds at most ~24.8 days; a longer wait is simply re-planned then.
    timer = background(setTimeout(() => void refresh().catch(() => {}), Math.min(wait, 2 ** 31 - 1)));
  }

  async function doRefresh(): Promise<void> {
    const token = pb.authStore.token;
    const record = pb.authStore.record;
    if (!token || !record?.collectionName) return;
    try {
      await pb.collection(record.collectionName).authRefresh({ requestKey: null });
    } catch (caught) {
      const error = toPocketkitError(caught);
      if (error.kind === "network" || error.kind === "server" || error.kind === "rate_limited") {
        // Offline or a hiccup: keep the session and try again shortly.
        clearTimeout(timer);
        timer = background(setTimeout(() => void refresh().catch(() => {}), 10_000));
        throw error;
      }
      // The server refused: this session is over. Only end it if no one signed in meanwhile.
      if (pb.authStore.token === token) {
        expired = true;
        pb.authStore.clear();
        for (const listener of [...expiredListeners]) listener();
      }
    }
  }

  function refresh(): Promise<void> {
    pending ??= doRefresh().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  async function checkRefusal(refusal: SessionRefusal): Promise<boolean> {
    const token = pb.authStore.token;
    // Sent without a token, or the session changed since (a refresh, another sign-in).
    if (!token || refusal.token !== token || !mayMeanSessionEnded(refusal)) return false;
    await refresh().catch(() => {});
    return expired && !pb.authStore.token;
  }

  const stopFollowingStore = pb.authStore.onChange((token) => {
    if (token) expired = false;
    publish();
    schedule();
  });

  function isSessionRoute(url: string): boolean {
    return url.includes("/auth-refresh") || url.includes("/auth-with-");
  }

  async function pocketkitBeforeSend(url: string, sendOptions: SendOptions): Promise<void> {
    const token = pb.authStore.token;
    if (!token || isSessionRoute(url)) return;
    // A request about to leave with a token that has (nearly) run out: refresh it first, and
    // send the new token (the SDK has already put the old one in the headers).
    if (expiresAt(token) - now() >= 30_000) return;
    await refresh().catch(() => {});
    const headers = (sendOptions.headers ?? {}) as Record<string, string>;
    if (headers.Authorization === token) {
      sendOptions.headers = { ...headers, Authorization: pb.authStore.token };
      if (!pb.authStore.token) delete (sendOptions.headers as Record<string, string>).Authorization;
    }
  }

  // pb.beforeSend stays assignable: an app's (or the SDK's own auto-refresh) hook is kept and
  // called after ours. Each read returns a function bound to the hook set at that moment, so a
  // hook that wraps the previous value cannot loop back into itself.
  Object.defineProperty(pb, "beforeSend", {
    configurable: true,
    get(): BeforeSend {
      const app = appBeforeSend;
      return async (url: string, sendOptions: SendOptions) => {
        await pocketkitBeforeSend(url, sendOptions);
        if (!app) return { url, options: sendOptions };
        const result = await app(url, sendOptions);
        // The SDK's pre-"return {url, options}" form: a hook that returns options only.
        return result && "options" in result
          ? result
          : { url, options: (result as SendOptions | undefined) ?? sendOptions };
      };
    },
    set(hook: BeforeSend | undefined) {
      appBeforeSend = hook;
    },
  });

  // A refused request that found the session over fails as a 401 with DESIGN §8's words, so
  // that the screen that made it says so (not "Your changes couldn't be saved").
  async function pocketkitAfterSend(
    response: Response,
    data: unknown,
    sendOptions: SendOptions,
  ): Promise<void> {
    if (response.status < 400 || isSessionRoute(response.url)) return;
    const fields = (data as { data?: unknown } | null)?.data;
    const ended = await checkRefusal({
      status: response.status,
      method: sendOptions.method,
      url: response.url,
      token: (sendOptions.headers as Record<string, string> | undefined)?.Authorization ?? "",
      hasFieldErrors: typeof fields === "object" && fields !== null && Object.keys(fields).length > 0,
    });
    if (ended) {
      throw new ClientResponseError({
        url: response.url,
        status: 401,
        response: { status: 401, message: SESSION_EXPIRED_MESSAGE, data: {} },
      });
    }
  }

  // The same for pb.afterSend: an app's hook runs first, on every response, as it would alone.
  Object.defineProperty(pb, "afterSend", {
    configurable: true,
    get(): AfterSend {
      const app = appAfterSend;
      const hook = async (response: Response, data: unknown, sendOptions?: SendOptions) => {
        const result: unknown = app ? await app(response, data, sendOptions ?? {}) : data;
        await pocketkitAfterSend(response, data, sendOptions ?? {});
        return result;
      };
      return hook;
    },
    set(hook: AfterSend | undefined) {
      appAfterSend = hook;
    },
  });

  schedule();
  if (pb.authStore.token) void refresh().catch(() => {});

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onSessionExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    refresh: () =>
      refresh().catch((error: unknown) => {
        throw isPocketkitError(error) ? error : toPocketkitError(error);
      }),
    checkRefusal,
    signOut() {
      expired = false;
      if (pb.authStore.token) pb.authStore.clear();
      else publish();
    },
    dispose() {
      clearTimeout(timer);
      stopFollowingStore();
      const hook = appBeforeSend;
      delete (pb as { beforeSend?: BeforeSend }).beforeSend;
      pb.beforeSend = hook;
      const afterHook = appAfterSend;
      delete (pb as { afterSend?: AfterSend }).afterSend;
      pb.afterSend = afterHook;
    },
  };
}

/**
 * A timer that does not keep a Node process alive (a script that signs in, reads and ends
 * must exit without calling `dispose()`); browsers have no such notion.
 */
function background<Timer extends ReturnType<typeof setTimeout>>(timer: Timer): Timer {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}
