import type { PocketkitError } from "@pocketkit/client";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authSignInEn } from "./messages";
import { Button } from "../primitives/button";
import { Skeleton } from "../primitives/skeleton";
import { AuthAlert, AuthFooter, AuthLink, AuthPanel, type RenderAuthLink } from "./auth-parts";
import { OAuthButtonsView, type OAuthProviderOption } from "./oauth-buttons-view";
import { CodeStep, OtpEmailStep, PasswordStep, type SignInValues } from "./sign-in-steps";
import { useForm, type FormValuesProps } from "../form";

/** How to sign in on the first step: a password, or a code sent by email. */
export type SignInMethod = "password" | "otp";

/**
 * Where the sign-in is: `credentials` (email and password, or the email for a code), `code`
 * (the code from the email), `password` (the password as MFA's second step, after a code).
 */
export type SignInStep = "credentials" | "code" | "password";

/** The ways to sign in the form offers. */
export interface SignInMethods {
  /** @default true */
  password?: boolean;
  /** A one-time code by email. @default false */
  otp?: boolean;
  /** OAuth2 providers, one button each. @default none */
  providers?: OAuthProviderOption[];
}

type SignInFormViewProps = Omit<React.ComponentProps<"section">, "title" | "onSubmit"> &
  FormValuesProps<SignInValues> & {
    /** @default { password: true } */
    methods?: SignInMethods;
    /** The first step's method when both are on (controlled). */
    method?: SignInMethod;
    /** @default "password" when it is on, else "otp" */
    defaultMethod?: SignInMethod;
    onMethodChange?: (method: SignInMethod) => void;
    /** @default "credentials" */
    step?: SignInStep;
    /** The step is MFA's second factor: the wording says so. @default false */
    mfa?: boolean;
    /** The ways to sign in are still being read: placeholders instead of the form. @default false */
    loading?: boolean;
    /** A request runs: the submit button is busy and a second Enter sends nothing. @default false */
    pending?: boolean;
    /** @default false */
    disabled?: boolean;
    /**
     * The last attempt's failure: an `auth` error reads "Email or password is incorrect." (or,
     * on the code step, "This code is wrong or has expired."), field problems go under their
     * fields. A string is shown as it is.
     */
    error?: PocketkitError | string | null;
    /** Says "Your session has expired. Please sign in again." above the form. @default false */
    sessionExpired?: boolean;
    /** @default "Sign in" */
    title?: React.ReactNode;
    description?: React.ReactNode;
    /** Where "Sign up" goes; no link without it. */
    signUpHref?: string;
    /** Where "Forgot password?" goes; no link without it. */
    forgotPasswordHref?: string;
    /** Renders the links with your router's link component. @default a plain `<a>` */
    renderLink?: RenderAuthLink;
    /** Replaces the provider buttons (the connected form puts `OAuthButtons` here). */
    oauth?: React.ReactNode;
    /** The provider whose sign-in runs (with `methods.providers`). */
    pendingProvider?: string;
    onPasswordSubmit?: (values: { email: string; password: string }) => void;
    /** Asks for a code: on the email step, and for "Send a new code". */
    onCodeRequest?: (values: { email: string }) => void;
    onCodeSubmit?: (values: { code: string }) => void;
    /** Called synchronously inside the click, so that a popup may open. */
    onProviderSelect?: (provider: string) => void;
    /** "Use a different email" on the code step: back to the start. */
    onStartOver?: () => void;
  };

/**
 * The sign-in form as pure props: password, a code by email, OAuth2 buttons, and MFA's second
 * step. Keeps what is typed; says what went wrong where it went wrong.
 *
 * @example
 * <SignInFormView
 *   methods={{ password: true, otp: true }}
 *   pending={signIn.isPending}
 *   error={signIn.error}
 *   onPasswordSubmit={({ email, password }) => signIn.mutate({ identity: email, password })}
 * />
 */
