import { useCatalogue, type Translate } from "../i18n/messages-context";
import { dataEn, tableAndFormEn } from "./messages";

/** The table's and the form's strings in the provider's language, English where it has none. */
export function useMessages(): Translate {
  return useCatalogue(tableAndFormEn);
}

/** The same for RecordView, with its own strings too. */
export function useViewMessages(): Translate {
  return useCatalogue(dataEn);
}
