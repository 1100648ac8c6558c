import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";

/** Which of PocketBase's S3 settings to test: uploaded files' or backups'. */
export type S3Filesystem = "storage" | "backups";

/**
 * Tests PocketBase's saved S3 settings for files or backups (superusers only): PocketBase
 * writes and deletes a small object in the bucket. Resolves once it could.
 *
 * @example
 * const testS3 = useTestS3();
 * testS3.mutate("storage");
 *
 * When it cannot, `error.kind === "validation"` and `error.message` is PocketBase's account of
 * it, with the S3 server's own answer (a wrong key, a missing bucket, no answer at all).
 */
export function useTestS3(): UseMutationResult<void, PocketkitError, S3Filesystem> {
  const pocketkit = usePocketkit();
  return useMutation<void, PocketkitError, S3Filesystem>({
    mutationFn: async (filesystem) => {
      await adminRequest(() => pocketkit.pb.settings.testS3(filesystem));
    },
  });
}
