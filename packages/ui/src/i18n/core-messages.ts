// The strings of the primitives and overlays (and a few every family shares), English and
// German. Every component falls back to these, so they are in every bundle: keep them few.
export const coreEn = {
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
  // Every family that words a lost connection the same way says it with this one, which is the
  // client's own message for it.
  "error.unreachable": "Can't reach the server. Check your connection.",
};

export const coreDe: Record<keyof typeof coreEn, string> = {
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
  "error.unreachable": "Der Server ist nicht erreichbar. Prüfe deine Verbindung.",
};
