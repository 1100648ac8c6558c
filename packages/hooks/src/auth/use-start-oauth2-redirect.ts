import { PocketkitError, toPocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { savePendingRedirect } from "./oauth2-redirect-state";
import type { AuthCollectionOptions } from "./types";

export interface StartOAuth2RedirectVariables {
  /** The provider's name as set up in PocketBase: "google", "github", "oidc", … */
  provider: string;
  /** Scopes instead of the provider's defaults. */
  scopes?: string[];
  /** Fields for the record PocketBase creates when this person signs in the first time. */
  createData?: Record<string, unknown>;
}

export interface UseStartOAuth2RedirectOptions extends AuthCollectionOptions {
  /**
   * Your callback route, where the provider sends the person back and `useCompleteOAuth2Redirect`
   * runs. It must be registered as a redirect URL with the provider.
   * @default `${location.origin}/oauth2-callback`
   */
  redirectUrl?: string;
  /** Leaves the page for the provider's. For tests and native shells. @default location.assign */
  navigate?: (url: string) => void;
}

/**
 * Signs in with an OAuth2 provider by leaving the page: the fallback where popups are blocked
 * or unwelcome (mobile browsers, installed web apps). It asks PocketBase for the provider's URL,
 * keeps the flow's `state` and PKCE verifier in sessionStorage, and sends the person to the
 * provider; `useCompleteOAuth2Redirect` on the callback route finishes.
 *
 * An unknown provider is a `not_configured` error.
 *
 * @example
 * const start = useStartOAuth2Redirect({ redirectUrl: `${location.origin}/oauth2-callback` });
 * <button onClick={() => start.mutate({ provider: "google" })}>Continue with Google</button>
 */
export function useStartOAuth2Redirect(
  options: UseStartOAuth2RedirectOptions = {},
): UseMutationResult<void, PocketkitError, StartOAuth2RedirectVariables> {
  const { pb } = usePocketkit();
  const collection = options.collection ?? "users";
  const { redirectUrl, navigate } = options;
  return useMutation<void, PocketkitError, StartOAuth2RedirectVariables>({
    mutationFn: async ({ provider, scopes, createData }) => {
      let methods;
      try {
        methods = await pb.collection(collection).listAuthMethods({ requestKey: null });
      } catch (error) {
        throw toPocketkitError(error);
      }
      const info = methods.oauth2.enabled
        ? methods.oauth2.providers.find((candidate) => candidate.name === provider)
        : undefined;
      if (!info) {
        throw new PocketkitError({
          kind: "not_configured",
          message: `Sign-in with "${provider}" is not set up on the server.`,
        });
      }
      const callback = redirectUrl ?? new URL("/oauth2-callback", window.location.origin).href;
      savePendingRedirect({
        collection,
        provider,
        state: info.state,
        codeVerifier: info.codeVerifier,
        redirectUrl: callback,
        createData,
      });
      // PocketBase's authURL ends in "redirect_uri=", left for the app to fill in.
      const url = new URL(info.authURL + encodeURIComponent(callback));
      if (scopes?.length) url.searchParams.set("scope", scopes.join(" "));
      (navigate ?? ((target: string) => window.location.assign(target)))(url.href);
    },
  });
}
