import { useSignUp, type AuthUser } from "@pocketkit/hooks";
import * as React from "react";

import { SignUpFormView, type SignUpFormViewProps } from "./sign-up-form-view";

type SignUpFormProps = Omit<SignUpFormViewProps, "pending" | "error" | "created" | "onSubmit"> & {
  /** The auth collection. @default "users" */
  collection?: string;
  /** Send the "verify your email" mail once the account exists. @default true */
  sendVerification?: boolean;
  /** Called once the account exists and its owner is signed in. */
  onSignedUp?: (user: AuthUser) => void;
};

/**
 * The sign-up form, connected: creates the account, signs in to it, and asks PocketBase to send
 * the verification mail. An email already used and a password the server refuses show under
 * their fields.
 *
 * @example
 * <SignUpForm signInHref="/sign-in" onSignedUp={() => navigate("/")} />
 */
function SignUpForm({
  collection = "users",
  sendVerification,
  onSignedUp,
  showName = true,
  ...props
}: SignUpFormProps) {
  const signUp = useSignUp({ collection, sendVerification });
  const [created, setCreated] = React.useState(false);
  return (
    <SignUpFormView
      {...props}
      showName={showName}
      pending={signUp.isPending}
      error={signUp.error}
      created={created}
      onSubmit={({ name, email, password, passwordConfirm }) =>
        signUp.mutate(
          { email, password, passwordConfirm, data: showName && name ? { name } : undefined },
          {
            onSuccess: (result) => {
              // With MFA on, the new account still needs a second factor: send them to sign in.
              if (result.status === "signed_in") onSignedUp?.(result.user);
              else setCreated(true);
            },
          },
        )
      }
    />
  );
}

export { SignUpForm };
export type { SignUpFormProps };
