import type { PocketkitError } from "@pocketkit/client";
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

/**
 * Updates a record optimistically: every cached list and record shows the change at once; if the
 * server refuses, they all go back to what they were and the error (with its `fieldErrors`)
 * comes back, so a form can keep what was typed and show why.
 */
export function useUpdate<Name extends CollectionName>(
  collection: Name,
): UseMutationResult<RecordOf<Name>, PocketkitError, UpdateVariables, { snapshot: CacheSnapshot }> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<RecordOf<Name>, PocketkitError, UpdateVariables, { snapshot: CacheSnapshot }>({
    mutationFn: ({ id, data }) => writeRecord(pocketkit, collection, data, id) as Promise<RecordOf<Name>>,
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
