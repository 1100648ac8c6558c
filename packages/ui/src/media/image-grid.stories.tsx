import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import type { RecordModel } from "pocketbase";
import { useLayoutEffect, useRef, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { ImageGrid } from "./image-grid";
import { ImageGridScrubber } from "./image-grid-scrubber";
import { ImageGridView, type ImageGridItem, type ImageGridSection } from "./image-grid-view";
import { imagesSchema, makePng, pngUrl } from "./story-helpers";

const subjects = ["Harbour", "Lighthouse", "Dunes", "Pier", "Cliffs", "Lagoon", "Village", "Sunset"];

/** `count` items over eight drawn pictures (a picture per item would make hundreds of canvases). */
function itemsOf(urls: string[], count: number): ImageGridItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `photo-${index + 1}`,
    alt: `${subjects[index % subjects.length]} ${index + 1}`,
    src: urls[index % urls.length],
  }));
}

const meta = {
  title: "Media/ImageGrid",
  component: ImageGridView,
  args: { items: [], onOpen: fn() },
  // Controls for the grid's look and states; the pictures (12 drawn ones unless a story gives
  // `items`) and the callbacks are the story's.
  argTypes: {
    tiles: { control: "inline-radio", options: ["spaced", "flush"] },
    minTileWidth: { control: "text" },
    selectable: { control: "boolean" },
    loading: { control: "boolean" },
    loadingMore: { control: "boolean" },
    skeletonCount: { control: { type: "number", min: 0, max: 48 } },
    hasMore: { control: "boolean" },
    label: { control: "text" },
    sizes: { control: "text" },
    overscan: { control: { type: "number", min: 0, max: 10 } },
    items: { control: false },
    renderImage: { control: false },
    selection: { control: false },
    defaultSelection: { control: false },
    sections: { control: false },
    emptyState: { control: false },
    children: { control: false },
    onOpen: { control: false },
    onSelectionChange: { control: false },
    onEndReached: { control: false },
  },
  loaders: [async () => ({ urls: await Promise.all(subjects.map((_, seed) => pngUrl(seed, 200, 200))) })],
  render: (args, { loaded }) => (
    <div style={{ width: 640 }}>
      <ImageGridView
        {...args}
        items={args.items.length ? args.items : itemsOf(loaded.urls as string[], 12)}
      />
    </div>
  ),
} satisfies Meta<typeof ImageGridView>;

export default meta;
type Story = StoryObj<typeof meta>;

const tileNamed = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole("button", { name });

/** How many columns the grid has at the story's width. */
const columnsOf = (canvasElement: HTMLElement) =>
  Number(canvasElement.querySelector('[role="grid"]')!.getAttribute("aria-colcount"));

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole("grid", { name: "Images" });
    await expect(grid).toBeVisible();
    const columns = columnsOf(canvasElement);
    await expect(columns).toBeGreaterThan(1);
    // Rows of tiles, counted and numbered for assistive technology.
    await expect(grid).toHaveAttribute("aria-rowcount", String(Math.ceil(12 / columns)));
    await expect(within(grid).getAllByRole("row")[1]).toHaveAttribute("aria-rowindex", "2");
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    const grid = canvas.getByRole("grid", { name: "Images" });
    await expect(grid).toBeVisible();
    const columns = columnsOf(canvasElement);
    await expect(columns).toBeGreaterThan(1);
    // Rows of tiles, counted and numbered for assistive technology.
    await expect(grid).toHaveAttribute("aria-rowcount", String(Math.ceil(12 / columns)));
    await expect(within(grid).getAllByRole("row")[1]).toHaveAttribute("aria-rowindex", "2");
    // One tab stop: the first tile; arrows move between tiles.
    await userEvent.tab();
    await expect(tileNamed(canvasElement, "Harbour 1")).toHaveFocus();
    // The focused tile shows a ring, around it (an outline of the button would be painted under
    // its picture). Tailwind's outline-none also sets the outline style that a width keeps: the
    // ring must name its style.
    await expect(tileNamed(canvasElement, "Harbour 1")).toSatisfy((tile: HTMLElement) =>
      tile.matches(":focus-visible"),
    );
    await expect(
      getComputedStyle(tileNamed(canvasElement, "Harbour 1").closest('[role="gridcell"]')!),
    ).toMatchObject({
      outlineStyle: "solid",
      outlineWidth: "3px",
    });
    await expect(tileNamed(canvasElement, "Harbour 1")).toHaveAccessibleDescription(
      "Arrow keys move between images, Enter opens one, Space selects it.",
    );
    await userEvent.keyboard("{ArrowRight}");
    await expect(tileNamed(canvasElement, "Lighthouse 2")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getAllByRole("button")[1 + columns]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowLeft}{ArrowLeft}");
    await expect(tileNamed(canvasElement, "Harbour 1")).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(tileNamed(canvasElement, "Pier 12")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(tileNamed(canvasElement, "Harbour 1")).toHaveFocus();
    await expect(canvasElement.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    // Enter and click open.
    await userEvent.keyboard("{ArrowRight}{Enter}");
    await expect(args.onOpen).toHaveBeenLastCalledWith(1);
    await userEvent.click(tileNamed(canvasElement, "Pier 4"));
    await expect(args.onOpen).toHaveBeenLastCalledWith(3);
    // Without selection, there are no checkboxes.
    await expect(canvas.queryByRole("checkbox")).not.toBeInTheDocument();
  },
};

