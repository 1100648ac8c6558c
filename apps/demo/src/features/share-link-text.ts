import type { ShareLinksRecord } from "../pocketbase-types";
import { photoCountText } from "./photo-count";

/** What the Settings page needs of a link (its album's name expanded). */
export type ShareLinkSummary = Pick<
  ShareLinksRecord,
  | "id"
  | "album"
  | "images"
  | "title"
  | "slug"
  | "expires_at"
  | "has_password"
  | "allow_download"
  | "hide_location"
  | "revoked_at"
  | "created"
> & { expand?: { album?: { name: string } } };

export type ShareLinkState = "active" | "expired" | "revoked";

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" });

/** PocketBase's "2026-06-24 21:59:59.999Z" as a Date. */
const parse = (value: string) => new Date(value.replace(" ", "T"));

/** Whether the link still works: turned off by its owner, past its expiry, or working. */
export function shareLinkState(
  link: Pick<ShareLinkSummary, "revoked_at" | "expires_at">,
  now: Date,
): ShareLinkState {
  if (link.revoked_at) return "revoked";
  if (link.expires_at && parse(link.expires_at).getTime() <= now.getTime()) return "expired";
  return "active";
}

/** What the link shares, in words: "Album “Summer”", "“For Grace” · 3 photos", "3 photos". */
export function sharedWhat(link: ShareLinkSummary): string {
  if (link.album) return `Album “${link.expand?.album?.name ?? "…"}”`;
  const count = photoCountText(link.images.length);
  return link.title ? `“${link.title}” · ${count}` : count;
}

/** When it was made and how long it works: "Made 3 June 2026 · Expires 24 June 2026". */
export function shareLinkDates(link: ShareLinkSummary, now: Date): string {
  const made = `Made ${day.format(parse(link.created))}`;
  const state = shareLinkState(link, now);
  if (state === "revoked") return `${made} · Revoked ${day.format(parse(link.revoked_at))}`;
  if (!link.expires_at) return `${made} · Never expires`;
  const verb = state === "expired" ? "Expired" : "Expires";
  return `${made} · ${verb} ${day.format(parse(link.expires_at))}`;
}
