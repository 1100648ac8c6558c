import type { PocketkitError } from "@pocketkit/client";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authEn } from "./messages";
import { Button } from "../primitives/button";
import { authErrorMessage } from "./auth-errors";
import { AuthAlert, AuthPanel } from "./auth-parts";

/**
 * `pending`: the link is being confirmed; `success`: the email is verified; `failed`: the link
 * expired or is not one; `unverified`: a signed-in person whose email still needs verifying.
 */
export type VerifyEmailStatus = "pending" | "success" | "failed" | "unverified";

type VerifyEmailViewProps = Omit<React.ComponentProps<"section">, "title"> & {
  status: VerifyEmailStatus;
  /** The address to verify, named when it is `unverified` and after a resend. */
  email?: string;
  /** Offers "Send the link again" (for a signed-in person whose email is not verified yet). */
  onResend?: () => void;
  /** The resend runs. @default false */
  resendPending?: boolean;
  /** The new link went out: says so. @default false */
  resent?: boolean;
  /** The resend failed. */
  resendError?: PocketkitError | null;
  /** @default "Verify your email" */
  title?: React.ReactNode;
  /** What comes next (a "Continue" link, say), shown under the status. */
  children?: React.ReactNode;
};

/**
 * The page a verification link opens, as pure props: the confirmation in progress, its outcome,
 * and for a signed-in person whose email is not verified, a way to get the link again.
 *
 * @example
 * <VerifyEmailView status="unverified" email={user.email} onResend={resend} />
 */
function VerifyEmailView({
  status,
  email = "",
  onResend,
  resendPending = false,
  resent = false,
  resendError,
  title,
  children,
  ...props
}: VerifyEmailViewProps) {
  const t = useCatalogue(authEn);
  const canResend = onResend && (status === "failed" || status === "unverified");
  return (
    <AuthPanel
      data-slot="verify-email"
      data-state={status}
      aria-busy={status === "pending" || undefined}
      title={title ?? t("auth.verifyEmail.title")}
      {...props}
    >
      {status === "failed" ? (
        <AuthAlert>{t("auth.verifyEmail.failed")}</AuthAlert>
      ) : (
        <p role="status" className="pk:m-0 pk:[overflow-wrap:anywhere]">
          {status === "pending"
            ? t("auth.verifyEmail.pending")
            : status === "success"
              ? t("auth.verifyEmail.success")
              : t("auth.verifyEmail.unverified", { email })}
        </p>
      )}
      {canResend ? (
        <>
          {resent ? (
            <AuthAlert tone="info">{t("auth.verifyEmail.resent", { email })}</AuthAlert>
          ) : (
            <Button variant="outline" loading={resendPending} onClick={onResend}>
              {t("auth.verifyEmail.resend")}
            </Button>
          )}
          <AuthAlert>{authErrorMessage(resendError, t)}</AuthAlert>
        </>
      ) : null}
      {children ? (
        // A plain <a> given here (as the docs show) gets the kit's link colour: the browser's blue
        // fails contrast on the dark theme.
        <div
          data-slot="verify-email-next"
          className="pk:[&_a]:font-medium pk:[&_a]:text-primary pk:[&_a]:underline pk:[&_a]:underline-offset-4"
        >
          {children}
        </div>
      ) : null}
    </AuthPanel>
  );
}

export { VerifyEmailView };
export type { VerifyEmailViewProps };
