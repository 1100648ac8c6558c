import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Checkbox } from "./checkbox";
import { Input } from "./input";
import { Label } from "./label";

const meta = {
  title: "Primitives/Label",
  component: Label,
  args: { children: "Email" },
  render: (args) => (
    <div style={{ display: "grid", gap: 8, width: 320 }}>
      <Label {...args} htmlFor="label-story-email" />
      <Input id="label-story-email" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    // Clicking the label focuses its control.
    await userEvent.click(canvas.getByText("Email"));
    await expect(input).toHaveFocus();
  },
};

export const WithCheckbox: Story = {
  args: { children: "Keep me signed in" },
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <Checkbox id="label-story-remember" />
      <Label {...args} htmlFor="label-story-remember" />
    </div>
  ),
};

/** WithCheckbox, played: the steps a person takes from its first render, and what they lead to. */
export const WithCheckboxInteraction: Story = {
  ...WithCheckbox,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await userEvent.click(canvas.getByText("Keep me signed in"));
    await expect(checkbox).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { children: "Keep me signed in" },
  render: (args) => (
    <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <Checkbox id="label-story-disabled" disabled />
      <Label {...args} htmlFor="label-story-disabled" />
    </div>
  ),
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Keep me signed in" });
    await userEvent.click(canvas.getByText("Keep me signed in"));
    await expect(checkbox).not.toBeChecked();
  },
};

export const LongContent: Story = {
  args: {
    children:
      "Email address we may use to send you sign-in links, receipts and the occasional note about changes to your account",
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
