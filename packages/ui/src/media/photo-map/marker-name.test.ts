import { expect, test } from "vitest";

import type { Translate } from "../../i18n/messages-context";
import { mapDe, mapEn } from "./map-messages";
import { markerName } from "./marker-name";

type MapKey = keyof typeof mapEn;
const translate =
  (messages: Record<MapKey, string>): Translate<MapKey> =>
  (key, values) =>
    messages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      values && name in values ? String(values[name]) : match,
    );
const en = translate(mapEn);
const de = translate(mapDe);

const cover = { id: "a", lat: 60.3, lon: 24.5, label: "" };

test("a group is named by its size and where it is", () => {
  expect(markerName({ count: 12, countries: ["Finland"], cover }, en)).toBe("12 photos in Finland");
  expect(markerName({ count: 5, countries: ["Spain", "France"], cover }, en)).toBe(
    "5 photos in Spain and France",
  );
  expect(markerName({ count: 1204, countries: ["Spain", "France", "Italy"], cover }, en)).toBe(
    "1,204 photos in 3 countries",
  );
  // Until the countries are known (or for photos at sea), by its size alone.
  expect(markerName({ count: 3, countries: [], cover }, en)).toBe("3 photos");
});

test("a photo is named by its own words, else by its country", () => {
  expect(
    markerName({ count: 1, countries: ["Finland"], cover: { ...cover, label: "Jetty in the fog" } }, en),
  ).toBe("Jetty in the fog");
  expect(markerName({ count: 1, countries: ["Finland"], cover }, en)).toBe("Photo in Finland");
  expect(markerName({ count: 1, countries: [], cover }, en)).toBe("Photo");
});

test("in German, with German numbers", () => {
  expect(markerName({ count: 1204, countries: ["Finland"], cover }, de)).toBe("1.204 Fotos in Finland");
  expect(markerName({ count: 40, countries: ["Spain", "France", "Italy"], cover }, de)).toBe(
    "40 Fotos in 3 Ländern",
  );
  expect(markerName({ count: 1, countries: ["Finland"], cover }, de)).toBe("Foto in Finland");
});
