import type { PocketkitError } from "@pocketkit/client";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authEn } from "./messages";
import { checkEmail, fieldErrorMessage } from "./auth-errors";
import { AuthAlert, AuthFieldset, AuthPanel, AuthTextField, SubmitButton } from "./auth-parts";
import { errorText } from "./sign-in-steps";
import { useForm, type FormValuesProps } from "../form";

type ChangeEmailFormViewProps = Omit<React.ComponentProps<"section">, "title" | "onSubmit"> &
  FormValuesProps<{ newEmail: string }> & {
    /** The email the account has now, shown above the field. */
    currentEmail?: string;
    /** @default false */
    pending?: boolean;
    /** @default false */
    disabled?: boolean;
    /** The last attempt's failure: an address that can't be used goes under the field. */
    error?: PocketkitError | string | null;
    /** The confirmation link went out: says where. @default false */
    sent?: boolean;
    /** @default "Change your email" */
    title?: React.ReactNode;
    description?: React.ReactNode;
    onSubmit?: (values: { newEmail: string }) => void;
  };

/**
 * Asks to change the signed-in person's email, as pure props. PocketBase mails a link to the new
 * address; the email changes only when it is opened and the password given there
 * (`ConfirmEmailChange`), so a stolen session alone cannot take an account over.
 *
 * @example
 * <ChangeEmailFormView currentEmail={user.email} sent={request.isSuccess} onSubmit={({ newEmail }) => request.mutate({ newEmail })} />
 */
function ChangeEmailFormView({
  currentEmail,
  pending = false,
  disabled = false,
  error,
  sent = false,
  title,
  description,
  onSubmit,
  values,
  defaultValues,
  onValuesChange,
  ...props
}: ChangeEmailFormViewProps) {
  const t = useCatalogue(authEn);
  const form = useForm({ newEmail: "" }, { values, defaultValues, onValuesChange });
  return (
    <AuthPanel
      data-slot="change-email-form"
      data-state={sent ? "sent" : undefined}
      title={title ?? t("auth.changeEmail.title")}
      description={
        description ?? (currentEmail ? t("auth.changeEmail.current", { email: currentEmail }) : undefined)
      }
      {...props}
    >
      {sent ? (
        <AuthAlert tone="info">
          {t("auth.changeEmail.sent", { email: form.values.newEmail.trim() })}
        </AuthAlert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending && form.check({ newEmail: checkEmail(form.values.newEmail, t) }))
              onSubmit?.({ newEmail: form.values.newEmail.trim() });
          }}
        >
          <AuthFieldset disabled={disabled}>
            <AuthTextField
              label={t("auth.field.newEmail")}
              name="newEmail"
              type="email"
              autoComplete="email"
              hint={t("auth.changeEmail.hint")}
              value={form.values.newEmail}
              onChange={(event) => form.setValue("newEmail", event.target.value)}
              ref={form.inputRef("newEmail")}
              error={
                form.errors.newEmail ??
                (typeof error === "string" ? undefined : fieldErrorMessage(error, "newEmail", t))
              }
            />
            <AuthAlert>{errorText(error, t, "form")}</AuthAlert>
            <SubmitButton loading={pending}>{t("auth.changeEmail.submit")}</SubmitButton>
          </AuthFieldset>
        </form>
      )}
    </AuthPanel>
  );
}

export { ChangeEmailFormView };
export type { ChangeEmailFormViewProps };
