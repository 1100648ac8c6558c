/**
 * Where PocketBase is, from the server's environment, read per request (never baked into the
 * build). `pnpm demo`'s PocketBase listens on 8090.
 */
export const pocketbaseUrl = () => process.env.POCKETBASE_URL ?? "http://127.0.0.1:8090";

/**
 * The cookie that carries the session, written by the browser's client and by the proxy. Not
 * `httpOnly`: the browser's own client reads it too.
 */
export const AUTH_COOKIE = "pb_auth";
