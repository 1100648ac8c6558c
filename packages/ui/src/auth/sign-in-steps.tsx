import type { PocketkitError } from "@pocketkit/client";
import type * as React from "react";

import { useCatalogue, type CatalogueKey, type Translate } from "../i18n/messages-context";
import { authSignInEn } from "./messages";
import { Button } from "../primitives/button";
import { authErrorMessage, checkEmail, fieldErrorMessage, type AuthErrorContext } from "./auth-errors";
import {
  AuthAlert,
  AuthFieldset,
  AuthLink,
  AuthTextField,
  SubmitButton,
  type RenderAuthLink,
} from "./auth-parts";
import type { UseFormResult } from "../form";

// The steps of SignInFormView: one form each, sharing the view's values.

/** What the sign-in form holds while someone types. */
export interface SignInValues {
  email: string;
  password: string;
  code: string;
}

export type SignInFormState = UseFormResult<SignInValues>;

export interface SignInStepProps {
  form: SignInFormState;
  pending: boolean;
  disabled: boolean;
  error: PocketkitError | string | null | undefined;
}

/** A plain string is shown as it is; a `PocketkitError` as its kind decides. */
export function errorText(
  error: PocketkitError | string | null | undefined,
  t: Translate<CatalogueKey<typeof authSignInEn>>,
  context: AuthErrorContext,
): string | undefined {
  return typeof error === "string" ? error : authErrorMessage(error, t, context);
}

function serverError(
  error: SignInStepProps["error"],
  t: Translate<CatalogueKey<typeof authSignInEn>>,
  ...fields: string[]
) {
  if (!error || typeof error === "string") return undefined;
  for (const field of fields) {
    const message = fieldErrorMessage(error, field, t);
    if (message) return message;
  }
  return undefined;
}

/** Whether a submit goes ahead: not while a request runs. */
function submitted(event: React.FormEvent<HTMLFormElement>, pending: boolean): boolean {
  event.preventDefault();
  return !pending;
}

/**
 * Email and password. As the second step of MFA (after a code), the email is fixed and only the
 * password is asked for.
 */
export function PasswordStep({
  form,
  pending,
  disabled,
  error,
  emailFixed = false,
  forgotPasswordHref,
  renderLink,
  onSubmit,
}: SignInStepProps & {
  emailFixed?: boolean;
  forgotPasswordHref?: string;
  renderLink?: RenderAuthLink;
  onSubmit?: (values: { email: string; password: string }) => void;
}) {
  const t = useCatalogue(authSignInEn);
  const { values, setValue, errors, check, inputRef } = form;
  return (
    <form
      noValidate
      data-slot="sign-in-password"
      onSubmit={(event) => {
        if (!submitted(event, pending)) return;
        const found = {
          email: checkEmail(values.email, t),
          password: values.password === "" ? t("auth.error.required") : undefined,
        };
        if (check(found)) onSubmit?.({ email: values.email.trim(), password: values.password });
      }}
    >
      <AuthFieldset disabled={disabled}>
        <AuthTextField
          label={t("auth.field.email")}
          name="email"
          type="email"
          autoComplete="username"
          readOnly={emailFixed}
          value={values.email}
          onChange={(event) => setValue("email", event.target.value)}
          ref={inputRef("email")}
          error={errors.email ?? serverError(error, t, "identity", "email")}
        />
        <AuthTextField
          label={t("auth.field.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          autoFocus={emailFixed}
          value={values.password}
          onChange={(event) => setValue("password", event.target.value)}
          ref={inputRef("password")}
          error={errors.password ?? serverError(error, t, "password")}
        />
        <AuthAlert>{errorText(error, t, "signIn")}</AuthAlert>
        <SubmitButton loading={pending}>{t("auth.signIn.submit")}</SubmitButton>
        {forgotPasswordHref && !emailFixed ? (
          <p className="pk:m-0 pk:text-center">
            <AuthLink href={forgotPasswordHref} render={renderLink} slot="sign-in-forgot-password">
              {t("auth.link.forgotPassword")}
            </AuthLink>
          </p>
        ) : null}
      </AuthFieldset>
    </form>
  );
}

/** The email a one-time code goes to. */
export function OtpEmailStep({
  form,
  pending,
  disabled,
  error,
  onSubmit,
}: SignInStepProps & { onSubmit?: (values: { email: string }) => void }) {
  const t = useCatalogue(authSignInEn);
  const { values, setValue, errors, check, inputRef } = form;
  return (
    <form
      noValidate
      data-slot="sign-in-otp"
      onSubmit={(event) => {
        if (submitted(event, pending) && check({ email: checkEmail(values.email, t) }))
          onSubmit?.({ email: values.email.trim() });
      }}
    >
      <AuthFieldset disabled={disabled}>
        <AuthTextField
          label={t("auth.field.email")}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValue("email", event.target.value)}
          ref={inputRef("email")}
          error={errors.email ?? serverError(error, t, "email")}
        />
        <AuthAlert>{errorText(error, t, "form")}</AuthAlert>
        <SubmitButton loading={pending}>{t("auth.signIn.sendCode")}</SubmitButton>
      </AuthFieldset>
    </form>
  );
}

/** The code from the email; a new one, or another address, on request. */
export function CodeStep({
  form,
  pending,
  disabled,
  error,
  mfa,
  onSubmit,
  onResend,
  onStartOver,
}: SignInStepProps & {
  mfa: boolean;
  onSubmit?: (values: { code: string }) => void;
  onResend?: () => void;
  onStartOver?: () => void;
}) {
  const t = useCatalogue(authSignInEn);
  const { values, setValue, errors, check, inputRef } = form;
  return (
    <form
      noValidate
      data-slot="sign-in-code"
      onSubmit={(event) => {
        const code = values.code.trim();
        if (submitted(event, pending) && check({ code: code === "" ? t("auth.error.required") : undefined }))
          onSubmit?.({ code });
      }}
    >
      <AuthFieldset disabled={disabled}>
        <p role="status" className="pk:m-0 pk:[overflow-wrap:anywhere]">
          {t(mfa ? "auth.signIn.mfaCode" : "auth.signIn.codeSent", { email: values.email })}
        </p>
        <AuthTextField
          label={t("auth.field.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          // The step appears because the person asked for it: their next move is typing the code.
          autoFocus
          value={values.code}
          onChange={(event) => setValue("code", event.target.value)}
          ref={inputRef("code")}
          error={errors.code ?? serverError(error, t, "password", "otpId")}
        />
        <AuthAlert>{errorText(error, t, "code")}</AuthAlert>
        <SubmitButton loading={pending}>{t("auth.signIn.submit")}</SubmitButton>
        <div className="pk:flex pk:flex-wrap pk:justify-center pk:gap-x-4">
          <Button variant="link" size="sm" onClick={onResend}>
            {t("auth.signIn.resendCode")}
          </Button>
          <Button variant="link" size="sm" onClick={onStartOver}>
            {t("auth.signIn.startOver")}
          </Button>
        </div>
      </AuthFieldset>
    </form>
  );
}
