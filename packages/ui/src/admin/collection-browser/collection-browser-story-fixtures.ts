import type { CollectionSchema, PocketkitSchema } from "@pocketkit/client";
import { getResponse, http, HttpResponse, type HttpHandler } from "msw";
import type { RecordModel } from "pocketbase";

import {
  albumRecords,
  albumsCollection,
  imageRecords,
  imagesCollection,
  placeRecords,
  placesCollection,
  usersCollection,
} from "@pocketkit/testkit/fixtures";
import { STORY_POCKETBASE_URL } from "@pocketkit/testkit/story";

// Collections and records for the CollectionBrowser's stories: the Gallery's, an empty one, a view
// and a system collection, with msw handlers for what the in-memory PocketBase lacks
// (`/api/collections`, the batch API, PocketBase's answer to a filter it can't parse). Not part of
// the package's API.

const api = (path: string) => `${STORY_POCKETBASE_URL}/api${path}`;

export const draftsCollection: CollectionSchema = {
  id: "pk_drafts",
  name: "drafts",
  type: "base",
  fields: [
    { name: "id", type: "text", system: true, primaryKey: true, required: true, min: 15, max: 15 },
    { name: "title", type: "text", max: 120, required: true, presentable: true },
    { name: "body", type: "editor" },
  ],
};

export const albumStatsCollection: CollectionSchema = {
  id: "pk_album_stats",
  name: "album_stats",
  type: "view",
  fields: [
    { name: "id", type: "text", system: true, primaryKey: true },
    { name: "name", type: "text", presentable: true },
    { name: "images", type: "number" },
  ],
};

export const superusersCollection: CollectionSchema = {
  id: "pbc_3142635823",
  name: "_superusers",
  type: "auth",
  system: true,
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  fields: [
    { name: "id", type: "text", system: true, primaryKey: true },
    { name: "password", type: "password", system: true, hidden: true, required: true, min: 8 },
    { name: "email", type: "email", system: true, required: true },
  ],
};

export const storyCollections: CollectionSchema[] = [
  usersCollection,
  albumsCollection,
  imagesCollection,
  placesCollection,
  draftsCollection,
  albumStatsCollection,
  superusersCollection,
];

export const storyUsers = [
  {
    id: "u0demo00000001",
    collectionId: usersCollection.id,
    collectionName: "users",
    email: "ada@gallery.example.com",
    emailVisibility: false,
    verified: true,
    name: "Ada Lovelace",
    avatar: "",
    role: "editor",
    created: "2025-01-04 09:00:00.000Z",
    updated: "2025-01-04 09:00:00.000Z",
  },
  {
    id: "u0demo00000002",
    collectionId: usersCollection.id,
    collectionName: "users",
    email: "grace@gallery.example.com",
    emailVisibility: false,
    verified: false,
    name: "Grace Hopper",
    avatar: "",
    role: "viewer",
    created: "2025-02-11 14:30:00.000Z",
    updated: "2025-02-11 14:30:00.000Z",
  },
];

const albumStats = albumRecords.map((album) => ({
  id: album.id,
  collectionId: albumStatsCollection.id,
  collectionName: "album_stats",
  name: album.name,
  images: imageRecords.filter((image) => image.album === album.id).length,
}));

// Lists come back with their relations expanded, as the browser asks PocketBase for them.
const albums = albumRecords.map((album) => ({
  ...album,
  expand: { owner: storyUsers.find((user) => user.id === album.owner) },
}));

/** What `createStoryPocketBase` starts from. */
export const storyPocketBaseCollections = {
  users: { schema: usersCollection, records: storyUsers },
  albums: { schema: albumsCollection, records: albums },
  images: { schema: imagesCollection, records: imageRecords },
  places: { schema: placesCollection, records: placeRecords },
  drafts: { schema: draftsCollection, records: [] },
  album_stats: { records: albumStats },
};

/** A superuser of the stories' PocketBase: the browser offers everything. */
export const storySuperuser = {
  id: "adasuperuser001",
  collectionId: superusersCollection.id,
  collectionName: "_superusers",
  email: "root@gallery.example.com",
} as RecordModel;

/** An ordinary user whose role the editor schema's rules let work in some collections. */
export const storyEditor = storyUsers[0] as unknown as RecordModel;

