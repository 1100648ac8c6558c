import { useAuth, useList } from "@pocketkit/hooks";
import { Button, SignInForm, Toaster } from "@pocketkit/ui";

export function App() {
  const { user, signOut } = useAuth();
  return (
    <main>
      <p data-testid="auth-status">{user ? `signed in as ${user.email}` : "anonymous"}</p>
      {user ? <Button onClick={signOut}>Sign out</Button> : <SignInForm />}
      <Notes />
      <Pings />
      <Toaster />
    </main>
  );
}

function Notes() {
  const { data } = useList("notes", { sort: "created", realtime: true });
  return (
    <ul data-testid="notes">
      {data?.items.map((note) => (
        <li key={note.id}>{note.title}</li>
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
        <li key={ping.id}>{ping.label}</li>
      ))}
    </ul>
  );
}
