import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * The `token` of the page's URL (`/reset-password?token=…`), or `""`. On the server and during
 * hydration it is `""`, so that the first client render matches the server's; the token follows
 * right after.
 */
export function useUrlToken(): string {
  return useSyncExternalStore(
    never,
    () => new URLSearchParams(window.location.search).get("token") ?? "",
    () => "",
  );
}

/** A claim of a PocketBase token (a JWT): read for display only, never trusted. */
export function tokenClaim(token: string, claim: string): string | undefined {
  try {
    const payload = token.split(".")[1] ?? "";
    const json = decodeURIComponent(
      Array.from(
        atob(payload.replace(/-/g, "+").replace(/_/g, "/")),
        (char) => `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`,
      ).join(""),
    );
    const value = (JSON.parse(json) as Record<string, unknown>)[claim];
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
