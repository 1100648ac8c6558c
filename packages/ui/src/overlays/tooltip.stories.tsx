import type { Meta, StoryObj } from "@storybook/react-vite";
import { RefreshCwIcon } from "lucide-react";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { MessagesProvider } from "../i18n/messages-context";
import { de } from "../i18n/de";
import { Button } from "../primitives/button";
import { animationsSettled } from "./story-helpers";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

const meta = {
  title: "Overlays/Tooltip",
  component: Tooltip,
  render: (args) => (
    <div style={{ paddingTop: 48 }}>
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Refresh">
            <RefreshCwIcon aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Reload the records from the server</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Refresh" });
    // Keyboard focus shows it at once and describes the trigger; Escape hides it.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Reload the records from the server");
    await expect(trigger).toHaveAccessibleDescription("Reload the records from the server");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
    // Hover shows it after the delay, leaving hides it.
    trigger.blur();
    await userEvent.hover(trigger);
    await screen.findByRole("tooltip");
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole("tooltip");
    await animationsSettled();
  },
};

export const LongContent: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ paddingTop: 120 }}>
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Sync</Button>
        </TooltipTrigger>
        <TooltipContent>
          Uploads every photo you added while offline, then downloads the changes other members of “Summer
          holidays in the mountains, 2026” made since your last visit.
        </TooltipContent>
      </Tooltip>
    </div>
  ),
  play: async () => {
    const tooltip = await screen.findByRole("tooltip");
    await animationsSettled();
    // It wraps within its maximum width instead of running off the screen.
    const content = tooltip.closest("[data-slot=tooltip-content]") ?? tooltip.parentElement!;
    await expect(content.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const Dark: Story = { ...Open, tags: ["!autodocs"], globals: { theme: "dark" } };

export const German: Story = {
  tags: ["!autodocs"],
  decorators: [
    (Story) => (
      <MessagesProvider messages={de}>
        <Story />
      </MessagesProvider>
    ),
  ],
  render: (args) => (
    <div style={{ paddingTop: 48 }}>
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Aktualisieren">
            <RefreshCwIcon aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Datensätze neu vom Server laden</TooltipContent>
      </Tooltip>
    </div>
  ),
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("Datensätze neu vom Server laden");
    await animationsSettled();
  },
};
