import { PocketkitError } from "@pocketkit/client";
import type { UseMutationResult } from "@tanstack/react-query";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";

import { takePendingRedirect } from "./oauth2-redirect-state";
import type { SignInResult } from "./types";
import { useSignInMutation } from "./use-sign-in-mutation";

/** The callback URL the provider sent the person back to. @default location.href */
export type CompleteOAuth2RedirectVariables = string | void;

/**
 * Finishes a `useStartOAuth2Redirect` sign-in on the callback route: checks that the `state` the
 * provider sent back is the one this tab sent out (so that nobody can sign a person into an
 * account of theirs through a forged link), then trades the code for a session.
 *
 * Safe under StrictMode and double effects: the same callback URL is completed once and every
 * call gets that outcome. Errors are `auth` `PocketkitError`s that say what happened (cancelled at
 * the provider, a stale or foreign link); with MFA on, the result is `mfa_required`.
 *
 * @example
 * function OAuth2Callback() {
 *   const complete = useCompleteOAuth2Redirect();
 *   useEffect(() => complete.mutate(), []);
 *   if (complete.isSuccess) return <Navigate to="/" />;
 *   if (complete.isError) return <p role="alert">{complete.error.message}</p>;
 *   return <p>Signing in…</p>;
 * }
 */
export function useCompleteOAuth2Redirect(): UseMutationResult<
  SignInResult,
  PocketkitError,
  CompleteOAuth2RedirectVariables
> {
  return useSignInMutation<CompleteOAuth2RedirectVariables>(({ pb }, callbackUrl) =>
    completeOnce(pb, callbackUrl ?? window.location.href),
  );
}

const completions = new WeakMap<PocketBase, Map<string, Promise<RecordModel>>>();

function completeOnce(pb: PocketBase, callbackUrl: string): Promise<RecordModel> {
  let byUrl = completions.get(pb);
  if (!byUrl) completions.set(pb, (byUrl = new Map()));
  let completion = byUrl.get(callbackUrl);
  if (!completion) {
    completion = complete(pb, callbackUrl);
    byUrl.set(callbackUrl, completion);
  }
  return completion;
}

async function complete(pb: PocketBase, callbackUrl: string): Promise<RecordModel> {
  const params = new URL(callbackUrl).searchParams;
  const pending = takePendingRedirect();
  if (!pending) {
    throw signInError("This sign-in link is no longer valid. Start the sign-in again.");
  }
  const refusal = params.get("error");
  if (refusal) {
    throw signInError(
      refusal === "access_denied"
        ? "The sign-in was cancelled at the provider."
        : "The provider refused the sign-in. Try again.",
    );
  }
  const code = params.get("code");
  if (!code || params.get("state") !== pending.state) {
    throw signInError("This sign-in did not start in this browser tab. Start the sign-in again.");
  }
  const { record } = await pb
    .collection(pending.collection)
    .authWithOAuth2Code(
      pending.provider,
      code,
      pending.codeVerifier,
      pending.redirectUrl,
      pending.createData,
      {
        requestKey: null,
      },
    );
  return record;
}

function signInError(message: string): PocketkitError {
  return new PocketkitError({ kind: "auth", message });
}
