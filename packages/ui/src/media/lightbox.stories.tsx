import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { Button, buttonVariants } from "../primitives/button";
import { ImageGridView } from "./image-grid-view";
import { Lightbox, type LightboxItem } from "./lightbox";
import { finiteAnimationsSettled, pngUrl } from "./story-helpers";

const captions = [
  { title: "Harbour at dawn", alt: "Fishing boats moored in a calm harbour at dawn" },
  { title: "", alt: "A red lighthouse on a rock" },
  { title: "Dunes", alt: "Sand dunes under a blue sky" },
  { title: "The pier", alt: "A wooden pier running into the sea" },
  { title: "Cliffs", alt: "Chalk cliffs above a beach" },
];

function itemsOf(urls: string[]): LightboxItem[] {
  return captions.map((caption, index) => ({
    id: `photo-${index + 1}`,
    ...caption,
    src: urls[index],
    width: 800,
    height: 600,
  }));
}

const meta = {
  title: "Media/Lightbox",
  component: Lightbox,
  args: { items: [], onIndexChange: fn(), onOpenChange: fn() },
  loaders: [async () => ({ urls: await Promise.all(captions.map((_, seed) => pngUrl(seed, 800, 600))) })],
  render: (args, { loaded }) => (
    <Lightbox {...args} items={args.items.length ? args.items : itemsOf(loaded.urls as string[])}>
      <Lightbox.Trigger asChild>
        <Button variant="outline">Open the album</Button>
      </Lightbox.Trigger>
    </Lightbox>
  ),
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const caption = () => screen.getByRole("dialog");

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Open the album" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Harbour at dawn" });
    await expect(dialog).toHaveAccessibleDescription("1 of 5");
    await finiteAnimationsSettled();
    // Shown once loaded (it fades in over its skeleton).
    const picture = within(dialog).getByRole("img", {
      name: "Fishing boats moored in a calm harbour at dawn",
    });
    await waitFor(() => expect(picture).toBeVisible(), { timeout: 3000 });
    const previous = within(dialog).getByRole("button", { name: "Previous image" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");

    // Arrows step, Home and End jump; the caption falls back to the alt text.
    await userEvent.keyboard("{ArrowRight}");
    await expect(caption()).toHaveAccessibleName("A red lighthouse on a rock");
    await expect(caption()).toHaveAccessibleDescription("2 of 5");
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard("{End}");
    await expect(caption()).toHaveAccessibleDescription("5 of 5");
    await expect(within(dialog).getByRole("button", { name: "Next image" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.keyboard("{ArrowRight}");
    await expect(caption()).toHaveAccessibleDescription("5 of 5");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(caption()).toHaveAccessibleName("The pier");
    await userEvent.keyboard("{Home}");
    await expect(caption()).toHaveAccessibleDescription("1 of 5");

    // The buttons do the same.
    await userEvent.click(within(dialog).getByRole("button", { name: "Next image" }));
    await expect(caption()).toHaveAccessibleDescription("2 of 5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Previous image" }));
    await expect(caption()).toHaveAccessibleDescription("1 of 5");

    // Escape closes, and focus goes back to what opened it.
    await userEvent.keyboard("{Escape}");
    await finiteAnimationsSettled();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A grid that opens the lightbox at the picture chosen, the way the Gallery's library does. */
function GridWithLightbox({ items }: { items: LightboxItem[] }) {
  const [openAt, setOpenAt] = useState<number | undefined>(undefined);
  return (
    <div style={{ width: 640 }}>
      <ImageGridView items={items} onOpen={setOpenAt} />
      <Lightbox
        items={items}
        open={openAt !== undefined}
        onOpenChange={(open) => !open && setOpenAt(undefined)}
        index={openAt}
        onIndexChange={setOpenAt}
      />
    </div>
  );
}

export const FromAGrid: Story = {
  render: (_args, { loaded }) => <GridWithLightbox items={itemsOf(loaded.urls as string[])} />,
};

/** FromAGrid, played: the steps a person takes from its first render, and what they lead to. */
export const FromAGridInteraction: Story = {
  ...FromAGrid,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    const opener = canvas.getByRole("button", { name: "Sand dunes under a blue sky" });
    await expect(opener).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Dunes" });
    await expect(dialog).toHaveAccessibleDescription("3 of 5");
    await finiteAnimationsSettled();
    await userEvent.keyboard("{ArrowRight}");
    await expect(dialog).toHaveAccessibleName("The pier");
    await userEvent.keyboard("{Escape}");
    await finiteAnimationsSettled();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
    // Back on the tile that opened it.
    await expect(opener).toHaveFocus();
  },
};

export const Loop: Story = {
  tags: ["!autodocs"],
  args: { loop: true, defaultOpen: true },
};

/** Loop, played: the steps a person takes from its first render, and what they lead to. */
export const LoopInteraction: Story = {
  ...Loop,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await finiteAnimationsSettled();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(dialog).toHaveAccessibleDescription("5 of 5");
    await userEvent.keyboard("{ArrowRight}");
    await expect(dialog).toHaveAccessibleDescription("1 of 5");
    await expect(within(dialog).getByRole("button", { name: "Previous image" })).not.toHaveAttribute(
      "aria-disabled",
    );
  },
};

export const WithDownload: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, defaultIndex: 2 },
  render: (args, { loaded }) => (
    <Lightbox
      {...args}
      items={itemsOf(loaded.urls as string[])}
      download={(item) => (
        <a
          href={item.src}
          download={`${item.id}.png`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Download {item.title || "photo"}
        </a>
      )}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Dunes" });
    await finiteAnimationsSettled();
    await expect(within(dialog).getByRole("link", { name: "Download Dunes" })).toHaveAttribute(
      "download",
      "photo-3.png",
    );
  },
};

