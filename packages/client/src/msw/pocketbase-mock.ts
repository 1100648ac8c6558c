import { http, HttpResponse, type HttpHandler } from "msw/http";
import type { RecordModel } from "pocketbase";

import { createRecordValidator } from "../schema/record-validator";
import type { CollectionSchema, PocketkitSchema } from "../schema/types";
import { newRecordId } from "../upload/record-id";
import { createAuthHandlers } from "./auth-handlers";
import { timestamp, type MockMail } from "./auth-support";
import { compileFilter, sortRecords } from "./filter";

export interface MockUser {
  email: string;
  password: string;
  /** More fields of the user record (name, avatar…). */
  fields?: Record<string, unknown>;
}

export interface PocketBaseMockOptions {
  /** Where PocketBase is, as the app calls it. @default "*" (any origin) */
  baseUrl?: string;
  /** Collections and their records at the start. Records without `id` get one. */
  collections?: Record<string, { schema?: CollectionSchema; records?: Record<string, unknown>[] }>;
  /** Users of the `users` collection who can sign in with a password. */
  users?: MockUser[];
  /** OAuth2 providers that `auth-methods` lists ("google", "github", …). @default none */
  oauth2Providers?: string[];
  /** OTP sign-in (a code by email) is on for `users`. @default false */
  otp?: boolean;
  /**
   * MFA is on for `users`: a password or OTP sign-in alone answers 401 with an `mfaId`, and the
   * other method with that `mfaId` completes it. @default false
   */
  mfa?: boolean;
}

export interface PocketBaseMock {
  /** msw request handlers: `setupWorker(...mock.handlers)`, or `msw.use(...mock.handlers)` in a story. */
  handlers: HttpHandler[];
  /** The records, by collection, as they are now. */
  records(collection: string): RecordModel[];
  /**
   * The mails sent so far, oldest first: OTP codes, and the tokens of password reset,
   * verification and email change links. Mails go to existing users only, as PocketBase's do.
   */
  mails(): MockMail[];
  /** Back to the records given at the start, with no mails, codes or sessions pending. */
  reset(): void;
}

interface StoredFile {
  blob: Blob;
  type: string;
}

/**
 * A small in-memory PocketBase for Storybook, demos and tests of components: sign-in by password,
 * OTP and MFA, sign-up, auth refresh and methods, the password reset, verification and email
 * change flows (their mails land in `mails()`), records CRUD (JSON and multipart) with paging, sort and simple
 * filters, files, health, and a realtime connection that says it is live. With a schema, writes
 * are checked by the same rules as the real server (`createRecordValidator`), so error states
 * look exactly as they will.
 *
 * @example
 * const pocketbase = createPocketBaseMock({ collections: { albums: { records: [{ name: "Coast" }] } } });
 * export const Default = { beforeEach: ({ msw }) => msw.use(...pocketbase.handlers) };
 */
