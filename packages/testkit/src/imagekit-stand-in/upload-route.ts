// ImageKit's upload API V1, `POST https://upload.imagekit.io/api/v1/files/upload`, as its API
// reference describes it: multipart/form-data; from a browser, authenticated by `publicKey` and a
// one-time `token`, `expire` (Unix seconds, less than an hour ahead) and `signature`, the
// lowercase hex HMAC-SHA1 of `token + expire` keyed with the private key, which the stand-in
// computes again here from its own private key.
import { createHmac, timingSafeEqual } from "node:crypto";

import type { Context } from "hono";

import { applyCustomMetadata } from "./custom-metadata";
import { folderPath, newId, StandInRefusal } from "./stand-in-answers";
import { ensureFolder, fileByPath, fileDetails, type StandInFile, type StandInState } from "./stand-in-state";

/** The request fields of the reference; anything else is refused. */
const UPLOAD_FIELDS = new Set([
  "file",
  "fileName",
  "publicKey",
  "signature",
  "expire",
  "token",
  "useUniqueFileName",
  "tags",
  "folder",
  "isPrivateFile",
  "isPublished",
  "customCoordinates",
  "responseFields",
  "extensions",
  "webhookUrl",
  "overwriteFile",
  "overwriteAITags",
  "overwriteTags",
  "overwriteCustomMetadata",
  "customMetadata",
  "transformation",
  "checks",
  "description",
]);
const BOOLEAN_FIELDS = [
  "useUniqueFileName",
  "isPrivateFile",
  "isPublished",
  "overwriteFile",
  "overwriteAITags",
  "overwriteTags",
  "overwriteCustomMetadata",
];

export async function uploadFile(c: Context, state: StandInState): Promise<Response> {
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new StandInRefusal(400, "Your request must be multipart/form-data.");
  }
  const form = await c.req.formData();
  for (const name of new Set(form.keys())) {
    if (!UPLOAD_FIELDS.has(name))
      throw new StandInRefusal(400, `Your request contains an unknown parameter: ${name}.`);
    if (form.getAll(name).length > 1)
      throw new StandInRefusal(400, `Your request contains ${name} more than once.`);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  for (const name of BOOLEAN_FIELDS) {
    const value = text(name);
    if (value !== undefined && value !== "true" && value !== "false") {
      throw new StandInRefusal(400, `Your request contains invalid ${name} parameter.`);
    }
  }

  checkClientAuth(state, {
    authorization: c.req.header("authorization"),
    publicKey: text("publicKey"),
    signature: text("signature"),
    expire: text("expire"),
    token: text("token"),
  });

  const file = form.get("file");
  if (file === null || file === "") throw new StandInRefusal(400, "Your request is missing file parameter.");
  const fileName = text("fileName");
  if (!fileName) throw new StandInRefusal(400, "Your request is missing fileName parameter.");
  const bytes =
    typeof file === "string" ? new TextEncoder().encode(file) : new Uint8Array(await file.arrayBuffer());
  const customMetadata =
    text("customMetadata") === undefined ? undefined : parseJson(text("customMetadata")!, "customMetadata");

  const folder = folderPath(text("folder") ?? "/");
  const unique = text("useUniqueFileName") !== "false";
  const name = unique ? withUniqueSuffix(storedName(fileName)) : storedName(fileName);
  const existing = fileByPath(state, folder + name);
  if (existing && text("overwriteFile") === "false") {
    throw new StandInRefusal(
      400,
      "A file with the same name already exists at the exact location. We could not overwrite it because both overwriteFile and useUniqueFileName are set to false.",
    );
  }
  const now = new Date().toISOString();
  const metadata = applyCustomMetadata(state, {}, customMetadata ?? {});
  const stored: StandInFile = existing
    ? Object.assign(existing, {
        size: bytes.length,
        bytes,
        mime: typeof file === "string" ? "application/octet-stream" : file.type,
        // As the reference says: without customMetadata, overwriting removes what the file had.
        customMetadata:
          customMetadata === undefined && text("overwriteCustomMetadata") === "false"
            ? existing.customMetadata
            : metadata,
        versionId: newId(),
        versions: existing.versions + 1,
        updatedAt: now,
      })
    : {
        fileId: newId(),
        name,
        filePath: folder + name,
        size: bytes.length,
        mime: typeof file === "string" ? "application/octet-stream" : file.type,
        bytes,
        customMetadata: metadata,
        versionId: "",
        versions: 1,
        createdAt: now,
        updatedAt: now,
      };
  if (!existing) {
    stored.versionId = stored.fileId;
    ensureFolder(state, folder);
    state.files.set(stored.fileId, stored);
  }
  const details = fileDetails(state, stored);
  return c.json({
    fileId: stored.fileId,
    name: stored.name,
    filePath: stored.filePath,
    url: details.url,
    thumbnailUrl: details.thumbnail,
    size: stored.size,
    fileType: details.fileType,
    versionInfo: details.versionInfo,
    tags: null,
    AITags: null,
    isPrivateFile: false,
    customCoordinates: null,
  });
}

