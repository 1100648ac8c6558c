import { PocketkitError } from "@pocketkit/client";
import { expect, test } from "vitest";

import { de, en, type MessageKey, type Messages, type Translate } from "..";
import { completionErrorMessage } from "./completion-error-message";

const translate =
  (messages: Messages): Translate =>
  (key: MessageKey, values?: Record<string, string | number>) =>
    messages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      values && name in values ? String(values[name]) : match,
    );

test("the route's 403 (email not verified) reads from the catalogue, in English and in German", () => {
  const error = new PocketkitError({
    kind: "forbidden",
    status: 403,
    message: "You are not allowed to do this.",
  });
  expect(completionErrorMessage(error, translate(en))).toBe("Verify your email to use AI.");
  expect(completionErrorMessage(error, translate(de))).toBe(
    "Bestätige deine E-Mail-Adresse, um die KI zu nutzen.",
  );
});
