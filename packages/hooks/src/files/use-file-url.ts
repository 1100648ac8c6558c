import type { FileUrlOptions, PocketkitError } from "@pocketkit/client";
import type { RecordModel } from "pocketbase";
import { useMemo } from "react";

import { usePocketkit } from "../provider/context";
import { useFileToken } from "./use-file-token";

/** A record, as far as the URLs of its files need it (PocketBase's `RecordModel` fits). */
export interface FileRecord {
  id: string;
  collectionId?: string;
  collectionName?: string;
}

/**
 * Builds the URL of one of a record's files (`""` when `filename` is empty), with the current
 * file token when the files are protected.
 */
export type RecordFileUrl = (
  record: FileRecord,
  filename: string,
  options?: Omit<FileUrlOptions, "token">,
) => string;

export interface UseFileUrlOptions {
  /**
   * The files are in a protected file field: their URLs carry the signed-in user's file token.
   * Leave it `false` for public files, whose URLs need none (and no token is asked for).
   * @default false
   */
  protected?: boolean;
}

export interface UseFileUrlResult {
  /**
   * Builds a file's URL. `undefined` while a protected file's token is on its way or when it was
   * refused: a URL without it would not load. A new function whenever the token changes (renewed
   * before it expires, replaced when the signed-in user changes, dropped on sign-out), so that
   * what shows the URLs renders them again.
   */
  fileUrl: RecordFileUrl | undefined;
  /** `"pending"` until a protected file's token is there, `"error"` when none could be had. Public files: always `"success"`. */
  status: "pending" | "error" | "success";
  /** Why no token could be had, else `null`. */
  error: PocketkitError | null;
}

/**
 * URLs of a record's files — thumbs, downloads — for the signed-in user. Protected files get the
 * user's file token (`useFileToken`: one shared request, renewed before it expires, never one
 * user's token in another's session); public files get none.
 *
 * @example
 * const { fileUrl } = useFileUrl({ protected: field.protected });
 * if (!fileUrl) return <Skeleton />;
 * return (
 *   <a href={fileUrl(image, image.file, { download: true })}>
 *     <img src={fileUrl(image, image.file, { thumb: "400x0" })} alt={image.alt} />
 *   </a>
 * );
 */
export function useFileUrl(options: UseFileUrlOptions = {}): UseFileUrlResult {
  const { protected: isProtected = false } = options;
  const pocketkit = usePocketkit();
  const fileToken = useFileToken({ enabled: isProtected });
  // A renewal that fails keeps the token it had (TanStack keeps `data` on a refetch's error): it
  // is still good for a while, and the next renewal comes within a second.
  const token = isProtected ? fileToken.data : "";
  const fileUrl = useMemo<RecordFileUrl | undefined>(() => {
    if (token === undefined) return undefined;
    return (record, filename, urlOptions) =>
      pocketkit.fileUrl(record as RecordModel, filename, { ...urlOptions, token: token || undefined });
  }, [pocketkit, token]);
  return {
    fileUrl,
    status: token !== undefined ? "success" : fileToken.isError ? "error" : "pending",
    error: isProtected && token === undefined ? fileToken.error : null,
  };
}