export const Selection: Story = {
  args: { onSelectionChange: fn() },
};

/** Selection, played: the steps a person takes from its first render, and what they lead to. */
export const SelectionInteraction: Story = {
  ...Selection,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    // One user, so that a held Shift reaches the click.
    const user = userEvent.setup();
    const status = canvasElement.querySelector('[data-slot="image-grid-status"]')!;
    // Space toggles the focused tile.
    await user.tab();
    await user.keyboard(" ");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["photo-1"]);
    await expect(canvas.getByRole("checkbox", { name: "Select Harbour 1" })).toBeChecked();
    await expect(status).toHaveTextContent("1 of 12 selected");
    await expect(args.onOpen).not.toHaveBeenCalled();

    // Shift-click a checkbox: everything from the anchor to it.
    await user.keyboard("{Shift>}");
    await user.click(canvas.getByRole("checkbox", { name: "Select Pier 4" }));
    await user.keyboard("{/Shift}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      "photo-1",
      "photo-2",
      "photo-3",
      "photo-4",
    ]);
    await expect(status).toHaveTextContent("4 of 12 selected");
    // Every selected tile's checkbox is ticked, the one clicked too.
    await expect(canvas.getAllByRole("checkbox", { checked: true }).map((box) => box.ariaLabel)).toEqual([
      "Select Harbour 1",
      "Select Lighthouse 2",
      "Select Dunes 3",
      "Select Pier 4",
    ]);

    // A plain click on a checkbox toggles just that one, and becomes the anchor.
    await user.click(canvas.getByRole("checkbox", { name: "Select Lighthouse 2" }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["photo-1", "photo-3", "photo-4"]);
    await expect(canvas.getByRole("checkbox", { name: "Select Lighthouse 2" })).not.toBeChecked();
    await user.keyboard("{Shift>}");
    await user.click(tileNamed(canvasElement, "Lagoon 6"));
    await user.keyboard("{/Shift}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      "photo-1",
      "photo-3",
      "photo-4",
      "photo-2",
      "photo-5",
      "photo-6",
    ]);
    await expect(args.onOpen).not.toHaveBeenCalled();

    // Shift+arrows extend from where they start; Ctrl+A takes all; Escape clears.
    await expect(tileNamed(canvasElement, "Lagoon 6")).toHaveFocus();
    await user.keyboard("{Shift>}{ArrowRight}{ArrowRight}{/Shift}");
    await expect(canvas.getByRole("checkbox", { name: "Select Sunset 8" })).toBeChecked();
    await user.keyboard("{Control>}a{/Control}");
    await expect(status).toHaveTextContent("12 of 12 selected");
    await user.keyboard("{Escape}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryAllByRole("checkbox", { checked: true })).toHaveLength(0);

    // A click ticks a checkbox, and another unticks it.
    await user.click(canvas.getByRole("checkbox", { name: "Select Village 7" }));
    await expect(canvas.getByRole("checkbox", { name: "Select Village 7" })).toBeChecked();
    await user.click(canvas.getByRole("checkbox", { name: "Select Village 7" }));
    await expect(canvas.getByRole("checkbox", { name: "Select Village 7" })).not.toBeChecked();
  },
};

/** A tile's checkbox as the eye meets it: its opacity, once any fade has ended. */
const checkboxOpacity = (canvasElement: HTMLElement, name: string) =>
  getComputedStyle(within(canvasElement).getByRole("checkbox", { name: `Select ${name}` })).opacity;

export const Choosing: Story = {
  args: { onSelectionChange: fn() },
  play: async ({ canvasElement }) => {
    // The photos stand alone: no checkbox shows until it can be used. The focused tile shows its
    // own (the pointer's tile too: CSS hover, which only a real pointer makes, is in the
    // Gallery's e2e tests).
    await expect(checkboxOpacity(canvasElement, "Harbour 1")).toBe("0");
  },
};

