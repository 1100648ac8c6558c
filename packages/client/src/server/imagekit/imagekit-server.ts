import type { ImageKit } from "@imagekit/nodejs";

import type { ImageKitUploadAuth } from "../../imagekit/imagekit-app-server";
import { callImageKit } from "./imagekit-error";
import { imageKitMetadataField, type CustomFieldDefinition } from "./imagekit-metadata-field";
import { followStatus } from "./follow-status";

export interface ImageKitServerOptions {
  /** Your URL endpoint, e.g. `https://ik.imagekit.io/your_imagekit_id`: purges name files by URL. */
  urlEndpoint: string;
  /** How long an upload signature is good for, in seconds (ImageKit takes less than an hour). @default 600 */
  signatureLifetimeSeconds?: number;
  /** Time between two looks at a bulk job's status. @default 1000 */
  statusIntervalMs?: number;
}

/** Cancels the wait for ImageKit's answer. */
export interface ImageKitCallOptions {
  signal?: AbortSignal;
}

export interface ImageKitServer {
  /** A one-time `{ token, expire, signature }` for one browser upload (`@imagekit/nodejs`'s helper). */
  signUpload(): ImageKitUploadAuth;
  /** Deletes a file and its versions. A file already gone is not an error. */
  deleteFile(fileId: string, options?: ImageKitCallOptions): Promise<void>;
  /** Moves a file into a folder (the trash, an album); resolves to its new path. Its id stays. */
  moveFile(
    filePath: string,
    folderPath: string,
    options?: ImageKitCallOptions,
  ): Promise<{ filePath: string }>;
  /** Sets values of custom metadata fields on a file; `null` unsets one. */
  setFileMetadata(
    fileId: string,
    values: Record<string, unknown>,
    options?: ImageKitCallOptions,
  ): Promise<void>;
  /**
   * Creates a folder, and its parents that are missing; resolves to its path as ImageKit writes
   * it (characters other than letters and digits in its name become `_`).
   */
  createFolder(folderPath: string, options?: ImageKitCallOptions): Promise<{ folderPath: string }>;
  /** Deletes a folder with everything in it. A folder already gone is not an error. */
  deleteFolder(folderPath: string, options?: ImageKitCallOptions): Promise<void>;
  /**
   * Renames a folder through ImageKit's bulk job, and waits until the job has completed; resolves
   * to the folder's new path. ImageKit replaces characters other than letters, digits and `-`
   * in `newName` with `_`, as it does on its own.
   */
  renameFolder(
    folderPath: string,
    newName: string,
    options?: ImageKitCallOptions,
  ): Promise<{ folderPath: string }>;
  /** Moves a folder into another through ImageKit's bulk job, and waits until it has completed. */
  moveFolder(
    folderPath: string,
    intoFolderPath: string,
    options?: ImageKitCallOptions,
  ): Promise<{ folderPath: string }>;
  /** Creates the ImageKit custom metadata field that mirrors a user's field (`imageKitMetadataField`). */
  createMetadataField(
    field: CustomFieldDefinition,
    options?: ImageKitCallOptions,
  ): Promise<ImageKit.CustomMetadataField>;
  /** Follows a user's field renamed or given other choices. ImageKit keeps a field's type. */
  updateMetadataField(
    imageKitFieldId: string,
    field: CustomFieldDefinition,
    options?: ImageKitCallOptions,
  ): Promise<ImageKit.CustomMetadataField>;
  /** Deletes a custom metadata field. A field already gone is not an error. */
  deleteMetadataField(imageKitFieldId: string, options?: ImageKitCallOptions): Promise<void>;
  /** Asks the CDN to forget a file's copies (after a replace); the purge runs on at ImageKit. */
  purgeFile(filePath: string, options?: ImageKitCallOptions): Promise<{ requestId: string }>;
  /** Whether a purge has completed. */
  purgeStatus(requestId: string, options?: ImageKitCallOptions): Promise<"Pending" | "Completed">;
}

/**
 * The ImageKit media adapter's server part: a thin, typed layer over ImageKit's official Node SDK
 * for what takes the private key. Give it the SDK client your server makes (its key, timeouts and
 * retries are yours to set); every failure is a `PocketkitError`.
 *
 * @example
 * import ImageKit from "@imagekit/nodejs";
 * const imagekit = createImageKitServer(new ImageKit({ privateKey: process.env.IMAGEKIT_PRIVATE_KEY }), {
 *   urlEndpoint: process.env.IMAGEKIT_URL_ENDPOINT,
 * });
 * app.post("/api/media/imagekit/sign", requireUser, (c) => c.json(imagekit.signUpload()));
 */
