import {
  useAuthMethods,
  useSignInWithOAuth2Popup,
  useStartOAuth2Redirect,
  type AuthUser,
  type SignInResult,
} from "@pocketkit/hooks";

import { OAuthButtonsView, type OAuthButtonsViewProps, type OAuthProviderOption } from "./oauth-buttons-view";

type OAuthButtonsProps = Omit<
  OAuthButtonsViewProps,
  "providers" | "onSelect" | "pendingProvider" | "onCancel" | "error" | "onUseRedirect"
> & {
  /** The auth collection. @default "users" */
  collection?: string;
  /** The providers to offer. @default the ones the server enables for the collection */
  providers?: OAuthProviderOption[];
  /**
   * `popup` keeps the page and opens the provider in a window, opened synchronously inside the
   * click; `redirect` leaves the page for the provider's (finish on your callback route with
   * `useCompleteOAuth2Redirect`). A blocked popup offers the redirect either way.
   * @default "popup"
   */
  mode?: "popup" | "redirect";
  /** Your callback route, for the redirect. @default `${location.origin}/oauth2-callback` */
  redirectUrl?: string;
  /** Leaves the page for the provider's, in redirect mode. @default location.assign */
  navigate?: (url: string) => void;
  /** Called once a popup sign-in is complete. */
  onSignedIn?: (user: AuthUser) => void;
  /** Called when the server asks for a second factor after the provider (MFA). */
  onMfaRequired?: (mfaId: string) => void;
};

/**
 * "Continue with …" buttons for the OAuth2 providers the server has set up, signing in with a
 * popup (or by redirect). Renders nothing when the server offers no provider.
 *
 * @example
 * <OAuthButtons onSignedIn={() => navigate("/")} />
 */
function OAuthButtons({
  collection = "users",
  providers: givenProviders,
  mode = "popup",
  redirectUrl,
  navigate,
  onSignedIn,
  onMfaRequired,
  ...props
}: OAuthButtonsProps) {
  const methods = useAuthMethods(collection, { enabled: givenProviders === undefined });
  const popup = useSignInWithOAuth2Popup({ collection });
  const redirect = useStartOAuth2Redirect({ collection, redirectUrl, navigate });
  const providers =
    givenProviders ??
    (methods.data?.oauth2.enabled
      ? methods.data.oauth2.providers.map(({ name, displayName }) => ({ name, displayName }))
      : []);

  const finish = (result: SignInResult) => {
    if (result.status === "signed_in") onSignedIn?.(result.user);
    else onMfaRequired?.(result.mfaId);
  };
  const startRedirect = (provider: string) => {
    popup.reset();
    redirect.mutate({ provider });
  };
  // After a successful start the page is leaving for the provider's: the button stays busy.
  const redirecting = redirect.isPending || redirect.isSuccess;

  return (
    <OAuthButtonsView
      providers={providers}
      onSelect={(provider) => {
        // Synchronously in the click: `mutate` opens the popup before its first await.
        if (mode === "redirect") startRedirect(provider);
        else popup.mutate({ provider }, { onSuccess: finish });
      }}
      pendingProvider={
        popup.isPending ? popup.variables?.provider : redirecting ? redirect.variables?.provider : undefined
      }
      onCancel={popup.isPending ? popup.cancel : undefined}
      error={popup.error ?? redirect.error}
      onUseRedirect={startRedirect}
      {...props}
    />
  );
}

export { OAuthButtons };
export type { OAuthButtonsProps };
