import { http, HttpResponse, type HttpHandler } from "msw/http";

import type { AdminMockContext, StoredBackup } from "./admin-mock-context";
import { pocketBaseDate } from "./admin-mock-logs";

// Backups in the admin mock: list, create, upload, download with a file token, delete, and a
// restore that "restarts" the server after `restoreMs`: the backup's record counts, superusers
// and settings come back, and every realtime stream ends, as the old process's do.

const BACKUP_NAME = /^[a-z0-9_-]+\.zip$/;
const BUSY_MESSAGE = "Try again later - another backup/restore process has already been started.";

export function backupHandlers(context: AdminMockContext, restoreMs: number): HttpHandler[] {
  const { api, guard, error, invalid, noContent, state, auth } = context;

  const snapshot = (key: string, size: number): StoredBackup => ({
    key,
    size,
    modified: pocketBaseDate(Date.now()),
    counts: { ...state.counts },
    superusers: structuredClone(state.superusers),
    settings: structuredClone(state.settings),
  });
  const add = (backup: StoredBackup) => {
    state.backups.push(backup);
    state.backups.sort((a, b) => (a.key < b.key ? -1 : 1));
  };
  const taken = (key: string) => state.backups.some((backup) => backup.key === key);

  function restore(backup: StoredBackup) {
    state.busy = true;
    setTimeout(() => {
      state.counts = { ...backup.counts };
      state.superusers = structuredClone(backup.superusers);
      state.settings = structuredClone(backup.settings);
      state.busy = false;
      // The new process: every open realtime connection ends with the old one.
      for (const stream of state.streams) stream.close();
      state.streams.clear();
    }, restoreMs);
  }

  return [
    http.get(
      api("/backups"),
      guard(() =>
        HttpResponse.json(state.backups.map(({ key, size, modified }) => ({ modified, key, size }))),
      ),
    ),
    http.post(
      api("/backups"),
      guard(async ({ request }) => {
        if (state.busy) return error(400, BUSY_MESSAGE);
        const { name = "" } = (await request.json().catch(() => ({}))) as { name?: string };
        const appName = String((state.settings.meta as Record<string, unknown>).appName).toLowerCase();
        const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
        const key = name || `pb_backup_${appName.replace(/[^a-z0-9]+/g, "_")}_${stamp}.zip`;
        if (!BACKUP_NAME.test(key))
          return invalid({
            name: { code: "validation_match_invalid", message: "Must be in a valid format." },
          });
        if (taken(key))
          return invalid({
            name: {
              code: "validation_backup_name_exists",
              message: "The backup file name is invalid or already exists.",
            },
          });
        const records = Object.values(state.counts).reduce((sum, count) => sum + count, 0);
        add(snapshot(key, 150_000 + records * 812));
        return noContent();
      }),
    ),
    http.post(
      api("/backups/upload"),
      guard(async ({ request }) => {
        const file = (await request.formData().catch(() => undefined))?.get("file");
        if (!(file instanceof File))
          return invalid({ file: { code: "validation_required", message: "Cannot be blank." } });
        const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
        if (head[0] !== 0x50 || head[1] !== 0x4b)
          return invalid({
            file: {
              code: "validation_invalid_mime_type",
              message: `"${file.name}" mime type must be one of: application/zip.`,
            },
          });
        if (taken(file.name))
          return invalid({
            file: {
              code: "validation_backup_name_exists",
              message: "Backup file with the specified name already exists.",
            },
          });
        add(snapshot(file.name, file.size));
        return noContent();
      }),
    ),
    http.get(api("/backups/:key"), ({ request, params }) => {
      const token = new URL(request.url).searchParams.get("token");
      if (!auth.verifyFileToken(token, state.superusers))
        return error(403, "The authorized record is not allowed to perform this action.");
      const backup = state.backups.find((candidate) => candidate.key === String(params.key));
      if (!backup) return error(400, "Missing or invalid backup file.");
      return new HttpResponse(zipOfSize(backup.size), {
        headers: {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename=${backup.key}`,
        },
      });
    }),
    http.delete(
      api("/backups/:key"),
      guard(({ params }) => {
        const key = String(params.key);
        const index = state.backups.findIndex((backup) => backup.key === key);
        if (index < 0)
          return error(400, `Invalid or already deleted backup file. Raw error: \n[key: ${key}] not found.`);
        state.backups.splice(index, 1);
        return noContent();
      }),
    ),
    http.post(
      api("/backups/:key/restore"),
      guard(({ params }) => {
        const backup = state.backups.find((candidate) => candidate.key === String(params.key));
        if (!backup) return error(400, "Missing or invalid backup file.");
        if (state.busy) return error(400, BUSY_MESSAGE);
        restore(backup);
        return noContent();
      }),
    ),
    http.post(api("/files/token"), ({ request }) => {
      const found = auth.verify(request.headers.get("authorization"), state.superusers);
      if (!found || found === "other") return undefined; // a user's file token: the records mock's
      return HttpResponse.json({ token: auth.fileToken(found) });
    }),
  ];
}

/** Bytes that start as a zip does and end with an (empty) zip's directory. */
function zipOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(22, size));
  bytes.set([0x50, 0x4b, 0x05, 0x06], bytes.length - 22);
  bytes.set([0x50, 0x4b], 0);
  return bytes;
}
