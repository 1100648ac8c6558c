import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { AdminSettings, AdminSettingsUpdate } from "@pocketkit/hooks";
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Button } from "../../primitives/button";
import { adminErrorMessage } from "../admin-error";
import { pickSettings, toUpdate, useSettingsDraft } from "./settings-draft";

interface SettingsSectionContextValue {
  value(path: string): unknown;
  set(path: string, value: unknown): void;
  /** The server's (or the form's) message for a field, by its dotted path. */
  error(path: string): string | undefined;
  /** The id of a field's control, for labels and for moving focus to the first error. */
  idFor(path: string): string;
  disabled: boolean;
}

const SettingsSectionContext = createContext<SettingsSectionContextValue | null>(null);

function useSettingsSection(): SettingsSectionContextValue {
  const context = useContext(SettingsSectionContext);
  if (!context) throw new Error("Settings fields must be used within SettingsSection");
  return context;
}

interface SettingsSectionProps {
  settings: AdminSettings | undefined;
  /** The dotted paths this tab edits (`"meta.appName"`, `"rateLimits.rules"`). */
  paths: string[];
  /** Paths the server never sends back (passwords, secrets). @default [] */
  secrets?: string[];
  onSave?: (update: AdminSettingsUpdate) => Promise<unknown>;
  onDirtyChange?: (dirty: boolean) => void;
  disabled?: boolean;
  /** The section's heading, for the form's name. */
  title: string;
  children: ReactNode;
}

/**
 * One settings tab as its own form: its draft, Save (only what this tab edits) and Discard,
 * the server's field errors under their fields (focus moves to the first), and a live status.
 */
function SettingsSection({
  settings,
  paths,
  secrets = [],
  onSave,
  onDirtyChange,
  disabled = false,
  title,
  children,
}: SettingsSectionProps) {
  const t = useCatalogue(adminEn);
  const prefix = useId();
  const titleId = `${prefix}title`;
  const { draft, base, dirty, set, commit, discard } = useSettingsDraft(
    pickSettings(settings, paths, secrets),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<PocketkitError | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState("");
  const idFor = (path: string) => `${prefix}${path}`;

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  // Fields are disabled while saving: the first one in error gets focus once they are back.
  const focusAfterSave = useRef<string | null>(null);
  useEffect(() => {
    if (saving || !focusAfterSave.current) return;
    document.getElementById(focusAfterSave.current)?.focus();
    focusAfterSave.current = null;
  }, [saving]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!onSave || !dirty) return;
    setSaving(true);
    setStatus("");
    setFailure(null);
    setErrors({});
    try {
      const saved = await onSave(toUpdate(draft, base, secrets));
      commit(
        saved && typeof saved === "object"
          ? pickSettings(saved as AdminSettings, paths, secrets)
          : Object.fromEntries(
              Object.entries(draft).map(([path, value]) => [path, secrets.includes(path) ? "" : value]),
            ),
      );
      setStatus(t("admin.settings.saved"));
    } catch (caught) {
      if (!isPocketkitError(caught)) throw caught;
      const fieldErrors = Object.fromEntries(
        Object.entries(caught.fieldErrors).map(([path, problem]) => [path, problem.message]),
      );
      setErrors(fieldErrors);
      const first = Object.keys(fieldErrors).find((path) => document.getElementById(idFor(path)));
      focusAfterSave.current = first ? idFor(first) : null;
      // Field errors without a field on this tab still need saying.
      if (!first || Object.keys(fieldErrors).some((path) => !document.getElementById(idFor(path))))
        setFailure(caught);
    } finally {
      setSaving(false);
    }
  }

  const context: SettingsSectionContextValue = {
    value: (path) => draft[path],
    set: (path, value) => {
      set(path, value);
      setStatus("");
    },
    error: (path) => errors[path],
    idFor,
    disabled: disabled || saving,
  };
  const unplaced = failure
    ? Object.entries(failure.fieldErrors).filter(([path]) => !document.getElementById(idFor(path)))
    : [];

  return (
    <SettingsSectionContext.Provider value={context}>
      <form
        data-slot="settings-section"
        data-dirty={dirty ? "" : undefined}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => void save(event)}
        className="pk:grid pk:gap-5"
      >
        <h3 id={titleId} className="pk:m-0 pk:text-base pk:font-semibold">
          {title}
        </h3>
        {children}
        {failure && (
          <div role="alert" className="pk:grid pk:gap-1 pk:text-sm pk:font-medium pk:text-destructive">
            <p className="pk:m-0">{adminErrorMessage(failure, t)}</p>
            {unplaced.length > 0 && (
              <ul className="pk:m-0 pk:ps-5 pk:font-normal">
                {unplaced.map(([path, problem]) => (
                  <li key={path}>
                    <code>{path}</code>: {problem.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="pk:flex pk:flex-wrap pk:items-center pk:gap-3">
          <Button type="submit" loading={saving} disabled={disabled || !dirty || !onSave}>
            {t("common.save")}
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={disabled || saving || !dirty}
            onClick={() => {
              discard();
              setErrors({});
              setFailure(null);
            }}
          >
            {t("admin.settings.discard")}
          </Button>
          <p role="status" className="pk:m-0 pk:text-sm pk:text-muted-foreground">
            {dirty ? t("admin.settings.unsaved") : status}
          </p>
        </div>
      </form>
    </SettingsSectionContext.Provider>
  );
}

export { SettingsSection, useSettingsSection };
export type { SettingsSectionProps };
