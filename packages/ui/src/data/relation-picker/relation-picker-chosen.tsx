import { XIcon } from "../../lib/icons";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { useRelationPickerContext } from "./relation-picker-context";

/** Beside a single choice: a button that clears it (none when the field is required). */
function RelationPickerClear() {
  const { value, onValueChange, multiple, required, disabled, nameOf } =
    useRelationPickerContext("RelationPicker.Clear");
  if (multiple || !value[0] || required || disabled) return null;
  return <ClearButton name={nameOf(value[0])} onClick={() => onValueChange([])} />;
}

/** Several choices, each by name with a button that removes it. */
function RelationPickerChosen() {
  const { value, onValueChange, multiple, disabled, nameOf } =
    useRelationPickerContext("RelationPicker.Chosen");
  if (!multiple || value.length === 0) return null;
  return (
    <ul
      data-slot="relation-picker-chosen"
      className="pk:m-0 pk:flex pk:list-none pk:flex-wrap pk:gap-2 pk:p-0"
    >
      {value.map((id) => (
        <li
          key={id}
          className="pk:inline-flex pk:max-w-full pk:items-center pk:gap-1 pk:rounded-md pk:bg-secondary pk:py-0.5 pk:pe-0.5 pk:ps-2 pk:text-xs pk:font-medium pk:text-secondary-foreground"
        >
          <span className="pk:truncate">{nameOf(id)}</span>
          {disabled ? null : (
            <ClearButton
              name={nameOf(id)}
              onClick={() => onValueChange(value.filter((item) => item !== id))}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function ClearButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useCatalogue(tableAndFormEn);
  return (
    <button
      type="button"
      aria-label={t("data.form.relation.remove", { name })}
      onClick={onClick}
      className="pk:inline-flex pk:size-6 pk:shrink-0 pk:cursor-pointer pk:items-center pk:justify-center pk:rounded-sm pk:border-0 pk:bg-transparent pk:p-0 pk:text-current pk:outline-none pk:hover:bg-muted pk:focus-visible:ring-2 pk:focus-visible:ring-ring"
    >
      <XIcon aria-hidden className="pk:size-3.5" />
    </button>
  );
}

export { RelationPickerChosen, RelationPickerClear };
