import { useConfirmPasswordReset } from "@pocketkit/hooks";

import { ResetPasswordFormView, type ResetPasswordFormViewProps } from "./reset-password-form-view";
import { useUrlToken } from "./use-url-token";

type ResetPasswordFormProps = Omit<
  ResetPasswordFormViewProps,
  "pending" | "error" | "missingToken" | "done" | "onSubmit"
> & {
  /** The auth collection. @default "users" */
  collection?: string;
  /** The reset link's token. @default the `token` of the page's URL */
  token?: string;
};

/**
 * Sets the new password on the page the reset email links to. Every session of the user ends;
 * they sign in with the new password.
 *
 * @example
 * // on /reset-password?token=…
 * <ResetPasswordForm signInHref="/sign-in" forgotPasswordHref="/forgot-password" />
 */
function ResetPasswordForm({ collection = "users", token: givenToken, ...props }: ResetPasswordFormProps) {
  const urlToken = useUrlToken();
  const token = givenToken ?? urlToken;
  const confirm = useConfirmPasswordReset({ collection });
  return (
    <ResetPasswordFormView
      {...props}
      pending={confirm.isPending}
      error={confirm.error}
      missingToken={token === ""}
      done={confirm.isSuccess}
      onSubmit={({ password, passwordConfirm }) => confirm.mutate({ token, password, passwordConfirm })}
    />
  );
}

export { ResetPasswordForm };
export type { ResetPasswordFormProps };
