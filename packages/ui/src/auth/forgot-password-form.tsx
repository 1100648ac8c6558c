import { useRequestPasswordReset } from "@pocketkit/hooks";

import { ForgotPasswordFormView, type ForgotPasswordFormViewProps } from "./forgot-password-form-view";

type ForgotPasswordFormProps = Omit<
  ForgotPasswordFormViewProps,
  "pending" | "error" | "sent" | "onSubmit" | "onReset"
> & {
  /** The auth collection. @default "users" */
  collection?: string;
};

/**
 * Asks PocketBase to mail a password reset link (to your `/reset-password?token=…` when the
 * collection's template points there). Says the same for every address.
 *
 * @example
 * <ForgotPasswordForm signInHref="/sign-in" />
 */
function ForgotPasswordForm({ collection = "users", ...props }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset({ collection });
  return (
    <ForgotPasswordFormView
      {...props}
      pending={request.isPending}
      error={request.error}
      sent={request.isSuccess}
      onSubmit={({ email }) => request.mutate({ email })}
      onReset={request.reset}
    />
  );
}

export { ForgotPasswordForm };
export type { ForgotPasswordFormProps };
