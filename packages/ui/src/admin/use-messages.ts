import { useCatalogue, type CatalogueKey, type Translate } from "../i18n/messages-context";
import { adminEn } from "./messages";

/**
 * @deprecated Call `useCatalogue(adminEn)`. Kept only for the admin views being reshaped by a
 * colleague; removed with them.
 */
export function useMessages(): Translate<CatalogueKey<typeof adminEn>> {
  return useCatalogue(adminEn);
}
