// What the stand-in's media library holds, for its routes and for tests to look at.

export interface StandInFile {
  fileId: string;
  /** The file's name, as stored (ImageKit's character rules applied, a unique suffix added). */
  name: string;
  /** `/folder/name.jpg`. */
  filePath: string;
  size: number;
  mime: string;
  bytes: Uint8Array;
  customMetadata: Record<string, unknown>;
  /** A new one each time the file is written over. */
  versionId: string;
  versions: number;
  createdAt: string;
  updatedAt: string;
}

export interface StandInMetadataField {
  id: string;
  name: string;
  label: string;
  schema: { type: string; selectOptions?: unknown[]; [rule: string]: unknown };
  deleted: boolean;
}

/**
 * A bulk job (a folder moved or renamed). ImageKit runs it after answering; the stand-in reports
 * it `Pending` at the first look and does it, `Completed`, at the next, so that a caller that
 * does not follow the job sees the old paths.
 */
export interface StandInJob {
  jobId: string;
  type: "MOVE_FOLDER" | "RENAME_FOLDER";
  status: "Pending" | "Completed";
  run: () => void;
}

export interface StandInPurge {
  requestId: string;
  url: string;
  status: "Pending" | "Completed";
}

/** One request as it arrived, for a test to see which calls were made. */
export interface StandInRequest {
  method: string;
  path: string;
  status: number;
}

export interface StandInState {
  privateKey: string;
  publicKey: string;
  urlEndpoint: string;
  files: Map<string, StandInFile>;
  /** Every folder, as `/a/b/`; the root is always there. */
  folders: Set<string>;
  metadataFields: Map<string, StandInMetadataField>;
  jobs: Map<string, StandInJob>;
  purges: Map<string, StandInPurge>;
  /** Upload tokens seen: ImageKit takes each one once. */
  usedTokens: Set<string>;
  requests: StandInRequest[];
}

export function fileByPath(state: StandInState, filePath: string): StandInFile | undefined {
  return [...state.files.values()].find((file) => file.filePath === filePath);
}

/** The folder and its parents, created where missing. */
export function ensureFolder(state: StandInState, path: string): void {
  let current = "/";
  for (const part of path.split("/").filter(Boolean)) {
    current += `${part}/`;
    state.folders.add(current);
  }
}

/** Everything under `from` (the folder itself, folders in it, files) moved to `to`. */
export function moveTree(state: StandInState, from: string, to: string): void {
  for (const folder of [...state.folders]) {
    if (folder.startsWith(from)) {
      state.folders.delete(folder);
      state.folders.add(to + folder.slice(from.length));
    }
  }
  ensureFolder(state, to);
  for (const file of state.files.values()) {
    if (file.filePath.startsWith(from)) file.filePath = to + file.filePath.slice(from.length);
  }
}

/** A file's details as ImageKit's file APIs answer them. */
export function fileDetails(state: StandInState, file: StandInFile): Record<string, unknown> {
  return {
    type: "file",
    fileId: file.fileId,
    name: file.name,
    filePath: file.filePath,
    url: `${state.urlEndpoint}${file.filePath}`,
    thumbnail: `${state.urlEndpoint}/tr:n-ik_ml_thumbnail${file.filePath}`,
    fileType: file.mime.startsWith("image/") ? "image" : "non-image",
    mime: file.mime,
    size: file.size,
    tags: null,
    AITags: null,
    versionInfo: { id: file.versionId, name: `Version ${file.versions}` },
    isPrivateFile: false,
    isPublished: true,
    customCoordinates: null,
    customMetadata: file.customMetadata,
    createdAt: file.createdAt,
    updatedAt: file.updatedAt,
  };
}
