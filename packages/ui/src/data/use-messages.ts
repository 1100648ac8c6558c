import { useCatalogue, type Translate } from "../i18n/messages-context";
import { dataEn } from "./messages";

/** The data components' strings in the provider's language, English where it has none. */
export function useMessages(): Translate {
  return useCatalogue(dataEn);
}
