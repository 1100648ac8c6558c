import { expect, test } from "vitest";

import { PocketkitError } from "../errors/pocketkit-error";
import { s3TestFailure } from "./s3-test-failure";

// PocketBase v0.39.11's answers to its S3 test, as seen against versitygw (start-s3-server's tests
// and the SettingsForm browser test meet them live).
const refused = (message: string) => new PocketkitError({ kind: "validation", status: 400, message });

test("a wrong secret: the reason, and PocketBase's account without the raw XML", () => {
  const failure = s3TestFailure(
    refused(
      'Failed to test the S3 filesystem. Raw error: failed to upload a test file: [key: pb_settings_test_LywW5/test.txt] 403 SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method. (RAW: <?xml version="1.0" encoding="UTF-8"?> <Error><Code>SignatureDoesNotMatch</Code></Error>).',
    ),
  );
  expect(failure).toEqual({
    reason: "secret",
    detail:
      "Failed to test the S3 filesystem. Raw error: failed to upload a test file: [key: pb_settings_test_LywW5/test.txt] 403 SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method.",
  });
});

test.each([
  ["403 InvalidAccessKeyId: The AWS access key Id you provided does not exist in our records.", "access_key"],
  ["404 NoSuchBucket: The specified bucket does not exist", "bucket"],
  ["403 AccessDenied: Access Denied.", "denied"],
  ['Put "http://127.0.0.1:1/b/t.txt": dial tcp 127.0.0.1:1: connect: connection refused', "unreachable"],
  ["something nobody foresaw", "other"],
] as const)("%s → %s", (answer, reason) => {
  expect(s3TestFailure(refused(`Failed to test the S3 filesystem. Raw error: ${answer}`)).reason).toBe(
    reason,
  );
});
