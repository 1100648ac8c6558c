import { useAuth, useList, useSignInWithPassword } from "@pocketkit/hooks";
import type { FormEvent } from "react";

// React 18 with the headless hooks and components of the app's own (no @pocketkit/ui, which
// needs React 19).
export function App() {
  const { user, signOut } = useAuth();
  return (
    <main>
      <p data-testid="auth-status">{user ? `signed in as ${user.email}` : "anonymous"}</p>
      {user ? <button onClick={signOut}>Sign out</button> : <SignIn />}
      <Notes />
      <Pings />
    </main>
  );
}

function SignIn() {
  const signIn = useSignInWithPassword();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate({ identity: String(form.get("email")), password: String(form.get("password")) });
  };
  return (
    <form onSubmit={submit}>
      <label>
        Email <input name="email" type="email" autoComplete="username" />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" />
      </label>
      <button type="submit">Sign in</button>
      {signIn.error && <p role="alert">{signIn.error.message}</p>}
    </form>
  );
}

function Notes() {
  const { data } = useList("notes", { sort: "created", realtime: true });
  return (
    <ul data-testid="notes">
      {data?.items.map((note) => (
        <li key={note.id}>{String(note.title)}</li>
      ))}
    </ul>
  );
}

/** A public collection the page follows too: its events tell a test that the page is listening. */
function Pings() {
  const { data } = useList("pings", { sort: "created", realtime: true });
  return (
    <ul data-testid="pings">
      {data?.items.map((ping) => (
        <li key={ping.id}>{String(ping.label)}</li>
      ))}
    </ul>
  );
}
