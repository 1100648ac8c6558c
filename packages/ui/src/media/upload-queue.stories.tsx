import { useUploadQueue } from "@pocketkit/hooks";
import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../primitives/button";
import { imagesSchema, makePng, pngUrl, queueActionArgs, refusedFiles } from "./story-helpers";
import { UploadQueue } from "./upload-queue";
import type { UploadQueueViewItem } from "./upload-queue-item";
import { UploadQueueView } from "./upload-queue-view";

const HEIC_ERROR = "beach.heic is not a supported image (JPEG, PNG, WebP, GIF, AVIF).";
const SIZE_ERROR = "pano.jpg is 31.2 MB; the limit is 20 MB.";

function sampleItems(previews: string[]): UploadQueueViewItem[] {
  return [
    {
      id: "1",
      name: "sunset.png",
      size: 2_400_000,
      status: "uploading",
      progress: 0.4,
      previewUrl: previews[0],
    },
    { id: "2", name: "harbour.png", size: 1_800_000, status: "done", progress: 1, previewUrl: previews[1] },
    { id: "3", name: "beach.heic", size: 3_100_000, status: "invalid", error: HEIC_ERROR },
    { id: "4", name: "pano.jpg", size: 31_200_000, status: "invalid", error: SIZE_ERROR },
    {
      id: "5",
      name: "mountains.png",
      size: 900_000,
      status: "error",
      error: "The server couldn't save mountains.png. Try again.",
      previewUrl: previews[2],
    },
    { id: "6", name: "forest.png", size: 1_200_000, status: "queued", previewUrl: previews[3] },
    { id: "7", name: "lake.png", size: 700_000, status: "cancelled", previewUrl: previews[4] },
  ];
}

