import { createPocketkit, createServerClient } from "@pocketkit/client";
import { pocketkitKeys, recordListOptions } from "@pocketkit/hooks";
import { QueryClient } from "@tanstack/react-query";

export async function AlbumCount({ cookie }: { cookie: string | null }) {
  const { pb, refresh } = createServerClient({ url: "http://127.0.0.1:8090", cookie });
  await refresh();
  const pocketkit = createPocketkit({ url: "http://127.0.0.1:8090", authStore: pb.authStore });
  const queryClient = new QueryClient();
  try {
    const albums = await queryClient.fetchQuery(recordListOptions(pocketkit, "albums", { sort: "-created" }));
    return <p title={pocketkitKeys.collection("albums").join("/")}>{albums.totalItems} albums</p>;
  } finally {
    pocketkit.dispose();
  }
}
