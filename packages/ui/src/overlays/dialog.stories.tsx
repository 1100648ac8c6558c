import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { MessagesProvider } from "../i18n/messages-context";
import { de } from "../i18n/de";
import { Button } from "../primitives/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
import { animationsSettled } from "./story-helpers";

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  args: { onOpenChange: fn() },
  argTypes: {
    open: { control: "boolean" },
    modal: { control: "boolean" },
    defaultOpen: { control: false },
    onOpenChange: { control: false },
  },
  render: function Render({ open, onOpenChange, ...args }) {
    // Once the Open control is set the dialog is controlled. It still opens and closes (the
    // trigger, Escape, the close button) from a copy of the control, which a change of the
    // control overwrites.
    const [shown, setShown] = useState(open);
    const [given, setGiven] = useState(open);
    if (open !== given) {
      setGiven(open);
      setShown(open);
    }
    return (
      <Dialog
        {...args}
        open={shown}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          if (open !== undefined) setShown(next);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="outline">Edit profile</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit profile</DialogTitle>
            <DialogDescription>Changes are saved when you press Save.</DialogDescription>
          </DialogHeader>
          <p style={{ margin: 0 }}>Your name and avatar are shown to everyone in your workspace.</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button>Save</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Edit profile" });
    // Opens from the keyboard, and focus moves into the dialog.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Edit profile" });
    await expect(dialog).toHaveAccessibleDescription("Changes are saved when you press Save.");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await animationsSettled();
    await expect(screen.getByRole("button", { name: "Close dialog" })).toBeVisible();
    // Tab stays inside.
    for (let press = 0; press < 4; press++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // Escape closes it and gives focus back to the trigger.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute("data-state", "closed");
  },
};

export const Open: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Edit profile" });
    await expect(dialog).toHaveAttribute("data-state", "open");
    await animationsSettled();
  },
};

/** Open, played: the steps a person takes from its first render, and what they lead to. */
export const OpenInteraction: Story = {
  ...Open,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Edit profile" });
    await expect(dialog).toHaveAttribute("data-state", "open");
    await animationsSettled();
    await userEvent.click(screen.getByRole("button", { name: "Close dialog" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Edit profile" }));
    await screen.findByRole("dialog", { name: "Edit profile" });
    await animationsSettled();
  },
};

/** Open from the Open control (`open`, controlled). */
export const Controlled: Story = {
  tags: ["!autodocs"],
  args: { open: true },
  play: async () => {
    await screen.findByRole("dialog", { name: "Edit profile" });
    await animationsSettled();
  },
};

/** Controlled, played: Escape and the trigger still close and open it. */
export const ControlledInteraction: Story = {
  ...Controlled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Edit profile" });
    await animationsSettled();
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Edit profile" }));
    await screen.findByRole("dialog", { name: "Edit profile" });
    await animationsSettled();
  },
};

/** Opened by a button that sets `open`, as an app opens a dialog from its own state. */
function NewAlbumDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New album</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New album</DialogTitle>
            <DialogDescription>Albums group your photos.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => setOpen(false)}>Create album</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

export const OpenedWithoutTrigger: Story = {
  tags: ["!autodocs"],
  render: () => <NewAlbumDialog />,
};

/** OpenedWithoutTrigger, played: the steps a person takes from its first render, and what they lead to. */
export const OpenedWithoutTriggerInteraction: Story = {
  ...OpenedWithoutTrigger,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const opener = canvas.getByRole("button", { name: "New album" });
    // Escape gives focus back to the button that opened the dialog, not to the page's body.
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "New album" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await animationsSettled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // So does a button inside that closes it.
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "New album" });
    await animationsSettled();
    await userEvent.click(screen.getByRole("button", { name: "Create album" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const LongContent: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="outline">Read the terms</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Terms of service for the “Summer holidays in the mountains, 2026” shared album
          </DialogTitle>
          <DialogDescription>Scroll to read everything before you accept.</DialogDescription>
        </DialogHeader>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index} style={{ margin: 0 }}>
            {index + 1}. Everyone invited to the album may view, download and comment on every photo in it;
            removing a photo removes it for everyone, including the copies in other people’s collections.
          </p>
        ))}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Accept</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await animationsSettled();
    // The dialog scrolls inside the viewport instead of growing past it.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

export const Dark: Story = { ...Open, tags: ["!autodocs"], globals: { theme: "dark" } };

/** Dark, played as OpenInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: OpenInteraction.play,
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
    await expect(screen.getByRole("button", { name: "Dialog schließen" })).toBeVisible();
  },
};

/** Right to left: the close button in the top left corner, the title from the right. */
export const RightToLeft: Story = {
  ...Open,
  tags: ["!autodocs"],
  globals: { direction: "rtl" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Edit profile" });
    await animationsSettled();
    const box = dialog.getBoundingClientRect();
    const close = screen.getByRole("button", { name: "Close dialog" }).getBoundingClientRect();
    await expect(close.left - box.left).toBeLessThan(box.width / 2);
  },
};