/** Choosing, played: the steps a person takes from its first render, and what they lead to. */
export const ChoosingInteraction: Story = {
  ...Choosing,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup();
    // The photos stand alone: no checkbox shows until it can be used. The focused tile shows its
    // own (the pointer's tile too: CSS hover, which only a real pointer makes, is in the
    // Gallery's e2e tests).
    await expect(checkboxOpacity(canvasElement, "Harbour 1")).toBe("0");
    await user.tab();
    await expect(tileNamed(canvasElement, "Harbour 1")).toHaveFocus();
    await waitFor(() => expect(checkboxOpacity(canvasElement, "Harbour 1")).toBe("1"), { timeout: 5000 });
    await expect(checkboxOpacity(canvasElement, "Dunes 3")).toBe("0");

    // A finger resting on a tile selects it (a touch screen has no hover), and opens nothing.
    await user.pointer({ keys: "[TouchA>]", target: tileNamed(canvasElement, "Dunes 3") });
    await new Promise((resolve) => setTimeout(resolve, 700));
    await user.pointer({ keys: "[/TouchA]", target: tileNamed(canvasElement, "Dunes 3") });
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["photo-3"]);
    await expect(args.onOpen).not.toHaveBeenCalled();

    // Choosing now: every checkbox shows, and a tap on a photo adds it rather than opening it.
    await waitFor(() => expect(checkboxOpacity(canvasElement, "Pier 4")).toBe("1"), { timeout: 5000 });
    await user.click(tileNamed(canvasElement, "Pier 4"));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["photo-3", "photo-4"]);
    await user.click(tileNamed(canvasElement, "Dunes 3"));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["photo-4"]);
    await expect(args.onOpen).not.toHaveBeenCalled();
    // Enter still opens the focused photo.
    await user.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenCalledWith(2);

    // Nothing selected: a click opens again.
    await user.keyboard("{Escape}");
    await user.click(tileNamed(canvasElement, "Lagoon 6"));
    await expect(args.onOpen).toHaveBeenLastCalledWith(5);
  },
};

/** Selection held by the page, as the Gallery holds it (with a count beside the grid). */
function ControlledGrid({ items }: { items: ImageGridItem[] }) {
  const [selection, setSelection] = useState<string[]>([]);
  return (
    <div style={{ width: 640 }}>
      <p>{selection.length} selected</p>
      <ImageGridView items={items} selection={selection} onSelectionChange={setSelection} />
    </div>
  );
}

export const ControlledSelection: Story = {
  render: (_, { loaded }) => <ControlledGrid items={itemsOf(loaded.urls as string[], 12)} />,
};

/** ControlledSelection, played: the steps a person takes from its first render, and what they lead to. */
export const ControlledSelectionInteraction: Story = {
  ...ControlledSelection,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const user = userEvent.setup();
    const box = (name: string) => canvas.getByRole("checkbox", { name: `Select ${name}` });
    await user.click(box("Dunes 3"));
    await expect(canvas.getByText("1 selected")).toBeVisible();
    await expect(box("Dunes 3")).toBeChecked();
    await expect(box("Dunes 3")).toHaveAttribute("data-state", "checked");
    await user.keyboard("{Shift>}");
    await user.click(box("Lagoon 6"));
    await user.keyboard("{/Shift}");
    await expect(canvas.getByText("4 selected")).toBeVisible();
    await expect(canvas.getAllByRole("checkbox", { checked: true })).toHaveLength(4);
    await expect(box("Lagoon 6")).toBeChecked();
    // Space on a tile ticks its box too.
    canvas.getByRole("button", { name: "Harbour 1" }).focus();
    await user.keyboard(" ");
    await expect(canvas.getByText("5 selected")).toBeVisible();
    await expect(box("Harbour 1")).toBeChecked();
    await user.click(box("Dunes 3"));
    await expect(canvas.getByText("4 selected")).toBeVisible();
    await expect(box("Dunes 3")).not.toBeChecked();
  },
};

export const Empty: Story = {
  render: (args) => <ImageGridView {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No images yet.")).toBeVisible();
    await expect(canvas.queryByRole("grid")).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, skeletonCount: 8 },
  render: (args) => (
    <div style={{ width: 640 }}>
      <ImageGridView {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status", { name: "Loading images…" })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(8);
  },
};

/** Pages of 24 arrive when the end of the grid comes near the viewport, up to 72. */
function InfiniteGrid({ urls, onEndReached }: { urls: string[]; onEndReached: () => void }) {
  const [count, setCount] = useState(24);
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <div style={{ width: 640 }}>
      <ImageGridView
        items={itemsOf(urls, count)}
        hasMore={count < 72}
        loadingMore={loadingMore}
        onEndReached={() => {
          onEndReached();
          setLoadingMore(true);
          setTimeout(() => {
            setCount((current) => current + 24);
            setLoadingMore(false);
          }, 200);
        }}
      />
    </div>
  );
}

export const InfiniteScroll: Story = {
  args: { onEndReached: fn() },
  render: (args, { loaded }) => (
    <InfiniteGrid urls={loaded.urls as string[]} onEndReached={args.onEndReached!} />
  ),
  play: async ({ canvasElement }) => {
    // The photos loaded, drawn or not: full rows of three at this width.
    await expect(columnsOf(canvasElement)).toBe(3);
    const tiles = () =>
      Number(canvasElement.querySelector('[role="grid"]')!.getAttribute("aria-rowcount")) * 3;
    await expect(tiles()).toBe(24);
  },
};

