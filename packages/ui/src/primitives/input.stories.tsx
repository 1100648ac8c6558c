import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Input } from "./input";

const meta = {
  title: "Primitives/Input",
  component: Input,
  args: { "aria-label": "Email", placeholder: "ada@example.com", onChange: fn() },
  argTypes: {
    placeholder: { control: "text" },
    disabled: { control: "boolean" },
    // The error state is drawn from aria-invalid (Field sets it).
    "aria-invalid": { control: "boolean" },
    readOnly: { control: "boolean" },
    type: { control: "select", options: ["text", "email", "password", "number", "search", "url", "file"] },
    onChange: { control: false },
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("ada@example.com");
    await expect(input).toHaveValue("ada@example.com");
    await expect(args.onChange).toHaveBeenCalledTimes("ada@example.com".length);
    await userEvent.keyboard("{Backspace>3/}org");
    await expect(input).toHaveValue("ada@example.org");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "ada@example.com" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.type(input, "x", { skipClick: true });
    await expect(input).toHaveValue("ada@example.com");
    await expect(args.onChange).not.toHaveBeenCalled();
    // Tab skips it.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "ada@" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeInvalid();
  },
};

export const LongContent: Story = {
  args: {
    "aria-label": "Title",
    defaultValue:
      "A very long title that goes on well past the width of the field, so that it has to scroll sideways rather than wrap or overflow its box",
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Input {...args} />
    </div>
  ),
};

export const Kinds: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 12, width: 320 }}>
      <Input {...args} />
      <Input aria-label="Password" type="password" defaultValue="hunter2" />
      <Input aria-label="Amount" type="number" defaultValue={42} />
      <Input aria-label="Attachment" type="file" />
    </div>
  ),
};

export const Dark: Story = { ...Kinds, globals: { theme: "dark" } };
