import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../primitives/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "../primitives/field";
import { TagInput, type TagInputProps } from "./tag-input";

// The Gallery's rules for an image's tags (DESIGN §7): at most 20, each 1–32 characters.
const GALLERY_RULES = { maxTags: 20, maxLength: 32 } satisfies Partial<TagInputProps>;

const meta = {
  title: "Inputs/TagInput",
  component: TagInput,
  args: { onValueChange: fn(), ...GALLERY_RULES },
  argTypes: {
    defaultValue: { control: "object" },
    suggestions: { control: "object" },
    maxTags: { control: { type: "number", min: 1, max: 50 } },
    maxLength: { control: { type: "number", min: 1, max: 100 } },
    disabled: { control: "boolean" },
    placeholder: { control: "text" },
    name: { control: "text" },
    "aria-invalid": { control: "boolean" },
    value: { control: false },
    onValueChange: { control: false },
  },
  render: (args) => (
    <Field style={{ maxWidth: 420 }} disabled={args.disabled}>
      <FieldLabel>Tags</FieldLabel>
      <FieldControl>
        <TagInput {...args} />
      </FieldControl>
      <FieldHint>Up to 20 tags, each up to 32 characters.</FieldHint>
    </Field>
  ),
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagTexts = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll("[data-slot=tag-input-tag-text]"), (tag) => tag.textContent);

/** Nothing yet: the input is labelled by the Field and told how it works. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await expect(input).toHaveAccessibleDescription(
      "Up to 20 tags, each up to 32 characters. Press Enter or type a comma to add a tag. Backspace goes to the last tag.",
    );
    await expect(input).toHaveAttribute("placeholder", "Add a tag…");
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** Enter and comma add a trimmed tag; the same tag in another case is ignored, and the field says why. */
export const EnterAndCommaInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await userEvent.type(input, "  sea {Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["sea"]);
    await expect(input).toHaveValue("");
    await userEvent.type(input, "Sunset,");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["sea", "Sunset"]);
    await expect(input).toHaveValue("");
    await expect(tagTexts(canvasElement)).toEqual(["sea", "Sunset"]);
    await expect(canvas.getByRole("list", { name: "Tags" })).toBeVisible();

    await userEvent.type(input, "SEA{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(input).toHaveValue("");
    await expect(canvas.getByText("“SEA” is already there.")).toBeVisible();
    await userEvent.type(input, "d");
    await expect(canvas.queryByText("“SEA” is already there.")).toBeNull();

    // Enter in the empty input adds nothing (it is left to submit a form).
    await userEvent.clear(input);
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

/** Backspace goes to the last chip, then removes it; arrows move between chips and back to typing. */
export const BackspaceAndArrows: Story = {
  args: { defaultValue: ["sea", "Sunset"] },
};

/** BackspaceAndArrows, played: the steps a person takes from its first render, and what they lead to. */
export const BackspaceAndArrowsInteraction: Story = {
  ...BackspaceAndArrows,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await userEvent.click(input);
    await userEvent.keyboard("{Backspace}");
    await expect(canvas.getByRole("button", { name: "Remove tag Sunset" })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Backspace}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["sea"]);
    await expect(canvas.getByRole("button", { name: "Remove tag sea" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(input).toHaveFocus();
    // Left at the start of the input goes to the chip too; Delete on the last chip returns to typing.
    await userEvent.keyboard("{ArrowLeft}{Delete}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** Pasting a comma- or line-separated list adds every tag in it; a plain paste is just text. */
export const Paste: Story = {
  args: { defaultValue: ["dunes"] },
};

/** Paste, played: the steps a person takes from its first render, and what they lead to. */
export const PasteInteraction: Story = {
  ...Paste,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await userEvent.click(input);
    await userEvent.paste("beach, Dunes, lighthouse\nlow tide,");
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["dunes", "beach", "lighthouse", "low tide"]);
    await expect(input).toHaveValue("");
    await userEvent.paste("harbour");
    await expect(input).toHaveValue("harbour");
    await expect(tagTexts(canvasElement)).toEqual(["dunes", "beach", "lighthouse", "low tide"]);
  },
};

/** A tag over `maxLength` stays in the input with a message, and is not added. */
export const TooLongTagInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await userEvent.type(input, "a".repeat(33));
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("A tag can have at most 32 characters.");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/A tag can have at most 32 characters\.$/);
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue("a".repeat(33));
    // Pasted tags that are too long stay behind too; the others go in.
    await userEvent.clear(input);
    await userEvent.paste(`ok, ${"b".repeat(40)}, fine`);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["ok", "fine"]);
    await expect(input).toHaveValue("b".repeat(40));
    await userEvent.keyboard("{Backspace>8/}");
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(input).not.toBeInvalid();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["ok", "fine", "b".repeat(32)]);
  },
};

