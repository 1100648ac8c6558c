// ImageKit's cache purge APIs (api.imagekit.io, v1): purge a URL, and a purge's status.
import type { Hono } from "hono";

import { newId, readJsonBody, StandInRefusal } from "./stand-in-answers";
import type { StandInState } from "./stand-in-state";

export function purgeRoutes(app: Hono, state: StandInState): void {
  // `{ url }`, a URL of the account's URL endpoint; 201 `{ requestId }`.
  app.post("/v1/files/purge", async (c) => {
    const body = await readJsonBody(c, { required: { url: "string" } });
    const url = body.url as string;
    if (!url.startsWith(`${state.urlEndpoint}/`))
      throw new StandInRefusal(400, "The URL is not valid for cache purging.");
    const requestId = newId();
    state.purges.set(requestId, { requestId, url, status: "Pending" });
    return c.json({ requestId }, 201);
  });

  // 200 `{ status }`: `Pending` at the first look, `Completed` after.
  app.get("/v1/files/purge/:requestId", (c) => {
    const purge = state.purges.get(c.req.param("requestId"));
    if (!purge) throw new StandInRefusal(400, "No request found for this requestId.");
    const status = purge.status;
    purge.status = "Completed";
    return c.json({ status });
  });
}
