import { NativeSelect } from "../../../primitives/native-select";

import { useCatalogue } from "../../../i18n/messages-context";
import { tableAndFormEn } from "../../messages";
import { Checkbox } from "../../../primitives/checkbox";
import { Label } from "../../../primitives/label";
import { Switch } from "../../../primitives/switch";
import { toNames } from "../record-form-model";
import type { RecordFieldInputProps } from "./types";

function BoolFieldInput({
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  describedBy,
  invalid,
  disabled,
  readOnly,
}: RecordFieldInputProps) {
  return (
    <Switch
      data-slot="record-field-switch"
      id={id}
      ref={inputRef}
      name={field.name}
      checked={value === true}
      onCheckedChange={(checked) => onChange(checked)}
      onBlur={onBlur}
      disabled={disabled || readOnly}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    />
  );
}

/** One value: a list to choose from. Several (maxSelect > 1): a checkbox each. */
function SelectFieldInput(props: RecordFieldInputProps) {
  const field = props.field.type === "select" ? props.field : undefined;
  if (field && (field.maxSelect ?? 0) > 1) return <MultiSelectInput {...props} />;
  return <SingleSelectInput {...props} />;
}

// The browser's own <select> (NativeSelect): keyboard, typeahead and mobile pickers for free,
// and no popup list's code in every screen that has a form.
function SingleSelectInput({
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  describedBy,
  invalid,
  required,
  disabled,
  readOnly,
}: RecordFieldInputProps) {
  const t = useCatalogue(tableAndFormEn);
  const options = field.type === "select" ? field.values : [];
  const current = String(value ?? "");
  return (
    <NativeSelect
      data-slot="record-field-select"
      id={id}
      ref={inputRef}
      name={field.name}
      value={current}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled || readOnly}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    >
      {required ? (
        <option value="" disabled hidden>
          {t("select.placeholder")}
        </option>
      ) : (
        <option value="">{t("data.form.none")}</option>
      )}
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  );
}

function MultiSelectInput({
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  invalid,
  disabled,
  readOnly,
}: RecordFieldInputProps) {
  const options = field.type === "select" ? field.values : [];
  const maxSelect = field.type === "select" ? (field.maxSelect ?? 0) : 0;
  const chosen = toNames(value);
  const full = chosen.length >= maxSelect;
  const toggle = (option: string, checked: boolean) => {
    // Kept in the field's order, whatever order they were ticked in.
    const next = checked ? [...chosen, option] : chosen.filter((item) => item !== option);
    onChange(options.filter((candidate) => next.includes(candidate)));
  };
  return (
    <ul
      data-slot="record-field-checkboxes"
      className="pk:m-0 pk:grid pk:list-none pk:gap-2 pk:p-0 pk:sm:grid-cols-2"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      {options.map((option, index) => {
        const checked = chosen.includes(option);
        const optionId = `${id}-${index}`;
        return (
          <li key={option} className="pk:flex pk:items-center pk:gap-2">
            <Checkbox
              id={optionId}
              ref={index === 0 ? inputRef : undefined}
              name={field.name}
              value={option}
              checked={checked}
              onCheckedChange={(state) => toggle(option, state === true)}
              disabled={disabled || readOnly || (full && !checked)}
              aria-invalid={invalid || undefined}
            />
            <Label htmlFor={optionId} className="pk:font-normal pk:break-all">
              {option}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}

export { BoolFieldInput, SelectFieldInput };
