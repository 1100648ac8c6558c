import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor } from "storybook/test";

import { Dropzone } from "./dropzone";
import { dragFilesOver, dropFiles, makePng, pasteFiles } from "./story-helpers";

const meta = {
  title: "Media/Dropzone",
  component: Dropzone,
  args: { onFiles: fn(), accept: "image/*" },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Dropzone {...args} />
    </div>
  ),
} satisfies Meta<typeof Dropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The file input, with its `click()` stubbed so that no real picker opens during a test. */
function pickerOf(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { input, open: spyOn(input, "click").mockImplementation(() => {}) };
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole("button", { name: "Drag files here, or choose them" });
    await expect(zone).toHaveAccessibleDescription("You can also paste a screenshot.");
    const { input } = pickerOf(canvasElement);
    // The input is in the page for assistive technology, visually hidden (not display: none).
    await expect(input).toHaveAccessibleName("Drag files here, or choose them");
    await expect(getComputedStyle(input).display).not.toBe("none");
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(input).toHaveAttribute("accept", "image/*");
    await expect(input).toHaveAttribute("multiple");
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvas.getByRole("button", { name: "Drag files here, or choose them" });
    await expect(zone).toHaveAccessibleDescription("You can also paste a screenshot.");
    const { input, open } = pickerOf(canvasElement);
    // The input is in the page for assistive technology, visually hidden (not display: none).
    await expect(input).toHaveAccessibleName("Drag files here, or choose them");
    await expect(getComputedStyle(input).display).not.toBe("none");
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(input).toHaveAttribute("accept", "image/*");
    await expect(input).toHaveAttribute("multiple");

    // One tab stop; Enter and Space open the picker, and so does a click.
    await userEvent.tab();
    await expect(zone).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(open).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(" ");
    await expect(open).toHaveBeenCalledTimes(2);
    await userEvent.click(zone);
    await expect(open).toHaveBeenCalledTimes(3);
    await userEvent.tab();
    await expect(zone).not.toHaveFocus();

    // Files chosen in the picker reach onFiles.
    open.mockRestore();
    const photos = [await makePng("a.png"), await makePng("b.png", { seed: 1 })];
    await userEvent.upload(input, photos);
    await expect(args.onFiles).toHaveBeenLastCalledWith(photos);
  },
};

export const Drop: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvas.getByRole("button");
    const root = canvasElement.querySelector('[data-slot="dropzone"]')!;
    const photo = await makePng("dropped.png");
    // While files are dragged over it, the zone says it will take them.
    const leave = dragFilesOver(zone, [photo]);
    await waitFor(() => expect(root).toHaveAttribute("data-dragging"));
    await expect(zone).toHaveTextContent("Drop to add them");
    leave();
    await waitFor(() => expect(root).not.toHaveAttribute("data-dragging"));
    await expect(args.onFiles).not.toHaveBeenCalled();

    const other = await makePng("second.png", { seed: 2 });
    dropFiles(zone, [photo, other]);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    await expect(args.onFiles).toHaveBeenLastCalledWith([photo, other]);
    await waitFor(() => expect(root).not.toHaveAttribute("data-dragging"));
  },
};

/** A toolbar's way in: the title on a button, the hint still read out with it. */
export const AsButton: Story = {
  args: { variant: "button", title: "Upload", hint: "JPEG, PNG or WebP, up to 20 MB each." },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole("button", { name: "Upload" });
    await expect(button).toHaveAccessibleDescription("JPEG, PNG or WebP, up to 20 MB each.");
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="dropzone"]')!;
    // As low as a button, not a drop area.
    await expect(root.getBoundingClientRect().height).toBeLessThan(48);
  },
};

/** AsButton, played: the steps a person takes from its first render, and what they lead to. */
export const AsButtonInteraction: Story = {
  ...AsButton,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole("button", { name: "Upload" });
    await expect(button).toHaveAccessibleDescription("JPEG, PNG or WebP, up to 20 MB each.");
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="dropzone"]')!;
    // As low as a button, not a drop area.
    await expect(root.getBoundingClientRect().height).toBeLessThan(48);
    const { open } = pickerOf(canvasElement);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(open).toHaveBeenCalledTimes(1);
    const photo = await makePng("dropped.png");
    dropFiles(button, [photo]);
    await expect(args.onFiles).toHaveBeenLastCalledWith([photo]);
  },
};

/**
 * `dropTarget="window"`: files dragged anywhere into the window make the zone cover it, and a
 * drop there is taken; dragged out again, the zone is a button again.
 */
export const DropAnywhere: Story = {
  args: { variant: "button", title: "Upload", dropTarget: "window" },
  render: (args) => (
    <div style={{ display: "grid", gap: 16, maxWidth: 480 }}>
      <p>Elsewhere on the page</p>
      <Dropzone {...args} />
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="dropzone"]')!;
    const photo = await makePng("dropped.png");
    const leave = dragFilesOver(canvas.getByText("Elsewhere on the page"), [photo]);
    await waitFor(() => expect(root).toHaveAttribute("data-window-dragging"));
    const box = root.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(window.innerWidth - 40);
    await expect(box.height).toBeGreaterThan(window.innerHeight - 40);
    leave();
    await waitFor(() => expect(root).not.toHaveAttribute("data-window-dragging"));

    // Dragged in again and dropped on the zone that now covers the window.
    dragFilesOver(canvas.getByText("Elsewhere on the page"), [photo]);
    await waitFor(() => expect(root).toHaveAttribute("data-window-dragging"));
    dropFiles(root, [photo]);
    await expect(args.onFiles).toHaveBeenLastCalledWith([photo]);
    await waitFor(() => expect(root).not.toHaveAttribute("data-window-dragging"));
  },
};

