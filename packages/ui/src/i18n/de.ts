import { adminDe } from "../admin/messages";
import { aiDe } from "../ai/messages";
import { authDe } from "../auth/messages";
import { dataDe } from "../data/messages";
import { feedbackDe } from "../feedback/messages";
import { inputsDe } from "../inputs/messages";
import { mediaDe } from "../media/media-catalogue";
import { mapDe } from "../media/photo-map/map-messages";
import { coreDe } from "./core-messages";
import type { Messages } from "./en";

/** Deutsch: every string of every component. Pass it to `MessagesProvider` as `messages`. */
export const de: Messages = {
  ...coreDe,
  ...authDe,
  ...dataDe,
  ...mediaDe,
  ...mapDe,
  ...aiDe,
  ...adminDe,
  ...feedbackDe,
  ...inputsDe,
};
