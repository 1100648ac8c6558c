import type { Meta, StoryObj } from "@storybook/react-vite";
import { CheckIcon } from "lucide-react";
import { expect } from "storybook/test";

import { Badge } from "./badge";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "Draft" },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "destructive", "outline"] },
    children: { control: "text" },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Draft")).toHaveAttribute("data-slot", "badge");
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }}>
      <Badge {...args} variant="primary">
        Published
      </Badge>
      <Badge {...args} variant="secondary">
        Draft
      </Badge>
      <Badge {...args} variant="destructive">
        3 failed
      </Badge>
      <Badge {...args} variant="outline">
        Archived
      </Badge>
      <Badge {...args} variant="secondary">
        <CheckIcon aria-hidden />
        Verified
      </Badge>
    </div>
  ),
};

export const Dark: Story = { ...Variants, globals: { theme: "dark" } };

export const LongContent: Story = {
  args: { children: "Shared with 12 people and 3 groups outside your organisation" },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Badge {...args} style={{ whiteSpace: "normal" }} />
    </div>
  ),
};
