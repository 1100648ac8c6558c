import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";

import { de, en, MessagesProvider, useMessages, type MessageKey } from "..";

function Show({ id, values }: { id: MessageKey; values?: Record<string, string | number> }) {
  return <>{useMessages()(id, values)}</>;
}

test("English by default, German on request, and any key can be reworded", () => {
  expect(renderToString(<Show id="common.save" />)).toBe("Save");
  expect(
    renderToString(
      <MessagesProvider locale="de">
        <Show id="common.save" />
      </MessagesProvider>,
    ),
  ).toBe("Speichern");
  expect(
    renderToString(
      <MessagesProvider locale="de" messages={{ "common.save": "Übernehmen" }}>
        <Show id="common.save" />
      </MessagesProvider>,
    ),
  ).toBe("Übernehmen");
});

test("values fill their placeholders", () => {
  expect(renderToString(<Show id="progress.label" values={{ percent: 40 }} />)).toBe("40 % done");
});

test("German translates every key English has", () => {
  expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  for (const key of Object.keys(en) as MessageKey[]) expect(de[key], key).not.toBe("");
});
