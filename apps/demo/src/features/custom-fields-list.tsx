import { Badge, Button, type Icon } from "@pocketkit/ui";

import {
  CalendarIcon,
  HashIcon,
  ListChecksIcon,
  PencilIcon,
  SquareCheckIcon,
  Trash2Icon,
  TypeIcon,
} from "../icons";
import type { MetadataFieldsRecord } from "../pocketbase-types";
import { customFieldChoices, customFieldTypeLabel, type CustomFieldType } from "./custom-field-types";

const typeIcons: Record<CustomFieldType, Icon> = {
  text: TypeIcon,
  number: HashIcon,
  date: CalendarIcon,
  bool: SquareCheckIcon,
  select: ListChecksIcon,
};

const iconOnPhone = "pk:max-sm:size-9 pk:max-sm:px-0";

interface CustomFieldsListProps {
  fields: readonly MetadataFieldsRecord[];
  onEdit: (field: MetadataFieldsRecord) => void;
  onDelete: (field: MetadataFieldsRecord) => void;
}

/** The person's custom fields, oldest first: each one's name, its type in words, a list's choices. */
export function CustomFieldsList({ fields, onEdit, onDelete }: CustomFieldsListProps) {
  if (fields.length === 0) {
    return (
      <p className="pk:m-0 pk:rounded-md pk:border pk:border-dashed pk:border-border pk:p-6 pk:text-center pk:text-sm pk:text-muted-foreground">
        No custom fields yet. Add one below, and it shows in every photo's info panel.
      </p>
    );
  }
  return (
    <ul
      aria-label="Custom fields"
      className="pk:m-0 pk:grid pk:list-none pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-0"
    >
      {fields.map((field) => (
        <CustomFieldRow
          key={field.id}
          field={field}
          onEdit={() => onEdit(field)}
          onDelete={() => onDelete(field)}
        />
      ))}
    </ul>
  );
}

function CustomFieldRow({
  field,
  onEdit,
  onDelete,
}: {
  field: MetadataFieldsRecord;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const TypeIconOf = typeIcons[field.type || "text"];
  const choices = field.type === "select" ? customFieldChoices(field) : [];
  return (
    <li
      // Borders named side by side: the kit has no reset, and a border style alone draws all four.
      className="pk:flex pk:items-center pk:gap-4 pk:border-0 pk:border-t pk:border-solid pk:border-border pk:p-4 pk:first:border-t-0"
    >
      <TypeIconOf
        aria-hidden
        className="pk:mt-0.5 pk:size-5 pk:shrink-0 pk:self-start pk:text-muted-foreground"
      />
      <div className="pk:grid pk:min-w-0 pk:flex-1 pk:gap-1">
        <p className="pk:m-0 pk:font-medium pk:break-words">{field.name}</p>
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{customFieldTypeLabel(field.type)}</p>
        {choices.length > 0 ? (
          <ul
            aria-label={`Choices of ${field.name}`}
            className="pk:m-0 pk:mt-1 pk:flex pk:list-none pk:flex-wrap pk:gap-1.5 pk:p-0"
          >
            {choices.map((choice) => (
              <li key={choice} className="pk:max-w-full">
                <Badge variant="secondary">{choice}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* On a phone the buttons are their icons, so that a row stays one row (names still say what they do). */}
      <div className="pk:flex pk:shrink-0 pk:gap-2">
        <Button
          variant="outline"
          size="sm"
          className={iconOnPhone}
          aria-label={`Edit ${field.name}`}
          onClick={onEdit}
        >
          <PencilIcon aria-hidden className="pk:size-4" />
          <span className="pk:max-sm:sr-only">Edit</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className={iconOnPhone}
          aria-label={`Delete ${field.name}`}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden className="pk:size-4" />
          <span className="pk:max-sm:sr-only">Delete</span>
        </Button>
      </div>
    </li>
  );
}
