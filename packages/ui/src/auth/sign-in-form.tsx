import type { PocketkitError } from "@pocketkit/client";
import {
  useAuth,
  useAuthMethods,
  useRequestOtp,
  useSignInWithOtp,
  useSignInWithPassword,
  type AuthUser,
  type SignInResult,
} from "@pocketkit/hooks";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authSignInEn } from "./messages";
import { OAuthButtons, type OAuthButtonsProps } from "./oauth-buttons";
import {
  SignInFormView,
  type SignInFormViewProps,
  type SignInMethod,
  type SignInStep,
} from "./sign-in-form-view";

type SignInFormProps = Omit<
  SignInFormViewProps,
  | "methods"
  | "method"
  | "step"
  | "mfa"
  | "loading"
  | "pending"
  | "error"
  | "sessionExpired"
  | "oauth"
  | "pendingProvider"
  | "onPasswordSubmit"
  | "onCodeRequest"
  | "onCodeSubmit"
  | "onProviderSelect"
  | "onStartOver"
> & {
  /** The auth collection. @default "users" */
  collection?: string;
  /** Called once someone is signed in (after every step MFA asks for). */
  onSignedIn?: (user: AuthUser) => void;
  /** How the OAuth2 buttons sign in. @default "popup" */
  oauth2Mode?: OAuthButtonsProps["mode"];
  /** Your OAuth2 callback route, for the redirect. */
  oauth2RedirectUrl?: string;
};

interface Flow {
  step: SignInStep;
  /** The first step's method, when a second factor decided it. */
  method?: SignInMethod;
  otpId?: string;
  /** Set once one factor of an MFA sign-in is done. */
  mfaId?: string;
}

const start: Flow = { step: "credentials" };

/**
 * The sign-in form, connected: offers the methods the server enables (password, a code by
 * email, OAuth2 providers), walks through MFA when the server asks for a second factor, and
 * says "Your session has expired. Please sign in again." when that is why the person is here.
 *
 * @example
 * <SignInForm signUpHref="/sign-up" forgotPasswordHref="/forgot-password" onSignedIn={() => navigate(from)} />
 */
function SignInForm({
  collection = "users",
  onSignedIn,
  oauth2Mode,
  oauth2RedirectUrl,
  disabled,
  ...props
}: SignInFormProps) {
  const t = useCatalogue(authSignInEn);
  const { status } = useAuth();
  const methods = useAuthMethods(collection);
  const signInWithPassword = useSignInWithPassword({ collection });
  const requestOtp = useRequestOtp({ collection });
  const signInWithOtp = useSignInWithOtp({ collection });
  const [flow, setFlow] = React.useState<Flow>(start);
  const [error, setError] = React.useState<PocketkitError | string | null>(null);

  const passwordOn = methods.data?.password.enabled ?? true;
  const otpOn = methods.data?.otp.enabled ?? false;
  const providers = methods.data?.oauth2.enabled
    ? methods.data.oauth2.providers.map(({ name, displayName }) => ({ name, displayName }))
    : [];
  const pending = signInWithPassword.isPending || requestOtp.isPending || signInWithOtp.isPending;

  const requestCode = (email: string, mfaId: string | undefined) => {
    setError(null);
    requestOtp.mutate(
      { email },
      { onSuccess: ({ otpId }) => setFlow({ step: "code", otpId, mfaId }), onError: setError },
    );
  };

  // One factor is done; MFA's second one is the other method (a code after a password or a
  // provider, a password after a code).
  const finish = (result: SignInResult, first: "password" | "otp" | "oauth2", email?: string) => {
    if (result.status === "signed_in") {
      setFlow(start);
      onSignedIn?.(result.user);
      return;
    }
    const { mfaId } = result;
    if (first === "password" && otpOn && email) requestCode(email, mfaId);
    else if (first === "otp" && passwordOn) setFlow({ step: "password", mfaId });
    else if (first === "oauth2" && (otpOn || passwordOn))
      setFlow({ step: "credentials", method: otpOn ? "otp" : "password", mfaId });
    else setError(t("auth.error.mfaUnavailable"));
  };

  return (
    <SignInFormView
      {...props}
      disabled={disabled}
      methods={{ password: passwordOn, otp: otpOn, providers }}
      method={flow.method}
      step={flow.step}
      mfa={flow.mfaId !== undefined}
      loading={methods.isPending}
      pending={pending}
      error={error ?? (methods.error as PocketkitError | null)}
      sessionExpired={status === "expired"}
      oauth={
        providers.length > 0 && flow.mfaId === undefined ? (
          <OAuthButtons
            collection={collection}
            providers={providers}
            mode={oauth2Mode}
            redirectUrl={oauth2RedirectUrl}
            disabled={disabled || pending}
            onSignedIn={onSignedIn}
            onMfaRequired={(mfaId) => finish({ status: "mfa_required", mfaId }, "oauth2")}
          />
        ) : undefined
      }
      onPasswordSubmit={({ email, password }) => {
        setError(null);
        signInWithPassword.mutate(
          { identity: email, password, mfaId: flow.mfaId },
          { onSuccess: (result) => finish(result, "password", email), onError: setError },
        );
      }}
      onCodeRequest={({ email }) => requestCode(email, flow.mfaId)}
      onCodeSubmit={({ code }) => {
        setError(null);
        signInWithOtp.mutate(
          { otpId: flow.otpId ?? "", code, mfaId: flow.mfaId },
          { onSuccess: (result) => finish(result, "otp"), onError: setError },
        );
      }}
      onStartOver={() => {
        setError(null);
        setFlow(start);
      }}
    />
  );
}

export { SignInForm };
export type { SignInFormProps };