function SignInFormView({
  methods = {},
  method: methodProp,
  defaultMethod,
  onMethodChange,
  step = "credentials",
  mfa = false,
  loading = false,
  pending = false,
  disabled = false,
  error,
  sessionExpired = false,
  title,
  description,
  signUpHref,
  forgotPasswordHref,
  renderLink,
  oauth,
  pendingProvider,
  onPasswordSubmit,
  onCodeRequest,
  onCodeSubmit,
  onProviderSelect,
  onStartOver,
  values,
  defaultValues,
  onValuesChange,
  ...props
}: SignInFormViewProps) {
  const t = useCatalogue(authSignInEn);
  const form = useForm<SignInValues>(
    { email: "", password: "", code: "" },
    { values, defaultValues, onValuesChange },
  );
  const { password: passwordOn = true, otp: otpOn = false, providers = [] } = methods;
  const [ownMethod, setOwnMethod] = React.useState<SignInMethod>(
    defaultMethod ?? (passwordOn ? "password" : "otp"),
  );
  const chosen = methodProp ?? ownMethod;
  // A method the server turned off is never shown, whatever was asked for.
  const method: SignInMethod | undefined =
    chosen === "otp"
      ? otpOn
        ? "otp"
        : passwordOn
          ? "password"
          : undefined
      : passwordOn
        ? "password"
        : otpOn
          ? "otp"
          : undefined;
  const switchTo = (next: SignInMethod) => {
    if (methodProp === undefined) setOwnMethod(next);
    onMethodChange?.(next);
  };
  const stepProps = { form, pending, disabled, error };
  const showProviders = step === "credentials" && !loading && (oauth !== undefined || providers.length > 0);

  return (
    <AuthPanel
      data-slot="sign-in-form"
      data-step={step}
      data-method={method}
      aria-busy={loading || undefined}
      title={title ?? t("auth.signIn.title")}
      description={description}
      {...props}
    >
      {sessionExpired ? <AuthAlert tone="info">{t("auth.error.sessionExpired")}</AuthAlert> : null}
      {mfa && step === "credentials" ? <AuthAlert tone="info">{t("auth.signIn.mfaOther")}</AuthAlert> : null}
      {loading ? (
        <div role="status" className="pk:flex pk:flex-col pk:gap-3">
          <span className="pk:sr-only">{t("auth.signIn.loading")}</span>
          <Skeleton className="pk:h-9" />
          <Skeleton className="pk:h-9" />
          <Skeleton className="pk:h-9" />
        </div>
      ) : step === "code" ? (
        <CodeStep
          {...stepProps}
          mfa={mfa}
          onSubmit={onCodeSubmit}
          onResend={() => onCodeRequest?.({ email: form.values.email.trim() })}
          onStartOver={onStartOver}
        />
      ) : step === "password" || method === "password" ? (
        <PasswordStep
          {...stepProps}
          emailFixed={step === "password"}
          forgotPasswordHref={forgotPasswordHref}
          renderLink={renderLink}
          onSubmit={onPasswordSubmit}
        />
      ) : method === "otp" ? (
        <OtpEmailStep {...stepProps} onSubmit={onCodeRequest} />
      ) : null}
      {step === "credentials" && !loading && passwordOn && otpOn && !mfa ? (
        <Button
          variant="link"
          className="pk:h-auto! pk:self-center pk:py-1 pk:whitespace-normal!"
          disabled={disabled}
          onClick={() => switchTo(method === "otp" ? "password" : "otp")}
        >
          {t(method === "otp" ? "auth.signIn.usePassword" : "auth.signIn.useCode")}
        </Button>
      ) : null}
      {showProviders ? (
        <>
          {method ? (
            <div aria-hidden className="pk:flex pk:items-center pk:gap-3 pk:text-xs pk:text-muted-foreground">
              <span className="pk:h-px pk:flex-1 pk:bg-border" />
              {t("auth.signIn.or")}
              <span className="pk:h-px pk:flex-1 pk:bg-border" />
            </div>
          ) : null}
          {oauth ?? (
            <OAuthButtonsView
              providers={providers}
              onSelect={onProviderSelect}
              pendingProvider={pendingProvider}
              disabled={disabled}
            />
          )}
        </>
      ) : null}
      {signUpHref && step === "credentials" && !mfa ? (
        <AuthFooter>
          {t("auth.signIn.noAccount")}{" "}
          <AuthLink href={signUpHref} render={renderLink} slot="sign-in-sign-up">
            {t("auth.link.signUp")}
          </AuthLink>
        </AuthFooter>
      ) : null}
    </AuthPanel>
  );
}

export { SignInFormView };
export type { SignInFormViewProps };
export type { SignInValues };
