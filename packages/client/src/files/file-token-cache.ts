import { getTokenPayload, type default as PocketBase } from "pocketbase";

import { toPocketkitError } from "../errors/to-pocketkit-error";

export interface FileTokenCacheOptions {
  /** Renew a token this long before it expires. @default 20000 (PocketBase's tokens live 180 s) */
  renewBeforeMs?: number;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
}

export interface FileTokenCache {
  /**
   * A file token for the signed-in user, from the cache while it has more than `renewBeforeMs`
   * to live, else a fresh one. Parallel callers share one request. Resolves to `""` when no one
   * is signed in (public files need no token).
   *
   * @throws PocketkitError when the server refuses or cannot be reached.
   */
  get(options?: { signal?: AbortSignal }): Promise<string>;
  /** Forgets the cached token; the next `get()` asks the server. */
  clear(): void;
  /** Stops following the auth store. */
  dispose(): void;
}

/**
 * Short-lived file tokens for protected files, renewed before they expire and dropped whenever
 * the signed-in user changes (so one user's token never serves another's session).
 */
export function createFileTokenCache(pb: PocketBase, options: FileTokenCacheOptions = {}): FileTokenCache {
  const renewBeforeMs = options.renewBeforeMs ?? 20_000;
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number; authToken: string } | undefined;
  let pending: Promise<string> | undefined;

  const stopFollowing = pb.authStore.onChange(() => {
    cached = undefined;
    pending = undefined;
  });

  async function fetchToken(signal?: AbortSignal): Promise<string> {
    const authToken = pb.authStore.token;
    try {
      const token = await pb.files.getToken({ signal, requestKey: null });
      const expiresAt = Number(getTokenPayload(token).exp ?? 0) * 1000;
      // Keep it only if the user did not change while it was on its way.
      if (pb.authStore.token === authToken) cached = { token, expiresAt, authToken };
      return token;
    } catch (error) {
      throw toPocketkitError(error);
    }
  }

  return {
    get({ signal } = {}) {
      if (!pb.authStore.token) return Promise.resolve("");
      if (cached && cached.authToken === pb.authStore.token && cached.expiresAt - now() > renewBeforeMs) {
        return Promise.resolve(cached.token);
      }
      if (!pending) {
        pending = fetchToken(signal).finally(() => {
          pending = undefined;
        });
      }
      return pending;
    },
    clear() {
      cached = undefined;
    },
    dispose: stopFollowing,
  };
}