/** InfiniteScroll, played: the steps a person takes from its first render, and what they lead to. */
export const InfiniteScrollInteraction: Story = {
  ...InfiniteScroll,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvasElement }) => {
    // The photos loaded, drawn or not: full rows of three at this width.
    await expect(columnsOf(canvasElement)).toBe(3);
    const tiles = () =>
      Number(canvasElement.querySelector('[role="grid"]')!.getAttribute("aria-rowcount")) * 3;
    await expect(tiles()).toBe(24);
    canvasElement.querySelector('[data-slot="image-grid-sentinel"]')!.scrollIntoView();
    await waitFor(() => expect(tiles()).toBe(48), { timeout: 3000 });
    canvasElement.querySelector('[data-slot="image-grid-sentinel"]')!.scrollIntoView();
    await waitFor(() => expect(tiles()).toBe(72), { timeout: 3000 });
    // The last page: no sentinel, no more calls.
    await expect(canvasElement.querySelector('[data-slot="image-grid-sentinel"]')).toBeNull();
    await expect(args.onEndReached).toHaveBeenCalledTimes(2);
    window.scrollTo(0, 0);
  },
};

export const ThreeHundred: Story = {
  args: { onSelectionChange: fn() },
  render: (args, { loaded }) => (
    <div style={{ width: 640 }}>
      <ImageGridView {...args} items={itemsOf(loaded.urls as string[], 300)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tiles = () => canvasElement.querySelectorAll<HTMLElement>('[data-slot="image-grid-tile"]');
    // A window of rows, not 300 tiles.
    await expect(tiles().length).toBeLessThan(100);
    // Every picture drawn waits until it comes near the viewport.
    await expect([...canvasElement.querySelectorAll("img")].every((image) => image.loading === "lazy")).toBe(
      true,
    );
  },
};

/** ThreeHundred, played: the steps a person takes from its first render, and what they lead to. */
export const ThreeHundredInteraction: Story = {
  ...ThreeHundred,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvasElement }) => {
    const tiles = () => canvasElement.querySelectorAll<HTMLElement>('[data-slot="image-grid-tile"]');
    const tile = (index: number) =>
      canvasElement.querySelector<HTMLElement>(`[data-slot="image-grid-tile"][data-index="${index}"]`);
    // A window of rows, not 300 tiles.
    await expect(tiles().length).toBeLessThan(100);
    // Every picture drawn waits until it comes near the viewport.
    await expect([...canvasElement.querySelectorAll("img")].every((image) => image.loading === "lazy")).toBe(
      true,
    );
    tile(0)!.focus();
    await userEvent.keyboard("{End}");
    await expect(tile(299)).toHaveFocus();
    await expect(tile(299)).toHaveAccessibleName("Pier 300");
    await userEvent.keyboard("{ArrowUp}");
    await expect(tile(299 - columnsOf(canvasElement))).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(tile(0)).toHaveFocus();
    await expect(tiles().length).toBeLessThan(100);
  },
};

// A scroll's rows are drawn once the virtualizer has seen it, in a render of their own (not in
// the scroll event); on two busy cores that can take over 1 s.
const DRAWN = { timeout: 5000 };

