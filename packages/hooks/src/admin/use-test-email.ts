import { adminRequest, type PocketkitError } from "@pocketkit/client";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";

import { usePocketkit } from "../provider/context";

/** The mails PocketBase can send as a test. */
export type TestEmailTemplate = "verification" | "password-reset" | "email-change" | "otp" | "login-alert";

export interface TestEmailVariables {
  /** Where to send it. */
  to: string;
  /** Which mail to send. @default "verification" */
  template?: TestEmailTemplate;
  /** The auth collection whose template is used. @default "_superusers" */
  collection?: string;
}

/**
 * Sends a test mail through the configured SMTP server (superusers only). Resolves once the
 * mail server took it.
 *
 * @example
 * const testEmail = useTestEmail();
 * testEmail.mutate({ to: "me@example.com", template: "password-reset", collection: "users" });
 *
 * When sending fails, `error.kind === "validation"` and `error.message` is PocketBase's
 * account of it, with the mail server's own answer.
 */
export function useTestEmail(): UseMutationResult<void, PocketkitError, TestEmailVariables> {
  const pocketkit = usePocketkit();
  return useMutation<void, PocketkitError, TestEmailVariables>({
    mutationFn: async ({ to, template = "verification", collection = "_superusers" }) => {
      await adminRequest(() => pocketkit.pb.settings.testEmail(collection, to, template));
    },
  });
}