/** WithDownload, played: the steps a person takes from its first render, and what they lead to. */
export const WithDownloadInteraction: Story = {
  ...WithDownload,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Dunes" });
    await finiteAnimationsSettled();
    await expect(within(dialog).getByRole("link", { name: "Download Dunes" })).toHaveAttribute(
      "download",
      "photo-3.png",
    );
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(dialog).getByRole("link", { name: "Download The pier" })).toBeVisible();
  },
};

export const Single: Story = {
  tags: ["!autodocs"],
  args: {
    defaultOpen: true,
    items: [{ id: "one", alt: "A picture that did not load", src: "data:image/png;base64,bm90IGFuIGltYWdl" }],
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "A picture that did not load" });
    await finiteAnimationsSettled();
    await expect(dialog).toHaveAccessibleDescription("1 of 1");
    // One picture: nothing to step to. It failed to load: the fallback says so.
    await expect(within(dialog).queryByRole("button", { name: "Next image" })).not.toBeInTheDocument();
    await expect(await within(dialog).findByText("Image unavailable")).toBeVisible();
  },
};

export const LongCaption: Story = {
  tags: ["!autodocs"],
  args: {
    defaultOpen: true,
    items: [
      {
        id: "long",
        alt: "Everyone",
        src: "data:image/png;base64,bm90IGFuIGltYWdl",
        title:
          "The whole family on the terrace of the mountain hut at sunset, the lake below and the glacier behind, everyone squinting into the light after the long walk up from the valley",
      },
      { id: "two", alt: "Second" },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: /^The whole family/ });
    await finiteAnimationsSettled();
    const heading = dialog.querySelector<HTMLElement>('[data-slot="lightbox-caption"]')!;
    // One line, cut with an ellipsis, whole in `title`.
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    await expect(heading.title).toMatch(/valley$/);
  },
};

export const Dark: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
  globals: { theme: "dark" },
  play: async () => {
    await screen.findByRole("dialog", { name: "Harbour at dawn" });
    await finiteAnimationsSettled();
  },
};

export const German: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, defaultIndex: 1 },
  globals: { locale: "de" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "A red lighthouse on a rock" });
    await finiteAnimationsSettled();
    await expect(dialog).toHaveAccessibleDescription("2 von 5");
    await expect(within(dialog).getByRole("button", { name: "Nächstes Bild" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Bildansicht schließen" })).toBeVisible();
  },
};

const zoomLayer = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-slot="lightbox-zoom"]')!;
const stageOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-slot="lightbox-stage"]')!;
/** The zoom layer's scale, as the browser computes its transform. */
const scaleOf = (dialog: HTMLElement) => new DOMMatrix(getComputedStyle(zoomLayer(dialog)).transform).a;

/** Pointer events as a finger makes them, from one point of the stage to another. */
function drag(
  target: HTMLElement,
  from: { x: number; y: number },
  to: { x: number; y: number },
  pointerId = 1,
) {
  const init = { pointerId, pointerType: "touch", isPrimary: pointerId === 1, bubbles: true, button: 0 };
  target.dispatchEvent(new PointerEvent("pointerdown", { ...init, clientX: from.x, clientY: from.y }));
  for (let step = 1; step <= 5; step++) {
    const x = from.x + ((to.x - from.x) * step) / 5;
    const y = from.y + ((to.y - from.y) * step) / 5;
    target.dispatchEvent(new PointerEvent("pointermove", { ...init, clientX: x, clientY: y }));
  }
  target.dispatchEvent(new PointerEvent("pointerup", { ...init, clientX: to.x, clientY: to.y }));
}

