import { useCatalogue, type Translate } from "../i18n/messages-context";
import { authEn } from "./messages";

/** The auth components' strings in the provider's language, English where it has none. */
export function useMessages(): Translate {
  return useCatalogue(authEn);
}