/** A library of 10,000 photos, all loaded: only the rows near the window are in the page. */
export const TenThousand: Story = {
  args: { onSelectionChange: fn() },
  render: (args, { loaded }) => (
    <div style={{ width: 640 }}>
      <ImageGridView {...args} items={itemsOf(loaded.urls as string[], 10_000)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[role="grid"]')!;
    const drawn = () => canvasElement.querySelectorAll('[data-slot="image-grid-tile"]').length;
    const tile = (index: number) =>
      canvasElement.querySelector<HTMLElement>(`[data-slot="image-grid-tile"][data-index="${index}"]`);
    const columns = columnsOf(canvasElement);
    // All 10,000 counted for assistive technology, a window of them in the page.
    await expect(grid).toHaveAttribute("aria-rowcount", String(Math.ceil(10_000 / columns)));
    await expect(drawn()).toBeGreaterThan(0);
    await expect(drawn()).toBeLessThan(120);
    await expect(tile(9_999)).toBeNull();
  },
};

/** TenThousand, played: the steps a person takes from its first render, and what they lead to. */
export const TenThousandInteraction: Story = {
  ...TenThousand,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[role="grid"]')!;
    const drawn = () => canvasElement.querySelectorAll('[data-slot="image-grid-tile"]').length;
    const tile = (index: number) =>
      canvasElement.querySelector<HTMLElement>(`[data-slot="image-grid-tile"][data-index="${index}"]`);
    const columns = columnsOf(canvasElement);
    // All 10,000 counted for assistive technology, a window of them in the page.
    await expect(grid).toHaveAttribute("aria-rowcount", String(Math.ceil(10_000 / columns)));
    await expect(drawn()).toBeGreaterThan(0);
    await expect(drawn()).toBeLessThan(120);
    await expect(tile(9_999)).toBeNull();

    // End reaches the last photo, never drawn before: drawn, scrolled to and focused.
    tile(0)!.focus();
    await userEvent.keyboard("{End}");
    await expect(document.activeElement).toHaveAccessibleName("Sunset 10000");
    await expect(tile(9_999)).toHaveFocus();
    await waitFor(() => expect(tile(0)).toBeNull(), DRAWN);
    await expect(drawn()).toBeLessThan(120);
    const lastRow = tile(9_999)!.closest('[role="row"]')!;
    await expect(lastRow).toHaveAttribute("aria-rowindex", String(Math.ceil(10_000 / columns)));
    const box = tile(9_999)!.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);

    // Page Up moves a screenful of rows up, in the same column; Home goes back to the first.
    await userEvent.keyboard("{PageUp}");
    const afterPageUp = Number((document.activeElement as HTMLElement).dataset.index);
    await expect(afterPageUp % columns).toBe(9_999 % columns);
    await expect(afterPageUp).toBeLessThan(9_999 - columns);
    await userEvent.keyboard("{PageDown}");
    await expect(tile(9_999)).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(tile(0)).toHaveFocus();
    await expect(window.scrollY).toBeLessThan(grid.getBoundingClientRect().top + window.scrollY + 1);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** Selecting far apart: what is scrolled out of the page stays selected, and a Shift range spans it. */
export const TenThousandSelection: Story = {
  args: { onSelectionChange: fn() },
  render: TenThousand.render,
};

/** TenThousandSelection, played: the steps a person takes from its first render, and what they lead to. */
export const TenThousandSelectionInteraction: Story = {
  ...TenThousandSelection,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup();
    const status = canvasElement.querySelector('[data-slot="image-grid-status"]')!;
    const tile = (index: number) =>
      canvasElement.querySelector<HTMLElement>(`[data-slot="image-grid-tile"][data-index="${index}"]`);
    const checkbox = (index: number) =>
      tile(index)!
        .closest('[role="gridcell"]')!
        .querySelector<HTMLElement>('[data-slot="image-grid-checkbox"]')!;
    const columns = columnsOf(canvasElement);

    await user.tab();
    await user.keyboard(" ");
    await expect(status).toHaveTextContent("1 of 10000 selected");

    // Far down the library (scrolled by the window, as a person scrolls), Shift-click a tile.
    const grid = canvasElement.querySelector<HTMLElement>('[role="grid"]')!;
    const target = 300 * columns + 1;
    const rowHeight = grid.getBoundingClientRect().height / Math.ceil(10_000 / columns);
    window.scrollTo(0, grid.getBoundingClientRect().top + window.scrollY + 300 * rowHeight);
    await waitFor(() => expect(tile(target)).not.toBeNull(), DRAWN);
    await user.keyboard("{Shift>}");
    await user.click(checkbox(target));
    await user.keyboard("{/Shift}");
    await expect(status).toHaveTextContent(`${target + 1} of 10000 selected`);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      Array.from({ length: target + 1 }, (_, index) => `photo-${index + 1}`),
    );
    await expect(checkbox(target - columns)).toBeChecked();

    // Back at the top, the first tiles are drawn anew, and still selected.
    window.scrollTo(0, 0);
    await waitFor(() => expect(tile(1)).not.toBeNull(), DRAWN);
    await expect(checkbox(0)).toBeChecked();
    await expect(checkbox(1)).toBeChecked();
    // Shift+End from here extends to the very last photo, drawn for it.
    tile(0)!.focus();
    await user.keyboard("{Shift>}{End}{/Shift}");
    await expect(tile(9_999)).toHaveFocus();
    await expect(status).toHaveTextContent("10000 of 10000 selected");
    await expect(checkbox(9_999)).toBeChecked();
    await user.keyboard("{Escape}");
    await expect(status).toHaveTextContent("");
    window.scrollTo(0, 0);
  },
};

/**
 * Leaving the library for a photo and coming back, as the Gallery does with React Router: the
 * grid mounts anew, and the page's scroll is restored in the same commit (ScrollRestoration does
 * it in a layout effect of a component above the grid), before any measurement could re-render.
 */
function LeaveAndComeBack({ urls }: { urls: string[] }) {
  const [shown, setShown] = useState(true);
  const saved = useRef(0);
  useLayoutEffect(() => {
    if (shown && saved.current > 0) window.scrollTo(0, saved.current);
  }, [shown]);
  return (
    <div style={{ width: 640 }}>
      <div style={{ position: "fixed", top: 8, right: 8, display: "flex", gap: 8 }}>
        <button
          type="button"
          onClick={() => {
            saved.current = window.scrollY;
            setShown(false);
          }}
        >
          Open a photo
        </button>
        <button type="button" onClick={() => setShown(true)}>
          Back
        </button>
      </div>
      {shown ? <ImageGridView items={itemsOf(urls, 10_000)} /> : <p>One photo, full size.</p>}
    </div>
  );
}

export const ScrollKeptOnReturn: Story = {
  render: (_, { loaded }) => <LeaveAndComeBack urls={loaded.urls as string[]} />,
  play: async ({ canvasElement }) => {
    const grid = () => canvasElement.querySelector<HTMLElement>('[role="grid"]');
    // Measured once the grid knows its width (its rows are drawn from then on).
    await waitFor(() => expect(grid()!.getBoundingClientRect().height).toBeGreaterThan(0), DRAWN);
  },
};

