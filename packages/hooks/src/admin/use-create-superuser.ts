import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import type { RecordModel } from "pocketbase";

import { usePocketkit } from "../provider/context";
import { pocketkitKeys } from "../query-keys";

export interface CreateSuperuserVariables {
  email: string;
  /** At least 8 characters. */
  password: string;
  /** What a form's "repeat password" field holds. @default password */
  passwordConfirm?: string;
}

/**
 * Adds a superuser (superusers only) and refetches the superuser lists.
 *
 * @example
 * const create = useCreateSuperuser();
 * create.mutate({ email: "ops@example.com", password });
 *
 * `error.kind === "validation"` with `fieldErrors.email` (taken, invalid) or
 * `fieldErrors.password` (too short), as PocketBase names them.
 */
export function useCreateSuperuser(): UseMutationResult<
  RecordModel,
  PocketkitError,
  CreateSuperuserVariables
> {
  const pocketkit = usePocketkit();
  const queryClient = useQueryClient();
  return useMutation<RecordModel, PocketkitError, CreateSuperuserVariables>({
    mutationFn: ({ email, password, passwordConfirm = password }) =>
      adminRequest(() => pocketkit.pb.collection("_superusers").create({ email, password, passwordConfirm })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pocketkitKeys.admin("superusers") }),
  });
}
