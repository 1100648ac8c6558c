import { adminEn } from "../admin/messages";
import { aiEn } from "../ai/messages";
import { authEn } from "../auth/messages";
import { dataEn } from "../data/messages";
import { feedbackEn } from "../feedback/messages";
import { inputsEn } from "../inputs/messages";
import { mediaEn } from "../media/media-catalogue";
import { mapEn } from "../media/photo-map/map-messages";
import { coreEn } from "./core-messages";

/**
 * Every string the components show, in English: the catalogue other languages translate. Keys
 * are grouped by component; `{name}` marks a value filled in at run time. Components don't
 * import it: each family falls back to its own English strings, so an app carries only the
 * strings of the components it uses. Import it to read or extend the whole catalogue.
 */
export const en = {
  ...coreEn,
  ...authEn,
  ...dataEn,
  ...mediaEn,
  ...mapEn,
  ...aiEn,
  ...adminEn,
  ...feedbackEn,
  ...inputsEn,
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