/** Zoom by the button, the keys (+, −, 0), the wheel about the pointer, and a double click. */
export const ZoomAndPan: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true },
};

/** ZoomAndPan, played: the steps a person takes from its first render, and what they lead to. */
export const ZoomAndPanInteraction: Story = {
  ...ZoomAndPan,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Harbour at dawn" });
    await finiteAnimationsSettled();
    const stage = stageOf(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Zoom in" }));
    await expect(stage).toHaveAttribute("data-zoomed", "true");
    await waitFor(() => expect(scaleOf(dialog)).toBeCloseTo(2.5), { timeout: 3000 });
    // Zoomed, the same button fits the picture to the screen again.
    await userEvent.click(within(dialog).getByRole("button", { name: "Zoom out to fit" }));
    await expect(stage).not.toHaveAttribute("data-zoomed");

    await userEvent.keyboard("+");
    await waitFor(() => expect(scaleOf(dialog)).toBeCloseTo(1.5), { timeout: 3000 });
    await userEvent.keyboard("-");
    await waitFor(() => expect(scaleOf(dialog)).toBeCloseTo(1), { timeout: 3000 });
    // Never smaller than the fit.
    await userEvent.keyboard("-");
    await expect(stage).not.toHaveAttribute("data-zoomed");

    // The wheel zooms about the pointer: a point right of centre stays under it, so the picture
    // moves left.
    const box = stage.getBoundingClientRect();
    const at = { clientX: box.left + box.width * 0.75, clientY: box.top + box.height / 2 };
    stage.dispatchEvent(new WheelEvent("wheel", { deltaY: -300, bubbles: true, cancelable: true, ...at }));
    await waitFor(() => expect(scaleOf(dialog)).toBeGreaterThan(1.5), { timeout: 3000 });
    await waitFor(
      () => expect(new DOMMatrix(getComputedStyle(zoomLayer(dialog)).transform).e).toBeLessThan(0),
      {
        timeout: 3000,
      },
    );
    // Zoomed, a drag pans instead of stepping to the next picture. The offset is read once the
    // wheel's zoom has stopped moving: read mid-way, a slow machine saw it drift further left
    // than the drag moved it right.
    const offsetX = () => new DOMMatrix(getComputedStyle(zoomLayer(dialog)).transform).e;
    let settled = Number.NaN;
    await waitFor(
      async () => {
        const now = offsetX();
        await new Promise((resolve) => setTimeout(resolve, 100));
        settled = offsetX();
        await expect(settled).toBe(now);
      },
      { timeout: 3000 },
    );
    const before = settled;
    drag(stage, { x: box.left + 200, y: box.top + 100 }, { x: box.left + 260, y: box.top + 100 });
    await waitFor(
      () => expect(new DOMMatrix(getComputedStyle(zoomLayer(dialog)).transform).e).toBeGreaterThan(before),
      {
        timeout: 3000,
      },
    );
    await expect(dialog).toHaveAccessibleDescription("1 of 5");
    await userEvent.keyboard("0");
    await expect(stage).not.toHaveAttribute("data-zoomed");

    await userEvent.dblClick(stage);
    await expect(stage).toHaveAttribute("data-zoomed", "true");
    // Another picture starts at the fit.
    await userEvent.keyboard("{ArrowRight}");
    await expect(dialog).toHaveAccessibleDescription("2 of 5");
    await expect(stage).not.toHaveAttribute("data-zoomed");
  },
};

/** A finger's swipe steps to the neighbours; a vertical one, or a short one, does not. */
export const Swipe: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, defaultIndex: 1 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    await finiteAnimationsSettled();
    const stage = stageOf(dialog);
    const box = stage.getBoundingClientRect();
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    drag(stage, middle, { x: middle.x - 150, y: middle.y + 10 });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription("3 of 5"), { timeout: 3000 });
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    drag(stage, middle, { x: middle.x + 150, y: middle.y });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription("2 of 5"), { timeout: 3000 });
    // Too short, or up and down: no step. A step after them shows they were not counted late.
    drag(stage, middle, { x: middle.x + 20, y: middle.y });
    drag(stage, middle, { x: middle.x - 30, y: middle.y + 200 });
  },
};

