import { useCatalogue, type Translate } from "../i18n/messages-context";
import { authEn, authSignInEn } from "./messages";

/** The auth components' strings in the provider's language, English where it has none. */
export function useMessages(): Translate {
  return useCatalogue(authEn);
}

/** The same for the sign-in form and its parts, which need no other form's strings. */
export function useSignInMessages(): Translate {
  return useCatalogue(authSignInEn);
}
