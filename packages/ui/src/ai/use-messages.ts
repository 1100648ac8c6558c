import { useCatalogue, type Translate } from "../i18n/messages-context";
import { aiEn } from "./messages";

/** The ai components' strings in the provider's language, English where it has none. */
export function useMessages(): Translate {
  return useCatalogue(aiEn);
}
