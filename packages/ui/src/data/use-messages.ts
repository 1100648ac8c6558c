import { useCatalogue, type CatalogueKey, type Translate } from "../i18n/messages-context";
import { dataEn, tableAndFormEn } from "./messages";

/**
 * @deprecated Call `useCatalogue(tableAndFormEn)`. Kept only for the record form's and record
 * details' files still being moved; removed with them.
 */
export function useMessages(): Translate<CatalogueKey<typeof tableAndFormEn>> {
  return useCatalogue(tableAndFormEn);
}

/** @deprecated Call `useCatalogue(dataEn)`; removed with the files above. */
export function useViewMessages(): Translate<CatalogueKey<typeof dataEn>> {
  return useCatalogue(dataEn);
}
