import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Textarea } from "./textarea";

const meta = {
  title: "Primitives/Textarea",
  component: Textarea,
  args: { "aria-label": "Description", placeholder: "What is this album about?", onChange: fn() },
  argTypes: {
    placeholder: { control: "text" },
    disabled: { control: "boolean" },
    // The error state is drawn from aria-invalid (Field sets it).
    "aria-invalid": { control: "boolean" },
    readOnly: { control: "boolean" },
    rows: { control: { type: "number", min: 1, max: 20 } },
    onChange: { control: false },
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Textarea {...args} />
    </div>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Description" });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    // Enter makes a new line, it does not submit.
    await userEvent.keyboard("First line{Enter}Second line");
    await expect(textarea).toHaveValue("First line\nSecond line");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Read only for now" },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Description" });
    await expect(textarea).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Description" });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, "more", { pointerEventsCheck: 0 });
    await expect(textarea).toHaveValue("Read only for now");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "Too short" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Description" })).toBeInvalid();
  },
};

export const LongContent: Story = {
  args: {
    defaultValue: Array.from(
      { length: 8 },
      (_, index) =>
        `Paragraph ${index + 1}: photos from the second week, when the weather finally turned and we walked up to the lake every morning before breakfast.`,
    ).join("\n\n"),
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
