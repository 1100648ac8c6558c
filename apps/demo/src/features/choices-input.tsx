import { MessagesProvider, TagInput, type Messages, type TagInputProps } from "@pocketkit/ui";

import { CHOICE_RULES } from "./custom-field-rules";

// The kit's tag input, speaking of choices rather than tags.
const choiceWords: Partial<Messages> = {
  "inputs.tag.placeholder": "Add a choice…",
  "inputs.tag.instructions":
    "Press Enter or type a comma to add a choice. Backspace goes to the last choice.",
  "inputs.tag.list": "Choices",
  "inputs.tag.remove": "Remove choice {tag}",
  "inputs.tag.tooLong": "A choice can have at most {max} characters.",
  "inputs.tag.limitReached": "You can add at most {max} choices. Remove one to add another.",
};

/** The choices of a list field, as chips: type one and press Enter. */
export function ChoicesInput(props: Omit<TagInputProps, "maxTags" | "maxLength" | "suggestions">) {
  return (
    <MessagesProvider messages={choiceWords}>
      <TagInput {...CHOICE_RULES} {...props} />
    </MessagesProvider>
  );
}
