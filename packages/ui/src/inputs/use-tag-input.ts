import { useDirection } from "@radix-ui/react-direction";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from "react";

import { addTags, hasTooLongTag, includesTag, splitTags, type TagRules } from "./tag-input-model";
import { useControllableState } from "../lib/use-controllable-state";

// A layout effect, so that focus moves before the browser paints; plain `useEffect` on the server.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

type FocusTarget = { kind: "input" } | { kind: "tag" | "suggestion"; index: number };

interface UseTagInputOptions extends TagRules {
  value: string[] | undefined;
  defaultValue: string[];
  onValueChange: ((tags: string[]) => void) | undefined;
  suggestions: string[];
  disabled: boolean;
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  onKeyDown: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  onPaste: ((event: ClipboardEvent<HTMLInputElement>) => void) | undefined;
  onBlur: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  /** The user's ref to the text input. */
  ref: Ref<HTMLInputElement> | undefined;
}

/**
 * TagInput's state and keyboard paths: the tags (controlled or not), the text being typed, the
 * last duplicate ignored, and where focus goes when a chip or suggestion it was on goes away.
 * The user's own input handlers run first and can `preventDefault()` ours.
 */
function useTagInput({
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
}: UseTagInputOptions) {
  const [tags, setTags] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [draft, setDraft] = useState("");
  const [duplicate, setDuplicate] = useState<string>();
  const [rovingIndex, setRovingIndex] = useState<number>();
  // The chips run in the writing direction: right to left, the arrow towards the first chip is
  // ArrowRight (Radix's direction, as the tabs and menus read it).
  const direction = useDirection();
  const [towardsStart, towardsEnd] =
    direction === "rtl" ? ["ArrowRight", "ArrowLeft"] : ["ArrowLeft", "ArrowRight"];
  const inputRef = useRef<HTMLInputElement | null>(null);
  const tagButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const suggestionButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const pendingFocus = useRef<FocusTarget | undefined>(undefined);
  const rules: TagRules = { maxTags, maxLength };
  const full = maxTags !== undefined && tags.length >= maxTags;
  const tooLong = maxLength !== undefined && hasTooLongTag(draft, rules);
  const offered = suggestions.filter(
    (tag, index) => !includesTag(tags, tag) && !includesTag(suggestions.slice(0, index), tag),
  );
  // Focus moves once the chips or suggestions it goes to are rendered.
  useIsomorphicLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = undefined;
    focusNow(target);
  });

  function focusNow(target: FocusTarget) {
    const element =
      target.kind === "input"
        ? inputRef.current
        : (target.kind === "tag" ? tagButtons.current : suggestionButtons.current)[target.index];
    (element ?? inputRef.current)?.focus();
  }

  /** Adds the tags in `text`; what cannot go in is returned, to stay in the input. */
  function commit(text: string): string {
    const result = addTags(tags, splitTags(text), rules);
    if (result.tags.length !== tags.length) setTags(result.tags);
    setDuplicate(result.rejected.find((rejection) => rejection.reason === "duplicate")?.tag);
    return result.rejected
      .filter((rejection) => rejection.reason !== "duplicate")
      .map((rejection) => rejection.tag)
      .join(", ");
  }

  function remove(index: number, focusAfter: FocusTarget) {
    setTags(tags.filter((_, position) => position !== index));
    setDuplicate(undefined);
    setRovingIndex(undefined);
    pendingFocus.current = focusAfter;
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    if (event.defaultPrevented) return;
    const text = event.target.value;
    const lastComma = text.lastIndexOf(",");
    if (lastComma < 0) {
      setDraft(text);
      setDuplicate(undefined);
      return;
    }
    // A comma (typed, or from a keyboard that sends no key events) ends the tag before it.
    const kept = commit(text.slice(0, lastComma));
    setDraft([kept, text.slice(lastComma + 1).trimStart()].filter(Boolean).join(", "));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    if (event.key === "Enter" && draft.trim() !== "") {
      // Adds the tag instead of submitting the form; an empty input lets Enter submit.
      event.preventDefault();
      setDraft(commit(draft));
    } else if ((event.key === "Backspace" && draft === "") || (event.key === towardsStart && atStart)) {
      if (tags.length === 0 || disabled) return;
      event.preventDefault();
      focusNow({ kind: "tag", index: tags.length - 1 });
    }
  }

  /**
   * Text left in the input becomes a tag when focus leaves the field (a click on Save, say), so
   * nothing typed is lost; focus moving to one of its own chips or suggestions leaves it typed.
   */
  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    if (event.defaultPrevented || disabled || draft.trim() === "") return;
    const next = event.relatedTarget;
    const field = event.currentTarget.closest('[data-slot="tag-input"]');
    if (next instanceof Node && field?.contains(next)) return;
    setDraft(commit(draft));
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    const pasted = event.clipboardData.getData("text");
    if (event.defaultPrevented || !/[,\n\r]/.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? draft.length;
    const end = input.selectionEnd ?? draft.length;
    setDraft(commit(draft.slice(0, start) + pasted + draft.slice(end)));
  }

  function handleTagKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tags.length - 1;
    if (event.key === "Backspace") {
      event.preventDefault();
      remove(
        index,
        index > 0
          ? { kind: "tag", index: index - 1 }
          : last > 0
            ? { kind: "tag", index: 0 }
            : { kind: "input" },
      );
    } else if (event.key === "Delete") {
      event.preventDefault();
      remove(index, index < last ? { kind: "tag", index } : { kind: "input" });
    } else if (event.key === towardsStart) {
      event.preventDefault();
      focusNow({ kind: "tag", index: Math.max(0, index - 1) });
    } else if (event.key === towardsEnd) {
      event.preventDefault();
      focusNow(index < last ? { kind: "tag", index: index + 1 } : { kind: "input" });
    }
  }

  function addSuggestion(tag: string, index: number) {
    commit(tag);
    // The button goes away with its tag: on to the next suggestion, or back to typing.
    const left = offered.length - 1;
    pendingFocus.current =
      left > 0 ? { kind: "suggestion", index: Math.min(index, left - 1) } : { kind: "input" };
  }

  // Stable, so that the user's ref is not called again on every render.
  const setInputNode = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return {
    tags,
    draft,
    duplicate,
    full,
    tooLong,
    offered,
    rovingIndex,
    setRovingIndex,
    focusInput: () => inputRef.current?.focus(),
    inputRef: setInputNode,
    tagButtonRef: (index: number, node: HTMLButtonElement | null) => {
      tagButtons.current[index] = node;
    },
    suggestionButtonRef: (index: number, node: HTMLButtonElement | null) => {
      suggestionButtons.current[index] = node;
    },
    remove,
    handleChange,
    handleKeyDown,
    handlePaste,
    handleBlur,
    handleTagKeyDown,
    addSuggestion,
  };
}

export { useTagInput };
export type { FocusTarget };
