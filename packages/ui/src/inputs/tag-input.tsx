import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { inputsEn } from "./messages";
import { cn } from "../lib/cn";
import { TagInputSuggestions, TagInputTag } from "./tag-input-parts";
import { useTagInput } from "./use-tag-input";

type TagInputProps = Omit<React.ComponentProps<"input">, "value" | "defaultValue" | "type"> & {
  /** The tags (controlled). */
  value?: string[];
  /** The tags to start with (uncontrolled). @default [] */
  defaultValue?: string[];
  /** Called with all the tags whenever one is added or removed. */
  onValueChange?: (tags: string[]) => void;
  /** Most tags in all; at the limit a message says so and nothing more is added. @default no limit */
  maxTags?: number;
  /** Most characters in one tag; a longer one stays in the field with a message. @default no limit */
  maxLength?: number;
  /** Tags to offer as one-click chips (from AI, or tags used elsewhere); those already added are left out. @default [] */
  suggestions?: string[];
  /** Shows the tags without ways to change them. @default false */
  disabled?: boolean;
  /** With a name, each tag is submitted with a form as a hidden input of that name. */
  name?: string;
};

/**
 * A tags field: chips with a remove button each, and a text input where Enter or a comma adds
 * what was typed (trimmed, each tag once whatever its case). Pasting "a, b, c" adds all three.
 * Backspace in the empty input goes to the last chip, and Backspace or Delete there removes it;
 * the arrow keys move between chips, in the writing direction (right to left, ArrowRight goes
 * back towards the first chip; the direction is `MessagesProvider`'s `dir`). What breaks `maxLength` or `maxTags` stays in the input,
 * with a message under the tags, so nothing typed is lost. Tags are shown as text, never HTML.
 *
 * The props a plain `<input>` takes (`id`, `aria-*`, `placeholder`, `autoFocus`, handlers…) go
 * to the text input, so it works inside `FieldControl`; `className` goes to the outer box.
 *
 * @example
 * <Field>
 *   <FieldLabel>Tags</FieldLabel>
 *   <FieldControl><TagInput value={tags} onValueChange={setTags} maxTags={20} maxLength={32} /></FieldControl>
 * </Field>
 */
function TagInput({
  value,
  defaultValue = [],
  onValueChange,
  maxTags,
  maxLength,
  suggestions = [],
  disabled = false,
  name,
  className,
  placeholder,
  ref,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  onChange,
  onKeyDown,
  onPaste,
  onBlur,
  ...props
}: TagInputProps) {
  const t = useCatalogue(inputsEn);
  const {
    tags,
    draft,
    duplicate,
    full,
    tooLong,
    offered,
    rovingIndex,
    setRovingIndex,
    focusInput,
    inputRef,
    tagButtonRef,
    suggestionButtonRef,
    remove,
    handleChange,
    handleKeyDown,
    handlePaste,
    handleBlur,
    handleTagKeyDown,
    addSuggestion,
  } = useTagInput({
    value,
    defaultValue,
    onValueChange,
    maxTags,
    maxLength,
    suggestions,
    disabled,
    onChange,
    onKeyDown,
    onPaste,
    onBlur,
    ref,
  });
  const baseId = React.useId();
  const [instructionsId, statusId, errorId] = ["instructions", "status", "error"].map(
    (part) => baseId + part,
  );
  const status = full
    ? t("inputs.tag.limitReached", { max: maxTags! })
    : duplicate
      ? t("inputs.tag.duplicate", { tag: duplicate })
      : "";

  const describedByIds = [describedBy, instructionsId, status && statusId, tooLong && errorId].filter(
    Boolean,
  );

  return (
    <div
      data-slot="tag-input"
      data-disabled={disabled ? "" : undefined}
      className={cn("pk:grid pk:gap-2 pk:font-sans", className)}
    >
      <div
        data-slot="tag-input-control"
        className="pk:box-border pk:flex pk:min-h-9 pk:w-full pk:flex-wrap pk:items-center pk:gap-1.5 pk:rounded-md pk:border pk:border-solid pk:border-input pk:bg-background pk:px-2 pk:py-1 pk:text-sm pk:text-foreground pk:shadow-sm pk:transition-colors pk:focus-within:ring-2 pk:focus-within:ring-ring pk:focus-within:ring-offset-2 pk:focus-within:ring-offset-background pk:has-[input[aria-invalid=true]]:border-destructive pk:data-[disabled]:cursor-not-allowed pk:data-[disabled]:bg-muted"
        data-disabled={disabled ? "" : undefined}
        // A click on the box, between the chips, is a click into the field.
        onMouseDown={(event) => {
          if (event.target !== event.currentTarget || disabled) return;
          event.preventDefault();
          focusInput();
        }}
      >
        {tags.length > 0 && (
          <ul
            aria-label={t("inputs.tag.list")}
            className="pk:m-0 pk:flex pk:max-w-full pk:min-w-0 pk:list-none pk:flex-wrap pk:gap-1.5 pk:p-0"
          >
            {tags.map((tag, index) => (
              <TagInputTag
                key={tag.toLowerCase()}
                tag={tag}
                tabbable={index === Math.min(rovingIndex ?? tags.length - 1, tags.length - 1)}
                disabled={disabled}
                buttonRef={(node) => tagButtonRef(index, node)}
                onRemove={(byKeyboard) =>
                  remove(
                    index,
                    byKeyboard && index < tags.length - 1 ? { kind: "tag", index } : { kind: "input" },
                  )
                }
                onKeyDown={(event) => handleTagKeyDown(event, index)}
                onFocus={() => setRovingIndex(index)}
              />
            ))}
          </ul>
        )}
        <input
          ref={inputRef}
          data-slot="tag-input-input"
          type="text"
          value={draft}
          disabled={disabled}
          placeholder={full ? undefined : (placeholder ?? t("inputs.tag.placeholder"))}
          autoComplete="off"
          aria-describedby={describedByIds.join(" ")}
          aria-invalid={tooLong || ariaInvalid || undefined}
          className="pk:m-0 pk:box-border pk:h-7 pk:min-w-32 pk:flex-1 pk:border-0 pk:bg-transparent pk:p-0 pk:px-1 pk:font-sans pk:text-sm pk:text-foreground pk:outline-none pk:placeholder:text-muted-foreground pk:disabled:cursor-not-allowed"
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onBlur={handleBlur}
          {...props}
        />
      </div>
      <span id={instructionsId} className="pk:sr-only">
        {t("inputs.tag.instructions")}
      </span>
      {tooLong && (
        <p
          id={errorId}
          role="alert"
          data-slot="tag-input-error"
          className="pk:m-0 pk:text-sm pk:font-medium pk:text-destructive"
        >
          {t("inputs.tag.tooLong", { max: maxLength! })}
        </p>
      )}
      <p
        id={statusId}
        aria-live="polite"
        data-slot="tag-input-status"
        className={cn("pk:m-0 pk:text-sm pk:text-muted-foreground", !status && "pk:sr-only")}
      >
        {status}
      </p>
      {!disabled && offered.length > 0 && (
        <TagInputSuggestions
          suggestions={offered}
          full={full}
          buttonRef={suggestionButtonRef}
          onAdd={addSuggestion}
        />
      )}
      {name !== undefined && tags.map((tag) => <input key={tag} type="hidden" name={name} value={tag} />)}
    </div>
  );
}

export { TagInput };
export type { TagInputProps };
