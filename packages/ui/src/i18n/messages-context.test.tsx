import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";

import { de, en, MessagesProvider, useMessages, type MessageKey } from "..";
import { authEn } from "../auth/messages";
import { mediaUploadEn } from "../media/media-catalogue";
import { useCatalogue, type CatalogueKey } from "./messages-context";

function Show({ id, values }: { id: MessageKey; values?: Record<string, string | number> }) {
  return <>{useMessages()(id, values)}</>;
}

test("English by default, German on request, and any key can be reworded", () => {
  expect(renderToString(<Show id="common.save" />)).toBe("Save");
  expect(
    renderToString(
      <MessagesProvider messages={de}>
        <Show id="common.save" />
      </MessagesProvider>,
    ),
  ).toBe("Speichern");
  expect(
    renderToString(
      <MessagesProvider messages={{ ...de, "common.save": "Übernehmen" }}>
        <Show id="common.save" />
      </MessagesProvider>,
    ),
  ).toBe("Übernehmen");
});

test("a nested provider rewords on top of the outer one", () => {
  expect(
    renderToString(
      <MessagesProvider messages={de}>
        <MessagesProvider messages={{ "common.save": "Übernehmen" }}>
          <Show id="common.save" />
          <Show id="common.cancel" />
        </MessagesProvider>
      </MessagesProvider>,
    ),
  ).toBe("Übernehmen<!-- -->Abbrechen");
});

test("a family's components fall back to their own English strings and the core ones", () => {
  function AuthShow({ id }: { id: CatalogueKey<typeof authEn> }) {
    return <>{useCatalogue(authEn)(id)}</>;
  }
  expect(renderToString(<AuthShow id="auth.signIn.title" />)).toBe(authEn["auth.signIn.title"]);
  expect(renderToString(<AuthShow id="common.cancel" />)).toBe("Cancel");
});

test("values fill their placeholders", () => {
  expect(renderToString(<Show id="progress.label" values={{ percent: 40 }} />)).toBe("40 % done");
});

test("German translates every key English has", () => {
  expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  for (const key of Object.keys(en) as MessageKey[]) expect(de[key], key).not.toBe("");
});

test("a component's `t` takes only the keys of the strings it was given, and the core ones", () => {
  function UploadShow() {
    const t = useCatalogue(mediaUploadEn);
    // @ts-expect-error: a gallery string is not in the uploaders' slice, and would show as its key
    t("media.grid.label");
    return <>{t("media.queue.label") + t("common.cancel")}</>;
  }
  expect(renderToString(<UploadShow />)).toBe("UploadsCancel");
});

test("dir reaches the Radix parts below, and the wording stays the provider's", async () => {
  const { useDirection } = await import("@radix-ui/react-direction");
  function Direction() {
    return <>{useDirection()}</>;
  }
  expect(renderToString(<Direction />)).toBe("ltr");
  expect(
    renderToString(
      <MessagesProvider messages={de} dir="rtl">
        <Direction />
        <Show id="common.save" />
      </MessagesProvider>,
    ),
  ).toBe("rtl<!-- -->Speichern");
});
