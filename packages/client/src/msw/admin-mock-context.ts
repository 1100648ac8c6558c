import { HttpResponse } from "msw/http";
import type { RecordModel } from "pocketbase";

import type { createAdminMockAuth, StoredSuperuser } from "./admin-mock-auth";
import type { MockLog } from "./admin-mock-logs";
import type { MockSettings } from "./admin-mock-settings";
import { compileFilter, sortRecords } from "./filter";

// What the admin mock's route modules share: its state (replaced whole by a reset or a
// restore) and the helpers that answer as PocketBase does.

/** A backup file and the data a restore of it brings back. */
export interface StoredBackup {
  key: string;
  size: number;
  modified: string;
  counts: Record<string, number>;
  superusers: StoredSuperuser[];
  settings: MockSettings;
}

export interface AdminMockState {
  superusers: StoredSuperuser[];
  /** Records per collection (not `_superusers`, which are real records). */
  counts: Record<string, number>;
  /** Collection types by name. */
  types: Record<string, string>;
  logs: MockLog[];
  backups: StoredBackup[];
  settings: MockSettings;
  emails: { email: string; template: string; collection: string }[];
  runs: string[];
  /** A backup or restore is running (`canBackup: false`). */
  busy: boolean;
  /** Open realtime streams: a restore "restarts" the server by ending them. */
  streams: Set<ReadableStreamDefaultController<Uint8Array>>;
}

type Params = Record<string, string | readonly string[] | undefined>;
type Resolved = Response | Promise<Response>;
export type AdminMockAuth = ReturnType<typeof createAdminMockAuth>;

export function createAdminMockContext(baseUrl: string, state: AdminMockState, auth: AdminMockAuth) {
  const base = baseUrl.replace(/\/$/, "");
  const error = (status: number, message: string, data: Record<string, unknown> = {}) =>
    HttpResponse.json({ data, message, status }, { status });

  /** The superuser making the request, or the refusal PocketBase gives anyone else. */
  function superuserOf(request: Request): StoredSuperuser | Response {
    const found = auth.verify(request.headers.get("authorization"), state.superusers);
    if (found === "other") return error(403, "The authorized record is not allowed to perform this action.");
    if (!found) return error(401, "The request requires valid record authorization token.");
    return found;
  }

  return {
    state,
    auth,
    api: (path: string) => `${base}/api${path}`,
    error,
    invalid: (data: Record<string, unknown>) =>
      error(400, "An error occurred while validating the submitted data.", data),
    noContent: () => new HttpResponse(null, { status: 204 }),
    badFilter: () => error(400, "Something went wrong while processing your request."),
    superuserOf,
    /** A superusers-only route. */
    guard:
      (resolve: (input: { request: Request; params: Params; superuser: StoredSuperuser }) => Resolved) =>
      ({ request, params }: { request: Request; params: Params }): Resolved => {
        const superuser = superuserOf(request);
        return superuser instanceof Response ? superuser : resolve({ request, params, superuser });
      },
    /** One page of a list, as PocketBase's list endpoints answer. */
    paged<Item>(items: Item[], url: URL) {
      const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
      const perPage = Math.max(1, Math.min(1000, Number(url.searchParams.get("perPage") ?? 30)));
      const skipTotal = ["1", "true"].includes(url.searchParams.get("skipTotal") ?? "");
      return {
        items: items.slice((page - 1) * perPage, page * perPage),
        page,
        perPage,
        totalItems: skipTotal ? -1 : items.length,
        totalPages: skipTotal ? -1 : Math.ceil(items.length / perPage),
      };
    },
    /** Filters and sorts like the list endpoints; `undefined` for a filter PocketBase would refuse. */
    query<Item>(items: Item[], url: URL): Item[] | undefined {
      try {
        const keep = compileFilter(url.searchParams.get("filter") ?? "");
        const kept = items.filter((item) => keep(item as unknown as RecordModel));
        const sort = url.searchParams.get("sort") ?? "";
        return sortRecords(kept as unknown as RecordModel[], sort) as unknown as Item[];
      } catch {
        return undefined;
      }
    },
  };
}

export type AdminMockContext = ReturnType<typeof createAdminMockContext>;
