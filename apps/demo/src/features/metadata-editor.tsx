import { Checkbox, Input, Label, NativeSelect, Skeleton } from "@pocketkit/ui";
import { useId } from "react";
import { Link } from "react-router";

import type { MetadataFieldsRecord } from "../pocketbase-types";
import { customFieldChoices } from "./custom-field-types";

export type MetadataValues = Record<string, string | number | boolean>;

/** The image's `metadata` JSON as values by custom field id; anything unreadable reads as none. */
export function parseMetadata(json: unknown): MetadataValues {
  if (typeof json !== "string" || json.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as MetadataValues) : {};
  } catch {
    return {};
  }
}

// `images.metadata` holds 20,000 bytes for all of a photo's values: 30 texts of 200 characters
// fit even in a script of 3 bytes a character, so the server's "maximum allowed JSON size" is
// never what a person meets.
const MAX_TEXT_LENGTH = 200;

interface MetadataEditorProps {
  /** The user's custom fields (from `metadata_fields`); `undefined` while they load. */
  fields: readonly MetadataFieldsRecord[] | undefined;
  /** Values by field id: an id stays when a field is renamed. */
  values: MetadataValues;
  onChange: (values: MetadataValues) => void;
  /** What names the group of inputs. */
  label: string;
  disabled?: boolean;
}

/**
 * One input per custom field of the user, of the field's type: text, a number, a date picker, a
 * checkbox for Yes / No, a list's choices in a select (with None, to take a choice back).
 */
export function MetadataEditor({ fields, values, onChange, label, disabled }: MetadataEditorProps) {
  const baseId = useId();
  if (fields === undefined) return <Skeleton className="pk:h-9 pk:w-full" />;
  if (fields.length === 0) {
    return (
      <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">
        No custom fields yet.{" "}
        <Link to="/settings#custom-fields" className="pk:text-foreground pk:underline">
          Add some in Settings
        </Link>{" "}
        to keep your own details of each photo, such as a film stock or a rating.
      </p>
    );
  }
  const set = (id: string, value: string | number | boolean | undefined) => {
    const next = { ...values };
    if (value === undefined || value === "") delete next[id];
    else next[id] = value;
    onChange(next);
  };
  return (
    // Set in a box of its own: its fields' labels read as parts of the group, not as fields beside it.
    <div
      role="group"
      aria-label={label}
      className="pk:grid pk:gap-3 pk:rounded-md pk:border pk:border-solid pk:border-border pk:p-3"
    >
      {fields.map((field) => {
        const id = `${baseId}${field.id}`;
        const value = values[field.id];
        if (field.type === "bool") {
          return (
            <div key={field.id} className="pk:flex pk:items-center pk:gap-2">
              <Checkbox
                id={id}
                checked={value === true}
                disabled={disabled}
                onCheckedChange={(checked) => set(field.id, checked === true ? true : undefined)}
              />
              <Label htmlFor={id}>{field.name}</Label>
            </div>
          );
        }
        if (field.type === "select") {
          const choices = customFieldChoices(field);
          const current = typeof value === "string" ? value : "";
          return (
            <div key={field.id} className="pk:grid pk:gap-1.5">
              <Label htmlFor={id}>{field.name}</Label>
              <NativeSelect
                id={id}
                value={current}
                disabled={disabled}
                onChange={(event) => set(field.id, event.target.value)}
              >
                <option value="">None</option>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
                {/* A choice taken out of the list in Settings stays on the photos that have it. */}
                {current !== "" && !choices.includes(current) ? (
                  <option value={current}>{current} (no longer a choice)</option>
                ) : null}
              </NativeSelect>
            </div>
          );
        }
        const type = field.type === "number" ? "number" : field.type === "date" ? "date" : "text";
        return (
          <div key={field.id} className="pk:grid pk:gap-1.5">
            <Label htmlFor={id}>{field.name}</Label>
            <Input
              id={id}
              type={type}
              inputMode={type === "number" ? "decimal" : undefined}
              maxLength={type === "text" ? MAX_TEXT_LENGTH : undefined}
              value={value === undefined || typeof value === "boolean" ? "" : String(value)}
              disabled={disabled}
              onChange={(event) => {
                const raw = event.target.value;
                set(field.id, type === "number" && raw !== "" ? Number(raw) : raw);
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