const EDITOR = '@request.auth.role = "editor"';

/**
 * The collections as an editor's app knows them (a collections export with its rules): images are
 * for superusers only (null list rule), albums may be changed but not deleted (null delete rule),
 * places are open to editors for everything.
 */
export const editorSchema: PocketkitSchema = {
  users: { ...usersCollection, listRule: "id = @request.auth.id", createRule: null, deleteRule: null },
  albums: { ...albumsCollection, listRule: EDITOR, createRule: EDITOR, updateRule: EDITOR, deleteRule: null },
  images: {
    ...imagesCollection,
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  },
  places: {
    ...placesCollection,
    listRule: EDITOR,
    createRule: EDITOR,
    updateRule: EDITOR,
    deleteRule: EDITOR,
  },
  album_stats: { ...albumStatsCollection, listRule: EDITOR },
};

/** `GET /api/collections`, which only superusers may call: every collection with its fields. */
export function collectionsHandler(collections: readonly CollectionSchema[] = storyCollections): HttpHandler {
  return http.get(api("/collections"), () =>
    HttpResponse.json({
      page: 1,
      perPage: 500,
      totalItems: collections.length,
      totalPages: 1,
      items: collections,
    }),
  );
}

/**
 * `POST /api/batch` over the in-memory PocketBase (`mock`, its handlers): each request is answered
 * by the mock, in one transaction as PocketBase runs a batch — a record in `refuse` fails the
 * whole batch with PocketBase's answer naming that request, and nothing else is touched.
 */
export function batchHandler(
  mock: HttpHandler[],
  refuse: Record<string, { status: number; message: string }> = {},
): HttpHandler {
  return http.post(api("/batch"), async ({ request }) => {
    // The SDK sends a batch as multipart form data (files may ride along), the JSON in `@jsonPayload`.
    const payload = request.headers.get("content-type")?.includes("multipart/form-data")
      ? JSON.parse(String((await request.formData()).get("@jsonPayload")))
      : await request.json();
    const { requests } = payload as { requests: { method: string; url: string; body?: unknown }[] };
    const refused = requests.findIndex((item) => refuse[item.url.split("/").at(-1)!.split("?")[0]!]);
    if (refused >= 0) {
      const reason = refuse[requests[refused]!.url.split("/").at(-1)!.split("?")[0]!]!;
      return HttpResponse.json(
        {
          status: 400,
          message: "Batch transaction failed.",
          data: {
            requests: {
              [refused]: {
                code: "batch_request_failed",
                message: "Batch request failed.",
                response: { status: reason.status, message: reason.message, data: {} },
              },
            },
          },
        },
        { status: 400 },
      );
    }
    const results = [];
    for (const item of requests) {
      const single = new Request(`${STORY_POCKETBASE_URL}${item.url}`, {
        method: item.method,
        headers: { "content-type": "application/json" },
        body: item.method === "DELETE" || item.method === "GET" ? undefined : JSON.stringify(item.body ?? {}),
      });
      const response = await getResponse(mock, single);
      const status = response?.status ?? 404;
      results.push({ status, body: status === 204 || !response ? null : await response.json() });
    }
    return HttpResponse.json(results);
  });
}

/**
 * PocketBase's own answer to a filter it cannot parse on `collection`: a bare 400 that names
 * neither the spot nor the reason. Filters it can read go on to the in-memory PocketBase.
 */
export function unparsableFilterHandler(
  collection: string,
  isBroken: (filter: string) => boolean,
): HttpHandler {
  return http.get(api(`/collections/${collection}/records`), ({ request }) => {
    const filter = new URL(request.url).searchParams.get("filter") ?? "";
    if (!isBroken(filter)) return undefined;
    return HttpResponse.json(
      { status: 400, message: "Something went wrong while processing your request.", data: {} },
      { status: 400 },
    );
  });
}

/**
 * Keeps the story superuser signed in: the in-memory PocketBase knows only `users`, and a refused
 * refresh would end the session the client starts by refreshing.
 */
export function superuserRefreshHandler(): HttpHandler {
  return http.post(api("/collections/_superusers/auth-refresh"), ({ request }) =>
    HttpResponse.json({ token: request.headers.get("authorization") ?? "", record: storySuperuser }),
  );
}
