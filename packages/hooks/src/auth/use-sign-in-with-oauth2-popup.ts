import { PocketkitError, toPocketkitError, type Pocketkit } from "@pocketkit/client";
import type { MutateOptions, UseMutationResult } from "@tanstack/react-query";
import { ClientResponseError, type RecordModel } from "pocketbase";
import { useCallback, useEffect, useRef } from "react";

import type { AuthCollectionOptions, SignInResult } from "./types";
import { useSignInMutation } from "./use-sign-in-mutation";

export interface OAuth2PopupVariables {
  /** The provider's name as set up in PocketBase: "google", "github", "oidc", … */
  provider: string;
  /** Scopes instead of the provider's defaults. */
  scopes?: string[];
  /** Fields for the record PocketBase creates when this person signs in the first time. */
  createData?: Record<string, unknown>;
  /**
   * A window you opened yourself, synchronously in the click.
   * @default one that `mutate` / `mutateAsync` open before anything else happens
   */
  popup?: Window | null;
  /** Cancels the sign-in, as `cancel()` does. */
  signal?: AbortSignal;
}

export interface UseSignInWithOAuth2PopupOptions extends AuthCollectionOptions {
  /** `window.open` features of the popup. @default a 520×680 popup centred on the page */
  popupFeatures?: string;
}

export type UseSignInWithOAuth2PopupResult = UseMutationResult<
  SignInResult,
  PocketkitError,
  OAuth2PopupVariables
> & {
  /** Gives up on the sign-in in progress (the person closed the popup, say) and closes its window. */
  cancel(): void;
};

/**
 * Signs in with an OAuth2 provider in a popup. Call `mutate` straight from the click handler:
 * it opens the (blank) popup synchronously, before any request, because Safari and iOS block
 * a `window.open` that comes after an `await`; the provider's page is loaded into it once
 * PocketBase has made the sign-in URL. The SDK's realtime flow brings the result back, so the
 * provider must send people to `{PocketBase URL}/api/oauth2-redirect`.
 *
 * When the browser blocks even this popup, the error is `forbidden` and says so: offer
 * `useStartOAuth2Redirect` instead. A cancelled sign-in is an `aborted` error (show nothing).
 *
 * @example
 * const oauth = useSignInWithOAuth2Popup();
 * <button onClick={() => oauth.mutate({ provider: "google" })}>Continue with Google</button>
 */
export function useSignInWithOAuth2Popup(
  options: UseSignInWithOAuth2PopupOptions = {},
): UseSignInWithOAuth2PopupResult {
  const collection = options.collection ?? "users";
  const { popupFeatures } = options;
  const pending = useRef<AbortController | null>(null);

  const mutation = useSignInMutation<OAuth2PopupVariables>((pocketkit, variables) =>
    signInInPopup(pocketkit, collection, variables),
  );

  const { mutate: mutateInner, mutateAsync: mutateAsyncInner, reset } = mutation;
  // Everything a click must do before its first await: open the window, and make the handle
  // that `cancel()` aborts (so that a cancel right after the click reaches this sign-in too).
  const prepare = useCallback(
    (variables: OAuth2PopupVariables): OAuth2PopupVariables => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      const { signal } = variables;
      if (signal?.aborted) controller.abort();
      signal?.addEventListener("abort", () => controller.abort(), { once: true });
      return { ...variables, popup: variables.popup ?? openPopup(popupFeatures), signal: controller.signal };
    },
    [popupFeatures],
  );
  const mutate = useCallback(
    (
      variables: OAuth2PopupVariables,
      callbacks?: MutateOptions<SignInResult, PocketkitError, OAuth2PopupVariables>,
    ) => mutateInner(prepare(variables), callbacks),
    [mutateInner, prepare],
  );
  const mutateAsync = useCallback(
    (
      variables: OAuth2PopupVariables,
      callbacks?: MutateOptions<SignInResult, PocketkitError, OAuth2PopupVariables>,
    ) => mutateAsyncInner(prepare(variables), callbacks),
    [mutateAsyncInner, prepare],
  );
  const cancel = useCallback(() => {
    pending.current?.abort();
    reset();
  }, [reset]);

  // A popup flow that outlives its button would keep a realtime connection open for nothing.
  useEffect(() => () => pending.current?.abort(), []);

  return { ...mutation, mutate, mutateAsync, cancel };
}

