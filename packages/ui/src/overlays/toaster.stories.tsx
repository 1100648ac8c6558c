import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { MessagesProvider, useCatalogue } from "../i18n/messages-context";
import { coreEn } from "../i18n/core-messages";
import { de } from "../i18n/de";
import { Button } from "../primitives/button";
import { animationsSettled } from "./story-helpers";
import { dismissToast, toast, TOAST_DURATION, type ToastOptions } from "./toast-store";
import { Toaster } from "./toaster";

type ToasterStoryArgs = Partial<ToastOptions> & { onUndo: () => void };

function Demo({ onUndo, ...options }: ToasterStoryArgs) {
  const t = useCatalogue(coreEn);
  return (
    <>
      <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
        <Button
          onClick={() =>
            toast({
              title: "Photo deleted",
              action: { label: t("common.undo"), onClick: onUndo },
              ...options,
            })
          }
        >
          Delete photo
        </Button>
        <Button
          variant="destructive"
          onClick={() =>
            toast({
              title: "Upload failed",
              description: "The server is not reachable.",
              variant: "destructive",
            })
          }
        >
          Fail
        </Button>
      </div>
      <Toaster />
    </>
  );
}

const meta = {
  title: "Overlays/Toaster",
  args: { onUndo: fn() },
  // What the "Delete photo" button's toast is made of.
  argTypes: {
    title: { control: "text" },
    description: { control: "text" },
    variant: { control: "inline-radio", options: ["default", "destructive"] },
    duration: { control: { type: "number", min: 400, step: 100 } },
    action: { control: false },
    onUndo: { control: false },
  },
  render: (args) => <Demo {...args} />,
  // Toasts live in one store for the whole page: start every story with none.
  beforeEach: () => dismissToast(),
} satisfies Meta<ToasterStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The landmark comes with the first toast (its code loads then).
const region = () => screen.findByRole("region", { name: "Notifications (F8)" });

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    // Appears, with the 5 s default, in a labelled landmark.
    await userEvent.click(canvas.getByRole("button", { name: "Delete photo" }));
    const title = await within(await region()).findByText("Photo deleted");
    const item = title.closest("[data-slot=toast]")!;
    await expect(TOAST_DURATION).toBe(5000);
    await expect(item).toHaveAttribute("data-duration", "5000");
    await expect(item).toHaveAttribute("data-state", "open");
    await animationsSettled();
    // Its action fires once and dismisses it.
    await userEvent.click(within(await region()).getByRole("button", { name: "Undo" }));
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
    await waitFor(async () =>
      expect(within(await region()).queryByText("Photo deleted")).not.toBeInTheDocument(),
    );
    // The close button is labelled, and F8 takes focus to the toasts.
    await userEvent.click(canvas.getByRole("button", { name: "Fail" }));
    await within(await region()).findByText("Upload failed");
    await userEvent.keyboard("[F8]");
    await expect((await region()).querySelector("ol")).toHaveFocus();
    await userEvent.click(within(await region()).getByRole("button", { name: "Dismiss notification" }));
    await waitFor(async () =>
      expect(within(await region()).queryByText("Upload failed")).not.toBeInTheDocument(),
    );
  },
};

export const Timing: Story = {
  args: { duration: 400 },
};

/** Timing, played: the steps a person takes from its first render, and what they lead to. */
export const TimingInteraction: Story = {
  ...Timing,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    // Leaves by itself after its duration.
    await userEvent.click(canvas.getByRole("button", { name: "Delete photo" }));
    const title = await within(await region()).findByText("Photo deleted");
    await expect(title.closest("[data-slot=toast]")).toHaveAttribute("data-duration", "400");
    await waitFor(
      async () => expect(within(await region()).queryByText("Photo deleted")).not.toBeInTheDocument(),
      {
        timeout: 2000,
      },
    );
    // Hovering pauses it: still there well past its duration; leaving resumes the timer.
    await userEvent.click(canvas.getByRole("button", { name: "Delete photo" }));
    const again = await within(await region()).findByText("Photo deleted");
    await userEvent.hover(again);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(again).toBeInTheDocument();
    await userEvent.unhover(again);
    await waitFor(
      async () => expect(within(await region()).queryByText("Photo deleted")).not.toBeInTheDocument(),
      {
        timeout: 2000,
      },
    );
  },
};

export const Handle: Story = {
  play: async () => {
    // toast() works outside React and hands back a way to close it.
    const handle = toast({ title: "Saving…", duration: 60_000 });
    await within(await region()).findByText("Saving…");
    await expect(handle.id).toMatch(/^pk-toast-/);
    handle.dismiss();
    await waitFor(async () => expect(within(await region()).queryByText("Saving…")).not.toBeInTheDocument());
  },
};

export const Swipe: Story = {
  play: async () => {
    // Dragging a toast to the right past the threshold dismisses it.
    toast({ title: "Swipe me away", duration: 60_000 });
    await within(await region()).findByText("Swipe me away");
    await animationsSettled();
  },
};

