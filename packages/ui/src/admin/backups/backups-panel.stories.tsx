import { PocketkitError } from "@pocketkit/client";
import { StoryPocketkit, createStoryAdmin, STORY_ADMIN, waitLonger } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { animationsSettled } from "../../overlays/story-helpers";
import { BackupDownloadLinkView } from "./backup-download-link-view";
import { BackupsPanel } from "./backups-panel";
import { BackupsPanelView } from "./backups-panel-view";
import { storyBackups, storyRestoreResult } from "../story-fixtures";

const admin = createStoryAdmin({
  collections: { albums: 40, images: 1202, users: { type: "auth", count: 18 } },
  backups: [
    {
      key: "before-import.zip",
      modified: "2026-11-20 16:42:10.500Z",
      counts: { albums: 42, images: 1310, users: 18 },
    },
    {
      key: "old-password.zip",
      modified: "2026-10-01 08:00:00.000Z",
      counts: { albums: 12, images: 300, users: 4 },
      // Ada's password was different when this backup was made.
      superusers: [{ email: STORY_ADMIN.email, password: "an older password" }],
    },
  ],
  restoreMs: 600,
});

const meta = {
  title: "Admin/BackupsPanel",
  component: BackupsPanelView,
  args: {
    backups: storyBackups,
    onCreate: fn(async () => {}),
    onUpload: fn(async () => {}),
    onDelete: fn(async () => {}),
    onRestore: fn(async () => {
      // Long enough for the progress to be seen, even on a slow machine.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return storyRestoreResult;
    }),
    renderDownload: (backup) => (
      <BackupDownloadLinkView backupKey={backup.key} href={`#download-${backup.key}`} />
    ),
  },
  beforeEach: ({ msw }) => {
    admin.reset();
    msw.use(...admin.handlers);
  },
} satisfies Meta<typeof BackupsPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "Backups" });
const rowOf = (key: string) =>
  within(table()).getByRole("row", { name: new RegExp(key.replace(/\./g, "\\.")) });
// A dialog closes after its request and its exit animation: wait for both, generously.
const closed = async (role: "dialog" | "alertdialog") => {
  await waitLonger(() => expect(screen.queryByRole(role)?.dataset.state ?? "closed").toBe("closed"), {
    timeout: 10_000,
  });
  await animationsSettled();
  await waitLonger(() => expect(screen.queryByRole(role)).not.toBeInTheDocument(), { timeout: 3000 });
};

/** Newest first, with size and date; Delete asks first. */
export const Default: Story = {
  play: async () => {
    const keys = within(table())
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[0]!.textContent);
    await expect(keys).toEqual([
      "pb_backup_gallery_20261122030000.zip",
      "pb_backup_gallery_20261121030000.zip",
      "before-import.zip",
    ]);
    await expect(rowOf("before-import.zip")).toHaveTextContent("41 MB");
    await expect(
      within(rowOf("before-import.zip")).getByRole("link", { name: "Download before-import.zip" }),
    ).toHaveAttribute("href", "#download-before-import.zip");
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const keys = within(table())
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[0]!.textContent);
    await expect(keys).toEqual([
      "pb_backup_gallery_20261122030000.zip",
      "pb_backup_gallery_20261121030000.zip",
      "before-import.zip",
    ]);
    await expect(rowOf("before-import.zip")).toHaveTextContent("41 MB");
    await expect(
      within(rowOf("before-import.zip")).getByRole("link", { name: "Download before-import.zip" }),
    ).toHaveAttribute("href", "#download-before-import.zip");
    await userEvent.click(
      within(rowOf("before-import.zip")).getByRole("button", { name: "Delete before-import.zip" }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Delete before-import.zip?" });
    await animationsSettled();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledWith("before-import.zip");
    await closed("alertdialog");
  },
};

