import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Label } from "./label";
import { NativeSelect } from "./native-select";

const meta = {
  title: "Primitives/NativeSelect",
  component: NativeSelect,
  args: { "aria-label": "Sort", defaultValue: "newest", onChange: fn() },
  argTypes: {
    disabled: { control: "boolean" },
    // The error state is drawn from aria-invalid (Field sets it).
    "aria-invalid": { control: "boolean" },
    required: { control: "boolean" },
    defaultValue: { control: false },
    onChange: { control: false },
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <NativeSelect {...args}>
        <option value="newest">Newest first</option>
        <option value="oldest">Oldest first</option>
        <option value="title">Title</option>
      </NativeSelect>
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached with Tab, changed with the arrow keys or by choosing an option. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Sort" });
    await expect(select).toHaveDisplayValue("Newest first");
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Sort" });
    await expect(select).toHaveDisplayValue("Newest first");
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, "Title");
    await expect(select).toHaveValue("title");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Named by a visible label, as in a filter bar. */
export const WithLabel: Story = {
  args: { "aria-label": undefined, id: "album-filter", defaultValue: "all" },
  render: (args) => (
    <div style={{ display: "grid", gap: 6, width: 240 }}>
      <Label htmlFor="album-filter">Album</Label>
      <NativeSelect {...args}>
        <option value="all">All photos</option>
        <option value="none">Not in an album</option>
        <optgroup label="Albums">
          <option value="coast">Coast</option>
          <option value="mountains">Mountains</option>
        </optgroup>
      </NativeSelect>
    </div>
  ),
};

/** WithLabel, played: the steps a person takes from its first render, and what they lead to. */
export const WithLabelInteraction: Story = {
  ...WithLabel,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Album" });
    await userEvent.selectOptions(select, "Coast");
    await expect(select).toHaveValue("coast");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Sort" });
    await expect(select).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Sort" });
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Sort" })).toBeInvalid();
  },
};

/** A long option is cut with an ellipsis; the chevron stays clear of the text. */
export const LongContent: Story = {
  args: { "aria-label": "Album", defaultValue: "long" },
  render: (args) => (
    <div style={{ width: 200 }}>
      <NativeSelect {...args}>
        <option value="long">Summer holidays on the Atlantic coast with the whole family, 2025</option>
        <option value="short">Coast</option>
      </NativeSelect>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: "dark" } };
