import PocketBase, { type BaseAuthStore, type RecordModel } from "pocketbase";

import {
  createAuthSession,
  SESSION_EXPIRED_MESSAGE,
  type AuthSession,
  type AuthSessionOptions,
} from "./auth/auth-session";
import { isPocketkitError, PocketkitError } from "./errors/pocketkit-error";
import { toPocketkitError } from "./errors/to-pocketkit-error";
import { createFileTokenCache, type FileTokenCache } from "./files/file-token-cache";
import { fileUrl, type FileUrlOptions } from "./files/file-url";
import { createRealtimeHub, type RealtimeHub, type RealtimeHubOptions } from "./realtime/realtime-hub";
import type { CollectionSchema, PocketkitSchema } from "./schema/types";
import { loadUploadRecord } from "./upload/load-upload-record";
import type { UploadRecordOptions } from "./upload/upload-record";

export interface CreatePocketkitOptions<Schema extends PocketkitSchema = PocketkitSchema> {
  /** PocketBase's base URL, e.g. `https://pb.example.com` or `/` behind the same origin. */
  url: string;
  /**
   * Collections, from `pocketkit-typegen` or `loadSchema()`: files are checked against their
   * fields before an upload, and forms build their validators from it (`createRecordValidator`,
   * kept out of this object so that an app without forms does not carry zod).
   */
  schema?: Schema;
  /** Where the session is kept. @default the SDK's (localStorage in a browser, memory elsewhere) */
  authStore?: BaseAuthStore;
  /** Sent as Accept-Language. @default "en-US" */
  lang?: string;
  realtime?: RealtimeHubOptions;
  auth?: AuthSessionOptions;
}

export interface Pocketkit<Schema extends PocketkitSchema = PocketkitSchema> {
  /** The configured SDK client. Its auto-cancellation is off: pass `signal` to cancel a call. */
  readonly pb: PocketBase;
  readonly schema: Schema | undefined;
  readonly auth: AuthSession;
  readonly realtime: RealtimeHub;
  readonly fileTokens: FileTokenCache;
  /** A collection of the schema, by name or id; `undefined` without a schema. */
  collection(nameOrId: string): CollectionSchema | undefined;
  /** A file's URL; add `token: await fileTokens.get()` for a protected file. */
  fileUrl(record: RecordModel, filename: string, options?: FileUrlOptions): string;
  /**
   * `uploadRecord` with this client, checking files against the schema when there is one. Its
   * code is loaded with the first upload.
   */
  upload(options: Omit<UploadRecordOptions, "schema">): Promise<RecordModel>;
  /**
   * Reads every collection from the server (superusers only) and uses it as the schema.
   * @throws PocketkitError `forbidden` or `auth` for anyone else.
   */
  loadSchema(options?: { signal?: AbortSignal }): Promise<PocketkitSchema>;
  /** Stops timers and subscriptions. */
  dispose(): void;
}

/**
 * A PocketBase client set up for an app: one realtime layer, a self-refreshing session, a file
 * token cache, and the schema. Nothing here touches `window` at import or
 * creation, so it is safe to create during server rendering (but create one per request there:
 * see `createServerClient`).
 *
 * @example
 * import { schema } from "./pocketbase-types";
 * export const pocketkit = createPocketkit({ url: import.meta.env.VITE_POCKETBASE_URL, schema });
 */
export function createPocketkit<Schema extends PocketkitSchema = PocketkitSchema>(
  options: CreatePocketkitOptions<Schema>,
): Pocketkit<Schema> {
  const pb = new PocketBase(options.url, options.authStore, options.lang);
  // The cache layer (TanStack Query in @pocketkit/hooks) owns deduplication; the SDK's
  // auto-cancellation would turn parallel identical requests into "autocancelled" errors.
  pb.autoCancellation(false);

  let schema: PocketkitSchema | undefined = options.schema;
  const realtime = createRealtimeHub(pb, options.realtime);
  const auth = createAuthSession(pb, options.auth);
  const fileTokens = createFileTokenCache(pb);

  function collectionSchema(name: string): CollectionSchema | undefined {
    if (!schema) return undefined;
    return schema[name] ?? Object.values(schema).find((collection) => collection.id === name);
  }

  return {
    pb,
    get schema() {
      return schema as Schema | undefined;
    },
    auth,
    realtime,
    fileTokens,
    collection: collectionSchema,
    fileUrl: (record, filename, fileOptions) => fileUrl(pb, record, filename, fileOptions),
    async upload(uploadOptions) {
      const collection = collectionSchema(uploadOptions.collection);
      const token = pb.authStore.token;
      try {
        const uploadRecord = await loadUploadRecord();
        return await uploadRecord(pb, collection ? { ...uploadOptions, schema: collection } : uploadOptions);
      } catch (error) {
        // Uploads go out through XHR, not the SDK: a refusal may mean the session ended, as there.
        const ended =
          isPocketkitError(error) &&
          error.status >= 400 &&
          (await auth.checkRefusal({
            status: error.status,
            method: uploadOptions.recordId === undefined ? "POST" : "PATCH",
            token,
            hasFieldErrors: Object.keys(error.fieldErrors).length > 0,
          }));
        if (ended) {
          throw new PocketkitError({
            kind: "auth",
            status: 401,
            message: SESSION_EXPIRED_MESSAGE,
            cause: error,
          });
        }
        throw error;
      }
    },
    async loadSchema({ signal } = {}) {
      try {
        const collections = await pb.collections.getFullList({ signal, batch: 500 });
        schema = Object.fromEntries(
          collections.map((collection) => [collection.name, collection as unknown as CollectionSchema]),
        );
        return schema;
      } catch (error) {
        throw toPocketkitError(error);
      }
    },
    dispose() {
      realtime.dispose();
      auth.dispose();
      fileTokens.dispose();
    },
  };
}
