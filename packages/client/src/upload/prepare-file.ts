// The seam between the upload queue and what happens to a file before it is checked and sent
// (HEIC → JPEG, EXIF rotation, downscale, EXIF fields, GPS removal, hash, placeholder). The queue
// knows only this shape; `createPhotoPreparer` is one implementation, an app may write its own.
import type { FieldError } from "../errors/pocketkit-error";

/** What a file becomes before upload. */
export interface PreparedFile {
  /** The file to check and send: converted, rotated, downscaled or stripped, or the original. */
  readonly file: File;
  /**
   * Record fields read from the file (date taken, camera, place, content hash, placeholder…),
   * keyed by the collection's field names. The queue's own `data` wins where both name a field.
   */
  readonly fields?: Readonly<Record<string, unknown>>;
  /** A content hash of the original file, for noticing a photo that is already uploaded. */
  readonly hash?: string;
}

/**
 * A file that cannot be prepared (a HEIC that does not decode, a truncated JPEG, an image of too
 * many pixels, an empty file): `problem` is said as the client's own file checks say theirs, a
 * `validation_…` code, the sentence, and its parts (`{ name }` at least) as `params`. The queue
 * shows the file as refused under its file field, and sends nothing.
 */
export class FilePreparationError extends Error {
  override readonly name = "FilePreparationError";
  constructor(
    readonly problem: FieldError,
    options?: ErrorOptions,
  ) {
    super(problem.message, options);
  }
}

/**
 * Prepares one file. Rejects with a `FilePreparationError` when the file cannot be read as what it
 * claims to be; any other rejection is reported as that too, with the generic words. `accepts`
 * names the types it turns into ones the field takes (HEIC into JPEG): the queue's refusal of a
 * file of another type names them beside the field's own.
 */
export type PrepareFile = ((
  file: File,
  context: { readonly signal: AbortSignal },
) => Promise<PreparedFile>) & {
  readonly accepts?: readonly string[];
};
