import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";

/**
 * Runs a cron job now, by its id (superusers only). PocketBase starts the job and answers at
 * once: the promise resolves when the job has started, not when it is done.
 *
 * @example
 * const run = useRunCron();
 * run.mutate("__pbLogsCleanup__");
 *
 * `error.kind === "not_found"` for an id that is not registered.
 */
export function useRunCron(): UseMutationResult<void, PocketkitError, string> {
  const pocketkit = usePocketkit();
  return useMutation<void, PocketkitError, string>({
    mutationFn: async (jobId) => {
      await adminRequest(() => pocketkit.pb.crons.run(jobId));
    },
  });
}
