import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Skeleton } from "./skeleton";

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  render: (args) => (
    <div aria-busy="true" aria-label="Loading the profile" role="status" style={{ display: "flex", gap: 12 }}>
      <Skeleton {...args} style={{ width: 40, height: 40, borderRadius: 9999 }} />
      <div style={{ display: "grid", gap: 8, alignContent: "center" }}>
        <Skeleton {...args} style={{ width: 200, height: 14 }} />
        <Skeleton {...args} style={{ width: 140, height: 14 }} />
      </div>
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Only the region is announced, never the shapes.
    await expect(canvas.getByRole("status", { name: "Loading the profile" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    for (const shape of canvasElementsWithSlot(canvas.getByRole("status"))) {
      await expect(shape).toHaveAttribute("aria-hidden", "true");
    }
  },
};

/** A page of list rows, as a RecordTable shows while its first page loads. */
export const LongContent: Story = {
  render: (args) => (
    <div
      aria-busy="true"
      aria-label="Loading records"
      role="status"
      style={{ display: "grid", gap: 12, width: 480 }}
    >
      {Array.from({ length: 12 }, (_, index) => (
        <Skeleton key={index} {...args} style={{ height: 20, width: `${60 + ((index * 17) % 40)}%` }} />
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { theme: "dark" } };

function canvasElementsWithSlot(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('[data-slot="skeleton"]'));
}
