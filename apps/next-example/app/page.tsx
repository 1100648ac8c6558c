import { recordListOptions } from "@pocketkit/hooks";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";

import { albumsQuery } from "../lib/albums";
import { serverPocketkit } from "../lib/server-pocketkit";
import { AlbumIdeas } from "./album-ideas";
import { AlbumList } from "./album-list";
import { SignIn } from "./sign-in";
import { SignOutButton } from "./sign-out-button";

// Per request: the page depends on who asks (their cookie).
export const dynamic = "force-dynamic";

/**
 * A Server Component. It fetches the albums of whoever the cookie names (checked by proxy.ts),
 * through the same query-option factory that `useList` uses, and hands them to the client
 * components in a `HydrationBoundary`: the HTML arrives with the albums in it, and the browser
 * does not fetch them again to show them.
 */
export default async function Page() {
  const pocketkit = await serverPocketkit();
  const user = pocketkit.pb.authStore.record;
  const queryClient = new QueryClient();
  try {
    if (user) await queryClient.prefetchQuery(recordListOptions(pocketkit, "albums", albumsQuery));
  } finally {
    pocketkit.dispose();
  }

  if (!user)
    return (
      <main>
        <h1>Albums</h1>
        <SignIn />
      </main>
    );
  return (
    <main>
      <header>
        <h1>Albums</h1>
        <p className="account">
          <span data-testid="server-user">Signed in as {String(user.email)}</span>
          <SignOutButton />
        </p>
      </header>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <section aria-label="Your albums">
          <AlbumList />
        </section>
      </HydrationBoundary>
      <section aria-label="Album ideas">
        <AlbumIdeas />
      </section>
    </main>
  );
}
