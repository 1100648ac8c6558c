import { getTokenPayload, type default as PocketBase } from "pocketbase";
import type { RecordModel, RecordSubscription } from "pocketbase";

/**
 * The realtime connection as a screen shows it: `idle` with nothing subscribed, `connecting`
 * before the first connection, `live`, `reconnecting` after a drop, and `offline` once it has
 * not been live for `offlineAfterMs`. Retries go on while offline.
 */
export type ConnectionState = "idle" | "connecting" | "live" | "reconnecting" | "offline";

export interface RealtimeSubscribeOptions {
  /** A PocketBase filter: only events of matching records arrive. */
  filter?: string;
  expand?: string;
  fields?: string;
}

export interface RealtimeHubOptions {
  /** How long without a live connection before the state says `offline`. @default 15000 */
  offlineAfterMs?: number;
  /**
   * Resync listeners run after a random delay of up to this long after a reconnect, so that a
   * server restart, or PocketBase closing every connection after 30 minutes, does not bring
   * every open tab back for its data at the same moment. `0` resyncs at once.
   * @default 3000
   */
  resyncSpreadMs?: number;
  /** Random numbers in [0, 1), for tests. @default Math.random */
  random?: () => number;
}

export interface RealtimeHub {
  /**
   * Follows a collection (`topic` `"*"`) or one record (`topic` its id). Callers with the same
   * collection, topic and options share one server subscription. The returned function stops
   * this callback; it is synchronous and safe to call at once, before the subscription is even
   * established (React StrictMode does exactly that).
   */
  subscribe<T extends RecordModel = RecordModel>(
    collection: string,
    topic: string,
    callback: (event: RecordSubscription<T>) => void,
    options?: RealtimeSubscribeOptions,
  ): () => void;
  /** The current connection state (stable between changes, for `useSyncExternalStore`). */
  getState(): ConnectionState;
  /** Calls `listener` on every state change; returns the function that stops it. */
  onStateChange(listener: (state: ConnectionState) => void): () => void;
  /**
   * Calls `listener` after every reconnect (spread out by `resyncSpreadMs`): events may have
   * been missed while the connection was down, so what is shown should be fetched again.
   */
  onResync(listener: () => void): () => void;
  /** How many server subscriptions are open (for tests and diagnostics). */
  subscriptionCount(): number;
  /** Drops every subscription and stops following the connection. */
  dispose(): void;
}

interface Entry {
  sdkKey: string;
  listeners: Set<(event: RecordSubscription) => void>;
}

const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000];
const HUB_MARKER = "pocketkit";

let nextHubId = 1;

/**
 * One shared realtime layer over the SDK's: reference-counted subscriptions, a connection state
 * and a resync signal. Made once per client (`createPocketkit` does).
 *
 * Subscriptions follow the client's auth store: after a sign-in they are sent again with the
 * new token, and after a sign-out or a change of user they move to a new connection, so that no
 * event of the previous user arrives any more.
 */