/** Restore asks for the backup's name, says what it does, then shows what changed. */
export const RestoreInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    await userEvent.click(
      within(rowOf("before-import.zip")).getByRole("button", { name: "Restore before-import.zip" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Restore before-import.zip?" });
    await animationsSettled();
    await expect(dialog).toHaveTextContent("All data and settings are replaced with the backup's");
    await expect(dialog).toHaveTextContent("The server restarts, and everyone is signed out.");
    await expect(dialog).toHaveTextContent("You'll be asked to sign in again");
    const confirm = within(dialog).getByRole("button", { name: "Restore backup" });
    await expect(confirm).toBeDisabled();
    const name = within(dialog).getByRole("textbox", { name: "Type before-import.zip to confirm" });
    await userEvent.type(name, "before-import");
    await expect(confirm).toBeDisabled();
    await userEvent.type(name, ".zip");
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onRestore).toHaveBeenCalledWith("before-import.zip", { password: undefined });
    await expect(await screen.findByRole("progressbar", { name: "Restore in progress" })).toBeVisible();
    const done = await screen.findByRole("heading", { name: "Restore finished" }, { timeout: 10_000 });
    await waitLonger(() => expect(done).toHaveFocus());
    const counts = screen.getByRole("table", {
      name: "Records per collection, before and after the restore",
    });
    const cells = within(counts)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    await expect(cells).toEqual([
      ["albums", "42", "40", "-2"],
      ["images", "1,310", "1,202", "-108"],
    ]);
    await expect(screen.getByRole("dialog")).toHaveTextContent(
      "You are still signed in: the restored data accepted your session.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    await closed("dialog");
  },
};

/** Connected: a real (mocked) restore — the server restarts, the counts are taken before and after. */
export const ConnectedRestore: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <BackupsPanel />
    </StoryPocketkit>
  ),
  play: async () => {
    await waitLonger(() => expect(rowOf("before-import.zip")).toBeVisible(), { timeout: 5000 });
  },
};

/** ConnectedRestore, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedRestoreInteraction: Story = {
  ...ConnectedRestore,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await waitLonger(() => expect(rowOf("before-import.zip")).toBeVisible(), { timeout: 5000 });
    await userEvent.click(
      within(rowOf("before-import.zip")).getByRole("button", { name: "Restore before-import.zip" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Restore before-import.zip?" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Type/ }), "before-import.zip");
    await userEvent.click(within(dialog).getByRole("button", { name: "Restore backup" }));
    await screen.findByRole("progressbar", { name: "Restore in progress" });
    await screen.findByRole("heading", { name: "Restore finished" }, { timeout: 15_000 });
    const counts = screen.getByRole("table", { name: /before and after the restore/ });
    await expect(within(counts).getByRole("row", { name: /albums/ })).toHaveTextContent("albums4042+2");
    await expect(within(counts).getByRole("row", { name: /images/ })).toHaveTextContent(
      "images1,2021,310+108",
    );
    await expect(screen.getByRole("dialog")).toHaveTextContent("You are still signed in");
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    await closed("dialog");
  },
};

/** Connected: the backup predates Ada's password, so she is signed in again with the one she typed. */
export const ConnectedRestoreSignsInAgain: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <BackupsPanel />
    </StoryPocketkit>
  ),
  play: async () => {
    await waitLonger(() => expect(rowOf("old-password.zip")).toBeVisible(), { timeout: 5000 });
  },
};

/** ConnectedRestoreSignsInAgain, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedRestoreSignsInAgainInteraction: Story = {
  ...ConnectedRestoreSignsInAgain,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await waitLonger(() => expect(rowOf("old-password.zip")).toBeVisible(), { timeout: 5000 });
    await userEvent.click(
      within(rowOf("old-password.zip")).getByRole("button", { name: "Restore old-password.zip" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Restore old-password.zip?" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Type/ }), "old-password.zip");
    const password = within(dialog).getByLabelText("Your password (optional)");
    await expect(password).toHaveAttribute("type", "password");
    await userEvent.type(password, "an older password");
    await userEvent.click(within(dialog).getByRole("button", { name: "Restore backup" }));
    await screen.findByRole("heading", { name: "Restore finished" }, { timeout: 15_000 });
    await expect(screen.getByRole("dialog")).toHaveTextContent(
      "You were signed in again with your password.",
    );
    await expect(screen.getByRole("table", { name: /before and after/ })).toHaveTextContent("albums4012-28");
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    await closed("dialog");
  },
};

/** Connected: create (with a name PocketBase refuses, then one it takes), upload, download link. */
export const ConnectedCreateAndUpload: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <BackupsPanel />
    </StoryPocketkit>
  ),
  play: async () => {
    await waitLonger(() => expect(rowOf("before-import.zip")).toBeVisible(), { timeout: 5000 });
    await waitLonger(() =>
      expect(within(rowOf("before-import.zip")).getByRole("link", { name: /Download/ })).toHaveAttribute(
        "href",
        expect.stringMatching(/\/api\/backups\/before-import\.zip\?token=/),
      ),
    );
  },
};

