import { useAuth, useSignInWithPassword } from "@pocketkit/hooks";
import type { FormEvent } from "react";

/** Sign-in with your own markup: the hooks hold the session, the pending state and the error. */
export function PasswordSignIn() {
  const { user, signOut } = useAuth();
  const signIn = useSignInWithPassword();

  if (user) return <button onClick={signOut}>Sign out {user.email}</button>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate({ identity: String(form.get("email")), password: String(form.get("password")) });
  };
  return (
    <form onSubmit={submit}>
      <label>
        Email <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button disabled={signIn.isPending}>Sign in</button>
      {/* A PocketkitError: "Email or password is incorrect.", with fieldErrors for a form. */}
      {signIn.error && <p role="alert">{signIn.error.message}</p>}
    </form>
  );
}