function openPopup(features: string | undefined): Window | null {
  if (typeof window === "undefined") return null;
  const width = Math.min(520, window.innerWidth);
  const height = Math.min(680, window.innerHeight);
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  // A new window each time, never a named one: a named window is reused by the next click, and
  // the sign-in that click replaces would then close the new sign-in's window as it ends.
  return window.open(
    "",
    "_blank",
    features ?? `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
}

let flowCount = 0;

async function signInInPopup(
  { pb }: Pocketkit,
  collection: string,
  { provider, scopes, createData, popup, signal }: OAuth2PopupVariables,
): Promise<RecordModel> {
  if (!popup) {
    throw new PocketkitError({
      kind: "forbidden",
      message: "The browser blocked the sign-in window. Allow pop-ups for this site, or try again.",
    });
  }
  // The SDK's flow holds a realtime connection of its own until the provider answers, and stops
  // it only when the AbortController registered under its `requestKey` aborts. With the
  // client's auto-cancellation off nothing registers one, so we do, for `cancel()` to close it
  // (pocketbase/js-sdk, RecordService.authWithOAuth2).
  const requestKey = `pocketkit-oauth2-${++flowCount}`;
  const controllers = (pb as unknown as { cancelControllers?: Record<string, AbortController> })
    .cancelControllers;
  const sdkController = new AbortController();
  if (controllers) controllers[requestKey] = sdkController;
  let stop = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    stop = () => {
      sdkController.abort();
      reject(new PocketkitError({ kind: "aborted", message: "The sign-in was cancelled." }));
    };
  });
  if (signal?.aborted) stop();
  signal?.addEventListener("abort", stop, { once: true });
  try {
    const flow = pb.collection(collection).authWithOAuth2({
      provider,
      scopes,
      createData,
      requestKey,
      urlCallback: (url) => {
        // Cancelled while the SDK was still setting up, before it listened for the abort:
        // throwing here is what makes it close its realtime connection.
        if (signal?.aborted) throw new Error("cancelled");
        popup.location.href = url;
      },
    });
    // After a cancel nobody awaits `flow`, which still settles on its own.
    flow.catch(() => {});
    const { record } = await Promise.race([flow, aborted]);
    return record;
  } catch (caught) {
    throw flowError(caught, provider);
  } finally {
    signal?.removeEventListener("abort", stop);
    if (controllers) delete controllers[requestKey];
    if (!popup.closed) popup.close();
  }
}

/**
 * The SDK reports the failures of its popup flow that are not PocketBase's answers (an unknown
 * provider, a refusal at the provider, a dropped realtime connection) as status-0 errors, which
 * would otherwise read as "Can't reach the server". PocketBase's own answers pass through as
 * they are, so that an MFA 401 stays recognisable.
 */
function flowError(caught: unknown, provider: string): unknown {
  if (!(caught instanceof ClientResponseError) || caught.status !== 0 || caught.isAbort) return caught;
  const reason = caught.originalError instanceof Error ? caught.originalError.message : "";
  if (reason.includes("Missing or invalid provider")) {
    return new PocketkitError({
      kind: "not_configured",
      message: `Sign-in with "${provider}" is not set up on the server.`,
      cause: caught,
    });
  }
  if (reason.includes("OAuth2 redirect error") || reason.includes("State parameters")) {
    return new PocketkitError({
      kind: "auth",
      message: "The sign-in was cancelled or refused at the provider. Try again.",
      cause: caught,
    });
  }
  if (reason.includes("realtime connection interrupted")) {
    return new PocketkitError({
      kind: "network",
      message: "The connection to the server dropped during the sign-in. Try again.",
      cause: caught,
    });
  }
  return toPocketkitError(caught);
}
