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
    const auth = hooks.useAuth();
    hooks.useSignInWithPassword();
    hooks.useSignUp();
    hooks.useRequestOtp();
    hooks.useSignInWithOtp();
    hooks.useSignInWithOAuth2Popup();
    hooks.useStartOAuth2Redirect();
    hooks.useCompleteOAuth2Redirect();
    hooks.useRequestPasswordReset();
    hooks.useConfirmPasswordReset();
    hooks.useRequestVerification();
    hooks.useConfirmVerification();
    hooks.useRequestEmailChange();
    hooks.useConfirmEmailChange();
    hooks.useChangePassword();
    hooks.useAuthMethods();
    hooks.useFileToken();
    hooks.useDeleteAccount();
    const uploads = hooks.useUploadQueue({ collection: "images" });
    const completion = hooks.useCompletion({ api: "/api/completion" });
    const admin = [
      hooks.useCollections(),
      hooks.useCollection("albums"),
      hooks.useLogs(),
      hooks.useLogStats(),
      hooks.useBackups(),
      hooks.useBackupDownloadUrl("backup.zip"),
      hooks.useRecordCounts(),
      hooks.useSettings(),
      hooks.useHealth(),
      hooks.useCrons(),
      hooks.useSuperusers(),
    ];
    hooks.useCreateCollection();
    hooks.useUpdateCollection();
    hooks.useDeleteCollection();
    hooks.useCreateBackup();
    hooks.useUploadBackup();
    hooks.useDeleteBackup();
    hooks.useRestoreBackup();
    hooks.useUpdateSettings();
    hooks.useTestEmail();
    hooks.useRunCron();
    hooks.useCreateSuperuser();
    hooks.useDeleteSuperuser();
    const states = [list.status, infinite.status, one.status, full.status, connection, auth.status];
    const pendingAdmin = admin.every((query) => query.status === "pending");
    return <p>{[...states, uploads.items.length, completion.status, pendingAdmin].join(" ")}</p>;
  }

  const html = renderToString(
    <hooks.PocketkitProvider client={pocketkit} queryClient={new QueryClient()}>
      <EveryHook />
    </hooks.PocketkitProvider>,
  );
  expect(html).toBe("<p>pending pending pending pending idle anonymous 0 idle true</p>");
  pocketkit.dispose();
});
