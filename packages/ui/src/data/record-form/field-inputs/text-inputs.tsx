import { toDateTimeLocal } from "../record-form-model";
import { Input } from "../../../primitives/input";
import { Textarea } from "../../../primitives/textarea";
import type { RecordFieldInputProps } from "./types";

// Text is short enough for one line up to this many characters; longer limits get a textarea.
const LONG_TEXT = 255;

function controlProps(props: RecordFieldInputProps) {
  return {
    id: props.id,
    name: props.field.name,
    ref: props.inputRef,
    onBlur: props.onBlur,
    disabled: props.disabled,
    readOnly: props.readOnly,
    "aria-describedby": props.describedBy,
    "aria-invalid": props.invalid || undefined,
    "aria-required": props.required || undefined,
  };
}

const inputTypes: Record<string, string> = { email: "email", url: "url", password: "password" };

const autoCompletes: Record<string, string> = {
  email: "email",
  password: "new-password",
  passwordConfirm: "new-password",
};

/** text, email, url and password fields; a textarea for text that may be long. */
function TextFieldInput(props: RecordFieldInputProps) {
  const { field, value, onChange } = props;
  const text = String(value ?? "");
  if (field.type === "text" && (field.max ?? 0) > LONG_TEXT) {
    return (
      <Textarea
        data-slot="record-field-textarea"
        rows={3}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        {...controlProps(props)}
      />
    );
  }
  return (
    <Input
      data-slot="record-field-input"
      type={inputTypes[field.type] ?? "text"}
      autoComplete={autoCompletes[field.name] ?? (field.type === "password" ? "new-password" : "off")}
      spellCheck={field.type === "text" ? undefined : false}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      {...controlProps(props)}
    />
  );
}

/**
 * An editor field, as plain text: what is stored is HTML, and it is edited (and shown) as the
 * characters it is made of, never rendered.
 */
function EditorFieldInput(props: RecordFieldInputProps) {
  return (
    <Textarea
      data-slot="record-field-editor"
      rows={6}
      value={String(props.value ?? "")}
      onChange={(event) => props.onChange(event.target.value)}
      {...controlProps(props)}
    />
  );
}

/** JSON as text; the form checks that it parses before anything is sent. */
function JsonFieldInput(props: RecordFieldInputProps) {
  return (
    <Textarea
      data-slot="record-field-json"
      rows={4}
      spellCheck={false}
      autoCapitalize="off"
      className="pk:font-mono"
      value={String(props.value ?? "")}
      onChange={(event) => props.onChange(event.target.value)}
      {...controlProps(props)}
    />
  );
}

function NumberFieldInput(props: RecordFieldInputProps) {
  const field = props.field.type === "number" ? props.field : undefined;
  return (
    <Input
      data-slot="record-field-number"
      type="number"
      inputMode={field?.onlyInt ? "numeric" : "decimal"}
      min={field?.min ?? undefined}
      max={field?.max ?? undefined}
      step={field?.onlyInt ? 1 : "any"}
      value={String(props.value ?? "")}
      onChange={(event) => props.onChange(event.target.value)}
      {...controlProps(props)}
    />
  );
}

/** A date and time in the person's time zone; stored by PocketBase in UTC. */
function DateFieldInput(props: RecordFieldInputProps) {
  const field = props.field.type === "date" ? props.field : undefined;
  return (
    <Input
      data-slot="record-field-date"
      type="datetime-local"
      min={toDateTimeLocal(field?.min) || undefined}
      max={toDateTimeLocal(field?.max) || undefined}
      value={String(props.value ?? "")}
      onChange={(event) => props.onChange(event.target.value)}
      {...controlProps(props)}
    />
  );
}

export { DateFieldInput, EditorFieldInput, JsonFieldInput, NumberFieldInput, TextFieldInput };
