import { toPocketkitError, type Pocketkit, type PocketkitError } from "@pocketkit/client";
import { queryOptions, useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { AuthMethodsList, AuthProviderInfo } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";

/**
 * How people may sign in to an auth collection, as the server is set up: `password` (with its
 * identity fields), `otp` (a code by email), `oauth2` (with its providers) and whether `mfa`
 * asks for a second factor.
 */
export type AuthMethods = AuthMethodsList;

/** One OAuth2 provider the server has set up: `name` to sign in with, `displayName` to show. */
export type AuthProvider = AuthProviderInfo;

export interface UseAuthMethodsOptions {
  /** @default true */
  enabled?: boolean;
}

/**
 * Query options for the sign-in methods of `collection`, for `useAuthMethods` and for
 * prefetching: `queryClient.prefetchQuery(authMethodsOptions(pocketkit, "users"))`.
 * Cached under `["pocketkit", collection, "auth-methods"]`.
 */
export function authMethodsOptions(pocketkit: Pocketkit, collection = "users") {
  return queryOptions<AuthMethods, PocketkitError>({
    queryKey: [...pocketkitKeys.collection(collection), "auth-methods"],
    queryFn: ({ signal }) =>
      pocketkit.pb
        .collection(collection)
        .listAuthMethods({ signal })
        .catch((error: unknown) => Promise.reject(toPocketkitError(error))),
    // A server's sign-in settings rarely change while a page is open.
    staleTime: 5 * 60_000,
  });
}

/**
 * The sign-in methods the server enables for an auth collection (`GET
 * /api/collections/{collection}/auth-methods`, open to anyone), so that a sign-in screen offers
 * only what works: the password form when `data.password.enabled`, the email code when
 * `data.otp.enabled`, one button per `data.oauth2.providers` entry when `data.oauth2.enabled`.
 *
 * The providers' `state` and `codeVerifier` in the answer belong to one sign-in attempt; the
 * OAuth2 hooks ask for fresh ones themselves, so use this list for what to show only.
 *
 * @example
 * const { data: methods } = useAuthMethods();
 * {methods?.otp.enabled && <OtpForm />}
 * {methods?.oauth2.providers.map((provider) => <button key={provider.name}>{provider.displayName}</button>)}
 */
export function useAuthMethods(
  collection = "users",
  options: UseAuthMethodsOptions = {},
): UseQueryResult<AuthMethods, PocketkitError> {
  const pocketkit = usePocketkit();
  const { enabled = true } = options;
  return useQuery({ ...authMethodsOptions(pocketkit, collection), enabled });
}
