import { createServerClient } from "@pocketkit/client";
import { NextResponse, type NextRequest } from "next/server";

import { AUTH_COOKIE, pocketbaseUrl } from "./lib/config";

/**
 * Cookie auth for every page: the session in the `pb_auth` cookie is checked with PocketBase and
 * its token refreshed, once per request, before anything renders.
 *
 * - The pages of this request see the confirmed session (or none) in their cookie: a cookie
 *   PocketBase refused, or could not check, never reaches a Server Component.
 * - The browser gets the refreshed token back in `Set-Cookie`, so a session in use never runs
 *   out; a refused one is cleared.
 *
 * Server Components cannot set cookies, so this is the one place where a refreshed token can be
 * written back on a page request.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const sent = request.cookies.has(AUTH_COOKIE);
  const session = createServerClient({
    url: pocketbaseUrl(),
    cookie: request.headers.get("cookie"),
    cookieName: AUTH_COOKIE,
  });
  await session.refresh();

  const { token, record } = session.pb.authStore;
  // The pocketbase SDK's own cookie format: what `authStore.loadFromCookie` reads.
  if (token) request.cookies.set(AUTH_COOKIE, JSON.stringify({ token, record }));
  else request.cookies.delete(AUTH_COOKIE);
  const response = NextResponse.next({ request: { headers: request.headers } });

  if (sent) {
    const secure = request.nextUrl.protocol === "https:";
    response.headers.append("set-cookie", session.exportCookie({ httpOnly: false, secure }));
  }
  return response;
}

export const config = {
  // Pages only: the completion route checks the token it is sent, and assets need no session.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