const TWENTY = [
  "sea",
  "sunset",
  "dunes",
  "lighthouse",
  "harbour",
  "boats",
  "gulls",
  "pier",
  "cliffs",
  "rocks",
  "waves",
  "sand",
  "shells",
  "fog",
  "storm",
  "tide",
  "beach huts",
  "coast",
  "summer",
  "evening",
];

/** At `maxTags`: the field says so, what is typed stays in the input, suggestions are off. */
export const MaxReached: Story = {
  args: { defaultValue: TWENTY, suggestions: ["lighthouse", "dusk"] },
  play: async ({ canvas }) => {
    const message = "You can add at most 20 tags. Remove one to add another.";
    await expect(canvas.getByText(message)).toBeVisible();
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await expect(input).toHaveAccessibleDescription(new RegExp(`${message}$`));
  },
};

/** MaxReached, played: the steps a person takes from its first render, and what they lead to. */
export const MaxReachedInteraction: Story = {
  ...MaxReached,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const message = "You can add at most 20 tags. Remove one to add another.";
    await expect(canvas.getByText(message)).toBeVisible();
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await expect(input).toHaveAccessibleDescription(new RegExp(`${message}$`));
    await userEvent.type(input, "dusk{Enter}");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue("dusk");
    await expect(canvas.getByRole("button", { name: "Add tag dusk" })).toBeDisabled();
    // Removing one makes room again.
    await userEvent.click(canvas.getByRole("button", { name: "Remove tag evening" }));
    await expect(input).toHaveFocus();
    await expect(canvas.queryByText(message)).toBeNull();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith([...TWENTY.slice(0, 19), "dusk"]);
  },
};

/** Many tags: one Tab stop for all the chips (the last), arrows move between them. */
export const ManyTags: Story = {
  args: { defaultValue: TWENTY.slice(0, 15) },
  play: async ({ canvas }) => {
    const removes = canvas.getAllByRole("button", { name: /^Remove tag / });
    await expect(removes).toHaveLength(15);
    await expect(removes.filter((button) => button.tabIndex === 0)).toEqual([removes[14]]);
  },
};

/** ManyTags, played: the steps a person takes from its first render, and what they lead to. */
export const ManyTagsInteraction: Story = {
  ...ManyTags,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const removes = canvas.getAllByRole("button", { name: /^Remove tag / });
    await expect(removes).toHaveLength(15);
    await expect(removes.filter((button) => button.tabIndex === 0)).toEqual([removes[14]]);
    await userEvent.tab();
    await expect(removes[14]).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(removes[12]).toHaveFocus();
    await expect(removes[12]).toHaveAttribute("tabindex", "0");
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Tags" })).toHaveFocus();
  },
};

/** Suggestions: one click (or Enter) each; those already added are not offered. */
export const Suggestions: Story = {
  args: { defaultValue: ["sea"], suggestions: ["lighthouse", "Sea", "dusk", "long exposure"] },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Suggestions" });
    await expect(
      within(group)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Add tag lighthouse", "Add tag dusk", "Add tag long exposure"]);
  },
};

