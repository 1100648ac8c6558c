import { adminDe } from "../admin/messages";
import { aiDe } from "../ai/messages";
import { authDe } from "../auth/messages";
import { dataDe } from "../data/messages";
import { feedbackDe } from "../feedback/messages";
import { inputsDe } from "../inputs/messages";
import { mediaDe } from "../media/messages";
import type { Messages } from "./en";

/** Deutsch. */
export const de: Messages = {
  "common.close": "Schließen",
  "common.cancel": "Abbrechen",
  "common.save": "Speichern",
  "common.loading": "Wird geladen…",
  "common.retry": "Erneut versuchen",
  "common.undo": "Rückgängig",
  "common.required": "Pflichtfeld",
  "common.optional": "Optional",
  "toast.region": "Benachrichtigungen ({hotkey})",
  "toast.label": "Benachrichtigung",
  "toast.close": "Benachrichtigung schließen",
  "select.placeholder": "Auswählen…",
  "avatar.fallback": "Avatar von {name}",
  "progress.label": "{percent} % erledigt",
  "progress.name": "Fortschritt",
  "dialog.close": "Dialog schließen",
  "sheet.close": "Bereich schließen",
  ...authDe,
  ...dataDe,
  ...mediaDe,
  ...aiDe,
  ...adminDe,
  ...feedbackDe,
  ...inputsDe,
};
