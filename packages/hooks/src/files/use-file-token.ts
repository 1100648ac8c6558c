import type { Pocketkit, PocketkitError } from "@pocketkit/client";
import { queryOptions, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { getTokenPayload } from "pocketbase";

import { useAuth } from "../auth/use-auth";
import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";
import { freshFor, renewIn } from "./renew-before-expiry";

export interface UseFileTokenOptions {
  /** Set to `false` when no protected file is shown, so that no token is asked for. @default true */
  enabled?: boolean;
}

function expiresAt(token: string | undefined): number | undefined {
  return token ? Number(getTokenPayload(token).exp ?? 0) * 1000 || undefined : undefined;
}

/**
 * The file token of the signed-in user, for `useFileToken`. Keyed by user, so that one user's
 * token never serves another's session.
 */
export function fileTokenOptions(pocketkit: Pocketkit, userId: string) {
  return queryOptions<string, PocketkitError>({
    queryKey: [...pocketkitKeys.all, "_files", "token", userId] as const,
    queryFn: ({ signal }) => pocketkit.fileTokens.get({ signal }),
    // Fresh for as long as the token is: no request per mounted image or window focus.
    staleTime: (query) => freshFor(expiresAt(query.state.data)),
  });
}

/**
 * A short-lived file token for the signed-in user's protected files (`""` when nobody is signed
 * in: public files need none). Every reader shares one token and one request; it is renewed
 * before it expires and dropped when the user changes, so a URL built from it stays valid for
 * as long as it is shown.
 *
 * @example
 * const { data: token } = useFileToken({ enabled: field.protected });
 * <img src={pocketkit.fileUrl(image, image.file, { thumb: "400x0", token })} alt={image.alt} />
 */
export function useFileToken(options: UseFileTokenOptions = {}): UseQueryResult<string, PocketkitError> {
  const pocketkit = usePocketkit();
  const { user } = useAuth();
  const { enabled = true } = options;
  return useQuery({
    ...fileTokenOptions(pocketkit, user?.id ?? ""),
    enabled,
    refetchInterval: (query) => renewIn(expiresAt(query.state.data)),
    refetchIntervalInBackground: true,
  });
}
