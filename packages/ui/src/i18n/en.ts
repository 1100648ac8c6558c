import { adminEn } from "../admin/messages";
import { aiEn } from "../ai/messages";
import { authEn } from "../auth/messages";
import { dataEn } from "../data/messages";
import { feedbackEn } from "../feedback/messages";
import { inputsEn } from "../inputs/messages";
import { mediaEn } from "../media/messages";

/**
 * Every string the components show, in English: the catalogue other languages translate. Keys
 * are grouped by component; `{name}` marks a value filled in at run time.
 */
export const en = {
  "common.close": "Close",
  "common.cancel": "Cancel",
  "common.save": "Save",
  "common.loading": "Loading…",
  "common.retry": "Retry",
  "common.undo": "Undo",
  "common.required": "Required",
  "common.optional": "Optional",
  "toast.region": "Notifications ({hotkey})",
  "toast.label": "Notification",
  "toast.close": "Dismiss notification",
  "select.placeholder": "Choose…",
  "avatar.fallback": "Avatar of {name}",
  "progress.label": "{percent} % done",
  "progress.name": "Progress",
  "dialog.close": "Close dialog",
  "sheet.close": "Close panel",
  ...authEn,
  ...dataEn,
  ...mediaEn,
  ...aiEn,
  ...adminEn,
  ...feedbackEn,
  ...inputsEn,
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
