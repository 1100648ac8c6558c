import PocketBase, { BaseAuthStore, type AuthRecord } from "pocketbase";

import { toPocketkitError } from "../errors/to-pocketkit-error";

export interface ServerClientOptions {
  /** PocketBase's URL as the server reaches it. */
  url: string;
  /** The request's `Cookie` header. */
  cookie: string | null | undefined;
  /** The cookie that holds the session. @default "pb_auth" */
  cookieName?: string;
}

export interface CookieOptions {
  /** @default true */
  secure?: boolean;
  /** Must be false when the browser's own client reads the same cookie. @default true */
  httpOnly?: boolean;
  /** @default "Lax" */
  sameSite?: "Strict" | "Lax" | "None";
  /** @default "/" */
  path?: string;
}

export interface ServerClient {
  /** A client of this request alone: never share it between requests. */
  pb: PocketBase;
  /**
   * Checks the session with PocketBase and refreshes its token. Resolves to the signed-in
   * record's id, or `null`: no session, a session the server refuses (cleared), or a server that
   * cannot be reached — a cookie is only ever trusted once PocketBase has confirmed it. In the
   * last case the cookie is kept as it came, for a later request to check.
   */
  refresh(): Promise<string | null>;
  /** The `Set-Cookie` value that carries the (refreshed or cleared) session back. */
  exportCookie(options?: CookieOptions): string;
}

/**
 * A PocketBase client for one server-side request (Next.js, Remix, Hono…), its session read from
 * the request's cookie. One client per request is what keeps one user's session from leaking
 * into another's: a module-level client shared by concurrent requests is the classic bug.
 *
 * @example
 * const { pb, refresh, exportCookie } = createServerClient({ url, cookie: request.headers.get("cookie") });
 * await refresh();
 * const albums = await pb.collection("albums").getFullList();
 * response.headers.append("set-cookie", exportCookie({ httpOnly: false }));
 */
export function createServerClient(options: ServerClientOptions): ServerClient {
  const cookieName = options.cookieName ?? "pb_auth";
  const pb = new PocketBase(options.url, new BaseAuthStore());
  pb.autoCancellation(false);
  pb.authStore.loadFromCookie(options.cookie ?? "", cookieName);
  // Set when the session could not be checked: this request runs signed out, and the cookie
  // goes back as it came.
  let unchecked: { token: string; record: AuthRecord } | undefined;

  return {
    pb,
    async refresh() {
      const record = pb.authStore.record;
      if (!pb.authStore.isValid || !record?.collectionName) {
        pb.authStore.clear();
        return null;
      }
      try {
        await pb.collection(record.collectionName).authRefresh({ requestKey: null });
        return pb.authStore.record?.id ?? null;
      } catch (caught) {
        const error = toPocketkitError(caught);
        // Unreachable is not signed out, but not signed in either: the cookie's claims are
        // unverified (anyone can write a cookie), so nothing here may act on them.
        if (error.kind === "network" || error.kind === "server") {
          unchecked = { token: pb.authStore.token, record };
        }
        pb.authStore.clear();
        return null;
      }
    },
    exportCookie(cookieOptions = {}) {
      const attributes = {
        secure: cookieOptions.secure ?? true,
        httpOnly: cookieOptions.httpOnly ?? true,
        sameSite: cookieOptions.sameSite ?? ("Lax" as const),
        path: cookieOptions.path ?? "/",
      };
      if (unchecked && !pb.authStore.token) {
        const kept = new BaseAuthStore();
        kept.save(unchecked.token, unchecked.record);
        return kept.exportToCookie(attributes, cookieName);
      }
      return pb.authStore.exportToCookie(attributes, cookieName);
    },
  };
}
