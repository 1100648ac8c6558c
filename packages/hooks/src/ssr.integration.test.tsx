// @vitest-environment node
import { createPocketkit } from "@pocketkit/client";
import { QueryClient } from "@tanstack/react-query";
import { BaseAuthStore } from "pocketbase";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";

import * as hooks from ".";

// Server rendering in plain Node: no window, no document. A hook that touched either during
// render (or at import, above) would throw here.
test("every hook renders on the server without touching window", () => {
  expect(typeof window).toBe("undefined");
  const pocketkit = createPocketkit({ url: "http://127.0.0.1:9", authStore: new BaseAuthStore() });

  function EveryHook() {
    const list = hooks.useList("albums", { realtime: true });
    const infinite = hooks.useInfiniteList("albums", { realtime: true });
    const one = hooks.useRecord("albums", "abc", { realtime: true });
    const full = hooks.useFullList("albums", { realtime: true });
    hooks.useCreate("albums");
    hooks.useUpdate("albums");
    hooks.useDelete("albums");
    hooks.useBatch();
    const connection = hooks.useConnectionState();
    return <p>{[list.status, infinite.status, one.status, full.status, connection].join(" ")}</p>;
  }

  const html = renderToString(
    <hooks.PocketkitProvider client={pocketkit} queryClient={new QueryClient()}>
      <EveryHook />
    </hooks.PocketkitProvider>,
  );
  expect(html).toBe("<p>pending pending pending pending idle</p>");
  pocketkit.dispose();
});