/** ScrollKeptOnReturn, played: the steps a person takes from its first render, and what they lead to. */
export const ScrollKeptOnReturnInteraction: Story = {
  ...ScrollKeptOnReturn,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    const grid = () => canvasElement.querySelector<HTMLElement>('[role="grid"]');
    const tile = (index: number) =>
      canvasElement.querySelector<HTMLElement>(`[data-slot="image-grid-tile"][data-index="${index}"]`);
    // Measured once the grid knows its width (its rows are drawn from then on).
    await waitFor(() => expect(grid()!.getBoundingClientRect().height).toBeGreaterThan(0), DRAWN);
    const rowHeight = grid()!.getBoundingClientRect().height / Math.ceil(10_000 / columnsOf(canvasElement));
    const top = grid()!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + 1_000 * rowHeight);
    const target = 1_000 * columnsOf(canvasElement);
    await waitFor(() => expect(tile(target)).not.toBeNull(), DRAWN);
    const scrolled = window.scrollY;

    await userEvent.click(canvas.getByRole("button", { name: "Open a photo" }));
    await expect(grid()).toBeNull();
    await expect(window.scrollY).toBe(0);
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    // Restored to the pixel, not cut short by a page that was not yet as tall as it had been.
    await expect(window.scrollY).toBe(scrolled);
    await waitFor(() => expect(tile(target)).not.toBeNull(), DRAWN);
    const box = tile(target)!.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(-rowHeight);
    await expect(box.top).toBeLessThan(window.innerHeight);
    window.scrollTo(0, 0);
  },
};

export const LongAltText: Story = {
  args: {
    items: [
      {
        id: "1",
        alt: "The whole family on the terrace of the mountain hut at sunset, the lake below and the glacier behind",
        src: "data:image/png;base64,bm90IGFuIGltYWdl",
      },
      { id: "2", alt: "" },
    ],
    onSelectionChange: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /^The whole family/ })).toBeVisible();
    // A picture without alt text still has a name.
    await expect(canvas.getByRole("button", { name: "Image 2" })).toBeVisible();
    // Named, though shown only on hover, focus or while choosing.
    await expect(canvas.getByRole("checkbox", { name: "Select Image 2" })).toBeInTheDocument();
  },
};

// A timeline: months as sections, newest first, with a scrubber marking the years.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Five years of months, newest first, with `perMonth(index)` photos each (some months none). */
function monthsOf(perMonth: (index: number) => number): ImageGridSection[] {
  const sections: ImageGridSection[] = [];
  for (let index = 0; index < 60; index++) {
    const count = perMonth(index);
    if (count === 0) continue;
    const year = 2025 - Math.floor(index / 12);
    const month = MONTHS[11 - (index % 12)]!;
    sections.push({ id: `${year}-${month}`, label: `${month} ${year}`, count, mark: String(year) });
  }
  return sections;
}

const timelineMonths = monthsOf((index) => (index % 5 === 3 ? 0 : 3 + ((index * 7) % 11)));
const timelineTotal = timelineMonths.reduce((sum, month) => sum + month.count, 0);

/**
 * Months under headings, the years marked along the window's edge. The photos load a page at a
 * time; the grid is as tall as all of them from the start, so the scrubber reaches any year.
 */
function TimelineGrid({ urls, onEndReached }: { urls: string[]; onEndReached: () => void }) {
  const [count, setCount] = useState(60);
  const [loadingMore, setLoadingMore] = useState(false);
  return (
    <div style={{ width: 640 }}>
      <ImageGridView
        items={itemsOf(urls, count)}
        sections={timelineMonths}
        hasMore={count < timelineTotal}
        loadingMore={loadingMore}
        onEndReached={() => {
          onEndReached();
          setLoadingMore(true);
          setTimeout(() => {
            setCount((current) => Math.min(timelineTotal, current + 60));
            setLoadingMore(false);
          }, 100);
        }}
      >
        <ImageGridScrubber />
      </ImageGridView>
    </div>
  );
}

export const Timeline: Story = {
  args: { onEndReached: fn() },
  render: (args, { loaded }) => (
    <TimelineGrid urls={loaded.urls as string[]} onEndReached={args.onEndReached!} />
  ),
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole("grid", { name: "Images" });
    const columns = columnsOf(canvasElement);
    // The newest month first, named by its heading.
    await expect(canvas.getByRole("heading", { name: "December 2025", level: 2 })).toBeVisible();
    // Room for every photo, loaded or not: far taller than the 60 loaded.
    await expect(Number(grid.getAttribute("aria-rowcount"))).toBeGreaterThanOrEqual(timelineTotal / columns);
    await expect(grid.getBoundingClientRect().height).toBeGreaterThan(
      (timelineTotal / columns) * (grid.getBoundingClientRect().width / columns) * 0.9,
    );
  },
};

