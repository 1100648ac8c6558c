import type { PocketkitError } from "@pocketkit/client";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authEn } from "./messages";
import { fieldErrorMessage, isLinkError } from "./auth-errors";
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

/** What the reset form holds while someone types. */
export interface ResetPasswordValues {
  password: string;
  passwordConfirm: string;
}

type ResetPasswordFormViewProps = Omit<React.ComponentProps<"section">, "title" | "onSubmit"> &
  FormValuesProps<ResetPasswordValues> & {
    /** @default false */
    pending?: boolean;
    /** @default false */
    disabled?: boolean;
    /**
     * The last attempt's failure: a refused token says the link expired (with a way to ask for
     * a new one), a refused password goes under its field; a string is shown as it is.
     */
    error?: PocketkitError | string | null;
    /** The link has no token at all: says so instead of the form. @default false */
    missingToken?: boolean;
    /** The password is changed: says so, with the way to sign in. @default false */
    done?: boolean;
    /** @default "Choose a new password" */
    title?: React.ReactNode;
    description?: React.ReactNode;
    /** Where "Sign in" goes once done. */
    signInHref?: string;
    /** Where "Ask for a new link" goes when the link expired. */
    forgotPasswordHref?: string;
    /** Renders the links with your router's link component. @default a plain `<a>` */
    renderLink?: RenderAuthLink;
    /** Called with the new password once both fields match. */
    onSubmit?: (values: ResetPasswordValues) => void;
  };

/**
 * Sets a new password from a reset link, as pure props: the password twice, then the way to sign
 * in; an expired link says so and offers a new one.
 *
 * @example
 * <ResetPasswordFormView done={confirm.isSuccess} error={confirm.error} onSubmit={(values) => confirm.mutate({ token, ...values })} />
 */
function ResetPasswordFormView({
  pending = false,
  disabled = false,
  error,
  missingToken = false,
  done = false,
  title,
  description,
  signInHref,
  forgotPasswordHref,
  renderLink,
  onSubmit,
  values,
  defaultValues,
  onValuesChange,
  ...props
}: ResetPasswordFormViewProps) {
  const t = useCatalogue(authEn);
  const form = useForm<ResetPasswordValues>(
    { password: "", passwordConfirm: "" },
    { values, defaultValues, onValuesChange },
  );
  const server = (field: string) =>
    typeof error === "string" ? undefined : fieldErrorMessage(error, field, t);
  const linkBroken = missingToken || (typeof error !== "string" && isLinkError(error));
  const link = (href: string | undefined, slot: string, text: string) =>
    href ? (
      <AuthFooter>
        <AuthLink href={href} render={renderLink} slot={slot}>
          {text}
        </AuthLink>
      </AuthFooter>
    ) : null;

  return (
    <AuthPanel
      data-slot="reset-password-form"
      data-state={done ? "done" : linkBroken ? "link-invalid" : undefined}
      title={title ?? t("auth.resetPassword.title")}
      description={description}
      {...props}
    >
      {done ? (
        <>
          <AuthAlert tone="info">{t("auth.resetPassword.done")}</AuthAlert>
          {link(signInHref, "reset-password-sign-in", t("auth.link.signIn"))}
        </>
      ) : linkBroken ? (
        <>
          <AuthAlert>{t(missingToken ? "auth.error.linkMissing" : "auth.error.linkInvalid")}</AuthAlert>
          {link(forgotPasswordHref, "reset-password-new-link", t("auth.link.requestNewLink"))}
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (pending) return;
            const { password, passwordConfirm } = form.values;
            const found = {
              password: password === "" ? t("auth.error.required") : undefined,
              passwordConfirm:
                passwordConfirm === ""
                  ? t("auth.error.required")
                  : passwordConfirm !== password
                    ? t("auth.error.passwordsDiffer")
                    : undefined,
            };
            if (form.check(found)) onSubmit?.({ password, passwordConfirm });
          }}
        >
          <AuthFieldset disabled={disabled}>
            <AuthTextField
              label={t("auth.field.newPassword")}
              name="password"
              type="password"
              autoComplete="new-password"
              value={form.values.password}
              onChange={(event) => form.setValue("password", event.target.value)}
              ref={form.inputRef("password")}
              error={form.errors.password ?? server("password")}
            />
            <AuthTextField
              label={t("auth.field.passwordConfirm")}
              name="passwordConfirm"
              type="password"
              autoComplete="new-password"
              value={form.values.passwordConfirm}
              onChange={(event) => form.setValue("passwordConfirm", event.target.value)}
              ref={form.inputRef("passwordConfirm")}
              error={form.errors.passwordConfirm ?? server("passwordConfirm")}
            />
            <AuthAlert>{errorText(error, t, "form")}</AuthAlert>
            <SubmitButton loading={pending}>{t("auth.resetPassword.submit")}</SubmitButton>
          </AuthFieldset>
        </form>
      )}
    </AuthPanel>
  );
}

export { ResetPasswordFormView };
export type { ResetPasswordFormViewProps };
