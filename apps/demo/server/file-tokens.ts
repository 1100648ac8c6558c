import { tokenExpiry } from "./pocketbase-proxy";

// A file token lives three minutes; one with less than this left is replaced before use.
const FILE_TOKEN_MARGIN_S = 30;

/**
 * A PocketBase file token that has some life left, asked for with `request` only when the last
 * one runs out (a download of many files, or many pictures of a shared album, share one). A token
 * whose expiry cannot be read is used once.
 */
export function cachedFileTokens(request: () => Promise<string>): () => Promise<string> {
  let current: { token: string; expires: number } | undefined;
  return async () => {
    if (current && current.expires - Date.now() / 1000 > FILE_TOKEN_MARGIN_S) return current.token;
    const token = await request();
    current = { token, expires: tokenExpiry(token) ?? 0 };
    return token;
  };
}
