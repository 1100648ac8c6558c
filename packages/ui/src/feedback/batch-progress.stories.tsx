import { useBatch, type BatchItem } from "@pocketkit/hooks";
import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../primitives/button";
import { BatchProgress } from "./batch-progress";
import {
  batchHandler,
  moveItem,
  notFound,
  outcomesFor,
  serverError,
  storyPhotos,
  titleTooLong,
} from "./story-batch";

const photos = storyPhotos(40);
const titles = new Map(photos.map((photo) => [photo.id, photo.title]));
const describeItem = (item: BatchItem) => ("id" in item ? (titles.get(item.id) ?? item.id) : item.collection);

const meta = {
  title: "Feedback/BatchProgress",
  component: BatchProgress,
  args: {
    label: "Moving to “Coast”",
    status: "running",
    progress: { settled: 12, total: 40 },
    outcomes: [],
    describeItem,
    onRetryFailed: fn(),
    onDismiss: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <BatchProgress {...args} />
    </div>
  ),
} satisfies Meta<typeof BatchProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const announcement = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>("[data-slot=batch-progress-announcement]")!;

export const Running: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Moving to “Coast”")).toBeVisible();
    await expect(canvas.getByText("12 of 40…")).toBeVisible();
    const bar = canvas.getByRole("progressbar", { name: "Moving to “Coast”" });
    await expect(bar).toHaveAttribute("aria-valuenow", "12");
    await expect(bar).toHaveAttribute("aria-valuemax", "40");
    // Spoken once at the start; the count itself is not a live region.
    await expect(canvas.getByRole("status")).toBe(announcement(canvasElement));
    await expect(announcement(canvasElement)).toHaveTextContent("Moving to “Coast”: started, 40 in all.");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Done: Story = {
  args: { status: "done", progress: { settled: 40, total: 40 }, outcomes: outcomesFor(photos) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("40 done")).toBeVisible();
    await expect(announcement(canvasElement)).toHaveTextContent("Moving to “Coast”: 40 done.");
    await expect(canvas.queryByRole("button", { name: "Retry failed" })).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=batch-progress]")).toHaveAttribute(
      "data-outcome",
      "ok",
    );
  },
};

/** Done, played: the steps a person takes from its first render, and what they lead to. */
export const DoneInteraction: Story = {
  ...Done,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText("40 done")).toBeVisible();
    await expect(announcement(canvasElement)).toHaveTextContent("Moving to “Coast”: 40 done.");
    await expect(canvas.queryByRole("button", { name: "Retry failed" })).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=batch-progress]")).toHaveAttribute(
      "data-outcome",
      "ok",
    );
    // Dismiss hides the panel and says so.
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText("40 done")).toBeNull();
    await expect(announcement(canvasElement)).toBeEmptyDOMElement();
  },
};

export const DoneWithFailures: Story = {
  args: {
    status: "done",
    progress: { settled: 40, total: 40 },
    outcomes: outcomesFor(photos, { 2: notFound, 7: titleTooLong, 30: serverError }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("37 done, 3 failed")).toBeVisible();
    await expect(announcement(canvasElement)).toHaveTextContent("Moving to “Coast”: 37 done, 3 failed.");
    // Each failure: the photo's title, and why.
    const list = canvas.getByRole("list", { name: "What failed" });
    const items = within(list).getAllByRole("listitem");
    await expect(items.map((item) => [item.children[0]!.textContent, item.children[1]!.textContent])).toEqual(
      [
        ["Dunes", "This doesn't exist or isn't yours."],
        ["Cliff path", "title: Must be no more than 120 characters."],
        ["Lighthouse at dusk 4", "The server ran into a problem. Try again."],
      ],
    );
  },
};

/** DoneWithFailures, played: the steps a person takes from its first render, and what they lead to. */
export const DoneWithFailuresInteraction: Story = {
  ...DoneWithFailures,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText("37 done, 3 failed")).toBeVisible();
    await expect(announcement(canvasElement)).toHaveTextContent("Moving to “Coast”: 37 done, 3 failed.");
    // Each failure: the photo's title, and why.
    const list = canvas.getByRole("list", { name: "What failed" });
    const items = within(list).getAllByRole("listitem");
    await expect(items.map((item) => [item.children[0]!.textContent, item.children[1]!.textContent])).toEqual(
      [
        ["Dunes", "This doesn't exist or isn't yours."],
        ["Cliff path", "title: Must be no more than 120 characters."],
        ["Lighthouse at dusk 4", "The server ran into a problem. Try again."],
      ],
    );
    // Retry failed calls back once; focus stays in the panel.
    const retry = canvas.getByRole("button", { name: "Retry failed" });
    retry.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetryFailed).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector("[data-slot=batch-progress-panel]")).toHaveFocus();
  },
};

/** `describeItem` left out: failures are named by record id. */
export const DefaultItemNames: Story = {
  args: {
    ...DoneWithFailures.args,
    describeItem: undefined,
    outcomes: outcomesFor(photos.slice(0, 3), { 1: notFound }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("2 done, 1 failed")).toBeVisible();
    await expect(canvas.getByText("Item photo0000000002")).toBeVisible();
  },
};

