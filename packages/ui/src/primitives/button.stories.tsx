import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "./button";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Save changes", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "secondary", "destructive", "outline", "ghost", "link"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "icon"] },
    disabled: { control: "boolean" },
    loading: { control: "boolean" },
    children: { control: "text" },
    type: { control: "inline-radio", options: ["button", "submit", "reset"] },
    onClick: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button as the controls set it: the primary variant at the middle size by default. */
export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Save changes" })).toHaveAttribute("type", "button");
  },
};

export const PrimaryInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Save changes" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="destructive">
        Delete
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
};

export const Dark: Story = { ...Variants, globals: { theme: "dark" } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: "Saving…" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Saving…" });
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

/** Loading, played: the steps a person takes from its first render, and what they lead to. */
export const LoadingInteraction: Story = {
  ...Loading,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Saving…" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: "Move 1,284 selected photos to the album “Summer holidays in the mountains, 2026”" },
};
