import { useCatalogue, type Translate } from "../i18n/messages-context";
import { mediaEn } from "./messages";

/** The media components' strings in the provider's language, English where it has none. */
export function useMessages(): Translate {
  return useCatalogue(mediaEn);
}
