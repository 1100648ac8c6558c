import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import type { CollectionModel } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";
import type { CollectionCreate } from "./types";

/**
 * Creates a collection (superusers only). The collection lists are refetched.
 *
 * @example
 * const create = useCreateCollection();
 * create.mutate({ name: "notes", type: "base", fields: [{ name: "body", type: "text" }] });
 *
 * A refused schema comes back as `error.kind === "validation"` with `fieldErrors` such as
 * `name` or `fields.0.name`.
 */
export function useCreateCollection(): UseMutationResult<CollectionModel, PocketkitError, CollectionCreate> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<CollectionModel, PocketkitError, CollectionCreate>({
    mutationFn: (data) => adminRequest(() => pocketkit.pb.collections.create(data)),
    onSuccess: (collection) => {
      queryClient.setQueryData(pocketkitKeys.admin("collections", "one", collection.id), collection);
      queryClient.setQueryData(pocketkitKeys.admin("collections", "one", collection.name), collection);
      void queryClient.invalidateQueries({ queryKey: pocketkitKeys.admin("collections", "list") });
    },
  });
}
