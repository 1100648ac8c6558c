import type { PocketkitError } from "@pocketkit/client";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authSignInEn } from "./messages";
import { cn } from "../lib/cn";
import { Button } from "../primitives/button";
import { authErrorMessage } from "./auth-errors";
import { AuthAlert } from "./auth-parts";

/** An OAuth2 provider to offer: its `name` in PocketBase and the name people know it by. */
export interface OAuthProviderOption {
  /** As set up in PocketBase: "google", "github", "oidc", … */
  name: string;
  /** Shown on the button: "Continue with {displayName}". */
  displayName: string;
}

type OAuthButtonsViewProps = Omit<React.ComponentProps<"div">, "onSelect"> & {
  /** One button each, in this order. */
  providers: OAuthProviderOption[];
  /**
   * Called with the provider's `name`, synchronously inside the click: a popup opened here is
   * allowed by Safari and iOS, one opened after an `await` is not.
   */
  onSelect?: (provider: string) => void;
  /** The provider whose sign-in is running: its button is busy, the others wait. */
  pendingProvider?: string;
  /** While a popup sign-in runs: offers a Cancel button that calls this. */
  onCancel?: () => void;
  /** The last sign-in's failure. A blocked popup (`forbidden`) offers `onUseRedirect`. */
  error?: PocketkitError | null;
  /** Offered when the browser blocked the popup: sign in by leaving the page instead. */
  onUseRedirect?: (provider: string) => void;
  /** @default false */
  disabled?: boolean;
};

/**
 * One "Continue with …" button per OAuth2 provider, with what a sign-in in progress or a failed
 * one needs: a Cancel for the popup, the redirect when the browser blocked the popup.
 *
 * @example
 * <OAuthButtonsView
 *   providers={[{ name: "github", displayName: "GitHub" }]}
 *   onSelect={(provider) => oauth.mutate({ provider })}
 * />
 */
function OAuthButtonsView({
  providers,
  onSelect,
  pendingProvider,
  onCancel,
  error,
  onUseRedirect,
  disabled = false,
  className,
  ...props
}: OAuthButtonsViewProps) {
  const t = useCatalogue(authSignInEn);
  const [lastSelected, setLastSelected] = React.useState<string>();
  const displayName = (name: string | undefined) =>
    providers.find((provider) => provider.name === name)?.displayName ?? name ?? "";
  const message = authErrorMessage(error, t, "oauth");
  const blocked = error?.kind === "forbidden" && onUseRedirect;
  if (providers.length === 0) return null;
  return (
    <div
      data-slot="oauth-buttons"
      data-pending={pendingProvider ? "" : undefined}
      className={cn("pk:flex pk:flex-col pk:gap-2 pk:font-sans pk:text-sm", className)}
      {...props}
    >
      <div role="group" aria-label={t("auth.oauth.label")} className="pk:flex pk:flex-col pk:gap-2">
        {providers.map((provider) => (
          <Button
            key={provider.name}
            variant="outline"
            className="pk:h-auto! pk:min-h-9 pk:w-full pk:py-2 pk:whitespace-normal! pk:[overflow-wrap:anywhere]"
            data-provider={provider.name}
            loading={pendingProvider === provider.name}
            disabled={disabled || (pendingProvider !== undefined && pendingProvider !== provider.name)}
            onClick={() => {
              setLastSelected(provider.name);
              onSelect?.(provider.name);
            }}
          >
            {t("auth.oauth.continueWith", { provider: provider.displayName })}
          </Button>
        ))}
      </div>
      {pendingProvider && onCancel ? (
        <div className="pk:flex pk:items-center pk:justify-between pk:gap-2">
          <p role="status" className="pk:m-0 pk:text-muted-foreground">
            {t("auth.oauth.waiting", { provider: displayName(pendingProvider) })}
          </p>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t("auth.oauth.cancel")}
          </Button>
        </div>
      ) : null}
      {message ? (
        <AuthAlert>
          {message}
          {blocked ? (
            <Button
              variant="link"
              size="sm"
              className="pk:block pk:h-auto! pk:px-0! pk:text-start pk:whitespace-normal!"
              onClick={() => onUseRedirect(lastSelected ?? providers[0]!.name)}
            >
              {t("auth.oauth.useRedirect")}
            </Button>
          ) : null}
        </AuthAlert>
      ) : null}
    </div>
  );
}

export { OAuthButtonsView };
export type { OAuthButtonsViewProps };