/**
 * A browser's upload carries the public key and a signature; a server's, the private key as
 * Basic auth. Both at once, the reference says, is refused: the private key may be exposed.
 */
function checkClientAuth(
  state: StandInState,
  fields: { authorization?: string; publicKey?: string; signature?: string; expire?: string; token?: string },
): void {
  if (fields.authorization && fields.signature) {
    throw new StandInRefusal(
      400,
      "Your request contains both signature and basic auth parameter. Use only one method, you might be exposing your private API key.",
    );
  }
  // Only browser uploads are the stand-in's business: the adapter's server never uploads.
  if (fields.authorization)
    throw new StandInRefusal(400, "The stand-in takes browser uploads only (publicKey and signature).");
  if (!fields.publicKey) throw new StandInRefusal(400, "Your request is missing publicKey parameter.");
  if (fields.publicKey !== state.publicKey)
    throw new StandInRefusal(403, "Your account cannot be authenticated.");
  for (const name of ["signature", "expire", "token"] as const) {
    if (!fields[name]) throw new StandInRefusal(400, `Your request is missing ${name} parameter.`);
  }
  const expire = Number(fields.expire);
  const now = Date.now() / 1000;
  if (!/^\d+$/.test(fields.expire!) || expire <= now || expire > now + 3600) {
    throw new StandInRefusal(
      400,
      "Your request contains invalid expire parameter. Expire parameter should be a Unix time in less than 1 hour into the future.",
    );
  }
  const expected = createHmac("sha1", state.privateKey)
    .update(fields.token! + fields.expire!)
    .digest("hex");
  const given = Buffer.from(fields.signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
    // The reference names the case, not its words; these follow its other messages.
    throw new StandInRefusal(400, "Your request contains invalid signature parameter.");
  }
  // "Sending a value that has been used in the past will result in a validation error."
  if (state.usedTokens.has(fields.token!)) {
    throw new StandInRefusal(
      400,
      "Your request contains a token that has been used before. Send a new token.",
    );
  }
  state.usedTokens.add(fields.token!);
}

/** ImageKit keeps letters, digits, `.` and `-` of a file name and makes the rest `_`. */
function storedName(fileName: string): string {
  return fileName.replace(/[^\p{L}\p{M}\p{N}.-]/gu, "_");
}

function withUniqueSuffix(name: string): string {
  const dot = name.lastIndexOf(".");
  const suffix = `_${newId().slice(0, 9)}`;
  return dot > 0 ? `${name.slice(0, dot)}${suffix}${name.slice(dot)}` : `${name}${suffix}`;
}

function parseJson(value: string, name: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new StandInRefusal(400, `Your request contains invalid ${name} parameter.`);
  }
}
