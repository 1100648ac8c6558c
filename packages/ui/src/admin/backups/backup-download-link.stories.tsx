import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { StoryPocketkit, createStoryAdmin, STORY_ADMIN, waitLonger } from "@pocketkit/testkit/story";
import { BackupDownloadLink } from "./backup-download-link";
import { BackupDownloadLinkView } from "./backup-download-link-view";

const admin = createStoryAdmin({ backups: [{ key: "before-import.zip" }] });

const meta = {
  title: "Admin/BackupDownloadLink",
  component: BackupDownloadLinkView,
  args: { backupKey: "before-import.zip", href: "#before-import.zip" },
  beforeEach: ({ msw }) => {
    admin.reset();
    msw.use(...admin.handlers);
  },
} satisfies Meta<typeof BackupDownloadLinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Download before-import.zip" });
    await expect(link).toHaveAttribute("download", "before-import.zip");
    await expect(link).not.toHaveAttribute("aria-disabled");
  },
};

/** Loading: no address yet, so the link is shown but not usable. */
export const Loading: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Download before-import.zip" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Connected: the address carries a superuser file token. */
export const Connected: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <BackupDownloadLink backupKey="before-import.zip" />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Download before-import.zip" });
    await waitLonger(() =>
      expect(link.getAttribute("href")).toMatch(/\/api\/backups\/before-import\.zip\?token=[\w-]+\.[\w-]+\./),
    );
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Herunterladen before-import.zip" })).toBeVisible();
  },
};