/** Swipe, played: the steps a person takes from its first render, and what they lead to. */
export const SwipeInteraction: Story = {
  ...Swipe,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    await finiteAnimationsSettled();
    const stage = stageOf(dialog);
    const box = stage.getBoundingClientRect();
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    drag(stage, middle, { x: middle.x - 150, y: middle.y + 10 });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription("3 of 5"), { timeout: 3000 });
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    drag(stage, middle, { x: middle.x + 150, y: middle.y });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription("2 of 5"), { timeout: 3000 });
    // Too short, or up and down: no step. A step after them shows they were not counted late.
    drag(stage, middle, { x: middle.x + 20, y: middle.y });
    drag(stage, middle, { x: middle.x - 30, y: middle.y + 200 });
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(dialog).toHaveAccessibleDescription("3 of 5"), { timeout: 3000 });
    await expect(args.onIndexChange).toHaveBeenCalledTimes(3);
  },
};

/**
 * Buttons for the picture shown and a details panel beside it (below it on a phone), as the
 * Gallery's viewer has; `total` counts pictures not loaded yet.
 */
export const WithActionsAndPanel: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, total: 120 },
  render: function Render(args, { loaded }) {
    const [favourites, setFavourites] = useState<string[]>([]);
    return (
      <Lightbox
        {...args}
        items={itemsOf(loaded.urls as string[])}
        actions={(item) => (
          <Button
            variant="outline"
            size="sm"
            aria-pressed={favourites.includes(item.id)}
            onClick={() =>
              setFavourites((ids) =>
                ids.includes(item.id) ? ids.filter((id) => id !== item.id) : [...ids, item.id],
              )
            }
          >
            Favourite
          </Button>
        )}
        aside={(item) => (
          <section aria-labelledby="details-heading">
            <h3 id="details-heading" style={{ margin: 0 }}>
              Details
            </h3>
            <p>{item.alt}</p>
            <p>
              {item.width} × {item.height}
            </p>
          </section>
        )}
      />
    );
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Harbour at dawn" });
    await finiteAnimationsSettled();
    await expect(dialog).toHaveAccessibleDescription("1 of 120");
    const details = within(dialog).getByRole("region", { name: "Details" });
    await expect(details).toHaveTextContent("Fishing boats moored in a calm harbour at dawn");
  },
};

/** WithActionsAndPanel, played: the steps a person takes from its first render, and what they lead to. */
export const WithActionsAndPanelInteraction: Story = {
  ...WithActionsAndPanel,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Harbour at dawn" });
    await finiteAnimationsSettled();
    await expect(dialog).toHaveAccessibleDescription("1 of 120");
    const details = within(dialog).getByRole("region", { name: "Details" });
    await expect(details).toHaveTextContent("Fishing boats moored in a calm harbour at dawn");
    const favourite = within(dialog).getByRole("button", { name: "Favourite" });
    await userEvent.click(favourite);
    await expect(favourite).toHaveAttribute("aria-pressed", "true");
    // The panel follows the picture; the actions are the picture's own.
    await userEvent.keyboard("{ArrowRight}");
    await expect(details).toHaveTextContent("A red lighthouse on a rock");
    await expect(within(dialog).getByRole("button", { name: "Favourite" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

/** Right to left: Previous on the right and Next on the left, their chevrons mirrored to point outwards. */
export const RightToLeft: Story = {
  tags: ["!autodocs"],
  args: { defaultOpen: true, defaultIndex: 1 },
  globals: { direction: "rtl" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "A red lighthouse on a rock" });
    await finiteAnimationsSettled();
    const previous = within(dialog).getByRole("button", { name: "Previous image" });
    const next = within(dialog).getByRole("button", { name: "Next image" });
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(next.getBoundingClientRect().left);
    await expect(getComputedStyle(previous.querySelector("svg")!).scale).toMatch(/^-1\b/);
  },
};

/**
 * RightToLeft, played: the next picture is on the left, so ArrowLeft and a finger's swipe to the
 * right bring it, and ArrowRight and a swipe to the left go back.
 */
export const RightToLeftInteraction: Story = {
  ...RightToLeft,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    await finiteAnimationsSettled();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(dialog).toHaveAccessibleDescription("3 of 5");
    await userEvent.keyboard("{ArrowRight}");
    await expect(dialog).toHaveAccessibleDescription("2 of 5");
    const box = stageOf(dialog).getBoundingClientRect();
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    drag(stageOf(dialog), middle, { x: middle.x + 150, y: middle.y });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription("3 of 5"), { timeout: 3000 });
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    drag(stageOf(dialog), middle, { x: middle.x - 150, y: middle.y });
    await waitFor(() => expect(dialog).toHaveAccessibleDescription("2 of 5"), { timeout: 3000 });
  },
};
