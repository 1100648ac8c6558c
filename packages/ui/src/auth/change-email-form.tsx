import { useAuth, useRequestEmailChange } from "@pocketkit/hooks";

import { ChangeEmailFormView, type ChangeEmailFormViewProps } from "./change-email-form-view";

type ChangeEmailFormProps = Omit<
  ChangeEmailFormViewProps,
  "currentEmail" | "pending" | "error" | "sent" | "onSubmit"
> & {
  /** The auth collection. @default "users" */
  collection?: string;
};

/**
 * Asks to change the signed-in person's email: PocketBase mails a confirmation link to the new
 * address (to your `/confirm-email-change?token=…`), where `ConfirmEmailChange` finishes with the
 * password. Renders nothing while nobody is signed in.
 *
 * @example
 * <ChangeEmailForm />
 */
function ChangeEmailForm({ collection = "users", ...props }: ChangeEmailFormProps) {
  const { user } = useAuth();
  const request = useRequestEmailChange({ collection });
  if (!user) return null;
  return (
    <ChangeEmailFormView
      {...props}
      currentEmail={typeof user.email === "string" ? user.email : undefined}
      pending={request.isPending}
      error={request.error}
      sent={request.isSuccess}
      onSubmit={({ newEmail }) => request.mutate({ newEmail })}
    />
  );
}

export { ChangeEmailForm };
export type { ChangeEmailFormProps };