export function createImageKitServer(imagekit: ImageKit, options: ImageKitServerOptions): ImageKitServer {
  const lifetime = options.signatureLifetimeSeconds ?? 600;
  const call = <T>(run: () => PromiseLike<T>) => callImageKit(imagekit, run);
  const gone = (error: unknown) => {
    if ((error as { kind?: string }).kind !== "not_found") throw error;
  };
  const followJob = async (jobId: string, signal?: AbortSignal) =>
    followStatus(async () => (await call(() => imagekit.folders.job.get(jobId, { signal }))).status, {
      intervalMs: options.statusIntervalMs,
      signal,
    });

  return {
    signUpload() {
      // No token passed: the SDK makes a random UUID, and ImageKit takes each token only once.
      return imagekit.helper.getAuthenticationParameters(undefined, Math.floor(Date.now() / 1000) + lifetime);
    },
    async deleteFile(fileId, { signal } = {}) {
      await call(() => imagekit.files.delete(fileId, { signal })).catch(gone);
    },
    async moveFile(filePath, folderPath, { signal } = {}) {
      const destinationPath = asFolder(folderPath);
      await call(() => imagekit.files.move({ sourceFilePath: filePath, destinationPath }, { signal }));
      return { filePath: `${destinationPath}${filePath.slice(filePath.lastIndexOf("/") + 1)}` };
    },
    async setFileMetadata(fileId, values, { signal } = {}) {
      await call(() => imagekit.files.update(fileId, { customMetadata: values }, { signal }));
    },
    async createFolder(folderPath, { signal } = {}) {
      const { parent, name } = splitFolder(folderPath);
      await call(() => imagekit.folders.create({ folderName: name, parentFolderPath: parent }, { signal }));
      return { folderPath: `${parent}${name.replace(/[^\p{L}\p{M}\p{N}]/gu, "_")}/` };
    },
    async deleteFolder(folderPath, { signal } = {}) {
      await call(() => imagekit.folders.delete({ folderPath: asFolder(folderPath) }, { signal })).catch(gone);
    },
    async renameFolder(folderPath, newName, { signal } = {}) {
      const { jobId } = await call(() =>
        imagekit.folders.rename({ folderPath: asFolder(folderPath), newFolderName: newName }, { signal }),
      );
      await followJob(jobId, signal);
      return { folderPath: `${splitFolder(folderPath).parent}${imageKitFolderName(newName)}/` };
    },
    async moveFolder(folderPath, intoFolderPath, { signal } = {}) {
      const destinationPath = asFolder(intoFolderPath);
      const { jobId } = await call(() =>
        imagekit.folders.move({ sourceFolderPath: asFolder(folderPath), destinationPath }, { signal }),
      );
      await followJob(jobId, signal);
      return { folderPath: `${destinationPath}${splitFolder(folderPath).name}/` };
    },
    createMetadataField(field, { signal } = {}) {
      return call(() => imagekit.customMetadataFields.create(imageKitMetadataField(field), { signal }));
    },
    updateMetadataField(imageKitFieldId, field, { signal } = {}) {
      const { label, schema } = imageKitMetadataField(field);
      // ImageKit refuses a change of type and ignores `type` on update: only what may change is sent.
      const { type: _type, ...rules } = schema;
      const body = Object.keys(rules).length > 0 ? { label, schema: rules } : { label };
      return call(() => imagekit.customMetadataFields.update(imageKitFieldId, body, { signal }));
    },
    async deleteMetadataField(imageKitFieldId, { signal } = {}) {
      await call(() => imagekit.customMetadataFields.delete(imageKitFieldId, { signal })).catch(gone);
    },
    async purgeFile(filePath, { signal } = {}) {
      const url = `${options.urlEndpoint.replace(/\/+$/, "")}/${filePath.replace(/^\/+/, "")}`;
      const { requestId } = await call(() => imagekit.cache.invalidation.create({ url }, { signal }));
      return { requestId: requestId ?? "" };
    },
    async purgeStatus(requestId, { signal } = {}) {
      const { status } = await call(() => imagekit.cache.invalidation.get(requestId, { signal }));
      return status === "Completed" ? "Completed" : "Pending";
    },
  };
}

/** `/a/b` and `a/b/` as ImageKit's folder paths are written: `/a/b/`. */
function asFolder(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "/" : `/${trimmed}/`;
}

function splitFolder(folderPath: string): { parent: string; name: string } {
  const parts = asFolder(folderPath).split("/").filter(Boolean);
  const name = parts.pop() ?? "";
  return { parent: parts.length > 0 ? `/${parts.join("/")}/` : "/", name };
}

/** A folder name as ImageKit stores it: letters and digits of any script and `-`; the rest `_`. */
function imageKitFolderName(name: string): string {
  return name.replace(/[^\p{L}\p{M}\p{N}-]/gu, "_");
}
