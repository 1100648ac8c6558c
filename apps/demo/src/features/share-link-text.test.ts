import { expect, test } from "vitest";

import { shareLinkDates, shareLinkState, sharedWhat, type ShareLinkSummary } from "./share-link-text";

const now = new Date("2026-06-10T12:00:00.000Z");
const link: ShareLinkSummary = {
  id: "l",
  album: "",
  images: ["a", "b", "c"],
  title: "",
  slug: "s",
  expires_at: "",
  has_password: false,
  allow_download: true,
  hide_location: true,
  revoked_at: "",
  created: "2026-06-03 09:00:00.000Z",
};

test("a link works until it is turned off or its expiry has passed", () => {
  expect(shareLinkState(link, now)).toBe("active");
  expect(shareLinkState({ ...link, expires_at: "2026-06-10 12:00:01.000Z" }, now)).toBe("active");
  expect(shareLinkState({ ...link, expires_at: "2026-06-10 12:00:00.000Z" }, now)).toBe("expired");
  expect(shareLinkState({ ...link, revoked_at: "2026-06-04 09:00:00.000Z" }, now)).toBe("revoked");
});

test("what it shares: the album by name, a selection by its name and count", () => {
  expect(sharedWhat({ ...link, album: "x", images: [], expand: { album: { name: "Summer" } } })).toBe(
    "Album “Summer”",
  );
  expect(sharedWhat(link)).toBe("3 photos");
  expect(sharedWhat({ ...link, title: "For Grace", images: ["a"] })).toBe("“For Grace” · 1 photo");
});

test("its dates say when it was made and until when it works", () => {
  expect(shareLinkDates(link, now)).toBe("Made 3 June 2026 · Never expires");
  expect(shareLinkDates({ ...link, expires_at: "2026-06-24 12:00:00.000Z" }, now)).toBe(
    "Made 3 June 2026 · Expires 24 June 2026",
  );
  expect(shareLinkDates({ ...link, expires_at: "2026-06-05 12:00:00.000Z" }, now)).toBe(
    "Made 3 June 2026 · Expired 5 June 2026",
  );
  expect(shareLinkDates({ ...link, revoked_at: "2026-06-04 12:00:00.000Z" }, now)).toBe(
    "Made 3 June 2026 · Revoked 4 June 2026",
  );
});
