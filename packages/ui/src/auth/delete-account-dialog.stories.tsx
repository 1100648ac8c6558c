import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { animationsSettled } from "../overlays/story-helpers";
import { Button } from "../primitives/button";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { DeleteAccountDialogView } from "./delete-account-dialog-view";
import { ada, longEmail, mockUser, userRecord } from "./story-support";

const pocketbase = createStoryPocketBase({ users: [mockUser(ada)] });

const meta = {
  title: "Auth/DeleteAccountDialog",
  component: DeleteAccountDialog,
  args: { open: true, onDeleted: fn(), onOpenChange: fn() },
  render: (args) => (
    <StoryPocketkit signedInAs={userRecord(pocketbase, ada.email)}>
      <DeleteAccountDialog {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed, as a settings page shows it until its button is pressed. The stories after this one
 * start open, so they are on the canvas only: an open modal on the Docs page would cover it.
 */
export const FromAButton: Story = {
  // The button opens it: `open` is the story's state here, not a control.
  args: { open: false },
  argTypes: { open: { control: false } },
  render: function FromAButton(args) {
    const [open, setOpen] = useState(false);
    return (
      <StoryPocketkit signedInAs={userRecord(pocketbase, ada.email)}>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account…
        </Button>
        <DeleteAccountDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </StoryPocketkit>
    );
  },
};

/** FromAButton, played: the button opens the dialog; Escape closes it and focus is back on the button. */
export const FromAButtonInteraction: Story = {
  ...FromAButton,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Delete account…" });
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole("dialog");
    await expect(dialog).toHaveAccessibleName(/delete/i);
    await animationsSettled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(button).toHaveFocus();
  },
};

/** Delete stays off until the account's email is typed; then the account is gone. */
export const Default: Story = {
  tags: ["!autodocs"],
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    const remove = dialog.getByRole("button", { name: "Delete account" });
    await expect(remove).toBeDisabled();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    const remove = dialog.getByRole("button", { name: "Delete account" });
    await expect(remove).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(`Type ${ada.email} to confirm`), "ada@");
    await expect(remove).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(`Type ${ada.email} to confirm`), "pocketkit.test{Enter}");
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    await expect(pocketbase.records("users").some((user) => user.email === ada.email)).toBe(false);
  },
};

export const CancelInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(pocketbase.records("users")).toHaveLength(1);
  },
};

export const LongEmail: Story = {
  tags: ["!autodocs"],
  render: () => <DeleteAccountDialogView open email={longEmail} />,
  play: async () => {
    await within(document.body).findByRole("dialog");
    await animationsSettled();
  },
};

export const Failed: Story = {
  tags: ["!autodocs"],
  render: () => <DeleteAccountDialogView open email={ada.email} error="The server doesn't allow this." />,
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    await expect(dialog.getByRole("alert")).toHaveTextContent("The server doesn't allow this.");
  },
};

export const Dark: Story = { ...LongEmail, tags: ["!autodocs"], globals: { theme: "dark" } };

export const German: Story = {
  tags: ["!autodocs"],
  globals: { locale: "de" },
  render: () => <DeleteAccountDialogView open email={ada.email} />,
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"));
    await animationsSettled();
    await expect(dialog.getByRole("button", { name: "Konto löschen" })).toBeDisabled();
  },
};
