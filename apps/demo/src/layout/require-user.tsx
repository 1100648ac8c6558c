import { useAuth } from "@pocketkit/hooks";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";

import { sameOriginPath } from "./next-path";

/**
 * Routes for signed-in users only. Anyone else goes to sign-in, with where they were in `next`,
 * so that signing in brings them back; an expired session says so there (DESIGN §8). Whoever
 * has not confirmed their email yet is sent to do that.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  // The Gallery is for confirmed addresses: an unverified account is asked to verify first.
  if (status === "authenticated" && user && !user.verified) return <Navigate to="/verify-email" replace />;
  if (status === "authenticated") return children;
  const next = `${location.pathname}${location.search}`;
  const search = new URLSearchParams({ next });
  if (status === "expired") search.set("expired", "1");
  return <Navigate to={`/sign-in?${search.toString()}`} replace />;
}

/** Where to go after signing in: the `next` the guard kept, if it is a path of this app, else "/". */
export function nextPath(search: URLSearchParams): string {
  return sameOriginPath(search.get("next")) ?? "/";
}
