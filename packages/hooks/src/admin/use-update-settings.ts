import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";
import type { AdminSettings, AdminSettingsUpdate } from "./types";

/**
 * Changes settings (superusers only): only the sections and fields given, the rest stays. The
 * cached settings become what the server saved.
 *
 * @example
 * const update = useUpdateSettings();
 * update.mutate({
 *   meta: { appName: "Gallery" },
 *   smtp: { enabled: true, host: "smtp.example.com", port: 587 },
 * });
 *
 * `error.kind === "validation"` with `fieldErrors` such as `smtp.host` or `meta.appURL`.
 */
export function useUpdateSettings(): UseMutationResult<AdminSettings, PocketkitError, AdminSettingsUpdate> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<AdminSettings, PocketkitError, AdminSettingsUpdate>({
    mutationFn: (update) =>
      adminRequest(() => pocketkit.pb.settings.update(update) as Promise<AdminSettings>),
    onSuccess: (settings) => queryClient.setQueryData(pocketkitKeys.admin("settings"), settings),
  });
}
