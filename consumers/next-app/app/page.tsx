import { createPocketkit, createServerClient } from "@pocketkit/client";
import { pocketkitKeys, recordListOptions } from "@pocketkit/hooks";
import { Badge } from "@pocketkit/ui";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { headers } from "next/headers";

import { NotesIsland } from "./notes-island";

export const dynamic = "force-dynamic";

// A Server Component: it reads the notes with a client made for this request from its cookie,
// through the query-option factory of @pocketkit/hooks (a plain function, not a client
// reference), and hands them to the client island to start from.
export default async function Page() {
  const url = process.env.POCKETBASE_URL ?? "";
  const server = createServerClient({ url, cookie: (await headers()).get("cookie") });
  const userId = await server.refresh();
  const pocketkit = createPocketkit({ url, authStore: server.pb.authStore });
  const queryClient = new QueryClient();
  try {
    const notes = await queryClient.fetchQuery(recordListOptions(pocketkit, "notes", { sort: "created" }));
    return (
      <main>
        <section>
          <p data-testid="server-user">
            {userId ? `server sees ${String(server.pb.authStore.record?.email)}` : "server sees anonymous"}
          </p>
          <Badge data-testid="server-key">{pocketkitKeys.collection("notes").join("/")}</Badge>
          <ul data-testid="server-notes">
            {notes.items.map((note) => (
              <li key={note.id}>{String(note.title)}</li>
            ))}
          </ul>
        </section>
        <NotesIsland pocketbaseUrl={url} state={dehydrate(queryClient)} />
      </main>
    );
  } finally {
    pocketkit.dispose();
  }
}
