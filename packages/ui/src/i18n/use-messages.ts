import { en } from "./en";
import { useCatalogue, type Translate } from "./messages-context";

/**
 * Any string of the catalogue as a function: `t("progress.label", { percent: 40 })`, in the
 * provider's language. For an app's own components next to the kit's; it brings the whole
 * English catalogue along. (The kit's components each take only their own strings, through
 * `useCatalogue`.)
 */
export function useMessages(): Translate {
  return useCatalogue(en);
}
