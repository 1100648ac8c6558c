/**
 * What a photo preparer turns into JPEG (its `accepts`, unless `convertHeic` is off): HEIC and
 * HEIF. A module of its own, so that a picker shown before the preparer is loaded names them
 * without loading it.
 */
export const HEIF_TYPES: readonly string[] = ["image/heic", "image/heif"];
