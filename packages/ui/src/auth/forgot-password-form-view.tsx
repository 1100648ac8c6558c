import type { PocketkitError } from "@pocketkit/client";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authEn } from "./messages";
import { Button } from "../primitives/button";
import { checkEmail, fieldErrorMessage } from "./auth-errors";
import {
  AuthAlert,
  AuthFieldset,
  AuthFooter,
  AuthLink,
  AuthPanel,
  AuthTextField,
  SubmitButton,
  type RenderAuthLink,
} from "./auth-parts";
import { errorText } from "./sign-in-steps";
import { useForm, type FormValuesProps } from "../form";

type ForgotPasswordFormViewProps = Omit<React.ComponentProps<"section">, "title" | "onSubmit"> &
  FormValuesProps<{ email: string }> & {
    /** @default false */
    pending?: boolean;
    /** @default false */
    disabled?: boolean;
    /** The request failed (the network, a rate limit); a string is shown as it is. */
    error?: PocketkitError | string | null;
    /**
     * The request went through: says "If an account exists for …, we sent it a link", the same
     * for every address, so that nobody learns which addresses have accounts. @default false
     */
    sent?: boolean;
    /** @default "Reset your password" */
    title?: React.ReactNode;
    description?: React.ReactNode;
    /** Where "Sign in" goes; no link without it. */
    signInHref?: string;
    /** Renders the links with your router's link component. @default a plain `<a>` */
    renderLink?: RenderAuthLink;
    onSubmit?: (values: { email: string }) => void;
    /** "Use a different email" after sending: back to the form. No button without it. */
    onReset?: () => void;
  };

/**
 * Asks for a password reset link, as pure props. Once sent it says the same thing for any
 * address: it never tells whether an account exists.
 *
 * @example
 * <ForgotPasswordFormView sent={request.isSuccess} onSubmit={({ email }) => request.mutate({ email })} />
 */
function ForgotPasswordFormView({
  pending = false,
  disabled = false,
  error,
  sent = false,
  title,
  description,
  signInHref,
  renderLink,
  onSubmit,
  onReset,
  values,
  defaultValues,
  onValuesChange,
  ...props
}: ForgotPasswordFormViewProps) {
  const t = useCatalogue(authEn);
  const form = useForm({ email: "" }, { values, defaultValues, onValuesChange });
  return (
    <AuthPanel
      data-slot="forgot-password-form"
      data-state={sent ? "sent" : undefined}
      title={title ?? t("auth.forgotPassword.title")}
      description={description ?? t("auth.forgotPassword.description")}
      {...props}
    >
      {sent ? (
        <>
          <AuthAlert tone="info">
            {t("auth.forgotPassword.sent", { email: form.values.email.trim() })}
          </AuthAlert>
          {onReset ? (
            <Button variant="outline" onClick={onReset}>
              {t("auth.forgotPassword.again")}
            </Button>
          ) : null}
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending && form.check({ email: checkEmail(form.values.email, t) }))
              onSubmit?.({ email: form.values.email.trim() });
          }}
        >
          <AuthFieldset disabled={disabled}>
            <AuthTextField
              label={t("auth.field.email")}
              name="email"
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={(event) => form.setValue("email", event.target.value)}
              ref={form.inputRef("email")}
              error={
                form.errors.email ??
                (typeof error === "string" ? undefined : fieldErrorMessage(error, "email", t))
              }
            />
            <AuthAlert>{errorText(error, t, "form")}</AuthAlert>
            <SubmitButton loading={pending}>{t("auth.forgotPassword.submit")}</SubmitButton>
          </AuthFieldset>
        </form>
      )}
      {signInHref ? (
        <AuthFooter>
          <AuthLink href={signInHref} render={renderLink} slot="forgot-password-sign-in">
            {t("auth.link.signIn")}
          </AuthLink>
        </AuthFooter>
      ) : null}
    </AuthPanel>
  );
}

export { ForgotPasswordFormView };
export type { ForgotPasswordFormViewProps };
