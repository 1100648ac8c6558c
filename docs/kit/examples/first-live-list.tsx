import { createPocketkit } from "@pocketkit/client";
import { PocketkitProvider, useAuth, useList, useSignInWithPassword } from "@pocketkit/hooks";

const pocketkit = createPocketkit({ url: "https://pb.example.com" });

function Albums() {
  const { user, signOut } = useAuth();
  const signIn = useSignInWithPassword();
  // Follows the collection live; after a sign-out it is empty at once.
  const { data, error } = useList("albums", { sort: "-created", realtime: true });

  if (!user) {
    return (
      <button onClick={() => signIn.mutate({ identity: "ada@example.com", password: "correct horse" })}>
        Sign in
      </button>
    );
  }
  return (
    <>
      <button onClick={signOut}>Sign out</button>
      {error && <p role="alert">{error.message}</p>}
      <ul>
        {data?.items.map((album) => (
          <li key={album.id}>{album.name}</li>
        ))}
      </ul>
    </>
  );
}

export function App() {
  return (
    <PocketkitProvider client={pocketkit}>
      <Albums />
    </PocketkitProvider>
  );
}
