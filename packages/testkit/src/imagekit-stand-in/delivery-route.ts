import type { Hono } from "hono";

import { fileByPath, type StandInState } from "./stand-in-state";

/**
 * Not ImageKit's delivery, only enough of it for a page to show what was uploaded: the file's
 * bytes as stored at `<deliveryUrl><filePath>`, whatever transformation (`?tr=…`, `/tr:…/`) the
 * URL asks for, as an attachment with `?ik-attachment=true`. A test of the transformations reads the URLs; ImageKit's CDN makes them.
 */
export function deliveryRoute(app: Hono, state: StandInState): void {
  app.get("/delivery/*", (c) => {
    const path = decodeURIComponent(c.req.path.slice("/delivery".length)).replace(/^\/tr:[^/]*/, "");
    const file = fileByPath(state, path);
    if (!file) return c.body(null, 404);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": file.mime,
      // Also on HEAD, whose answer has no body to count: a ZIP is planned from the sizes.
      "content-length": String(file.bytes.byteLength),
      ...(c.req.query("ik-attachment") === "true" && {
        "content-disposition": `attachment; filename="${file.name}"`,
      }),
      "cache-control": "no-store",
      "access-control-allow-origin": "*",
    });
  });
}
