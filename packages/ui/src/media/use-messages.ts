import { useCatalogue, type Translate } from "../i18n/messages-context";
import { mediaEn, mediaUploadEn } from "./messages";

/** The uploaders' and Image's strings in the provider's language, English where it has none. */
export function useMessages(): Translate {
  return useCatalogue(mediaUploadEn);
}

/** The same for ImageGrid and Lightbox, with their own strings too. */
export function useGalleryMessages(): Translate {
  return useCatalogue(mediaEn);
}
