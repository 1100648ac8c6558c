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

test.each([
  { name: "a gateway's 502 (the client's unavailable)", kind: "network", status: 502 },
  { name: "a gateway's 504 (the client's timed out)", kind: "network", status: 504 },
  { name: "a 502 on an error an app made as a server error", kind: "server", status: 502 },
] as const)("$name: the provider didn't answer, in the catalogue's words", ({ kind, status }) => {
  const error = new PocketkitError({ kind, status, message: "The AI service didn't answer. Try again." });
  expect(completionErrorMessage(error, translate(de))).toBe(
    "Der KI-Dienst hat nicht geantwortet. Versuche es erneut.",
  );
});

test("a server error without a gateway status keeps its own message", () => {
  const error = new PocketkitError({ kind: "server", status: 500, message: "Something broke." });
  expect(completionErrorMessage(error, translate(de))).toBe("Something broke.");
});
