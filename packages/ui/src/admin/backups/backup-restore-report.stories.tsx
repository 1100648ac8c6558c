import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { BackupRestoreReport } from "./backup-restore-report";
import { storyRestoreResult } from "../story-fixtures";

const meta = {
  title: "Admin/BackupRestoreReport",
  component: BackupRestoreReport,
  args: { result: storyRestoreResult },
  render: (args) => <BackupRestoreReport {...args} style={{ maxWidth: 560 }} />,
} satisfies Meta<typeof BackupRestoreReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Which collections now hold a different number of records, and the session's fate. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("before-import.zip was restored in 2.4 s.")).toBeVisible();
    await expect(canvas.getByText("Record counts changed in 2 collection(s):")).toBeVisible();
    const rows = within(canvas.getByRole("table")).getAllByRole("row");
    await expect(rows.map((row) => row.textContent)).toEqual([
      "CollectionBeforeAfterChange",
      "albums4240-2",
      "images1,3101,202-108",
    ]);
  },
};

/** A collection that did not exist before, and one that is gone. */
export const NewAndGoneCollections: Story = {
  args: {
    result: {
      ...storyRestoreResult,
      changes: [
        { collection: "metadata_fields", before: undefined, after: 12 },
        { collection: "scratch", before: 3, after: undefined },
      ],
    },
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole("table")).getAllByRole("row").slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual(["metadata_fieldsnone12+12", "scratch3none-3"]);
  },
};

/** Many collections changed (a restore far back in time), with long names. */
export const ManyItems: Story = {
  args: {
    result: {
      ...storyRestoreResult,
      changes: Array.from({ length: 40 }, (_, index) => ({
        collection: `collection_with_a_rather_long_name_number_${index + 1}`,
        before: 1000 + index * 37,
        after: 900 + index * 11,
      })),
    },
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole("table")).getAllByRole("row")).toHaveLength(41);
  },
};

export const Expired: Story = {
  args: { result: { ...storyRestoreResult, session: "expired", countsAfter: undefined, changes: undefined } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Your session ended with the restore. Sign in again to continue."),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("before-import.zip wurde in 2,4 s wiederhergestellt.")).toBeVisible();
    await expect(within(canvas.getByRole("table")).getAllByRole("row")[2]).toHaveTextContent(
      "images1.3101.202-108",
    );
  },
};
