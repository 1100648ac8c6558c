import { useCatalogue, type Translate } from "./messages-context";

const noFamily = {};

/** The strings of the primitives and overlays (the core catalogue), in the provider's language. */
export function useCoreMessages(): Translate {
  return useCatalogue(noFamily);
}
