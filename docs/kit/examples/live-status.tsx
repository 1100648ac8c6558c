import { useConnectionState, useList } from "@pocketkit/hooks";
import { Badge } from "@pocketkit/ui";

/** A list that follows the server live, and a badge that says whether it does right now. */
export function LiveStatus() {
  const state = useConnectionState(); // "idle" | "connecting" | "live" | "reconnecting" | "offline"
  const { data } = useList("albums", { sort: "name", realtime: true });
  return (
    <section aria-label="Albums, live">
      <Badge variant={state === "live" ? "primary" : "secondary"}>{state}</Badge>
      <p>{data ? `${data.totalItems} albums` : "Loading…"}</p>
    </section>
  );
}
