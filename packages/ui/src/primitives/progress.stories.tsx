import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { MessagesProvider } from "../i18n/messages-context";
import { de } from "../i18n/de";
import { Progress } from "./progress";

const meta = {
  title: "Primitives/Progress",
  component: Progress,
  args: { value: 40, "aria-label": "Uploading holiday.jpg" },
  argTypes: {
    value: { control: { type: "range", min: 0, max: 100 } },
    max: { control: { type: "number", min: 1 } },
    getValueLabel: { control: false },
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Progress {...args} />
    </div>
  ),
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Uploading holiday.jpg" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuetext", "40 % done");
    await expect(bar).toHaveAttribute("data-state", "loading");
  },
};

export const Unnamed: Story = {
  args: { "aria-label": undefined, value: 3, max: 12 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Progress" });
    await expect(bar).toHaveAttribute("aria-valuetext", "25 % done");
  },
};

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Uploading holiday.jpg" });
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
    await expect(bar).not.toHaveAttribute("aria-valuenow");
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("data-state", "complete");
  },
};

export const LongContent: Story = {
  args: {
    "aria-label": "Uploading 1,284 photos from “Summer holidays in the mountains, 2026” to the shared album",
    value: 1021,
    max: 1284,
  },
  render: (args) => (
    <div style={{ display: "grid", gap: 8, width: 320 }}>
      <span id="progress-story-long" style={{ fontSize: 14 }}>
        {args["aria-label"]}
      </span>
      <Progress {...args} aria-label={undefined} aria-labelledby="progress-story-long" />
    </div>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: /Uploading 1,284 photos/ });
    await expect(bar).toHaveAttribute("aria-valuetext", "80 % done");
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16, width: 320 }}>
      <Progress {...args} />
      <Progress {...args} value={null} aria-label="Preparing" />
      <Progress {...args} value={100} aria-label="Done" />
    </div>
  ),
  globals: { theme: "dark" },
};

export const German: Story = {
  args: { "aria-label": undefined, value: 75 },
  decorators: [(Story) => <MessagesProvider messages={de}>{<Story />}</MessagesProvider>],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Fortschritt" });
    await expect(bar).toHaveAttribute("aria-valuetext", "75 % erledigt");
  },
};

/** Where the indicator's drawn part starts, as a share of the bar's width from its left edge. */
function filledFrom(bar: HTMLElement) {
  const box = bar.getBoundingClientRect();
  const indicator = bar.querySelector("[data-slot=progress-indicator]")!.getBoundingClientRect();
  return {
    start: (indicator.left - box.left) / box.width,
    end: (Math.min(indicator.right, box.right) - box.left) / box.width,
  };
}

/** Right to left: the bar fills from the right, where the line begins. */
export const RightToLeft: Story = {
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Uploading holiday.jpg" });
    // 40 % drawn: from 60 % of the way along (from the left) to the right edge.
    await waitFor(() => expect(filledFrom(bar).start).toBeCloseTo(0.6, 2));
    await expect(filledFrom(bar).end).toBeCloseTo(1, 2);
  },
};