const meta = {
  title: "Media/UploadQueue",
  component: UploadQueueView,
  args: {
    items: [],
    ...queueActionArgs(),
  },
  loaders: [
    async () => ({ previews: await Promise.all([0, 1, 2, 3, 4].map((seed) => pngUrl(seed, 80, 80))) }),
  ],
  render: (args, { loaded }) => (
    <div style={{ maxWidth: 520 }}>
      <UploadQueueView
        {...args}
        items={args.items.length ? args.items : sampleItems(loaded.previews as string[])}
      />
    </div>
  ),
} satisfies Meta<typeof UploadQueueView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Uploads" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(7);
    // Refused files are not counted as uploads.
    await expect(canvas.getByText("1 of 5 uploaded")).toBeVisible();

    const bar = canvas.getByRole("progressbar", { name: "Uploading sunset.png" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(canvas.getByText("2.4 MB · Uploading, 40 %")).toBeVisible();

    // DESIGN §8's sentences, exactly.
    await expect(canvas.getByText(HEIC_ERROR)).toBeVisible();
    await expect(canvas.getByText(SIZE_ERROR)).toBeVisible();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole("list", { name: "Uploads" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(7);
    // Refused files are not counted as uploads.
    await expect(canvas.getByText("1 of 5 uploaded")).toBeVisible();

    const bar = canvas.getByRole("progressbar", { name: "Uploading sunset.png" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(canvas.getByText("2.4 MB · Uploading, 40 %")).toBeVisible();

    // DESIGN §8's sentences, exactly.
    await expect(canvas.getByText(HEIC_ERROR)).toBeVisible();
    await expect(canvas.getByText(SIZE_ERROR)).toBeVisible();

    // Each file gets only the buttons that apply, named after it.
    await userEvent.click(canvas.getByRole("button", { name: "Cancel upload of sunset.png" }));
    await expect(args.onCancel).toHaveBeenLastCalledWith("1");
    await userEvent.click(canvas.getByRole("button", { name: "Cancel upload of forest.png" }));
    await expect(args.onCancel).toHaveBeenLastCalledWith("6");
    await userEvent.click(canvas.getByRole("button", { name: "Retry upload of mountains.png" }));
    await expect(args.onRetry).toHaveBeenLastCalledWith("5");
    await userEvent.click(canvas.getByRole("button", { name: "Retry upload of lake.png" }));
    await expect(args.onRetry).toHaveBeenLastCalledWith("7");
    await userEvent.click(canvas.getByRole("button", { name: "Remove beach.heic" }));
    await expect(args.onRemove).toHaveBeenLastCalledWith("3");
    await expect(canvas.queryByRole("button", { name: "Remove sunset.png" })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole("button", { name: "Cancel upload of harbour.png" }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole("button", { name: "Retry upload of harbour.png" }),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: (args) => <UploadQueueView {...args} emptyState={<p style={{ margin: 0 }}>No files yet.</p>} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
    await expect(canvas.getByText("No files yet.")).toBeVisible();
    // The live region is there from the start, so that its first message is read.
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

export const Resumed: Story = {
  args: {
    resumed: 3,
    items: [
      { id: "1", name: "IMG_2041.heic", size: 2_400_000, status: "preparing" },
      { id: "2", name: "harbour.jpg", size: 1_800_000, status: "uploading", progress: 0.4 },
      { id: "3", name: "dunes.jpg", size: 2_100_000, status: "queued" },
      { id: "4", name: "pier.jpg", size: 900_000, status: "queued" },
    ],
  },
  play: async ({ canvas }) => {
    // A persisted queue read back after a reload says so above the list.
    await expect(canvas.getByText("3 uploads resumed")).toBeVisible();
    await expect(canvas.getByText(/Preparing…/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Cancel upload of IMG_2041.heic" })).toBeVisible();
  },
};

export const LongFileNames: Story = {
  args: {
    items: [
      {
        id: "1",
        name: "IMG_20260814_183412_summer-holidays-in-the-mountains-the-long-walk-around-the-lake-final-final.png",
        size: 5_300_000,
        status: "uploading",
        progress: 0.72,
      },
      {
        id: "2",
        name: "Screenshot 2026-08-14 at 18.34.12 (2) – copy of the copy of the shared album cover image.heic",
        size: 3_100_000,
        status: "invalid",
        error:
          "Screenshot 2026-08-14 at 18.34.12 (2) – copy of the copy of the shared album cover image.heic is not a supported image (JPEG, PNG, WebP, GIF, AVIF).",
      },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <UploadQueueView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Long names are cut with an ellipsis (and kept whole in `title`); errors wrap.
    for (const row of canvasElement.querySelectorAll<HTMLElement>('[data-slot="upload-queue-item"]')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    const name = canvasElement.querySelector<HTMLElement>('[data-slot="upload-queue-name"]')!;
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name.title).toContain("final-final.png");
  },
};

function manyItems(count: number): UploadQueueViewItem[] {
  return Array.from({ length: count }, (_, index) => {
    const status = index < 120 ? "done" : index < 123 ? "uploading" : "queued";
    return {
      id: String(index),
      name: `holiday-${String(index + 1).padStart(3, "0")}.jpg`,
      size: 1_000_000 + index * 1_000,
      status,
      progress: status === "uploading" ? (index % 10) / 10 : status === "done" ? 1 : 0,
    };
  });
}

export const ManyItems: Story = {
  args: { items: manyItems(300) },
  play: async ({ canvas, canvasElement }) => {
    // Counted by selector: role queries walk the accessibility tree, slowly for long lists.
    await expect(canvas.getByText("120 of 300 uploaded")).toBeVisible();
    // The first 50 are listed; the rest fold behind a button, so a long queue stays light.
    await expect(canvasElement.querySelectorAll('[data-slot="upload-queue-item"]')).toHaveLength(50);
    await expect(canvas.getByText("+250 more")).toBeVisible();
    await expect(canvas.getByText("Show all 300")).toBeVisible();
  },
};

export const FoldedList: Story = {
  args: {
    visibleLimit: 5,
    items: manyItems(12).map((item, index) =>
      index === 9
        ? { ...item, status: "error" as const, error: "The server couldn't save holiday-010.jpg. Try again." }
        : item,
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const rows = () => canvasElement.querySelectorAll('[data-slot="upload-queue-item"]');
    // Five, and the failed one wherever it is.
    await expect(rows()).toHaveLength(6);
    await expect(canvas.getByText("The server couldn't save holiday-010.jpg. Try again.")).toBeVisible();
    await expect(canvas.getByText("+6 more")).toBeVisible();
  },
};

/** FoldedList, played: the steps a person takes from its first render, and what they lead to. */
export const FoldedListInteraction: Story = {
  ...FoldedList,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    const rows = () => canvasElement.querySelectorAll('[data-slot="upload-queue-item"]');
    // Five, and the failed one wherever it is.
    await expect(rows()).toHaveLength(6);
    await expect(canvas.getByText("The server couldn't save holiday-010.jpg. Try again.")).toBeVisible();
    await expect(canvas.getByText("+6 more")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Show all 12" }));
    await expect(rows()).toHaveLength(12);
    await expect(canvas.queryByRole("button", { name: "Show all 12" })).not.toBeInTheDocument();
  },
};

/** The live region as a queue moves: failures and finished files, never every percent. */
function MovingQueue() {
  const [items, setItems] = useState<UploadQueueViewItem[]>(() =>
    ["a.png", "b.png", "c.png", "d.png", "e.png"].map((name, index) => ({
      id: String(index),
      name,
      size: 100_000,
      status: index < 3 ? "uploading" : "queued",
      progress: 0,
    })),
  );
  const set = (id: string, changes: Partial<UploadQueueViewItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  return (
    <div style={{ display: "grid", gap: 12, maxWidth: 520 }}>
      <div style={{ display: "flex", gap: 8 }}>
        <Button size="sm" variant="outline" onClick={() => set("0", { progress: 0.5 })}>
          Half of a.png
        </Button>
        <Button size="sm" variant="outline" onClick={() => set("0", { status: "done", progress: 1 })}>
          Finish a.png
        </Button>
        <Button size="sm" variant="outline" onClick={() => set("1", { status: "done", progress: 1 })}>
          Finish b.png
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => set("2", { status: "error", error: "c.png failed." })}
        >
          Fail c.png
        </Button>
      </div>
      <UploadQueueView items={items} />
    </div>
  );
}

export const Announcements: Story = {
  render: () => <MovingQueue />,
};

/** Announcements, played: the steps a person takes from its first render, and what they lead to. */
export const AnnouncementsInteraction: Story = {
  ...Announcements,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await userEvent.click(canvas.getByRole("button", { name: "Half of a.png" }));
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole("button", { name: "Finish a.png" }));
    await waitFor(() => expect(status).toHaveTextContent("1 of 5 uploaded"));
    // Within a second of that, changes are gathered into one message.
    await userEvent.click(canvas.getByRole("button", { name: "Finish b.png" }));
    await userEvent.click(canvas.getByRole("button", { name: "Fail c.png" }));
    await expect(status).toHaveTextContent("1 of 5 uploaded");
    await waitFor(() => expect(status).toHaveTextContent("c.png failed. 2 of 5 uploaded"), { timeout: 2000 });
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };

/** Dark, played as DefaultInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: DefaultInteraction.play,
};

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Uploads" })).toBeVisible();
    await expect(canvas.getByText("1 von 5 hochgeladen")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Upload von sunset.png abbrechen" })).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: "Upload von mountains.png erneut versuchen" }),
    ).toHaveTextContent("Erneut versuchen");
  },
};

/** Photos already in the library (and one dropped twice), waiting for Upload anyway or Skip. */
export const Duplicates: Story = {
  args: {
    items: [
      { id: "1", name: "harbour.jpg", size: 1_800_000, status: "uploading", progress: 0.3 },
      {
        id: "2",
        name: "beach.jpg",
        size: 2_400_000,
        status: "duplicate",
        notice: "beach.jpg is already in your library.",
      },
      {
        id: "3",
        name: "dunes.jpg",
        size: 2_100_000,
        status: "duplicate",
        notice: "dunes.jpg is already in your library.",
      },
      {
        id: "4",
        name: "harbour copy.jpg",
        size: 1_800_000,
        status: "duplicate",
        notice: "harbour copy.jpg is already in this upload.",
      },
    ],
  },
  play: async ({ canvas }) => {
    // DESIGN §8's sentence, with its two answers named after the file.
    await expect(canvas.getByText("beach.jpg is already in your library.")).toBeVisible();
    await expect(canvas.getByText("harbour copy.jpg is already in this upload.")).toBeVisible();
    const anyway = canvas.getByRole("button", { name: "Upload anyway: beach.jpg" });
    await expect(anyway).toHaveTextContent("Upload anyway");
    await expect(canvas.getByRole("button", { name: "Skip beach.jpg" })).toHaveTextContent("Skip");
    // A duplicate is not counted as an upload, and Skip stands for its Remove.
    await expect(canvas.getByText("0 of 1 uploaded")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Remove beach.jpg" })).not.toBeInTheDocument();
  },
};

/** Duplicates, played: the steps a person takes from its first render, and what they lead to. */
export const DuplicatesInteraction: Story = {
  ...Duplicates,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    // DESIGN §8's sentence, with its two answers named after the file.
    await expect(canvas.getByText("beach.jpg is already in your library.")).toBeVisible();
    await expect(canvas.getByText("harbour copy.jpg is already in this upload.")).toBeVisible();
    const anyway = canvas.getByRole("button", { name: "Upload anyway: beach.jpg" });
    await expect(anyway).toHaveTextContent("Upload anyway");
    await expect(canvas.getByRole("button", { name: "Skip beach.jpg" })).toHaveTextContent("Skip");
    // A duplicate is not counted as an upload, and Skip stands for its Remove.
    await expect(canvas.getByText("0 of 1 uploaded")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Remove beach.jpg" })).not.toBeInTheDocument();

    // From the keyboard.
    anyway.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onUploadAnyway).toHaveBeenLastCalledWith("2");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Skip beach.jpg" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onSkip).toHaveBeenLastCalledWith("2");
    await userEvent.click(canvas.getByRole("button", { name: "Skip all duplicates" }));
    await expect(args.onSkipDuplicates).toHaveBeenCalledTimes(1);
  },
};

export const DuplicatesDark: Story = { ...Duplicates, globals: { theme: "dark" } };

/** DuplicatesDark, played as DuplicatesInteraction is. */
export const DuplicatesDarkInteraction: Story = {
  ...DuplicatesDark,
  tags: ["!autodocs", "interaction"],
  play: DuplicatesInteraction.play,
};

export const OneDuplicate: Story = {
  args: {
    items: [
      {
        id: "1",
        name: "beach.jpg",
        size: 2_400_000,
        status: "duplicate",
        notice: "beach.jpg is already in your library.",
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Skip beach.jpg" })).toBeVisible();
    // "Skip all" only from two on.
    await expect(canvas.queryByRole("button", { name: "Skip all duplicates" })).not.toBeInTheDocument();
  },
};

const pocketbase = createStoryPocketBase({ collections: { images: { schema: imagesSchema } } });

/** A form that uploads on submit, with the queue made outside and passed in. */
function UploadOnSubmit() {
  const queue = useUploadQueue({
    collection: "images",
    mode: "on-submit",
    data: () => ({ title: "Holiday" }),
  });
  const [result, setResult] = useState("");
  return (
    <div style={{ display: "grid", gap: 12, maxWidth: 520 }}>
      <div style={{ display: "flex", gap: 8 }}>
        <Button
          variant="outline"
          onClick={async () => {
            await queue.add([
              await makePng("one.png"),
              await makePng("two.png", { seed: 1 }),
              ...refusedFiles(),
            ]);
          }}
        >
          Add four files
        </Button>
        <Button
          onClick={async () => {
            const { records, failed } = await queue.submit();
            setResult(`${records.length} saved, ${failed.length} not`);
          }}
        >
          Save
        </Button>
      </div>
      <UploadQueue queue={queue} />
      <output>{result}</output>
    </div>
  );
}

export const ConnectedOnSubmit: Story = {
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
  render: () => (
    <StoryPocketkit schema={{ images: imagesSchema }}>
      <UploadOnSubmit />
    </StoryPocketkit>
  ),
};

/** ConnectedOnSubmit, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedOnSubmitInteraction: Story = {
  ...ConnectedOnSubmit,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add four files" }));
    await expect(await canvas.findByText(HEIC_ERROR, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(SIZE_ERROR)).toBeVisible();
    await expect(canvas.getAllByText(/Ready to upload/)).toHaveLength(2);
    await expect(pocketbase.records("images")).toHaveLength(0);

    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText("2 saved, 2 not", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="upload-queue-summary"]')).toHaveTextContent(
      "2 of 2 uploaded",
    );
    await expect(pocketbase.records("images").map((record) => record.title)).toEqual(["Holiday", "Holiday"]);
  },
};

/** Right to left: each file's picture on the right, its buttons on the left, the bar filling from the right. */
export const RightToLeft: Story = {
  ...Default,
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const item = within(canvas.getByRole("list", { name: "Uploads" })).getAllByRole("listitem")[0]!;
    const preview = item.querySelector("[data-slot=upload-queue-preview]")!.getBoundingClientRect();
    const name = item.querySelector("[data-slot=upload-queue-name]")!.getBoundingClientRect();
    const actions = item.querySelector("[data-slot=upload-queue-actions]")!.getBoundingClientRect();
    await expect(preview.left).toBeGreaterThan(name.left);
    await expect(actions.right).toBeLessThan(name.left);
    // 40 % uploaded: the bar's drawn part runs from 60 % of its width to its right end.
    const bar = canvas.getByRole("progressbar", { name: "Uploading sunset.png" });
    const track = bar.getBoundingClientRect();
    const indicator = () => bar.querySelector("[data-slot=progress-indicator]")!.getBoundingClientRect();
    await waitFor(() => expect((indicator().left - track.left) / track.width).toBeCloseTo(0.6, 2));
  },
};
