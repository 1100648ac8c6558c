// @vitest-environment node
import { fromFailedResponse, PocketkitError, toPocketkitError } from "@pocketkit/client";
import { createTestClient } from "@pocketkit/testkit/react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";

import {
  batchErrorMessage,
  ConnectionBanner,
  ConnectionStatus,
  de,
  en,
  type MessageKey,
  type Messages,
} from "..";

const translate = (messages: Messages) => (key: MessageKey, values?: Record<string, string | number>) =>
  messages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    values && name in values ? String(values[name]) : match,
  );

// No window and no document: reading either at import or during render would throw here.
test("the connected banner and badge render on the server, as all is well", () => {
  expect(typeof window).toBe("undefined");
  const { wrapper: Provider } = createTestClient("http://127.0.0.1:9");
  const html = renderToString(
    <Provider>
      <ConnectionStatus />
      <ConnectionBanner />
    </Provider>,
  );
  expect(html).toContain('data-state="idle"');
  expect(html).toContain('role="status"');
  expect(html).not.toContain("offline");
});

test("a failed item's reason is the client's own message in English, and translated in German", () => {
  const failures = [
    fromFailedResponse({ status: 404, body: {} }),
    fromFailedResponse({ status: 403, body: {} }),
    fromFailedResponse({ status: 401, body: {} }),
    fromFailedResponse({ status: 409, body: {} }),
    fromFailedResponse({ status: 413, body: undefined }),
    fromFailedResponse({ status: 429, body: undefined }),
    fromFailedResponse({ status: 429, body: undefined, retryAfter: "240" }),
    fromFailedResponse({ status: 500, body: {} }),
    fromFailedResponse({ status: 502, body: undefined }),
    fromFailedResponse({ status: 504, body: undefined }),
    toPocketkitError(new TypeError("Failed to fetch")),
    toPocketkitError(new DOMException("The operation was aborted.", "AbortError")),
    fromFailedResponse({ status: 400, body: { message: "Batch item refused." } }),
  ];
  for (const error of failures) expect(batchErrorMessage(error, translate(en))).toBe(error.message);
  expect(batchErrorMessage(failures[0]!, translate(de))).toBe("Das gibt es nicht, oder es gehört nicht dir.");
  expect(batchErrorMessage(failures[6]!, translate(de))).toBe(
    "Zu viele Anfragen – versuche es in 4 min erneut.",
  );
});

test("a validation failure names each field's problem", () => {
  const error = new PocketkitError({
    kind: "validation",
    status: 400,
    message: "Some fields need attention.",
    fieldErrors: {
      title: { code: "validation_length_out_of_range", message: "Must be no more than 120 characters." },
      alt: { code: "validation_required", message: "Cannot be blank." },
    },
  });
  expect(batchErrorMessage(error, translate(en))).toBe(
    "title: Must be no more than 120 characters. alt: Cannot be blank.",
  );
});