export function createRealtimeHub(pb: PocketBase, options: RealtimeHubOptions = {}): RealtimeHub {
  const offlineAfterMs = options.offlineAfterMs ?? 15_000;
  const resyncSpreadMs = options.resyncSpreadMs ?? 3_000;
  const random = options.random ?? Math.random;
  const hubId = nextHubId++;
  const entries = new Map<string, Entry>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const resyncListeners = new Set<() => void>();
  let state: ConnectionState = "idle";
  let everLive = false;
  let lastClientId = "";
  let offlineTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let resyncTimer: ReturnType<typeof setTimeout> | undefined;
  let retryAttempt = 0;
  let watching = false;
  let nextEntryId = 1;
  let identity = identityOf(pb.authStore.token);
  let token = pb.authStore.token;
  let authTopicKey: string | undefined;
  let authEpoch = 0;

  // The SDK knows a subscription by its topic plus serialized options. Every subscription of
  // this hub carries a marker of its own in the options, so that it can always be removed by
  // that exact key, even when the SDK's promise for it was rejected and gave no unsubscribe.
  const sdkKey = (topic: string, query: Record<string, string>) =>
    `${topic}?options=${encodeURIComponent(JSON.stringify({ query }))}`;
  const connectKey = sdkKey("PB_CONNECT", { [HUB_MARKER]: `${hubId}` });
  const kickKey = sdkKey(`${HUB_MARKER}_kick`, { [HUB_MARKER]: `${hubId}` });

  function setState(next: ConnectionState) {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  }

  function armOfflineTimer() {
    if (offlineTimer !== undefined) return;
    offlineTimer = setTimeout(() => {
      offlineTimer = undefined;
      if (entries.size > 0 && state !== "live") setState("offline");
    }, offlineAfterMs);
  }

  function clearTimers() {
    clearTimeout(offlineTimer);
    clearTimeout(retryTimer);
    offlineTimer = undefined;
    retryTimer = undefined;
  }

  function onConnect(event: { clientId?: string }) {
    // Several hub listeners may sit in the SDK after failed attempts; one connection counts once.
    const clientId = event?.clientId ?? "";
    if (clientId && clientId === lastClientId) return;
    lastClientId = clientId;
    clearTimers();
    retryAttempt = 0;
    const wasLiveBefore = everLive;
    everLive = true;
    setState("live");
    if (wasLiveBefore) scheduleResync();
  }

  function scheduleResync() {
    if (resyncTimer !== undefined) return;
    resyncTimer = setTimeout(
      () => {
        resyncTimer = undefined;
        for (const listener of [...resyncListeners]) listener();
      },
      Math.floor(random() * resyncSpreadMs),
    );
  }

  const previousOnDisconnect = pb.realtime.onDisconnect;
  function onDisconnect(activeSubscriptions: string[]) {
    previousOnDisconnect?.(activeSubscriptions);
    if (entries.size === 0) return;
    lastClientId = "";
    setState(state === "offline" ? "offline" : everLive ? "reconnecting" : "connecting");
    armOfflineTimer();
  }

  // The SDK gives up when the very first connection fails (it only retries connections that
  // once worked). Until one works, ask it again now and then; its pending subscriptions go
  // along with the next connect.
  function scheduleRetry() {
    if (retryTimer !== undefined || entries.size === 0 || state === "live") return;
    const delay = RETRY_DELAYS_MS[Math.min(retryAttempt, RETRY_DELAYS_MS.length - 1)]!;
    retryAttempt++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (entries.size === 0 || state === "live") return;
      void pb.realtime
        .unsubscribeByPrefix(kickKey)
        .then(() =>
          pb.realtime.subscribe(`${HUB_MARKER}_kick`, () => {}, { query: { [HUB_MARKER]: `${hubId}` } }),
        )
        .catch(scheduleRetry);
    }, delay);
  }

  function startWatching() {
    if (watching) return;
    watching = true;
    pb.realtime.onDisconnect = onDisconnect;
    if (pb.realtime.isConnected) {
      // Still connected from before the last subscription went away (the SDK keeps the stream
      // open for a moment): no PB_CONNECT will come for it, so it is live now.
      lastClientId = pb.realtime.clientId;
      everLive = true;
      setState("live");
    } else {
      if (state !== "live") setState(everLive ? "reconnecting" : "connecting");
      armOfflineTimer();
    }
    pb.realtime
      .subscribe("PB_CONNECT", onConnect, { query: { [HUB_MARKER]: `${hubId}` } })
      .catch(scheduleRetry);
  }

  function stopWatching() {
    if (!watching) return;
    watching = false;
    clearTimers();
    clearTimeout(resyncTimer);
    resyncTimer = undefined;
    pb.realtime.onDisconnect = previousOnDisconnect;
    void pb.realtime.unsubscribeByPrefix(kickKey).catch(() => {});
    void pb.realtime.unsubscribeByPrefix(connectKey).catch(() => {});
    if (authTopicKey) void pb.realtime.unsubscribeByPrefix(authTopicKey).catch(() => {});
    authTopicKey = undefined;
    lastClientId = "";
    setState("idle");
  }

  // PocketBase binds a realtime connection to the auth of the request that last set its
  // subscriptions. It lets a guest connection become a user's, and refuses every other change
  // (403 "The current and the previous request authorization don't match."), keeping the old
  // subscriptions and their events; it also drops a connection's auth when the user's password
  // changes. The SDK sends subscriptions only when they change, never on an auth change.
  function followAuth() {
    const nextToken = pb.authStore.token;
    const nextIdentity = identityOf(nextToken);
    if (nextToken === token) return;
    const previousIdentity = identity;
    token = nextToken;
    identity = nextIdentity;
    if (entries.size === 0) return;
    if (nextIdentity !== "" && (previousIdentity === "" || previousIdentity === nextIdentity)) {
      // Signed in, or a new token of the same user (a refresh; a sign-in again after a password
      // change, which had left the connection a guest's): the same connection, told again.
      // Events of the moments before it took effect never came: fetch again afterwards.
      void sendSubscriptionsAgain().then(scheduleResync, () => {});
    } else {
      // Signed out, or another user: a new connection. The SDK keeps every subscription (the
      // app's own too) and sends them all, with the current token, when it connects again.
      // `disconnect` is private in the SDK's types, but it is the only way to close the stream
      // and keep the subscriptions (its tests pin the behaviour we rely on).
      (pb.realtime as unknown as { disconnect(): void }).disconnect();
      void sendSubscriptionsAgain();
    }
  }

  // A subscription of a topic no record has, renamed on each auth change, so that the SDK sees
  // a change and sends the whole list (with the current token), or opens a connection for it.
  function sendSubscriptionsAgain(): Promise<unknown> {
    if (authTopicKey) void pb.realtime.unsubscribeByPrefix(authTopicKey).catch(() => {});
    const query = { [HUB_MARKER]: `${hubId}.${++authEpoch}` };
    authTopicKey = sdkKey(`${HUB_MARKER}_auth`, query);
    const sent = pb.realtime.subscribe(`${HUB_MARKER}_auth`, () => {}, { query });
    sent.catch(scheduleRetry);
    return sent;
  }
  const stopFollowingAuth = pb.authStore.onChange(followAuth);

  return {
    subscribe(collection, topic, callback, subscribeOptions = {}) {
      const query: Record<string, string> = {};
      for (const name of ["filter", "expand", "fields"] as const) {
        if (subscribeOptions[name]) query[name] = subscribeOptions[name]!;
      }
      const shareKey = `${collection}/${topic}?${JSON.stringify(query)}`;
      let entry = entries.get(shareKey);
      if (!entry) {
        const marked = { ...query, [HUB_MARKER]: `${hubId}.${nextEntryId++}` };
        const created: Entry = { sdkKey: sdkKey(`${collection}/${topic}`, marked), listeners: new Set() };
        entry = created;
        entries.set(shareKey, created);
        startWatching();
        pb.realtime
          .subscribe(
            `${collection}/${topic}`,
            (event: RecordSubscription) => {
              for (const listener of [...created.listeners]) listener(event);
            },
            { query: marked },
          )
          .catch(scheduleRetry);
      }
      const listener = callback as (event: RecordSubscription) => void;
      entry.listeners.add(listener);

      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = entries.get(shareKey);
        if (!current) return;
        current.listeners.delete(listener);
        if (current.listeners.size > 0) return;
        entries.delete(shareKey);
        void pb.realtime.unsubscribeByPrefix(current.sdkKey).catch(() => {});
        if (entries.size === 0) stopWatching();
      };
    },
    getState: () => state,
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    subscriptionCount: () => entries.size,
    dispose() {
      stopFollowingAuth();
      for (const entry of entries.values())
        void pb.realtime.unsubscribeByPrefix(entry.sdkKey).catch(() => {});
      entries.clear();
      stopWatching();
      stateListeners.clear();
      resyncListeners.clear();
    },
  };
}

/** Who a token signs in (`collectionId/id`), `""` for none. */
function identityOf(token: string): string {
  if (!token) return "";
  const payload = getTokenPayload(token);
  return payload.id ? `${String(payload.collectionId)}/${String(payload.id)}` : "";
}
