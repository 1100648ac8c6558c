import { createPocketkit, createServerClient, type Pocketkit } from "@pocketkit/client";
import { headers } from "next/headers";

import { AUTH_COOKIE, pocketbaseUrl } from "./config";

/**
 * A client for this request alone, signed in as the cookie says. proxy.ts has already checked
 * that session with PocketBase and put the confirmed (refreshed) one in the request's cookie, so
 * a Server Component can trust who it names. Dispose of it when done.
 */
export async function serverPocketkit(): Promise<Pocketkit> {
  const url = pocketbaseUrl();
  const { pb } = createServerClient({
    url,
    cookie: (await headers()).get("cookie"),
    cookieName: AUTH_COOKIE,
  });
  return createPocketkit({ url, authStore: pb.authStore });
}
