import type { AdminSettings, AdminSettingsUpdate } from "@pocketkit/hooks";
import { useState } from "react";

/** Values by dotted path (`"smtp.host"`), as one settings tab edits them. */
type SettingsValues = Record<string, unknown>;

function readPath(settings: AdminSettings | undefined, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], settings);
}

/** The tab's values; secrets start empty, since the server never sends them. */
function pickSettings(
  settings: AdminSettings | undefined,
  paths: string[],
  secrets: string[],
): SettingsValues {
  return Object.fromEntries(
    paths.map((path) => [path, secrets.includes(path) ? "" : (readPath(settings, path) ?? "")]),
  );
}

/**
 * What Save sends: every field of the tab (PocketBase checks a section as a whole), a secret
 * only when one was typed, an emptied number as 0.
 */
function toUpdate(values: SettingsValues, base: SettingsValues, secrets: string[]): AdminSettingsUpdate {
  const update: Record<string, Record<string, unknown>> = {};
  for (const [path, raw] of Object.entries(values)) {
    if (secrets.includes(path) && raw === "") continue;
    const value = raw === "" && typeof base[path] === "number" ? 0 : raw;
    const keys = path.split(".");
    let target: Record<string, unknown> = update;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys[keys.length - 1]!] = value;
  }
  return update as AdminSettingsUpdate;
}

/**
 * One tab's draft: starts from the settings, follows them while nothing was changed (a save
 * elsewhere, a refetch), and keeps the changes otherwise.
 */
function useSettingsDraft(source: SettingsValues) {
  const sourceKey = JSON.stringify(source);
  const [state, setState] = useState({ sourceKey, base: source, draft: source });
  const dirty = JSON.stringify(state.draft) !== JSON.stringify(state.base);
  let current = state;
  if (state.sourceKey !== sourceKey && !dirty) {
    current = { sourceKey, base: source, draft: source };
    setState(current);
  }
  return {
    draft: current.draft,
    base: current.base,
    dirty: JSON.stringify(current.draft) !== JSON.stringify(current.base),
    set: (path: string, value: unknown) =>
      setState((previous) => ({ ...previous, draft: { ...previous.draft, [path]: value } })),
    /** After a save: what was saved is the new starting point. */
    commit: (saved: SettingsValues) => setState({ sourceKey, base: saved, draft: saved }),
    discard: () => setState((previous) => ({ ...previous, draft: previous.base })),
  };
}

export { pickSettings, readPath, toUpdate, useSettingsDraft };
export type { SettingsValues };
