import { PlusIcon, XIcon } from "../lib/icons";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { inputsEn } from "./messages";

// The chips and suggestion buttons of TagInput. Internal: TagInput renders them.

const smallButtonClassName =
  "pk:inline-flex pk:shrink-0 pk:cursor-pointer pk:items-center pk:justify-center pk:rounded-sm pk:bg-transparent pk:text-current pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring";

interface TagInputTagProps {
  tag: string;
  /** The one chip Tab stops at (a roving tab stop: arrows move between chips). */
  tabbable: boolean;
  disabled: boolean;
  buttonRef: (node: HTMLButtonElement | null) => void;
  /** `byKeyboard`: pressed with Enter or Space rather than clicked. */
  onRemove: (byKeyboard: boolean) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
}

function TagInputTag({ tag, tabbable, disabled, buttonRef, onRemove, onKeyDown, onFocus }: TagInputTagProps) {
  const t = useCatalogue(inputsEn);
  return (
    <li
      data-slot="tag-input-tag"
      className="pk:box-border pk:inline-flex pk:max-w-full pk:min-w-0 pk:items-center pk:gap-1 pk:rounded-sm pk:bg-secondary pk:py-0.5 pk:pe-1 pk:ps-2 pk:text-xs pk:font-medium pk:text-secondary-foreground"
    >
      {/* User text, rendered as text. */}
      <span data-slot="tag-input-tag-text" className="pk:min-w-0 pk:wrap-anywhere">
        {tag}
      </span>
      {!disabled && (
        <button
          ref={buttonRef}
          type="button"
          data-slot="tag-input-remove"
          tabIndex={tabbable ? 0 : -1}
          aria-label={t("inputs.tag.remove", { tag })}
          className={`${smallButtonClassName} pk:size-4 pk:border-0 pk:p-0 pk:opacity-70 pk:hover:bg-foreground/10 pk:hover:opacity-100 pk:focus-visible:opacity-100`}
          // `detail` is 0 for a click made with Enter or Space.
          onClick={(event) => onRemove(event.detail === 0)}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          <XIcon aria-hidden className="pk:size-3" />
        </button>
      )}
    </li>
  );
}

interface TagInputSuggestionsProps {
  suggestions: string[];
  /** No room for more tags. */
  full: boolean;
  buttonRef: (index: number, node: HTMLButtonElement | null) => void;
  onAdd: (tag: string, index: number) => void;
}

function TagInputSuggestions({ suggestions, full, buttonRef, onAdd }: TagInputSuggestionsProps) {
  const t = useCatalogue(inputsEn);
  const labelId = React.useId();
  return (
    <div
      data-slot="tag-input-suggestions"
      role="group"
      aria-labelledby={labelId}
      className="pk:flex pk:flex-wrap pk:items-center pk:gap-1.5"
    >
      <span id={labelId} className="pk:text-xs pk:text-muted-foreground">
        {t("inputs.tag.suggestions")}
      </span>
      {suggestions.map((tag, index) => (
        <button
          key={tag}
          ref={(node) => buttonRef(index, node)}
          type="button"
          data-slot="tag-input-suggestion"
          disabled={full}
          aria-label={t("inputs.tag.add", { tag })}
          className={`${smallButtonClassName} pk:box-border pk:max-w-full pk:gap-1 pk:border pk:border-dashed pk:border-input pk:px-2 pk:py-0.5 pk:font-sans pk:text-xs pk:font-medium pk:text-foreground pk:hover:bg-muted pk:disabled:cursor-not-allowed pk:disabled:opacity-50`}
          onClick={() => onAdd(tag, index)}
        >
          <PlusIcon aria-hidden className="pk:size-3 pk:shrink-0" />
          <span className="pk:min-w-0 pk:wrap-anywhere">{tag}</span>
        </button>
      ))}
    </div>
  );
}

export { TagInputSuggestions, TagInputTag };