/** Timeline, played: the steps a person takes from its first render, and what they lead to. */
export const TimelineInteraction: Story = {
  ...Timeline,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    const grid = canvas.getByRole("grid", { name: "Images" });
    const columns = columnsOf(canvasElement);
    // The newest month first, named by its heading.
    await expect(canvas.getByRole("heading", { name: "December 2025", level: 2 })).toBeVisible();
    const heading = (name: string) => canvas.getByRole("heading", { name });
    const december = timelineMonths[0]!;
    // Room for every photo, loaded or not: far taller than the 60 loaded.
    await expect(Number(grid.getAttribute("aria-rowcount"))).toBeGreaterThanOrEqual(timelineTotal / columns);
    await expect(grid.getBoundingClientRect().height).toBeGreaterThan(
      (timelineTotal / columns) * (grid.getBoundingClientRect().width / columns) * 0.9,
    );

    // Down keeps the column, from one month's tiles to the next row, whatever month it is.
    const tile = (index: number) =>
      canvasElement.querySelector<HTMLElement>(`[data-slot="image-grid-tile"][data-index="${index}"]`);
    tile(0)!.focus();
    await userEvent.keyboard("{ArrowDown}");
    const below = document.activeElement as HTMLElement;
    await expect(below).not.toBe(tile(0));
    await expect(below.getBoundingClientRect().left).toBeCloseTo(tile(0)!.getBoundingClientRect().left, 0);
    await expect(below.getBoundingClientRect().top).toBeGreaterThan(tile(0)!.getBoundingClientRect().bottom);
    // Each heading sits above its month's first tile.
    const novemberFirst = tile(december.count)!;
    await expect(heading("November 2025").getBoundingClientRect().bottom).toBeLessThanOrEqual(
      novemberFirst.getBoundingClientRect().top + 1,
    );
    await expect(heading("November 2025").getBoundingClientRect().left).toBeCloseTo(
      novemberFirst.getBoundingClientRect().left,
      0,
    );

    // The years are marked; 2021 jumps far down, past photos not loaded yet, which then load.
    const scrubber = canvas.getByRole("navigation", { name: "Jump to a date" });
    for (const year of ["2025", "2024", "2023", "2022", "2021"])
      await expect(within(scrubber).getByRole("button", { name: year })).toBeInTheDocument();
    await userEvent.click(within(scrubber).getByRole("button", { name: "2021" }));
    // 2021's newest month with photos: December has none.
    await waitFor(
      () => expect(canvas.getByRole("heading", { name: "November 2021" })).toBeInTheDocument(),
      DRAWN,
    );
    const november2021 = heading("November 2021");
    await waitFor(() => expect(november2021.getBoundingClientRect().top).toBeGreaterThanOrEqual(-1), DRAWN);
    await expect(november2021.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalled(), DRAWN);
    window.scrollTo(0, 0);
  },
};

/**
 * A few photos a month, as a library of holidays has: months share a row where they fit, each
 * under its own heading, rather than a column of headings over near-empty rows.
 */
export const SparseTimeline: Story = {
  render: (args, { loaded }) => {
    const months = monthsOf((index) => (index % 3 === 0 ? 2 : index % 3 === 1 ? 1 : 0));
    const count = months.reduce((sum, month) => sum + month.count, 0);
    return (
      <div style={{ width: 640 }}>
        <ImageGridView {...args} items={itemsOf(loaded.urls as string[], count)} sections={months} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(3);
    // December 2025 (2 photos) and November (1) share the first row, September starts the next.
    const top = (name: string) => canvas.getByRole("heading", { name }).getBoundingClientRect().top;
    await expect(top("November 2025")).toBe(top("December 2025"));
    await expect(top("September 2025")).toBeGreaterThan(top("December 2025"));
    const tile = (index: number) =>
      canvasElement.querySelector<HTMLElement>(`[data-slot="image-grid-tile"][data-index="${index}"]`)!;
    await expect(
      canvas.getByRole("heading", { name: "November 2025" }).getBoundingClientRect().left,
    ).toBeCloseTo(tile(2).getBoundingClientRect().left, 0);
  },
};

/** On a phone: tiles edge to edge, 2 px apart and square, as phone photo apps draw them. */
export const FlushTiles: Story = {
  args: { tiles: "flush", minTileWidth: "6.5rem" },
  render: (args, { loaded }) => (
    <div style={{ width: 390 }}>
      <ImageGridView
        {...args}
        items={itemsOf(loaded.urls as string[], 24)}
        sections={monthsOf((index) => (index < 3 ? 8 : 0))}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toBe(3);
    const tiles = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="image-grid-tile"]')];
    const [first, second] = tiles.map((tile) => tile.getBoundingClientRect());
    await expect(second!.left - first!.right).toBeCloseTo(2, 0);
    await expect(getComputedStyle(tiles[0]!).borderTopLeftRadius).toBe("0px");
  },
};

export const Dark: Story = { ...Selection, globals: { theme: "dark" } };

