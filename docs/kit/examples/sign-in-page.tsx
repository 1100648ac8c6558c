import { useAuth } from "@pocketkit/hooks";
import { Button, SignInForm } from "@pocketkit/ui";

/** A sign-in page: the styled form until someone is signed in, then who it is. */
export function SignInPage() {
  const { user, signOut } = useAuth();
  if (user) {
    return (
      <p>
        Signed in as {user.email}. <Button onClick={signOut}>Sign out</Button>
      </p>
    );
  }
  return <SignInForm signUpHref="/sign-up" forgotPasswordHref="/forgot-password" />;
}
