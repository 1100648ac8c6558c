import { useAuth, useConfirmVerification, useRequestVerification } from "@pocketkit/hooks";
import * as React from "react";

import { useUrlToken } from "./use-url-token";
import { VerifyEmailView, type VerifyEmailStatus, type VerifyEmailViewProps } from "./verify-email-view";

type VerifyEmailProps = Omit<
  VerifyEmailViewProps,
  "status" | "email" | "onResend" | "resendPending" | "resent" | "resendError"
> & {
  /** The auth collection. @default "users" */
  collection?: string;
  /** The verification link's token. @default the `token` of the page's URL */
  token?: string;
};

/**
 * The page a verification link opens: confirms the token once and says how it went. Without a
 * token, a signed-in person whose email is not verified gets a "Send the link again" button.
 *
 * @example
 * // on /verify-email?token=…
 * <VerifyEmail><a href="/">Continue</a></VerifyEmail>
 */
function VerifyEmail({ collection = "users", token: givenToken, ...props }: VerifyEmailProps) {
  const urlToken = useUrlToken();
  const token = givenToken ?? urlToken;
  const { user } = useAuth();
  const confirm = useConfirmVerification({ collection });
  const resend = useRequestVerification({ collection });
  const confirmed = React.useRef<string | null>(null);
  const { mutate } = confirm;

  React.useEffect(() => {
    // Once per token, also when StrictMode runs the effect twice.
    if (!token || confirmed.current === token) return;
    confirmed.current = token;
    mutate({ token });
  }, [token, mutate]);

  const email = typeof user?.email === "string" ? user.email : "";
  let status: VerifyEmailStatus;
  if (token) status = confirm.isSuccess ? "success" : confirm.isError ? "failed" : "pending";
  else if (user) status = user.verified ? "success" : "unverified";
  else status = "failed";

  return (
    <VerifyEmailView
      {...props}
      status={status}
      email={email}
      onResend={user && !user.verified && email ? () => resend.mutate({ email }) : undefined}
      resendPending={resend.isPending}
      resent={resend.isSuccess}
      resendError={resend.error}
    />
  );
}

export { VerifyEmail };
export type { VerifyEmailProps };