/** ConnectedCreateAndUpload, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedCreateAndUploadInteraction: Story = {
  ...ConnectedCreateAndUpload,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    await waitLonger(() => expect(rowOf("before-import.zip")).toBeVisible(), { timeout: 5000 });
    await waitLonger(() =>
      expect(within(rowOf("before-import.zip")).getByRole("link", { name: /Download/ })).toHaveAttribute(
        "href",
        expect.stringMatching(/\/api\/backups\/before-import\.zip\?token=/),
      ),
    );

    await userEvent.click(canvas.getByRole("button", { name: "Create backup" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a backup" });
    const name = within(dialog).getByRole("textbox", { name: "File name (optional)" });
    await userEvent.type(name, "Before Import.zip");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create backup" }));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining("Use lowercase letters, digits"));
    await userEvent.clear(name);
    await userEvent.type(name, "before-import.zip{Enter}");
    await waitLonger(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining("The backup file name is invalid or already exists."),
      ),
    );
    await userEvent.clear(name);
    await userEvent.type(name, "nightly.zip{Enter}");
    await closed("dialog");
    await waitLonger(() => expect(rowOf("nightly.zip")).toBeVisible());

    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(["not a zip"], "notes.zip", { type: "application/zip" }));
    await waitLonger(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent(
        '"notes.zip" mime type must be one of: application/zip.',
      ),
    );
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])], "copy.zip", { type: "application/zip" }),
    );
    await waitLonger(() => expect(canvas.getByRole("status")).toHaveTextContent("copy.zip was uploaded."));
    await waitLonger(() => expect(rowOf("copy.zip")).toBeVisible());
  },
};

/** The server says it cannot restore: the dialog says so, in the catalogue's words. */
export const RestoreFailed: Story = {
  args: {
    onRestore: fn(async () => {
      throw new PocketkitError({
        kind: "server",
        message: "The backup could not be restored; the server kept its data. Its logs say why.",
      });
    }),
  },
};

/** RestoreFailed, played: the steps a person takes from its first render, and what they lead to. */
export const RestoreFailedInteraction: Story = {
  ...RestoreFailed,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await userEvent.click(within(rowOf("before-import.zip")).getByRole("button", { name: /^Restore/ }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Type/ }), "before-import.zip");
    await userEvent.click(within(dialog).getByRole("button", { name: "Restore backup" }));
    const heading = await screen.findByRole("heading", { name: "The restore failed" });
    await waitLonger(() => expect(heading).toHaveFocus());
    await expect(screen.getByRole("dialog")).toHaveTextContent("the server kept its data");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await expect(screen.getByRole("textbox", { name: /^Type/ })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await closed("dialog");
  },
};

export const Loading: Story = {
  args: { backups: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading backups" })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { backups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No backups yet. Create one before big changes.")).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    backups: undefined,
    error: new PocketkitError({ kind: "auth", status: 401, message: "Please sign in again." }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Your session has ended. Sign in again as a superuser.",
    );
  },
};

/** A backup or restore is running on the server: nothing new can start. */
export const Busy: Story = {
  args: { canBackup: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/A backup or restore is running/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Create backup" })).toBeDisabled();
    await expect(within(rowOf("before-import.zip")).getByRole("button", { name: /^Restore/ })).toBeDisabled();
  },
};

export const ManyItems: Story = {
  args: {
    backups: Array.from({ length: 60 }, (_, index) => ({
      key: `pb_backup_gallery_202609${String(1 + (index % 30)).padStart(2, "0")}${String(index).padStart(6, "0")}.zip`,
      size: 40_000_000 + index * 250_000,
      modified: `2026-09-${String(1 + (index % 30)).padStart(2, "0")} 03:00:${String(index % 60).padStart(2, "0")}.000Z`,
    })),
  },
  play: async () => {
    await expect(within(table()).getAllByRole("row")).toHaveLength(61);
  },
};

export const LongContent: Story = {
  args: {
    backups: [
      {
        key: "before-the-big-migration-of-every-album-and-image-to-the-new-storage-bucket-in-frankfurt-2026-11-22.zip",
        size: 12_884_901_888,
        modified: "2026-11-22 10:00:00.000Z",
      },
    ],
  },
  play: async () => {
    await expect(table()).toHaveTextContent("12.9 GB");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Create backup" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Upload backup" })).toBeDisabled();
    await expect(within(rowOf("before-import.zip")).getByRole("button", { name: /^Delete/ })).toBeDisabled();
    await expect(within(table()).queryAllByRole("link")).toHaveLength(0);
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await userEvent.click(
      within(rowOf("before-import.zip")).getByRole("button", { name: /^Wiederherstellen/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: "before-import.zip wiederherstellen?" });
    await animationsSettled();
    await expect(dialog).toHaveTextContent("Der Server startet neu, und alle werden abgemeldet.");
    await userEvent.keyboard("{Escape}");
    await closed("dialog");
  },
};
