// @vitest-environment node
import { createPocketkit } from "@pocketkit/client";
import { QueryClient } from "@tanstack/react-query";
import { BaseAuthStore } from "pocketbase";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";

import * as auth from ".";
import { PocketkitProvider } from "../provider/pocketkit-provider";

// Server rendering in plain Node: no window, no document, no sessionStorage. An auth hook that
// touched one during render (or at import, above) would throw here.
test("every auth hook renders on the server, and the server sees nobody signed in", () => {
  expect(typeof window).toBe("undefined");
  // A session in the store (a request's cookie, say) is still not rendered on the server: the
  // markup must match what the browser hydrates from.
  const store = new BaseAuthStore();
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
    "base64url",
  );
  store.save(`e30.${payload}.signature`, null);
  const pocketkit = createPocketkit({ url: "http://127.0.0.1:9", authStore: store });

  function EveryHook() {
    const session = auth.useAuth();
    const mutations = [
      auth.useSignInWithPassword(),
      auth.useSignUp(),
      auth.useRequestOtp(),
      auth.useSignInWithOtp(),
      auth.useSignInWithOAuth2Popup(),
      auth.useStartOAuth2Redirect(),
      auth.useCompleteOAuth2Redirect(),
      auth.useRequestPasswordReset(),
      auth.useConfirmPasswordReset(),
      auth.useRequestVerification(),
      auth.useConfirmVerification(),
      auth.useRequestEmailChange(),
      auth.useConfirmEmailChange(),
    ];
    return <p>{[session.status, ...new Set(mutations.map((mutation) => mutation.status))].join(" ")}</p>;
  }

  const html = renderToString(
    <PocketkitProvider client={pocketkit} queryClient={new QueryClient()}>
      <EveryHook />
    </PocketkitProvider>,
  );
  expect(html).toBe("<p>anonymous idle</p>");
  expect(pocketkit.auth.getSnapshot().status).toBe("authenticated");
  pocketkit.dispose();
});
