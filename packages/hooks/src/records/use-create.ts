import type { PocketkitError, UploadProgress } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import { isListKey, pocketkitKeys } from "../query-keys";
import type { CollectionName, RecordOf } from "../register";
import { cleanQuery } from "./list-query";
import { writeRecord } from "./write-record";

export interface UseCreateOptions {
  /**
   * Relations to expand in the created record (it is cached with them).
   * @example useCreate("photos", { expand: "album" })
   */
  expand?: string;
  /**
   * Called as a create with files sends its bytes, with the data being sent (as TanStack's
   * `onSuccess` gets the variables). Not called for a create without files: it is one small
   * request. @default none
   * @example useCreate("photos", { onProgress: ({ fraction }) => setPercent(fraction * 100) })
   */
  onProgress?: (progress: UploadProgress, data: Record<string, unknown>) => void;
}

/**
 * Creates a record (with files, through an upload checked against the schema). The new record is
 * cached at once and the collection's lists are refetched.
 *
 * @example
 * const create = useCreate("photos", { onProgress: ({ fraction }) => setPercent(fraction * 100) });
 * create.mutate({ album: albumId, image: file });
 */
export function useCreate<Name extends CollectionName>(
  collection: Name,
  { expand, onProgress }: UseCreateOptions = {},
): UseMutationResult<RecordOf<Name>, PocketkitError, Record<string, unknown>> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<RecordOf<Name>, PocketkitError, Record<string, unknown>>({
    mutationFn: (data) =>
      writeRecord(pocketkit, collection, data, {
        expand,
        onProgress: onProgress && ((progress) => onProgress(progress, data)),
      }) as Promise<RecordOf<Name>>,
    onSuccess: (record) => {
      // Under the key `useRecord(collection, id, { expand })` reads.
      queryClient.setQueryData(pocketkitKeys.record(collection, record.id, cleanQuery({ expand })), record);
      void queryClient.invalidateQueries({ predicate: (query) => isListKey(query.queryKey, collection) });
    },
  });
}
