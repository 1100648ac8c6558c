import { toSignInResult, type Pocketkit, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";
import type { AuthUser, SignInResult } from "./types";

/**
 * The mutation behind every sign-in hook: the result says whether a second factor is needed,
 * errors are `PocketkitError`s, and after a sign-in the cached records are fetched again, since
 * what the API rules let this user see differs from what the previous one (or nobody) saw.
 */
export function useSignInMutation<Variables>(
  signIn: (pocketkit: Pocketkit, variables: Variables) => Promise<RecordModel>,
): UseMutationResult<SignInResult, PocketkitError, Variables> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<SignInResult, PocketkitError, Variables>({
    mutationFn: (variables) => toSignInResult<AuthUser>(() => signIn(pocketkit, variables)),
    onSuccess: (result) => {
      if (result.status === "signed_in") void queryClient.invalidateQueries({ queryKey: pocketkitKeys.all });
    },
  });
}
