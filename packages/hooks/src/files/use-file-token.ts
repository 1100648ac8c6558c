import type { Pocketkit, PocketkitError } from "@pocketkit/client";
import { queryOptions, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { getTokenPayload } from "pocketbase";

import { useAuth } from "../auth/use-auth";
import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";

export interface UseFileTokenOptions {
  /** Set to `false` when no protected file is shown, so that no token is asked for. @default true */
  enabled?: boolean;
}

// The client's token cache hands out a new token once the old one has less than 20 s to live
// (createFileTokenCache's default): asking again just after that point keeps every URL valid.
const RENEW_BEFORE_EXPIRY_MS = 19_000;

function expiresAt(token: string | undefined): number {
  return token ? Number(getTokenPayload(token).exp ?? 0) * 1000 : 0;
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
    staleTime: (query) => {
      const expiry = expiresAt(query.state.data);
      return expiry ? Math.max(0, expiry - RENEW_BEFORE_EXPIRY_MS - Date.now()) : Infinity;
    },
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
    refetchInterval: (query) => {
      const expiry = expiresAt(query.state.data);
      return expiry ? Math.max(1_000, expiry - RENEW_BEFORE_EXPIRY_MS - Date.now()) : false;
    },
    refetchIntervalInBackground: true,
  });
}
