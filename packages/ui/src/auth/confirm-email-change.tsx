import { useConfirmEmailChange } from "@pocketkit/hooks";

import { ConfirmEmailChangeView, type ConfirmEmailChangeViewProps } from "./confirm-email-change-view";
import { tokenClaim, useUrlToken } from "./use-url-token";

type ConfirmEmailChangeProps = Omit<
  ConfirmEmailChangeViewProps,
  "newEmail" | "pending" | "error" | "missingToken" | "done" | "onSubmit"
> & {
  /** The auth collection. @default "users" */
  collection?: string;
  /** The confirmation link's token. @default the `token` of the page's URL */
  token?: string;
};

/**
 * The page the email change link opens: asks for the account's password and switches the email.
 * The person's sessions end (this device signs out too); they sign in with the new email.
 *
 * @example
 * // on /confirm-email-change?token=…
 * <ConfirmEmailChange signInHref="/sign-in" />
 */
function ConfirmEmailChange({ collection = "users", token: givenToken, ...props }: ConfirmEmailChangeProps) {
  const urlToken = useUrlToken();
  const token = givenToken ?? urlToken;
  const confirm = useConfirmEmailChange({ collection });
  return (
    <ConfirmEmailChangeView
      {...props}
      newEmail={tokenClaim(token, "newEmail")}
      pending={confirm.isPending}
      error={confirm.error}
      missingToken={token === ""}
      done={confirm.isSuccess}
      onSubmit={({ password }) => confirm.mutate({ token, password })}
    />
  );
}

export { ConfirmEmailChange };
export type { ConfirmEmailChangeProps };
