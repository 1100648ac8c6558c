import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { AiOffNotice } from "./ai-off-notice";

// Said once for a page whose AI features are off, in place of its CompletionPanels.

const meta = {
  title: "AI/AiOffNotice",
  component: AiOffNotice,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AiOffNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("AI is off: no provider is configured.")).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("KI ist aus: Es ist kein Anbieter eingerichtet.")).toBeVisible();
  },
};
