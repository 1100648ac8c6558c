import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { MessagesProvider } from "../i18n/messages-context";
import { de } from "../i18n/de";
import { Field, FieldControl, FieldError, FieldLabel } from "./field";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select";

/** The root's props, and two of its parts' that a designer changes: the placeholder and the error state. */
type SelectStoryArgs = React.ComponentProps<typeof Select> & {
  /** SelectValue's placeholder. @default "Choose…" from the catalogue */
  placeholder?: string;
  /** `aria-invalid` on the trigger (Field sets it), which draws the error state. */
  invalid?: boolean;
};

const meta = {
  title: "Primitives/Select",
  component: Select,
  args: { onValueChange: fn() },
  argTypes: {
    defaultValue: { control: "select", options: [undefined, "viewer", "editor", "admin"] },
    disabled: { control: "boolean" },
    required: { control: "boolean" },
    placeholder: { control: "text" },
    invalid: { control: "boolean" },
    value: { control: false },
    open: { control: false },
    onValueChange: { control: false },
    onOpenChange: { control: false },
  },
  render: ({ placeholder, invalid, ...args }) => (
    <div style={{ width: 240 }}>
      <Select {...args}>
        <SelectTrigger aria-label="Role" aria-invalid={invalid || undefined}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="viewer">Viewer</SelectItem>
          <SelectItem value="editor">Editor</SelectItem>
          <SelectItem value="owner" disabled>
            Owner
          </SelectItem>
          <SelectItem value="admin">Admin</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<SelectStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Role" });
    await expect(trigger).toHaveTextContent("Choose…");
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Role" });
    await expect(trigger).toHaveTextContent("Choose…");

    // Keyboard: Tab to it, Enter opens, arrows move (skipping the disabled item), Enter chooses.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(screen.getByRole("option", { name: "Viewer" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(screen.getByRole("option", { name: "Admin" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(screen.getByRole("option", { name: "Editor" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("editor");
    await expect(trigger).toHaveTextContent("Editor");
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without changing the value.
    await userEvent.keyboard(" ");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveTextContent("Editor");
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);

    // Pointer.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "Viewer" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("viewer");
    await expect(trigger).toHaveTextContent("Viewer");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "editor" },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Role" });
    await expect(trigger).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Role" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    trigger.focus();
    await userEvent.keyboard("{Enter}{ArrowDown}");
    await expect(screen.queryByRole("listbox")).toBeNull();
    await expect(trigger).toHaveTextContent("Editor");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field style={{ width: 240 }}>
      <FieldLabel>Role</FieldLabel>
      <Select {...args}>
        <FieldControl>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          <SelectItem value="viewer">Viewer</SelectItem>
          <SelectItem value="editor">Editor</SelectItem>
        </SelectContent>
      </Select>
      <FieldError>Choose a role for the new member.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: /Role/ });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAccessibleDescription("Choose a role for the new member.");
  },
};

const countries = [
  "Austria",
  "Belgium",
  "Bosnia and Herzegovina",
  "Croatia",
  "Czechia",
  "Denmark",
  "Estonia",
  "Finland",
  "France",
  "Germany",
  "Greece",
  "Hungary",
  "Iceland",
  "Ireland",
  "Italy",
  "Liechtenstein",
  "Luxembourg",
  "Netherlands",
  "Norway",
  "Poland",
  "Portugal",
  "Slovenia",
  "Spain",
  "Sweden",
  "Switzerland",
  "United Kingdom of Great Britain and Northern Ireland",
];

/** Many items scroll; long text is cut in the trigger and wraps in the list. Typing jumps to an item. */
export const LongContent: Story = {
  render: (args) => (
    <div style={{ width: 240 }}>
      <Select {...args} defaultValue="United Kingdom of Great Britain and Northern Ireland">
        <SelectTrigger aria-label="Country">
          <SelectValue />
        </SelectTrigger>
        <SelectContent style={{ maxHeight: 240 }}>
          <SelectGroup>
            <SelectLabel>Europe</SelectLabel>
            {countries.map((country) => (
              <SelectItem key={country} value={country}>
                {country}
              </SelectItem>
            ))}
          </SelectGroup>
          <SelectSeparator />
          <SelectItem value="elsewhere">Somewhere else</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
};

/** LongContent, played: the steps a person takes from its first render, and what they lead to. */
export const LongContentInteraction: Story = {
  ...LongContent,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Country" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("Nor");
    await waitFor(() => expect(screen.getByRole("option", { name: "Norway" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("Norway");
  },
};

// The list is opened and closed again: while it is open Radix hides the rest of the page
// (`aria-hidden`), test runner's own focusable elements included, which axe rightly reports.
export const Dark: Story = {
  args: { defaultValue: "editor" },
  globals: { theme: "dark" },
};

/** Dark, played: the steps a person takes from its first render, and what they lead to. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Role" }));
    await expect(await screen.findByRole("option", { name: "Editor" })).toHaveAttribute(
      "data-state",
      "checked",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  },
};

export const German: Story = {
  decorators: [(Story) => <MessagesProvider messages={de}>{<Story />}</MessagesProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Role" })).toHaveTextContent("Auswählen…");
  },
};

/** Right to left: the value from the right, the chevron on the left. */
export const RightToLeft: Story = {
  args: { defaultValue: "editor" },
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Role" });
    const box = trigger.getBoundingClientRect();
    const chevron = trigger.querySelector("svg")!.getBoundingClientRect();
    await expect(chevron.left - box.left).toBeLessThan(box.width / 2);
  },
};
