import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Checkbox } from "./checkbox";
import { Field, FieldControl, FieldError, FieldLabel } from "./field";
import { Label } from "./label";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  args: { onCheckedChange: fn() },
  // `checked` set here makes the box controlled: it shows what the control says.
  argTypes: {
    checked: { control: "inline-radio", options: [false, true, "indeterminate"] },
    disabled: { control: "boolean" },
    required: { control: "boolean" },
    "aria-invalid": { control: "boolean" },
    defaultChecked: { control: false },
    onCheckedChange: { control: false },
  },
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <Checkbox id="checkbox-story" {...args} />
      <Label htmlFor="checkbox-story">Keep me signed in</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await expect(checkbox).toHaveAttribute("data-state", "unchecked");
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await expect(checkbox).toHaveAttribute("data-state", "unchecked");
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Keyboard: Tab reaches it, Space toggles it.
    checkbox.blur();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Indeterminate: Story = {
  args: { defaultChecked: "indeterminate" },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await expect(checkbox).toBePartiallyChecked();
  },
};

/** Indeterminate, played: the steps a person takes from its first render, and what they lead to. */
export const IndeterminateInteraction: Story = {
  ...Indeterminate,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await expect(checkbox).toBePartiallyChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await expect(checkbox).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByText("Keep me signed in"));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field style={{ display: "flex", flexWrap: "wrap", alignItems: "center" }}>
      <FieldControl>
        <Checkbox {...args} />
      </FieldControl>
      <FieldLabel>I accept the terms of use</FieldLabel>
      <FieldError style={{ flexBasis: "100%" }}>Accept the terms to create an account.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "I accept the terms of use" });
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAccessibleDescription("Accept the terms to create an account.");
  },
};

export const LongContent: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "flex-start", width: 320 }}>
      <Checkbox id="checkbox-story-long" {...args} />
      <Label htmlFor="checkbox-story-long">
        Send me a weekly summary of new comments, likes and shares on my albums, and tell me when someone I
        follow publishes a new one
      </Label>
    </div>
  ),
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 16, alignItems: "center" }}>
      <Checkbox aria-label="Unchecked" {...args} />
      <Checkbox aria-label="Checked" defaultChecked {...args} />
      <Checkbox aria-label="Indeterminate" defaultChecked="indeterminate" {...args} />
      <Checkbox aria-label="Disabled" disabled {...args} />
    </div>
  ),
  globals: { theme: "dark" },
};
