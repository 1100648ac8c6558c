import {
  Checkbox,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@pocketkit/ui";
import { useId } from "react";

import type { MetadataFieldsRecord } from "../pocketbase-types";

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

/** A select field's options, as its `options` JSON lists them. */
export function metadataOptions(field: Pick<MetadataFieldsRecord, "options">): string[] {
  return Array.isArray(field.options) ? field.options.filter((option) => typeof option === "string") : [];
}

interface MetadataEditorProps {
  /** The user's custom fields (from `metadata_fields`). */
  fields: MetadataFieldsRecord[];
  /** Values by field id: an id stays when a field is renamed. */
  values: MetadataValues;
  onChange: (values: MetadataValues) => void;
  disabled?: boolean;
}

/** One input per custom field of the user, of the field's type. */
export function MetadataEditor({ fields, values, onChange, disabled }: MetadataEditorProps) {
  const baseId = useId();
  if (fields.length === 0) {
    return (
      <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">
        No custom fields yet. Add some in Settings to record your own details of each photo.
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
    <div className="pk:grid pk:gap-3 pk:sm:grid-cols-2">
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
          return (
            <div key={field.id} className="pk:grid pk:gap-1.5">
              <Label htmlFor={id}>{field.name}</Label>
              <Select
                value={typeof value === "string" ? value : ""}
                disabled={disabled}
                onValueChange={(next) => set(field.id, next)}
              >
                <SelectTrigger id={id}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {metadataOptions(field).map((option) => (
                    <SelectItem key={option} value={option}>
                      {option}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          );
        }
        return (
          <div key={field.id} className="pk:grid pk:gap-1.5">
            <Label htmlFor={id}>{field.name}</Label>
            <Input
              id={id}
              type={field.type === "number" ? "number" : field.type === "date" ? "date" : "text"}
              value={value === undefined ? "" : String(value)}
              disabled={disabled}
              onChange={(event) => {
                const raw = event.target.value;
                set(field.id, field.type === "number" && raw !== "" ? Number(raw) : raw);
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
