import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { MessagesProvider } from "../i18n/messages-context";
import { de } from "../i18n/de";
import { Button } from "../primitives/button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./sheet";
import { animationsSettled } from "./story-helpers";

type SheetStoryArgs = React.ComponentProps<typeof Sheet> & {
  side?: "top" | "right" | "bottom" | "left" | "start" | "end";
};

const meta = {
  title: "Overlays/Sheet",
  component: Sheet,
  args: { side: "right" },
  argTypes: {
    side: { control: "inline-radio", options: ["top", "right", "bottom", "left", "start", "end"] },
    defaultOpen: { control: "boolean" },
    modal: { control: "boolean" },
    open: { control: false },
    onOpenChange: { control: false },
  },
  render: ({ side, ...args }) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Filters</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Narrow the list of records.</SheetDescription>
        </SheetHeader>
        <p style={{ margin: 0 }}>Only records created this month are shown.</p>
        <SheetFooter>
          <SheetClose asChild>
            <Button>Apply</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<SheetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Filters" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await expect(sheet).toHaveAttribute("data-side", "right");
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await animationsSettled();
    await expect(screen.getByRole("button", { name: "Close panel" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Left: Story = {
  tags: ["!autodocs"],
  args: { side: "left", defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await expect(sheet).toHaveAttribute("data-side", "left");
    await animationsSettled();
    await expect(sheet.getBoundingClientRect().left).toBe(0);
  },
};

/**
 * On the start side, right to left: on the right, where lines begin, sliding in from the right (a
 * navigation sheet, as AdminShell's). `side="left"` stays on the left in any direction.
 */
export const StartRightToLeft: Story = {
  tags: ["!autodocs"],
  args: { side: "start", defaultOpen: true },
  globals: { direction: "rtl" },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await expect(sheet).toHaveAttribute("data-side", "start");
    await expect(getComputedStyle(sheet).animationName).toBe("pk-slide-in-from-right");
    await animationsSettled();
    await expect(sheet.getBoundingClientRect().right).toBe(window.innerWidth);
    // Its border faces the page, on its left.
    await expect(getComputedStyle(sheet).borderLeftWidth).toBe("1px");
    await expect(getComputedStyle(sheet).borderRightWidth).toBe("0px");
  },
};

/** On the end side, left to right: on the right, sliding in from the right, as `side="right"` does. */
export const End: Story = {
  tags: ["!autodocs"],
  args: { side: "end", defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await expect(getComputedStyle(sheet).animationName).toBe("pk-slide-in-from-right");
    await animationsSettled();
    await expect(sheet.getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

export const Bottom: Story = {
  tags: ["!autodocs"],
  args: { side: "bottom", defaultOpen: true },
  play: async () => {
    const sheet = await screen.findByRole("dialog", { name: "Filters" });
    await animationsSettled();
    await expect(sheet.getBoundingClientRect().bottom).toBe(window.innerHeight);
  },
};

export const LongContent: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
  render: ({ side, ...args }) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Activity</Button>
      </SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>
            Everything that happened to “Summer holidays in the mountains, 2026” this year
          </SheetTitle>
        </SheetHeader>
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index} style={{ margin: 0 }}>
            {index + 1}. Anna added 12 photos and left a comment on the picture of the lake at sunrise.
          </p>
        ))}
      </SheetContent>
    </Sheet>
  ),
  play: async () => {
    const sheet = await screen.findByRole("dialog");
    await animationsSettled();
    await expect(sheet.scrollHeight).toBeGreaterThan(sheet.clientHeight);
  },
};

export const Dark: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
  globals: { theme: "dark" },
  play: async () => {
    await screen.findByRole("dialog");
    await animationsSettled();
  },
};

export const German: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
  decorators: [
    (Story) => (
      <MessagesProvider messages={de}>
        <Story />
      </MessagesProvider>
    ),
  ],
  play: async () => {
    await screen.findByRole("dialog");
    await animationsSettled();
    await expect(screen.getByRole("button", { name: "Bereich schließen" })).toBeVisible();
  },
};
