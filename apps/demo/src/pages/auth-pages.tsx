import { useAuth } from "@pocketkit/hooks";
import {
  ConfirmEmailChange,
  ForgotPasswordForm,
  ResetPasswordForm,
  SignInForm,
  SignUpForm,
  VerifyEmail,
} from "@pocketkit/ui";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";

import { nextPath } from "../layout/require-user";
import { renderRouterLink } from "../layout/router-link";
import { useDocumentTitle } from "../layout/use-document-title";

// The signed-out routes. Email links (verify, reset, email change) open these pages, not
// PocketBase's dashboard; the kit's components read the link's token from the URL.

export function SignInPage() {
  useDocumentTitle("Sign in");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useAuth();
  const next = nextPath(search);
  if (status === "authenticated") return <Navigate to={next} replace />;
  return (
    <SignInForm
      signUpHref="/sign-up"
      forgotPasswordHref="/forgot-password"
      renderLink={renderRouterLink}
      onSignedIn={() => navigate(next, { replace: true })}
    />
  );
}

export function SignUpPage() {
  useDocumentTitle("Sign up");
  const navigate = useNavigate();
  return (
    <SignUpForm
      signInHref="/sign-in"
      renderLink={renderRouterLink}
      onSignedUp={() => navigate("/verify-email", { replace: true })}
    />
  );
}

export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  return <ForgotPasswordForm signInHref="/sign-in" renderLink={renderRouterLink} />;
}

export function ResetPasswordPage() {
  useDocumentTitle("Choose a new password");
  return (
    <ResetPasswordForm
      signInHref="/sign-in"
      forgotPasswordHref="/forgot-password"
      renderLink={renderRouterLink}
    />
  );
}

export function VerifyEmailPage() {
  useDocumentTitle("Verify email");
  return (
    <VerifyEmail>
      <Link to="/" className="pk:font-medium pk:text-primary pk:underline pk:underline-offset-4">
        Continue to your library
      </Link>
    </VerifyEmail>
  );
}

export function ConfirmEmailChangePage() {
  useDocumentTitle("Confirm new email");
  return <ConfirmEmailChange signInHref="/sign-in" renderLink={renderRouterLink} />;
}
