import type { PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";
import type { CollectionName, RecordOf } from "../register";
import { writeRecord } from "./write-record";

/**
 * Creates a record (with files, through an upload checked against the schema). The new record is
 * cached at once and the collection's lists are refetched.
 */
export function useCreate<Name extends CollectionName>(
  collection: Name,
): UseMutationResult<RecordOf<Name>, PocketkitError, Record<string, unknown>> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<RecordOf<Name>, PocketkitError, Record<string, unknown>>({
    mutationFn: (data) => writeRecord(pocketkit, collection, data) as Promise<RecordOf<Name>>,
    onSuccess: (record) => {
      queryClient.setQueryData(pocketkitKeys.record(collection, record.id), record);
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === "pocketkit" &&
          query.queryKey[1] === collection &&
          ["list", "infinite", "full"].includes(String(query.queryKey[2])),
      });
    },
  });
}