/** Dark, played as SelectionInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: SelectionInteraction.play,
};

export const German: Story = {
  args: { onSelectionChange: fn() },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name: "Bilder" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Harbour 1 auswählen" })).toBeInTheDocument();
  },
};

// Connected: records of `images` (a protected file field) from the mocked PocketBase.

const pocketbase = createStoryPocketBase({
  collections: { images: { schema: imagesSchema } },
  users: [{ email: "ada@example.com", password: "correct horse", fields: { id: "storyuser000001" } }],
});
const tokenRequests = { count: 0 };

const records = Array.from(
  { length: 16 },
  (_, index) =>
    ({
      id: `gridrecord${String(index).padStart(5, "0")}`,
      collectionId: "pk_images",
      collectionName: "images",
      file: `grid_${index}.png`,
      alt: `${subjects[index % subjects.length]} from the album`,
      title: "",
    }) as RecordModel,
);

export const FromRecords: Story = {
  beforeEach: async ({ msw }) => {
    pocketbase.reset();
    tokenRequests.count = 0;
    const pictures = await Promise.all(
      subjects.map((_, seed) => makePng(`${seed}.png`, { width: 200, height: 200, seed })),
    );
    msw.use(...pocketbase.handlers);
    msw.use(
      http.get(`${STORY_POCKETBASE_URL}/api/files/:collection/:id/:filename`, ({ params }) => {
        const index = Number(/grid_(\d+)/.exec(String(params.filename))?.[1] ?? 0);
        return new HttpResponse(pictures[index % pictures.length], {
          headers: { "content-type": "image/png" },
        });
      }),
      http.post(`${STORY_POCKETBASE_URL}/api/files/token`, () => {
        tokenRequests.count++;
        return HttpResponse.json({ token: "mock-file-token" });
      }),
    );
  },
  render: (args) => (
    <StoryPocketkit schema={{ images: imagesSchema }} signedInAs={pocketbase.records("users")[0]}>
      <div style={{ width: 640 }}>
        <ImageGrid records={records} onOpen={args.onOpen} />
      </div>
    </StoryPocketkit>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          canvasElement.querySelectorAll('[data-slot="image"][data-state="loaded"]').length,
        ).toBeGreaterThan(0),
      { timeout: 5000 },
    );
    // Every tile's URL carries the one token, asked for once.
    const sources = [...canvasElement.querySelectorAll("img")].map(
      (image) => image.getAttribute("srcset") ?? "",
    );
    await expect(sources).toHaveLength(16);
    await expect(sources.every((srcSet) => srcSet.includes("thumb=400x0&token=mock-file-token 400w"))).toBe(
      true,
    );
    await expect(tokenRequests.count).toBe(1);
    // Each picture says how wide its tile is, so that the browser takes the smallest sharp thumb.
    const tile = canvasElement.querySelector<HTMLElement>('[data-slot="image-grid-tile"]')!;
    for (const image of canvasElement.querySelectorAll("img")) {
      await expect(image.getAttribute("sizes")).toBe(`${Math.ceil(tile.getBoundingClientRect().width)}px`);
    }
  },
};

/** FromRecords, played: the steps a person takes from its first render, and what they lead to. */
export const FromRecordsInteraction: Story = {
  ...FromRecords,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(
      () =>
        expect(
          canvasElement.querySelectorAll('[data-slot="image"][data-state="loaded"]').length,
        ).toBeGreaterThan(0),
      { timeout: 5000 },
    );
    // Every tile's URL carries the one token, asked for once.
    const sources = [...canvasElement.querySelectorAll("img")].map(
      (image) => image.getAttribute("srcset") ?? "",
    );
    await expect(sources).toHaveLength(16);
    await expect(sources.every((srcSet) => srcSet.includes("thumb=400x0&token=mock-file-token 400w"))).toBe(
      true,
    );
    await expect(tokenRequests.count).toBe(1);
    // Each picture says how wide its tile is, so that the browser takes the smallest sharp thumb.
    const tile = canvasElement.querySelector<HTMLElement>('[data-slot="image-grid-tile"]')!;
    for (const image of canvasElement.querySelectorAll("img")) {
      await expect(image.getAttribute("sizes")).toBe(`${Math.ceil(tile.getBoundingClientRect().width)}px`);
    }
    await userEvent.click(canvas.getAllByRole("button", { name: "Pier from the album" })[1]!);
    await expect(args.onOpen).toHaveBeenLastCalledWith(11);
  },
};

/**
 * Right to left, choosing: rows run from the right, the first picture at the top right, each
 * tile's checkbox in its top right corner.
 */
export const RightToLeft: Story = {
  args: { onSelectionChange: fn(), defaultSelection: ["photo-2"] },
  globals: { direction: "rtl" },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole("grid", { name: "Images" }).getBoundingClientRect();
    const first = tileNamed(canvasElement, "Harbour 1").getBoundingClientRect();
    const second = tileNamed(canvasElement, "Lighthouse 2").getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(second.left);
    await expect(grid.right - first.right).toBeLessThan(1);
    const checkbox = canvas.getByRole("checkbox", { name: "Select Harbour 1" }).getBoundingClientRect();
    await expect(first.right - checkbox.right).toBeLessThan(first.width / 4);
  },
};

/** RightToLeft, played: ArrowLeft moves on to the next picture, ArrowRight back, as the rows run. */
export const RightToLeftInteraction: Story = {
  ...RightToLeft,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(tileNamed(canvasElement, "Harbour 1")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(tileNamed(canvasElement, "Lighthouse 2")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(tileNamed(canvasElement, "Harbour 1")).toHaveFocus();
  },
};
