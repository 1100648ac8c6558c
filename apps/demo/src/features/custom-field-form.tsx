import type { PocketkitError } from "@pocketkit/client";
import { useAuth, useCreate, useUpdate } from "@pocketkit/hooks";
import {
  Button,
  Field,
  FieldControl,
  FieldError,
  FieldHint,
  FieldLabel,
  Input,
  NativeSelect,
} from "@pocketkit/ui";
import { useRef, useState, type FormEvent, type ReactNode } from "react";

import type { MetadataFieldsRecord } from "../pocketbase-types";
import { ChoicesInput } from "./choices-input";
import {
  checkCustomField,
  customFieldProblemsFrom,
  type CustomFieldDraft,
  type CustomFieldProblems,
} from "./custom-field-rules";
import {
  CUSTOM_FIELD_TYPES,
  customFieldChoices,
  customFieldTypeLabel,
  isCustomFieldType,
} from "./custom-field-types";

interface CustomFieldFormProps {
  /** The field to edit; leave it out to add one. */
  field?: MetadataFieldsRecord;
  /** The names of the person's other fields: each name is used once. */
  takenNames: readonly string[];
  /** Called with the saved field; after an add, the form is empty again for the next one. */
  onSaved: (field: MetadataFieldsRecord) => void;
  /** Buttons beside Save, such as Cancel. */
  actions?: ReactNode;
}

const EMPTY: CustomFieldDraft = { name: "", type: "", choices: [] };
const INPUTS = ["name", "type", "choices"] as const;

/**
 * Adds a custom field (its name, its type in words, and for a list its choices as chips) or
 * edits one (its name and choices: the type stays as it was made, since photos may hold values
 * of that type). Problems are said under their inputs, the same whether found here or by the
 * server; a failed save keeps everything typed.
 */
export function CustomFieldForm({ field, takenNames, onSaved, actions }: CustomFieldFormProps) {
  const { user } = useAuth();
  const create = useCreate("metadata_fields");
  const update = useUpdate("metadata_fields");
  const [draft, setDraft] = useState<CustomFieldDraft>(() =>
    field ? { name: field.name, type: field.type || "text", choices: customFieldChoices(field) } : EMPTY,
  );
  // Problems show once a save was tried, then follow what is typed.
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ fields: CustomFieldProblems; form?: string }>({ fields: {} });
  const nameRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const choicesRef = useRef<HTMLInputElement>(null);

  const found = tried ? checkCustomField(draft, takenNames) : {};
  const problemOf = (input: (typeof INPUTS)[number]) => found[input] ?? refused.fields[input];
  const isList = draft.type === "select";

  const change = <Input extends (typeof INPUTS)[number]>(input: Input, value: CustomFieldDraft[Input]) => {
    setDraft((current) => ({ ...current, [input]: value }));
    // What the server said of this input no longer holds once it changes.
    setRefused((current) => ({ fields: { ...current.fields, [input]: undefined } }));
  };
  const focusFirst = (problems: CustomFieldProblems) => {
    const first = INPUTS.find((input) => problems[input]);
    const controls = { name: nameRef, type: typeRef, choices: choicesRef };
    if (first) controls[first].current?.focus();
    return first !== undefined;
  };
  const refuse = (error: PocketkitError) => {
    const said = customFieldProblemsFrom(error, draft);
    setRefused(said);
    focusFirst(said.fields);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused({ fields: {} });
    if (focusFirst(checkCustomField(draft, takenNames))) return;
    const name = draft.name.trim();
    const choices = isList ? { options: draft.choices } : {};
    if (field) {
      update.mutate({ id: field.id, data: { name, ...choices } }, { onSuccess: onSaved, onError: refuse });
    } else {
      create.mutate(
        { owner: user?.id, name, type: draft.type, ...choices },
        {
          onSuccess: (saved) => {
            setDraft(EMPTY);
            setTried(false);
            onSaved(saved);
          },
          onError: refuse,
        },
      );
    }
  };

  return (
    <form className="pk:grid pk:gap-4" onSubmit={submit} noValidate>
      <Field>
        <FieldLabel>Name</FieldLabel>
        <FieldControl>
          <Input
            ref={nameRef}
            value={draft.name}
            autoComplete="off"
            placeholder="For example: Film stock"
            onChange={(event) => change("name", event.target.value)}
          />
        </FieldControl>
        <FieldError>{problemOf("name")}</FieldError>
      </Field>

      {field ? (
        <p className="pk:m-0 pk:grid pk:gap-1 pk:text-sm">
          <span className="pk:font-medium">Type: {customFieldTypeLabel(field.type)}</span>
          <span className="pk:text-muted-foreground">
            A field keeps the type it was made with. For another type, add a new field.
          </span>
        </p>
      ) : (
        <Field>
          <FieldLabel>Type</FieldLabel>
          <FieldControl>
            {/* The browser's own select, as the Gallery's other short choices: typeahead and a phone's picker come free. */}
            <NativeSelect
              ref={typeRef}
              value={draft.type}
              onChange={(event) =>
                isCustomFieldType(event.target.value) && change("type", event.target.value)
              }
            >
              <option value="" disabled>
                Choose a type
              </option>
              {CUSTOM_FIELD_TYPES.map(({ type, label }) => (
                <option key={type} value={type}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
          <FieldHint>It can't be changed once the field is made.</FieldHint>
          <FieldError>{problemOf("type")}</FieldError>
        </Field>
      )}

      {isList ? (
        <Field>
          <FieldLabel>Choices</FieldLabel>
          <FieldControl>
            <ChoicesInput
              ref={choicesRef}
              value={draft.choices}
              onValueChange={(choices) => change("choices", choices)}
            />
          </FieldControl>
          <FieldHint>Type a choice and press Enter.</FieldHint>
          <FieldError>{problemOf("choices")}</FieldError>
        </Field>
      ) : null}

      {refused.form ? (
        <p role="alert" className="pk:m-0 pk:text-sm pk:font-medium pk:text-destructive">
          {refused.form}
        </p>
      ) : null}

      <div className="pk:flex pk:flex-wrap pk:gap-2">
        <Button type="submit" loading={create.isPending || update.isPending}>
          {field ? "Save field" : "Add field"}
        </Button>
        {actions}
      </div>
    </form>
  );
}