export const PasteInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole("button");
    const screenshot = await makePng("image.png");
    zone.focus();
    pasteFiles(zone, [screenshot]);
    await expect(args.onFiles).toHaveBeenLastCalledWith([screenshot]);
    // A paste without files (text) is left alone.
    zone.dispatchEvent(new ClipboardEvent("paste", { bubbles: true, cancelable: true }));
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
  },
};

const firstZone = fn();
const secondZone = fn();

/** Two zones: a paste goes to the focused one; the second also takes pastes while nothing has focus. */
export const SeveralZones: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16, maxWidth: 480 }}>
      <Dropzone title="Cover photo" onFiles={firstZone} multiple={false} />
      <Dropzone title="Gallery photos" onFiles={secondZone} pasteScope="document" />
      <input aria-label="Caption" />
    </div>
  ),
  beforeEach: () => {
    firstZone.mockClear();
    secondZone.mockClear();
  },
};

/** SeveralZones, played: the steps a person takes from its first render, and what they lead to. */
export const SeveralZonesInteraction: Story = {
  ...SeveralZones,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const cover = canvas.getByRole("button", { name: "Cover photo" });
    const gallery = canvas.getByRole("button", { name: "Gallery photos" });
    const screenshot = await makePng("image.png");

    cover.focus();
    pasteFiles(cover, [screenshot]);
    await expect(firstZone).toHaveBeenCalledTimes(1);
    await expect(secondZone).not.toHaveBeenCalled();

    gallery.focus();
    pasteFiles(gallery, [screenshot]);
    await expect(secondZone).toHaveBeenCalledTimes(1);
    await expect(firstZone).toHaveBeenCalledTimes(1);

    // Nothing focused: the document's paste goes to the zone that listens there, once.
    gallery.blur();
    await expect(document.activeElement).toBe(document.body);
    pasteFiles(document.body, [screenshot]);
    await expect(secondZone).toHaveBeenCalledTimes(2);
    await expect(firstZone).toHaveBeenCalledTimes(1);

    // Focus in a text field: the paste belongs to it, not to a zone.
    const caption = canvas.getByRole("textbox", { name: "Caption" });
    caption.focus();
    pasteFiles(caption, [screenshot]);
    await expect(secondZone).toHaveBeenCalledTimes(2);
    await expect(firstZone).toHaveBeenCalledTimes(1);

    // `multiple={false}` keeps the first of several files.
    const other = await makePng("other.png", { seed: 3 });
    dropFiles(cover, [screenshot, other]);
    await expect(firstZone).toHaveBeenLastCalledWith([screenshot]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole("button");
    await expect(zone).toHaveAttribute("aria-disabled", "true");
    await expect(zone).not.toHaveAttribute("tabindex");
    const { input } = pickerOf(canvasElement);
    await expect(input).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvas.getByRole("button");
    await expect(zone).toHaveAttribute("aria-disabled", "true");
    await expect(zone).not.toHaveAttribute("tabindex");
    const { input, open } = pickerOf(canvasElement);
    await expect(input).toBeDisabled();
    await userEvent.click(zone);
    await expect(open).not.toHaveBeenCalled();
    dropFiles(zone, [await makePng("ignored.png")]);
    pasteFiles(zone, [await makePng("ignored.png")]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    title:
      "Drag the photos of “Summer holidays in the mountains, 2026 — the long walk around the lake” here, or choose them",
    hint: "JPEG, PNG, WebP, GIF or AVIF, up to 20 MB each; files larger than that are refused before anything is sent. You can also paste a screenshot.",
  },
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot="dropzone"]')!;
    // The text wraps inside the zone instead of widening it.
    await expect(zone.scrollWidth).toBeLessThanOrEqual(zone.clientWidth);
    await expect(zone.getBoundingClientRect().width).toBeLessThanOrEqual(480);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Drag files here, or choose them" })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    const zone = canvas.getByRole("button", { name: "Dateien hierher ziehen oder auswählen" });
    await expect(zone).toHaveAccessibleDescription("Sie können auch einen Screenshot einfügen.");
  },
};

/** Right to left: the zone's lines, centred, read from the right (the hint's full stop ends up on the left). */
export const RightToLeft: Story = {
  globals: { direction: "rtl" },
  play: async ({ canvas, canvasElement }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-slot="dropzone"]')!;
    await expect(getComputedStyle(zone).direction).toBe("rtl");
    const box = zone.getBoundingClientRect();
    const title = canvas
      .getByRole("button", { name: "Drag files here, or choose them" })
      .getBoundingClientRect();
    await expect(Math.abs(title.left + title.width / 2 - (box.left + box.width / 2))).toBeLessThan(1);
  },
};