/** Suggestions, played: the steps a person takes from its first render, and what they lead to. */
export const SuggestionsInteraction: Story = {
  ...Suggestions,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Suggestions" });
    await expect(
      within(group)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Add tag lighthouse", "Add tag dusk", "Add tag long exposure"]);
    await userEvent.click(canvas.getByRole("button", { name: "Add tag lighthouse" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["sea", "lighthouse"]);
    // Focus moves on to the next suggestion, so that several can be added from the keyboard.
    await expect(canvas.getByRole("button", { name: "Add tag dusk" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["sea", "lighthouse", "dusk"]);
    await expect(canvas.getByRole("button", { name: "Add tag long exposure" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["sea", "lighthouse", "dusk", "long exposure"]);
    await expect(canvas.queryByRole("group", { name: "Suggestions" })).toBeNull();
    await expect(canvas.getByRole("textbox", { name: "Tags" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: ["sea", "sunset"], suggestions: ["dusk"], disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("textbox", { name: "Tags" })).toBeDisabled();
    await expect(tagTexts(canvasElement)).toEqual(["sea", "sunset"]);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

function ControlledTags(props: TagInputProps) {
  const [tags, setTags] = useState(["sea"]);
  return (
    <div style={{ display: "grid", gap: 12, maxWidth: 420 }}>
      <Field>
        <FieldLabel>Tags</FieldLabel>
        <FieldControl>
          <TagInput
            {...props}
            value={tags}
            onValueChange={(next) => {
              props.onValueChange?.(next);
              setTags(next);
            }}
          />
        </FieldControl>
        <FieldError>{tags.length === 0 ? "Add at least one tag." : undefined}</FieldError>
      </Field>
      <p style={{ margin: 0 }} data-testid="value">
        {JSON.stringify(tags)}
      </p>
      <Button variant="outline" onClick={() => setTags([])}>
        Clear tags
      </Button>
    </div>
  );
}

/** Controlled by `value`: the parent's state is the truth, and a Field error describes the input. */
export const Controlled: Story = {
  render: (args) => <ControlledTags {...args} />,
};

/** Controlled, played: the steps a person takes from its first render, and what they lead to. */
export const ControlledInteraction: Story = {
  ...Controlled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await userEvent.type(input, "boats{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["sea", "boats"]);
    await expect(canvas.getByTestId("value")).toHaveTextContent('["sea","boats"]');
    await userEvent.click(canvas.getByRole("button", { name: "Clear tags" }));
    await expect(canvas.queryByRole("list", { name: "Tags" })).toBeNull();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/^Add at least one tag\./);
  },
};

/** With a `name`, the tags are submitted with their form; Enter in the empty input submits it. */
export const InAForm: Story = {
  args: { name: "tags", defaultValue: ["sea", "dunes"] },
  render: (args) => {
    const onSubmit = args.onValueChange as unknown as (tags: string[]) => void;
    return (
      <form
        style={{ maxWidth: 420 }}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget).getAll("tags") as string[]);
        }}
      >
        <Field>
          <FieldLabel>Tags</FieldLabel>
          <FieldControl>
            <TagInput {...args} onValueChange={undefined} />
          </FieldControl>
        </Field>
        <Button type="submit" style={{ marginTop: 12 }}>
          Save
        </Button>
      </form>
    );
  },
};

/** InAForm, played: the steps a person takes from its first render, and what they lead to. */
export const InAFormInteraction: Story = {
  ...InAForm,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await userEvent.type(input, "gulls{Enter}");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith(["sea", "dunes", "gulls"]));
    // Text still in the input when Save is clicked goes in as a tag: nothing typed is lost.
    await userEvent.type(input, "pier");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(["sea", "dunes", "gulls", "pier"]),
    );
    await expect(input).toHaveValue("");
  },
};

const LONG_TAGS = Array.from({ length: 20 }, (_, index) =>
  `${index + 1} ${"longexposurenightphotography".slice(0, 28)}`.slice(0, 32),
);

/** Twenty tags of 32 characters in a narrow column, and long suggestions. */
export const LongContent: Story = {
  args: {
    defaultValue: LONG_TAGS.slice(0, 18),
    suggestions: ["a suggestion that is exactly 32c", "Überraschungsfotografie am Meer"],
  },
  render: (args) => (
    <Field style={{ width: 300 }}>
      <FieldLabel>Tags</FieldLabel>
      <FieldControl>
        <TagInput {...args} />
      </FieldControl>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(tagTexts(canvasElement)).toHaveLength(18);
    const control = canvasElement.querySelector<HTMLElement>("[data-slot=tag-input-control]")!;
    await expect(control.scrollWidth).toBeLessThanOrEqual(control.clientWidth);
  },
};

/** Tags are text: markup in them is shown, never run. */
export const UserTextAsText: Story = {
  args: { defaultValue: ["<b>bold</b>", "<img src=x onerror=alert(1)>"] },
  play: async ({ canvasElement }) => {
    await expect(tagTexts(canvasElement)).toEqual(["<b>bold</b>", "<img src=x onerror=alert(1)>"]);
    await expect(
      canvasElement.querySelector("[data-slot=tag-input] b, [data-slot=tag-input] img"),
    ).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  args: { defaultValue: TWENTY, suggestions: ["dusk"] },
  render: (args) => (
    <div style={{ display: "grid", gap: 24, maxWidth: 420 }}>
      <Field>
        <FieldLabel>Tags</FieldLabel>
        <FieldControl>
          <TagInput {...args} />
        </FieldControl>
      </Field>
      <Field>
        <FieldLabel>More tags</FieldLabel>
        <FieldControl>
          <TagInput {...args} defaultValue={["sea"]} suggestions={["dusk", "gulls"]} />
        </FieldControl>
      </Field>
      <Field disabled>
        <FieldLabel>Locked tags</FieldLabel>
        <FieldControl>
          <TagInput {...args} defaultValue={["sea", "sunset"]} />
        </FieldControl>
      </Field>
    </div>
  ),
};

/** Dark, played: the steps a person takes from its first render, and what they lead to. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "More tags" }), "x".repeat(40));
    await expect(canvas.getByRole("alert")).toHaveTextContent("A tag can have at most 32 characters.");
  },
};

export const German: Story = {
  globals: { locale: "de" },
  args: { defaultValue: ["Meer"], suggestions: ["Leuchtturm"], maxTags: 2 },
  render: (args) => (
    <Field style={{ maxWidth: 420 }}>
      <FieldLabel>Schlagwörter</FieldLabel>
      <FieldControl>
        <TagInput {...args} />
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Schlagwörter" });
    await expect(input).toHaveAttribute("placeholder", "Schlagwort hinzufügen…");
    await expect(canvas.getByRole("button", { name: "Schlagwort Meer entfernen" })).toBeVisible();
  },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Schlagwörter" });
    await expect(input).toHaveAttribute("placeholder", "Schlagwort hinzufügen…");
    await expect(canvas.getByRole("button", { name: "Schlagwort Meer entfernen" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Schlagwort Leuchtturm hinzufügen" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["Meer", "Leuchtturm"]);
    await expect(
      canvas.getByText(
        "Du kannst höchstens 2 Schlagwörter hinzufügen. Entferne eines, um ein anderes hinzuzufügen.",
      ),
    ).toBeVisible();
  },
};

/** Right to left: the first tag on the right, the input after the last one, on the left. */
export const RightToLeft: Story = {
  args: { defaultValue: ["sea", "Sunset"], suggestions: ["dusk"] },
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const sea = canvas.getByRole("button", { name: "Remove tag sea" }).closest("li")!;
    const sunset = canvas.getByRole("button", { name: "Remove tag Sunset" }).closest("li")!;
    const input = canvas.getByRole("textbox", { name: "Tags" });
    await expect(sea.getBoundingClientRect().left).toBeGreaterThan(sunset.getBoundingClientRect().left);
    await expect(sunset.getBoundingClientRect().left).toBeGreaterThan(input.getBoundingClientRect().left);
    await expect(getComputedStyle(input).direction).toBe("rtl");
  },
};

/**
 * RightToLeft, played: the arrows follow the chips as they are drawn. ArrowRight, towards the
 * start, goes from the input to the last chip and on to the first; ArrowLeft comes back.
 */
export const RightToLeftInteraction: Story = {
  ...RightToLeft,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Tags" });
    const sea = canvas.getByRole("button", { name: "Remove tag sea" });
    const sunset = canvas.getByRole("button", { name: "Remove tag Sunset" });
    await userEvent.click(input);
    // ArrowLeft at the start of the input moves on (away from the chips): focus stays.
    await userEvent.keyboard("{ArrowLeft}");
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(sunset).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(sea).toHaveFocus();
    // The first chip is the end of the line that way.
    await userEvent.keyboard("{ArrowRight}");
    await expect(sea).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(sunset).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
