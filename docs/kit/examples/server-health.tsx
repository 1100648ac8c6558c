import { useHealth } from "@pocketkit/hooks";
import { Badge } from "@pocketkit/ui";

/** A status light: asks `GET /api/health` every 10 s. */
export function ServerHealth() {
  const { data, error } = useHealth({ refetchInterval: 10_000 });
  if (error) return <Badge variant="destructive">Unreachable ({error.kind})</Badge>;
  return (
    <Badge variant={data?.code === 200 ? "primary" : "secondary"}>{data ? data.message : "Checking…"}</Badge>
  );
}