/** Many failures, long titles and a long label: the list scrolls and can be scrolled by keyboard. */
export const LongContent: Story = {
  args: {
    status: "done",
    label: "Moving to “Summer holidays on the Atlantic coast with the whole family, 2019–2024”",
    progress: { settled: 40, total: 40 },
    outcomes: outcomesFor(
      photos,
      Object.fromEntries(photos.map((_, index) => [index, index % 2 ? serverError : titleTooLong])),
    ),
    describeItem: (item) =>
      `${describeItem(item)} — a very long title somebody typed in one go without ever stopping to breathe`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("0 done, 40 failed")).toBeVisible();
    const list = canvas.getByRole("list", { name: "What failed" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(40);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(list).toHaveAttribute("tabindex", "0");
  },
};

export const Dark: Story = { ...DoneWithFailures, globals: { theme: "dark" } };

/** Dark, played as DoneWithFailuresInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: DoneWithFailuresInteraction.play,
};

export const DarkRunning: Story = { ...Running, globals: { theme: "dark" } };

export const German: Story = {
  ...DoneWithFailures,
  args: { ...DoneWithFailures.args, label: "Verschieben nach „Küste“" },
  globals: { locale: "de" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("37 erledigt, 3 fehlgeschlagen")).toBeVisible();
    await expect(announcement(canvasElement)).toHaveTextContent(
      "Verschieben nach „Küste“: 37 erledigt, 3 fehlgeschlagen.",
    );
    await expect(canvas.getByText("Das gibt es nicht, oder es gehört nicht dir.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Fehlgeschlagene wiederholen" })).toBeVisible();
  },
};

/** Nothing running yet: only the (empty) live region is there. */
export const Idle: Story = {
  args: { status: "idle", progress: { settled: 0, total: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText("Moving to “Coast”")).toBeNull();
    await expect(announcement(canvasElement)).toBeEmptyDOMElement();
  },
};

const pocketbase = createStoryPocketBase();
const selection = photos.slice(0, 12);
const failing = [selection[3]!.id, selection[8]!.id];

// The Gallery's bulk move, with the real hook: `{...batch}` is all BatchProgress needs.
function BulkMove() {
  const batch = useBatch({ chunkSize: 4 });
  return (
    <div style={{ display: "grid", gap: 16, maxWidth: 480 }}>
      <Button onClick={() => void batch.run(selection.map((photo) => moveItem(photo)))}>
        Move 12 to Coast
      </Button>
      <BatchProgress {...batch} label="Moving to “Coast”" describeItem={describeItem} />
    </div>
  );
}

/**
 * With `useBatch()` against the mocked PocketBase: two photos fail, Retry failed sends only
 * those two again (shown as a retry), and the count then includes the ten that had gone through.
 */
export const Retrying: Story = {
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers, batchHandler({ failOnce: failing, ms: 150 }));
  },
  render: () => (
    <StoryPocketkit>
      <BulkMove />
    </StoryPocketkit>
  ),
};

/** Retrying, played: the steps a person takes from its first render, and what they lead to. */
export const RetryingInteraction: Story = {
  ...Retrying,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector("[data-slot=batch-progress]")!;
    await userEvent.click(canvas.getByRole("button", { name: "Move 12 to Coast" }));
    await waitFor(() => expect(root).toHaveAttribute("data-status", "running"));
    await expect(announcement(canvasElement)).toHaveTextContent("Moving to “Coast”: started, 12 in all.");
    await waitFor(() => expect(canvas.getByText("10 done, 2 failed")).toBeVisible(), { timeout: 5000 });
    const list = canvas.getByRole("list", { name: "What failed" });
    await expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.firstChild!.textContent),
    ).toEqual(["Gulls over the pier", "Storm front"]);
    await expect(within(list).getAllByText("The server ran into a problem. Try again.")).toHaveLength(2);

    await userEvent.click(canvas.getByRole("button", { name: "Retry failed" }));
    await waitFor(() => expect(root).toHaveAttribute("data-status", "retrying"));
    await expect(canvas.getByText(/^Retrying: \d of 2…$/)).toBeVisible();
    await expect(announcement(canvasElement)).toHaveTextContent("Moving to “Coast”: retrying 2 failed.");
    await waitFor(() => expect(canvas.getByText("12 done")).toBeVisible(), { timeout: 5000 });
    await expect(root).toHaveAttribute("data-outcome", "ok");
    await expect(announcement(canvasElement)).toHaveTextContent("Moving to “Coast”: 12 done.");
    await expect(canvas.queryByRole("list", { name: "What failed" })).toBeNull();

    // A new run is a new action, not a retry: the count starts again.
    await userEvent.click(canvas.getByRole("button", { name: "Move 12 to Coast" }));
    await waitFor(() => expect(root).toHaveAttribute("data-status", "running"));
    await waitFor(() => expect(canvas.getByText("12 done")).toBeVisible(), { timeout: 5000 });
  },
};