/** Swipe, played: the steps a person takes from its first render, and what they lead to. */
export const SwipeInteraction: Story = {
  ...Swipe,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    // Dragging a toast to the right past the threshold dismisses it.
    toast({ title: "Swipe me away", duration: 60_000 });
    const title = await within(await region()).findByText("Swipe me away");
    await animationsSettled();
    const item = title.closest<HTMLElement>("[data-slot=toast]")!;
    const { left, top } = item.getBoundingClientRect();
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: item, coords: { clientX: left + 20, clientY: top + 10 } },
      { target: item, coords: { clientX: left + 60, clientY: top + 10 } },
      { target: item, coords: { clientX: left + 200, clientY: top + 10 } },
      { keys: "[/MouseLeft]", target: item, coords: { clientX: left + 200, clientY: top + 10 } },
    ]);
    await waitFor(async () =>
      expect(within(await region()).queryByText("Swipe me away")).not.toBeInTheDocument(),
    );
  },
};

export const LongContent: Story = {
  play: async () => {
    toast({ title: "Upload failed", variant: "destructive", duration: 60_000 });
    toast({
      title: "1,284 photos moved to “Summer holidays in the mountains, 2026”",
      description:
        "Everyone invited to the album can see them now. Photos that were shared with other albums keep their comments there as well.",
      action: { label: "Undo", onClick: () => {} },
      duration: 60_000,
    });
    await within(await region()).findByText(/1,284 photos moved/);
    await animationsSettled();
    for (const item of (await region()).querySelectorAll("[data-slot=toast]")) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async () => {
    toast({ title: "Photo deleted", action: { label: "Undo", onClick: () => {} }, duration: 60_000 });
    toast({
      title: "Upload failed",
      description: "The server is not reachable.",
      variant: "destructive",
      duration: 60_000,
    });
    await within(await region()).findByText("Upload failed");
    await animationsSettled();
  },
};

export const German: Story = {
  decorators: [
    (Story) => (
      <MessagesProvider messages={de}>
        <Story />
      </MessagesProvider>
    ),
  ],
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete photo" }));
    const german = await screen.findByRole("region", { name: "Benachrichtigungen (F8)" });
    await within(german).findByText("Photo deleted");
    await animationsSettled();
    await expect(within(german).getByRole("button", { name: "Benachrichtigung schließen" })).toBeVisible();
    await userEvent.click(within(german).getByRole("button", { name: "Rückgängig" }));
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};

/** Right to left: the toasts at the bottom left, sliding in from the left edge, their close button in the top left corner. */
export const RightToLeft: Story = {
  globals: { direction: "rtl" },
  play: async () => {
    toast({ title: "Photo deleted", action: { label: "Undo", onClick: () => {} }, duration: 60_000 });
    const title = await within(await region()).findByText("Photo deleted");
    const item = title.closest<HTMLElement>("[data-slot=toast]")!;
    await expect(getComputedStyle(item).animationName).toBe("pk-slide-in-from-left");
    await animationsSettled();
    const viewport = item.closest<HTMLElement>("[data-slot=toaster]")!;
    await expect(viewport.getBoundingClientRect().left).toBe(0);
    const box = item.getBoundingClientRect();
    const close = within(item).getByRole("button", { name: "Dismiss notification" }).getBoundingClientRect();
    await expect(close.left - box.left).toBeLessThan(box.width / 2);
  },
};

/** RightToLeft, played: a toast is swiped away to the left, towards its edge; a swipe to the right does nothing. */
export const RightToLeftInteraction: Story = {
  ...RightToLeft,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    toast({ title: "Swipe me away", duration: 60_000 });
    const title = await within(await region()).findByText("Swipe me away");
    await animationsSettled();
    const item = title.closest<HTMLElement>("[data-slot=toast]")!;
    const { left, right, top } = item.getBoundingClientRect();
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: item, coords: { clientX: left + 20, clientY: top + 10 } },
      { target: item, coords: { clientX: left + 60, clientY: top + 10 } },
      { target: item, coords: { clientX: left + 200, clientY: top + 10 } },
      { keys: "[/MouseLeft]", target: item, coords: { clientX: left + 200, clientY: top + 10 } },
    ]);
    await animationsSettled();
    await expect(within(await region()).getByText("Swipe me away")).toBeInTheDocument();
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: item, coords: { clientX: right - 20, clientY: top + 10 } },
      { target: item, coords: { clientX: right - 60, clientY: top + 10 } },
      { target: item, coords: { clientX: right - 200, clientY: top + 10 } },
      { keys: "[/MouseLeft]", target: item, coords: { clientX: right - 200, clientY: top + 10 } },
    ]);
    await expect(item).toHaveAttribute("data-swipe", "end");
    await expect(getComputedStyle(item).animationName).toBe("pk-swipe-out-left");
    await waitFor(async () =>
      expect(within(await region()).queryByText("Swipe me away")).not.toBeInTheDocument(),
    );
  },
};
