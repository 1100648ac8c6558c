import { checkFile, fromFailedResponse, PocketkitError, toPocketkitError } from "@pocketkit/client";
import { expect, test } from "vitest";

import { de, en, type MessageKey, type Messages, type Translate } from "..";
import { adminErrorMessage } from "../admin/admin-error";
import { authErrorMessage } from "../auth/auth-errors";
import { recordTableErrorMessage } from "../data/record-table/record-table-states";
import { batchErrorMessage } from "../feedback/batch-error-message";
import { errorMessage, type ErrorSentences } from "./error-message";

const translate =
  (messages: Messages): Translate =>
  (key: MessageKey, values?: Record<string, string | number>) =>
    messages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      values && name in values ? String(values[name]) : match,
    );

const sentences: ErrorSentences = {
  validation_file_size_limit: "media.error.size",
  fields: "admin.error.fields",
  validation: "auth.error.generic",
  unreachable: "error.unreachable",
  network: "feedback.error.timedOut",
  rate_limited: (error, t) => t("feedback.error.rateLimitedWait", { wait: `${error.params.retryAfter} s` }),
  server: "admin.error.server",
};

const sizeRefusal = () => {
  const field = { type: "file", name: "file", maxSize: 20_000_000 } as const;
  const problem = checkFile(field, { name: "pano.jpg", size: 31_200_000, type: "image/jpeg" })!;
  return new PocketkitError({ kind: "validation", message: problem.message, fieldErrors: { file: problem } });
};

test.each([
  {
    case: "a field's code, filled with its params",
    error: sizeRefusal(),
    en: "pano.jpg is 31.2 MB; the limit is 20 MB.",
    de: "pano.jpg ist 31.2 MB groß; erlaubt sind 20 MB.",
  },
  {
    case: "fields: a validation error whose field codes the family does not name",
    error: fromFailedResponse({
      status: 400,
      body: { data: { title: { code: "validation_required", message: "x" } } },
    }),
    en: "Some fields need attention.",
    de: "Einige Felder müssen korrigiert werden.",
  },
  {
    case: "the kind, for a validation error without fields",
    error: fromFailedResponse({ status: 400, body: { message: "Refused." } }),
    en: "Something went wrong. Try again.",
    de: "Etwas ist schiefgegangen. Versuche es erneut.",
  },
  {
    case: "the code before the kind: no answer at all",
    error: toPocketkitError(new TypeError("Failed to fetch")),
    en: "Can't reach the server. Check your connection.",
    de: "Der Server ist nicht erreichbar. Prüfe deine Verbindung.",
  },
  {
    case: "the kind, for a code the family does not name (a gateway's 504)",
    error: fromFailedResponse({ status: 504 }),
    en: "The server took too long to answer. Try again.",
    de: "Der Server hat zu lange nicht geantwortet. Versuche es erneut.",
  },
  {
    case: "a function, with the error's params",
    error: fromFailedResponse({ status: 429, retryAfter: "30" }),
    en: "Too many requests — try again in 30 s.",
    de: "Zu viele Anfragen – versuche es in 30 s erneut.",
  },
  {
    case: "server: the code and the kind alike",
    error: fromFailedResponse({ status: 500, body: {} }),
    en: "The server ran into a problem. Try again.",
    de: "Auf dem Server ist ein Fehler aufgetreten. Versuche es erneut.",
  },
  {
    case: "a case no sentence names: the error's own message",
    error: fromFailedResponse({ status: 409, body: {} }),
    en: "This was changed elsewhere in the meantime. Reload and try again.",
    de: "This was changed elsewhere in the meantime. Reload and try again.",
  },
])("$case", ({ error, en: english, de: german }) => {
  expect(errorMessage(error, { t: translate(en), sentences })).toBe(english);
  expect(errorMessage(error, { t: translate(de), sentences })).toBe(german);
});

test("the caller's values win over the error's params: the file named as the queue shows it", () => {
  const t = translate(en);
  expect(errorMessage(sizeRefusal(), { t, sentences, values: { name: "Pano.JPG" } })).toBe(
    "Pano.JPG is 31.2 MB; the limit is 20 MB.",
  );
});

test("field errors decide only a validation error's sentence", () => {
  const error = new PocketkitError({
    kind: "server",
    status: 500,
    message: "x",
    fieldErrors: { file: { code: "validation_file_size_limit", message: "y" } },
  });
  expect(errorMessage(error, { t: translate(en), sentences })).toBe(
    "The server ran into a problem. Try again.",
  );
});

test("a lost connection reads the same in admin, auth, bulk actions and the table, in English and German", () => {
  const lost = toPocketkitError(new TypeError("Failed to fetch"));
  for (const [messages, sentence] of [
    [en, "Can't reach the server. Check your connection."],
    [de, "Der Server ist nicht erreichbar. Prüfe deine Verbindung."],
  ] as const) {
    const t = translate(messages);
    expect(adminErrorMessage(lost, t)).toBe(sentence);
    expect(authErrorMessage(lost, t)).toBe(sentence);
    expect(batchErrorMessage(lost, t)).toBe(sentence);
    expect(recordTableErrorMessage(lost, t)).toBe(sentence);
  }
});
