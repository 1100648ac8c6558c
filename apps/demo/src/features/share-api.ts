// The Gallery server's share-link routes (server/share-links.ts, server/share-link-create.ts) as
// the web app calls them. A recipient's requests carry no token: a password-protected link is
// opened by the HttpOnly cookie its unlock sets, which the browser sends with every request
// under the link's path, pictures included.
import type { Pocketkit } from "@pocketkit/client";

import type { ShareLinksRecord } from "../pocketbase-types";
import type { ShareErrorCode, SharedPage, ShareLinkRequest, ShareRefusal } from "./share-rules";

const UNREACHABLE = "The server can't be reached right now. Try again in a moment.";
const SESSION_EXPIRED = "Your session has expired. Please sign in again.";

/** A refusal of the server's, with its words (DESIGN §8) and its code. */
export class ShareError extends Error {
  constructor(
    message: string,
    readonly code: ShareErrorCode,
  ) {
    super(message);
  }
}

/** The address to give people: the recipient's page of the link. */
export function shareLinkUrl(slug: string): string {
  return `${window.location.origin}/s/${slug}`;
}

const base = (slug: string) => `/api/share/${encodeURIComponent(slug)}`;

/** A thumb of a shared photo: one of the sizes PocketBase makes ("400x0", "1200x0"…). */
export function sharedThumbUrl(slug: string, photoId: string, size: string): string {
  return `${base(slug)}/photos/${photoId}/thumb/${size}`;
}

/** A shared photo's original; `download` makes the browser save it under the photo's title. */
export function sharedFileUrl(slug: string, photoId: string, { download = false } = {}): string {
  return `${base(slug)}/photos/${photoId}/file${download ? "?download" : ""}`;
}

async function refusalOf(response: Response): Promise<ShareError> {
  const body = (await response.json().catch(() => undefined)) as Partial<ShareRefusal> | undefined;
  return body?.code && body.message
    ? new ShareError(body.message, body.code)
    : new ShareError(UNREACHABLE, "unavailable");
}

async function send(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw new ShareError(UNREACHABLE, "unavailable");
  }
}

/**
 * One page of a link's photos, newest first.
 * @throws ShareError `link_unavailable`, `password_required`, or `unavailable`.
 */
export async function fetchSharedPage(slug: string, page: number, signal?: AbortSignal): Promise<SharedPage> {
  const response = await send(`${base(slug)}?page=${page}`, { signal });
  if (!response.ok) throw await refusalOf(response);
  return (await response.json()) as SharedPage;
}

/**
 * Opens a password-protected link in this browser (a cookie the server sets).
 * @throws ShareError `wrong_password`, `too_many_tries`, `link_unavailable`, or `unavailable`.
 */
export async function unlockSharedLink(slug: string, password: string): Promise<void> {
  const response = await send(`${base(slug)}/unlock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) throw await refusalOf(response);
}

/** A new link's record as its owner reads it (never with the password's hash). */
export type CreatedShareLink = Omit<ShareLinksRecord, "password_hash" | "expand">;

/**
 * Makes a share link with the signed-in user's token. A 401 lets the session check itself
 * (DESIGN §8): refreshed, the request goes once more; ended, the app goes to sign-in.
 * @throws ShareError with the words for a refusal.
 */
export async function createShareLink(
  pocketkit: Pocketkit,
  request: ShareLinkRequest,
  again = true,
): Promise<CreatedShareLink> {
  const path = "/api/gallery/share-links";
  const token = pocketkit.pb.authStore.token;
  const response = await send(path, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify(request),
  });
  if (response.ok) return (await response.json()) as CreatedShareLink;
  if (response.status === 401) {
    const ended = await pocketkit.auth.checkRefusal({ status: 401, method: "POST", url: path, token });
    if (!ended && again) return createShareLink(pocketkit, request, false);
    throw new ShareError(SESSION_EXPIRED, "unauthorized");
  }
  throw await refusalOf(response);
}
