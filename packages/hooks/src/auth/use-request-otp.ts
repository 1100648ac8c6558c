import { requestOtp, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";
import type { AuthCollectionOptions } from "./types";

export interface RequestOtpVariables {
  email: string;
}

export interface RequestOtpResult {
  /** Goes with the code from the email to `useSignInWithOtp`. */
  otpId: string;
}

export type UseRequestOtpOptions = AuthCollectionOptions;

/**
 * Emails a one-time password (OTP must be enabled on the collection). PocketBase answers with an
 * `otpId` for any address, known or not, so that nobody can probe which emails have accounts.
 *
 * @example
 * const requestOtp = useRequestOtp();
 * const { otpId } = await requestOtp.mutateAsync({ email });
 */
export function useRequestOtp(
  options: UseRequestOtpOptions = {},
): UseMutationResult<RequestOtpResult, PocketkitError, RequestOtpVariables> {
  const { pb } = usePocketkit();
  const collection = options.collection ?? "users";
  return useMutation<RequestOtpResult, PocketkitError, RequestOtpVariables>({
    mutationFn: ({ email }) => requestOtp(pb, { collection, email }),
  });
}