export function createPocketBaseMock(options: PocketBaseMockOptions = {}): PocketBaseMock {
  const base = (options.baseUrl ?? "*").replace(/\/$/, "");
  let db = new Map<string, RecordModel[]>();
  const files = new Map<string, StoredFile>();
  const schemas: PocketkitSchema = {};

  function seed() {
    db = new Map();
    files.clear();
    for (const [name, { schema, records = [] }] of Object.entries(options.collections ?? {})) {
      if (schema) schemas[name] = schema;
      db.set(
        name,
        records.map((record) => toRecord(name, record)),
      );
    }
    const users = (options.users ?? []).map((user) =>
      toRecord("users", {
        email: user.email,
        verified: true,
        emailVisibility: false,
        name: "",
        avatar: "",
        ...user.fields,
      }),
    );
    db.set("users", [...(db.get("users") ?? []), ...users]);
    passwords.clear();
    for (const user of options.users ?? []) passwords.set(user.email, user.password);
    auth.reset();
  }

  function toRecord(collection: string, fields: Record<string, unknown>): RecordModel {
    const now = timestamp();
    return {
      collectionId: schemas[collection]?.id ?? `pbc_${collection}`,
      collectionName: collection,
      created: now,
      updated: now,
      ...fields,
      id: typeof fields.id === "string" && fields.id ? fields.id : newRecordId(),
    } as RecordModel;
  }

  const list = (collection: string) => {
    if (!db.has(collection)) db.set(collection, []);
    return db.get(collection)!;
  };
  const passwords = new Map<string, string>();

  const error = (status: number, message: string, data: Record<string, unknown> = {}) =>
    HttpResponse.json({ status, message, data }, { status });
  const notFound = () => error(404, "The requested resource wasn't found.");

  async function readBody(
    request: Request,
  ): Promise<{ fields: Record<string, unknown>; uploads: Record<string, File[]> }> {
    const type = request.headers.get("content-type") ?? "";
    if (!type.includes("multipart/form-data"))
      return {
        fields: ((await request.json().catch(() => ({}))) as Record<string, unknown>) ?? {},
        uploads: {},
      };
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    const uploads: Record<string, File[]> = {};
    for (const [key, value] of form.entries()) {
      if (key === "@jsonPayload") Object.assign(fields, JSON.parse(String(value)));
      else if (typeof value === "string") fields[key] = value;
      else (uploads[key] ??= []).push(value);
    }
    return { fields, uploads };
  }

  const withoutSecrets = (record: RecordModel) => {
    const { password: _password, passwordConfirm: _confirm, ...rest } = record;
    return rest as RecordModel;
  };

  const api = (path: string) => `${base}/api${path}`;
  const auth = createAuthHandlers(
    {
      api,
      users: () => list("users"),
      passwords,
      error,
      withoutSecrets,
      readFields: async (request) => (await readBody(request)).fields,
    },
    { oauth2Providers: options.oauth2Providers ?? [], otp: options.otp ?? false, mfa: options.mfa ?? false },
  );

  const handlers: HttpHandler[] = [
    http.get(api("/health"), () => HttpResponse.json({ code: 200, message: "API is healthy.", data: {} })),

    ...auth.handlers,

    http.get(api("/collections/:collection/records"), ({ request, params }) => {
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
      const perPage = Math.max(1, Math.min(1000, Number(url.searchParams.get("perPage") ?? 30)));
      let items: RecordModel[];
      try {
        items = list(String(params.collection)).filter(compileFilter(url.searchParams.get("filter") ?? ""));
      } catch (cause) {
        return error(400, "Something went wrong while processing your request. " + (cause as Error).message);
      }
      items = sortRecords(items, url.searchParams.get("sort") ?? "");
      const skipTotal =
        url.searchParams.get("skipTotal") === "1" || url.searchParams.get("skipTotal") === "true";
      const totalItems = items.length;
      return HttpResponse.json({
        page,
        perPage,
        totalItems: skipTotal ? -1 : totalItems,
        totalPages: skipTotal ? -1 : Math.ceil(totalItems / perPage),
        items: items.slice((page - 1) * perPage, page * perPage).map(withoutSecrets),
      });
    }),

    http.get(api("/collections/:collection/records/:id"), ({ params }) => {
      const record = list(String(params.collection)).find((candidate) => candidate.id === params.id);
      return record ? HttpResponse.json(withoutSecrets(record)) : notFound();
    }),

    http.post(api("/collections/:collection/records"), async ({ request, params }) => {
      const collection = String(params.collection);
      const { fields, uploads } = await readBody(request);
      const problems =
        (collection === "users" ? auth.checkNewUser(fields) : undefined) ??
        validate(collection, { ...fields, ...fileNames(uploads) }, true);
      if (problems) return error(400, "Failed to create record.", problems);
      const id = typeof fields.id === "string" && fields.id ? fields.id : newRecordId();
      if (list(collection).some((existing) => existing.id === id)) {
        return error(400, "Failed to create record.", {
          id: { code: "validation_not_unique", message: "Value must be unique." },
        });
      }
      const defaults = collection === "users" ? newUserDefaults : {};
      const record = toRecord(collection, {
        ...defaults,
        ...fields,
        id,
        ...storeFiles(collection, id, uploads),
      });
      if (collection === "users") passwords.set(String(fields.email), String(fields.password));
      list(collection).push(record);
      return HttpResponse.json(withoutSecrets(record));
    }),

    http.patch(api("/collections/:collection/records/:id"), async ({ request, params }) => {
      const collection = String(params.collection);
      const record = list(collection).find((candidate) => candidate.id === params.id);
      if (!record) return notFound();
      const { fields, uploads } = await readBody(request);
      const { oldPassword, password, passwordConfirm, ...rest } = fields;
      // A user changing their own password gives the old one, as PocketBase asks.
      if (collection === "users" && password !== undefined) {
        const email = String(record.email);
        if (passwords.get(email) !== String(oldPassword ?? ""))
          return error(400, "Failed to update record.", {
            oldPassword: {
              code: "validation_invalid_old_password",
              message: "Missing or invalid old password.",
            },
          });
        if (password !== passwordConfirm)
          return error(400, "Failed to update record.", {
            passwordConfirm: { code: "validation_values_mismatch", message: "Values don't match." },
          });
        passwords.set(email, String(password));
      }
      const problems = validate(collection, { ...rest, ...fileNames(uploads) }, false);
      if (problems) return error(400, "Failed to update record.", problems);
      Object.assign(record, rest, storeFiles(collection, record.id, uploads), { updated: timestamp() });
      return HttpResponse.json(withoutSecrets(record));
    }),

    http.delete(api("/collections/:collection/records/:id"), ({ params }) => {
      const records = list(String(params.collection));
      const index = records.findIndex((candidate) => candidate.id === params.id);
      if (index < 0) return notFound();
      records.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(api("/files/token"), () => HttpResponse.json({ token: "mock-file-token" })),

    http.get(api("/files/:collection/:id/:filename"), ({ params }) => {
      // File URLs name the collection by id (what the SDK puts in them) or by name.
      const collection = String(params.collection);
      const name =
        Object.values(schemas).find((schema) => schema.id === collection)?.name ??
        collection.replace(/^pbc_/, "");
      const stored = files.get(`${name}/${String(params.id)}/${String(params.filename)}`);
      return stored
        ? new HttpResponse(stored.blob, { headers: { "content-type": stored.type } })
        : notFound();
    }),

    // Realtime: the connection opens and says so; nothing else is ever sent.
    http.get(api("/realtime"), () => {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(`id:mock-client\nevent:PB_CONNECT\ndata:{"clientId":"mock-client"}\n\n`),
          );
        },
      });
      return new HttpResponse(stream, {
        headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
      });
    }),
    http.post(api("/realtime"), () => new HttpResponse(null, { status: 204 })),
  ];

  function fileNames(uploads: Record<string, File[]>): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(uploads).map(([name, list]) => [name, list.length === 1 ? list[0] : list]),
    );
  }

  function storeFiles(
    collection: string,
    id: string,
    uploads: Record<string, File[]>,
  ): Record<string, string | string[]> {
    const names: Record<string, string | string[]> = {};
    for (const [field, list] of Object.entries(uploads)) {
      const stored = list.map((file) => {
        const dot = file.name.lastIndexOf(".");
        const name = `${(dot > 0 ? file.name.slice(0, dot) : file.name).toLowerCase().replace(/[^a-z0-9]+/g, "_")}_${newRecordId().slice(0, 10)}${dot > 0 ? file.name.slice(dot).toLowerCase() : ""}`;
        files.set(`${collection}/${id}/${name}`, {
          blob: file,
          type: file.type || "application/octet-stream",
        });
        return name;
      });
      names[field] = stored.length === 1 ? stored[0]! : stored;
    }
    return names;
  }

  function validate(collection: string, data: Record<string, unknown>, isNew: boolean) {
    const schema = schemas[collection];
    if (!schema) return undefined;
    const problems = createRecordValidator(schema).validate(data, { isNew });
    return Object.keys(problems).length > 0 ? problems : undefined;
  }

  seed();
  return {
    handlers,
    records: (collection) => list(collection).map(withoutSecrets),
    mails: auth.mails,
    reset: seed,
  };
}

// What PocketBase gives a user who signs up (with the Gallery's `name` and `avatar`).
const newUserDefaults = { verified: false, emailVisibility: false, name: "", avatar: "" };
