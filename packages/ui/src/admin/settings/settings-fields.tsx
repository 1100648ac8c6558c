import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "../../primitives/field";
import { Input } from "../../primitives/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../primitives/select";
import { Switch } from "../../primitives/switch";
import { useSettingsSection } from "./settings-section";

interface SettingFieldProps {
  /** The dotted path, e.g. `"smtp.host"`. */
  path: string;
  label: string;
  hint?: string;
}

/**
 * The frame every setting shares: its id and disabled state from the section, then the
 * control (with its label), the hint, and the server's error for the same path.
 */
function SettingField({ path, hint, children }: { path: string; hint?: string; children: React.ReactNode }) {
  const section = useSettingsSection();
  return (
    <Field controlId={section.idFor(path)} disabled={section.disabled}>
      {children}
      <FieldHint>{hint}</FieldHint>
      <FieldError>{section.error(path)}</FieldError>
    </Field>
  );
}

/** A text setting. */
function SettingText({
  path,
  label,
  hint,
  ...inputProps
}: SettingFieldProps &
  Pick<React.ComponentProps<"input">, "type" | "placeholder" | "autoComplete" | "inputMode">) {
  const section = useSettingsSection();
  return (
    <SettingField path={path} hint={hint}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          name={path}
          value={String(section.value(path) ?? "")}
          onChange={(event) => section.set(path, event.target.value)}
          spellCheck={false}
          {...inputProps}
        />
      </FieldControl>
    </SettingField>
  );
}

/** A whole-number setting; emptied, it saves as 0. */
function SettingNumber({ path, label, hint, min = 0 }: SettingFieldProps & { min?: number }) {
  const section = useSettingsSection();
  const value = section.value(path);
  return (
    <SettingField path={path} hint={hint}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input
          name={path}
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          value={value === "" || value === undefined ? "" : String(value)}
          onChange={(event) => section.set(path, event.target.value === "" ? "" : Number(event.target.value))}
        />
      </FieldControl>
    </SettingField>
  );
}

/** An on/off setting, labelled beside the switch. */
function SettingSwitch({ path, label, hint }: SettingFieldProps) {
  const section = useSettingsSection();
  return (
    <SettingField path={path} hint={hint}>
      <div className="pk:flex pk:items-center pk:gap-3">
        <FieldControl>
          <Switch
            name={path}
            checked={Boolean(section.value(path))}
            onCheckedChange={(checked) => section.set(path, checked)}
          />
        </FieldControl>
        <FieldLabel>{label}</FieldLabel>
      </div>
    </SettingField>
  );
}

/**
 * A password or secret: the server never sends it back, so the field starts empty and is only
 * sent when something is typed. Its value is never echoed.
 */
function SettingSecret({ path, label, hint }: SettingFieldProps) {
  const t = useCatalogue(adminEn);
  return (
    <SettingText
      path={path}
      label={label}
      hint={hint ?? t("admin.settings.secretHint")}
      type="password"
      autoComplete="new-password"
      placeholder={t("admin.settings.secretPlaceholder")}
    />
  );
}

/** One of a few values. `""` (PocketBase's "not set") is offered as the `emptyLabel` choice. */
function SettingSelect({
  path,
  label,
  hint,
  options,
  emptyLabel,
}: SettingFieldProps & { options: { value: string; label: string }[]; emptyLabel?: string }) {
  const section = useSettingsSection();
  const EMPTY = "__empty__";
  const value = String(section.value(path) ?? "");
  return (
    <SettingField path={path} hint={hint}>
      <FieldLabel>{label}</FieldLabel>
      <Select
        name={path}
        value={value === "" ? EMPTY : value}
        onValueChange={(next) => section.set(path, next === EMPTY ? "" : next)}
        disabled={section.disabled}
      >
        <FieldControl>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          {emptyLabel && <SelectItem value={EMPTY}>{emptyLabel}</SelectItem>}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </SettingField>
  );
}

export { SettingNumber, SettingSecret, SettingSelect, SettingSwitch, SettingText };
export type { SettingFieldProps };
