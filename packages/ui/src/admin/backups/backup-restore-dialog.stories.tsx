import { PocketkitError } from "@pocketkit/client";
import type { RestoreBackupResult } from "@pocketkit/hooks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { animationsSettled } from "../../overlays/story-helpers";
import { Button } from "../../primitives/button";
import { BackupRestoreDialog } from "./backup-restore-dialog";
import { storyBackups, storyRestoreResult } from "../story-fixtures";

const backup = storyBackups[1]!;

const meta = {
  title: "Admin/BackupRestoreDialog",
  component: BackupRestoreDialog,
  args: {
    backup,
    onOpenChange: fn(),
    onRestore: fn(async () => storyRestoreResult),
  },
} satisfies Meta<typeof BackupRestoreDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmWith = async (password?: string) => {
  const dialog = await screen.findByRole("dialog");
  await animationsSettled();
  await userEvent.type(within(dialog).getByRole("textbox", { name: /^Type/ }), backup.key);
  if (password) await userEvent.type(within(dialog).getByLabelText("Your password (optional)"), password);
  await userEvent.click(within(dialog).getByRole("button", { name: "Restore backup" }));
};

/**
 * Closed, as the backups panel shows it until a backup's Restore is pressed (the dialog is open
 * while it has a backup). The stories after this one start open, so they are on the canvas only:
 * an open modal on the Docs page would cover it.
 */
export const FromAButton: Story = {
  // The button opens it: `backup` is the story's state here, not a control.
  argTypes: { backup: { control: false } },
  render: function FromAButton(args) {
    const [chosen, setChosen] = useState<typeof backup | null>(null);
    return (
      <>
        <Button variant="outline" onClick={() => setChosen(backup)}>
          Restore {backup.key}…
        </Button>
        <BackupRestoreDialog
          {...args}
          backup={chosen}
          onOpenChange={(open) => {
            if (!open) setChosen(null);
            args.onOpenChange(open);
          }}
        />
      </>
    );
  },
};

/** FromAButton, played: the button opens the dialog; Escape closes it and focus is back on the button. */
export const FromAButtonInteraction: Story = {
  ...FromAButton,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: `Restore ${backup.key}…` });
    await userEvent.click(button);
    await screen.findByRole("dialog", { name: `Restore ${backup.key}?` });
    await animationsSettled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onRestore).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** Says what a restore does; nothing happens until the backup's name is typed. */
export const Confirm: Story = {
  tags: ["!autodocs"],
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: `Restore ${backup.key}?` });
    await animationsSettled();
    await expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "All data and settings are replaced with the backup's: every collection, record, file and superuser.",
      expect.stringMatching(/^Everything created or changed since .+ is lost\.$/),
      "The server restarts, and everyone is signed out.",
      "You'll be asked to sign in again, unless the backup still accepts your session. Enter your password below to be signed in again right away.",
    ]);
  },
};

/** Confirm, played: the steps a person takes from its first render, and what they lead to. */
export const ConfirmInteraction: Story = {
  ...Confirm,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: `Restore ${backup.key}?` });
    await animationsSettled();
    await expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "All data and settings are replaced with the backup's: every collection, record, file and superuser.",
      expect.stringMatching(/^Everything created or changed since .+ is lost\.$/),
      "The server restarts, and everyone is signed out.",
      "You'll be asked to sign in again, unless the backup still accepts your session. Enter your password below to be signed in again right away.",
    ]);
    // Enter in the name field does nothing until the name matches.
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Type/ }), "before{Enter}");
    await expect(args.onRestore).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While the server restores, the dialog shows progress and cannot be closed. */
export const Running: Story = {
  tags: ["!autodocs"],
  args: {
    onRestore: fn(
      () =>
        new Promise<RestoreBackupResult>((resolve) => setTimeout(() => resolve(storyRestoreResult), 30_000)),
    ),
  },
  play: async ({ args }) => {
    await confirmWith("my password");
    await expect(args.onRestore).toHaveBeenCalledWith({ password: "my password" });
    await expect(await screen.findByRole("progressbar", { name: "Restore in progress" })).toBeVisible();
    await expect(screen.queryByRole("button", { name: "Close dialog" })).not.toBeInTheDocument();
  },
};

/** Running, played: the steps a person takes from its first render, and what they lead to. */
export const RunningInteraction: Story = {
  ...Running,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    await confirmWith("my password");
    await expect(args.onRestore).toHaveBeenCalledWith({ password: "my password" });
    await expect(await screen.findByRole("progressbar", { name: "Restore in progress" })).toBeVisible();
    await expect(screen.queryByRole("button", { name: "Close dialog" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole("dialog")).toHaveTextContent("keep this window open");
  },
};

/** The backup no longer knew the session and no password was given: signed out, counts unknown. */
export const SessionExpired: Story = {
  tags: ["!autodocs"],
  args: {
    onRestore: fn(async () => ({
      ...storyRestoreResult,
      session: "expired",
      countsAfter: undefined,
      changes: undefined,
    })),
  },
  play: async () => {
    await confirmWith();
    await screen.findByRole("heading", { name: "Restore finished" });
    const dialog = screen.getByRole("dialog");
    await expect(dialog).toHaveTextContent("Your session ended with the restore. Sign in again to continue.");
    await expect(dialog).toHaveTextContent(
      "The record counts could not be compared, because you are signed out.",
    );
  },
};

/** Nothing changed in the counts, and the superuser was signed in again with the typed password. */
export const SignedInAgainSameCounts: Story = {
  tags: ["!autodocs"],
  args: { onRestore: fn(async () => ({ ...storyRestoreResult, session: "signed_in_again", changes: [] })) },
  play: async () => {
    await confirmWith("my password");
    await screen.findByRole("heading", { name: "Restore finished" });
    const dialog = screen.getByRole("dialog");
    await expect(dialog).toHaveTextContent("You were signed in again with your password.");
    await expect(dialog).toHaveTextContent("Every collection holds as many records as before the restore.");
  },
};

/** Another restore is running: PocketBase's own refusal is shown. */
export const Refused: Story = {
  tags: ["!autodocs"],
  args: {
    onRestore: fn(async (): Promise<RestoreBackupResult> => {
      throw new PocketkitError({
        kind: "validation",
        status: 400,
        message: "Try again later - another backup/restore process has already been started.",
      });
    }),
  },
  play: async () => {
    await confirmWith();
    await screen.findByRole("heading", { name: "The restore failed" });
    await expect(screen.getByRole("dialog")).toHaveTextContent(
      "The server refused: Try again later - another backup/restore process has already been started.",
    );
  },
};

export const Dark: Story = { ...SignedInAgainSameCounts, tags: ["!autodocs"], globals: { theme: "dark" } };

export const German: Story = {
  tags: ["!autodocs"],
  globals: { locale: "de" },
  play: async () => {
    await screen.findByRole("dialog", { name: `${backup.key} wiederherstellen?` });
    await animationsSettled();
    await expect(screen.getByRole("button", { name: "Backup wiederherstellen" })).toBeDisabled();
  },
};
