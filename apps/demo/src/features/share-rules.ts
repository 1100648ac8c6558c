// What the Gallery's server and its web app agree on for share links: limits, the words of a
// refusal (DESIGN §8) and the JSON a recipient's page reads. In a module of its own, read by the
// server too, so that no page loads the share code to know them.

/** The most photos one link shares when chosen one by one (an album link shares the whole album). */
export const MAX_PHOTOS_PER_SHARE = 500;

/** A link's password: at least this long, so that 20 tries in 10 minutes cannot find it soon. */
export const MIN_SHARE_PASSWORD_LENGTH = 6;
export const MAX_SHARE_PASSWORD_LENGTH = 128;

/** A selection's own name, as the `title` field keeps it. */
export const MAX_SHARE_TITLE_LENGTH = 80;

/** Photos in one page of a shared album. */
export const SHARED_PHOTOS_PER_PAGE = 120;

/** Expired, turned off, or never there: one answer, which tells none of them apart. */
export const LINK_UNAVAILABLE = "This link has expired or was turned off.";
export const WRONG_PASSWORD = "Wrong password.";

/** Why the server refused (`code` of its JSON answer). */
export type ShareErrorCode =
  | "link_unavailable"
  | "password_required"
  | "wrong_password"
  | "too_many_tries"
  | "not_found"
  | "downloads_off"
  | "invalid_request"
  | "unauthorized"
  | "not_yours"
  | "unavailable";

export interface ShareRefusal {
  status: number;
  code: ShareErrorCode;
  message: string;
  /** For `too_many_tries`: seconds until the next try may be made. */
  retryAfter?: number;
}

/** One shared photo as a recipient gets it: what the page shows, nothing of its owner. */
export interface SharedPhoto {
  id: string;
  title: string;
  alt: string;
  width: number;
  height: number;
  /** A ThumbHash (base64), shown until the thumb arrives; "" without one. */
  placeholder: string;
  /** PocketBase's date ("2024-07-14 18:30:00.000Z"); "" when not known. */
  taken_at: string;
  /** Where it was taken; absent when the link hides places or the photo has none. */
  location?: { lat: number; lon: number };
}

/** `GET /api/share/:slug?page=N`: the link and one page of its photos, newest first. */
export interface SharedPage {
  /** The album's name, the selection's name, or "" (the page then says how many photos). */
  title: string;
  kind: "album" | "photos";
  allowDownload: boolean;
  /** When the link stops working (PocketBase's date), or "" for never. */
  expiresAt: string;
  photos: SharedPhoto[];
  page: number;
  totalPages: number;
  totalPhotos: number;
}

/** `POST /api/gallery/share-links`, sent with the owner's PocketBase token. */
export interface ShareLinkRequest {
  /** An album's id, or the chosen photos' ids: exactly one of the two. */
  album?: string;
  photos?: string[];
  /** A selection's name; "" for none. */
  title?: string;
  /** An ISO date in the future, or null for a link that never expires. */
  expiresAt: string | null;
  /** "" for a link without a password. */
  password: string;
  allowDownload: boolean;
  hideLocation: boolean;
}
