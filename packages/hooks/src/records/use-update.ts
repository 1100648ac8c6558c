import type { PocketkitError, UploadProgress } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { applyRealtimeEvents } from "../realtime/apply-events";
import type { CollectionName, RecordOf } from "../register";
import { restoreSnapshot, snapshotCollection, type CacheSnapshot } from "./cache-snapshot";
import { hasFiles, writeRecord } from "./write-record";

export interface UpdateVariables {
  id: string;
  data: Record<string, unknown>;
}

export interface UseUpdateOptions {
  /**
   * Relations to expand in the saved record (cached records take the fresh expansion).
   * @example useUpdate("photos", { expand: "album" })
   */
  expand?: string;
  /**
   * Called as an update with files sends its bytes, with the variables being sent (as TanStack's
   * `onSuccess` gets them). Not called for an update without files: it is one small request.
   * @default none
   * @example useUpdate("photos", { onProgress: ({ fraction }) => setPercent(fraction * 100) })
   */
  onProgress?: (progress: UploadProgress, variables: UpdateVariables) => void;
}

/**
 * Updates a record optimistically: every cached list and record shows the change at once; if the
 * server refuses, they all go back to what they were and the error (with its `fieldErrors`)
 * comes back, so a form can keep what was typed and show why. An update with files is not shown
 * before the server has them (there is nothing to show of a file still on its way).
 *
 * @example
 * const update = useUpdate("albums");
 * update.mutate({ id, data: { name: "Summer" } });
 */
export function useUpdate<Name extends CollectionName>(
  collection: Name,
  { expand, onProgress }: UseUpdateOptions = {},
): UseMutationResult<RecordOf<Name>, PocketkitError, UpdateVariables, { snapshot: CacheSnapshot }> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<RecordOf<Name>, PocketkitError, UpdateVariables, { snapshot: CacheSnapshot }>({
    mutationFn: (variables) =>
      writeRecord(pocketkit, collection, variables.data, {
        id: variables.id,
        expand,
        onProgress: onProgress && ((progress) => onProgress(progress, variables)),
      }) as Promise<RecordOf<Name>>,
    onMutate: async ({ id, data }) => {
      const snapshot = await snapshotCollection(queryClient, collection);
      if (!hasFiles(data)) {
        applyRealtimeEvents(
          queryClient,
          collection,
          [{ action: "update", record: { id, ...data } as RecordOf<Name> }],
          {
            refetch: false,
          },
        );
      }
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreSnapshot(queryClient, context.snapshot);
    },
    onSuccess: (record) => {
      // The server has it now: filtered lists the change may have moved it into or out of refetch.
      applyRealtimeEvents(queryClient, collection, [{ action: "update", record }]);
    },
  });
}
