import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import type { CollectionModel } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";
import type { CollectionUpdate } from "./types";

export interface UpdateCollectionVariables {
  /** The collection's id or current name. */
  idOrName: string;
  /** Only what changes; `fields`, when given, is the complete new list of fields. */
  data: CollectionUpdate;
}

/**
 * Changes a collection (superusers only): its name, rules, fields or options. Afterwards every
 * admin collection query and the records cached for the collection are fetched again, since
 * a changed field or rule changes what they hold.
 *
 * @example
 * const update = useUpdateCollection();
 * update.mutate({ idOrName: "albums", data: { listRule: "owner = @request.auth.id" } });
 */
export function useUpdateCollection(): UseMutationResult<
  CollectionModel,
  PocketkitError,
  UpdateCollectionVariables
> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<CollectionModel, PocketkitError, UpdateCollectionVariables>({
    mutationFn: ({ idOrName, data }) => adminRequest(() => pocketkit.pb.collections.update(idOrName, data)),
    onSuccess: (collection, { idOrName }) => {
      queryClient.setQueryData(pocketkitKeys.admin("collections", "one", collection.id), collection);
      queryClient.setQueryData(pocketkitKeys.admin("collections", "one", collection.name), collection);
      void queryClient.invalidateQueries({ queryKey: pocketkitKeys.admin("collections") });
      for (const name of new Set([idOrName, collection.name])) {
        void queryClient.invalidateQueries({ queryKey: pocketkitKeys.collection(name) });
      }
    },
  });
}
