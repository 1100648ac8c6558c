import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import type { RecordModel } from "pocketbase";
import { expect, waitFor } from "storybook/test";

import { placeholderDataUrl } from "@pocketkit/client";
import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { Image, ImageView } from "./image";
import { imagesSchema, imagesWithPreviewSchema, makePng, pngUrl, RED_BLUE_THUMBHASH } from "./story-helpers";

const meta = {
  title: "Media/Image",
  component: ImageView,
  args: { src: undefined, alt: "A blue field with the number 1", width: 400, height: 300 },
  loaders: [async () => ({ url: await pngUrl(0, 400, 300) })],
  render: (args, { loaded }) => (
    <div style={{ width: 320 }}>
      <ImageView {...args} src={args.src ?? (loaded.url as string)} />
    </div>
  ),
} satisfies Meta<typeof ImageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="image"]')!;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole("img", { name: "A blue field with the number 1" });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect(image).toHaveAttribute("width", "400");
    await expect(image).toHaveAttribute("height", "300");
    // The box has the picture's proportions before it loads: nothing moves when it arrives.
    await expect(box(canvasElement).getBoundingClientRect().height).toBeCloseTo(240, 0);
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "loaded"));
    await expect(box(canvasElement).getBoundingClientRect().height).toBeCloseTo(240, 0);
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute("data-state", "loading");
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toBeVisible();
  },
};

/** As grid tiles load: a still grey box, no pulse, and a picture that appears without fading in. */
export const LoadingStill: Story = {
  args: { status: "loading", animated: false },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute("data-state", "loading");
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeInTheDocument();
    await expect(getComputedStyle(box(canvasElement)).backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
    // Nothing in the box animates while it waits.
    await expect(box(canvasElement).getAnimations({ subtree: true })).toHaveLength(0);
  },
};

export const AppearsWithoutFading: Story = {
  args: { animated: false },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "loaded"));
    const image = canvas.getByRole("img", { name: "A blue field with the number 1" });
    await expect(getComputedStyle(image).transitionDuration).toBe("0s");
    await expect(getComputedStyle(image).opacity).toBe("1");
  },
};

export const Broken: Story = {
  args: { src: "data:image/png;base64,bm90IGFuIGltYWdl" },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "error"));
    await expect(canvas.getByText("Image unavailable")).toBeVisible();
    // The alt text is still there for screen readers.
    await expect(canvas.getByText("A blue field with the number 1")).toHaveClass("pk:sr-only");
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
  },
};

export const UnknownSize: Story = {
  args: { width: undefined, height: undefined, alt: "A picture whose size was not stored" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "loaded"));
    // Once loaded, the picture's own proportions (4:3 here) decide.
    await expect(box(canvasElement).getBoundingClientRect().height).toBeCloseTo(240, 0);
  },
};

export const LongAlt: Story = {
  args: {
    src: "data:image/png;base64,bm90IGFuIGltYWdl",
    alt: "The whole family on the terrace of the mountain hut at sunset, the lake below and the glacier behind, everyone squinting into the light after the long walk up from the valley",
  },
  render: (args) => (
    <div style={{ width: 160 }}>
      <ImageView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "error"));
    await expect(box(canvasElement).scrollWidth).toBeLessThanOrEqual(160);
  },
};

export const Placeholder: Story = {
  args: { status: "loading", placeholder: placeholderDataUrl(RED_BLUE_THUMBHASH) },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute("data-state", "loading");
    const placeholder = canvasElement.querySelector<HTMLElement>('[data-slot="image-placeholder"]')!;
    await expect(placeholder).toBeVisible();
    await expect(placeholder.style.backgroundImage).toMatch(/^url\("data:image\/png;base64,/);
    // The picture's colours in place of the grey skeleton, and nothing for a screen reader.
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeInTheDocument();
    await expect(placeholder).toHaveAttribute("aria-hidden", "true");
  },
};

export const Dark: Story = { ...Broken, globals: { theme: "dark" } };

export const German: Story = {
  args: { src: "data:image/png;base64,bm90IGFuIGltYWdl" },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Bild nicht verfügbar")).toBeVisible();
  },
};

// Connected: a record of `images` (a protected file with thumbs 100x100, 400x0 and 1200x0) from
// the mocked PocketBase, signed in, so that the file token is asked for.

const FILES_URL = `${STORY_POCKETBASE_URL}/api/files/:collection/:id/:filename`;
const pocketbase = createStoryPocketBase({
  collections: { images: { schema: imagesSchema } },
  users: [{ email: "ada@example.com", password: "correct horse", fields: { id: "storyuser000001" } }],
});
const signedIn = () => pocketbase.records("users")[0];

/**
 * A record of `images`. Each story names its own file: the browser keeps an image it has shown
 * for the page's life, and one story's picture must not answer for another's.
 */
const harbourRecord = (file: string) =>
  ({
    id: "harbour00000001",
    collectionId: "pk_images",
    collectionName: "images",
    file,
    alt: "Boats in the harbour at dusk",
    width: 1600,
    height: 1200,
  }) as RecordModel;

function HarbourImage({ file }: { file: string }) {
  const record = harbourRecord(file);
  return (
    <StoryPocketkit schema={{ images: imagesSchema }} signedInAs={signedIn()}>
      <div style={{ width: 320 }}>
        <Image record={record} alt={record.alt as string} sizes="320px" />
      </div>
    </StoryPocketkit>
  );
}

/** The file requests the story saw. */
const fileRequests: URL[] = [];

function connected(...handlers: HttpHandler[]): Pick<Story, "beforeEach"> {
  return {
    beforeEach: async ({ msw }) => {
      pocketbase.reset();
      fileRequests.length = 0;
      const png = await makePng("harbour.png", { width: 400, height: 300, seed: 5 });
      msw.use(...pocketbase.handlers);
      // The mock has no bytes for records made at the start: every file is this PNG.
      msw.use(
        http.get(FILES_URL, ({ request }) => {
          fileRequests.push(new URL(request.url));
          return new HttpResponse(png, { headers: { "content-type": "image/png" } });
        }),
      );
      if (handlers.length > 0) msw.use(...handlers);
    },
  };
}

export const FromRecord: Story = {
  ...connected(),
  render: () => <HarbourImage file="harbour_fromrecord.png" />,
  play: async ({ canvas, canvasElement }) => {
    const image = await canvas.findByRole("img", { name: "Boats in the harbour at dusk" }, { timeout: 5000 });
    const srcSet = image.getAttribute("srcset")!;
    // The width-only thumbs and the original by width; the cropped 100x100 is left out.
    await expect(srcSet).toMatch(
      /thumb=400x0&token=mock-file-token 400w, .*thumb=1200x0&token=mock-file-token 1200w, .*\?token=mock-file-token 1600w$/,
    );
    await expect(srcSet).not.toContain("100x100");
    await expect(image).toHaveAttribute("sizes", "320px");
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "1200");
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "loaded"), {
      timeout: 5000,
    });
    // 320 CSS pixels wide: the 400 px thumb is what was fetched, with the token.
    await expect(fileRequests.map((url) => url.searchParams.get("thumb"))).toContain("400x0");
    await expect(fileRequests.every((url) => url.searchParams.get("token") === "mock-file-token")).toBe(true);
  },
};

export const ExplicitThumb: Story = {
  ...connected(),
  render: () => (
    <StoryPocketkit schema={{ images: imagesSchema }} signedInAs={signedIn()}>
      <div style={{ width: 100 }}>
        <Image
          record={harbourRecord("harbour_thumb.png")}
          alt="Boats"
          thumb="100x100"
          width={100}
          height={100}
        />
      </div>
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    const image = await canvas.findByRole("img", {}, { timeout: 5000 });
    await expect(image).not.toHaveAttribute("srcset");
    await expect(image.getAttribute("src")).toMatch(
      /\/api\/files\/pk_images\/harbour00000001\/harbour_thumb\.png\?thumb=100x100&token=mock-file-token$/,
    );
  },
};

export const WaitingForToken: Story = {
  ...connected(
    http.post(`${STORY_POCKETBASE_URL}/api/files/token`, async () => {
      await delay(1500);
      return HttpResponse.json({ token: "mock-file-token" });
    }),
  ),
  render: () => <HarbourImage file="harbour_waiting.png" />,
  play: async ({ canvas, canvasElement }) => {
    // No URL without its token: a skeleton until it comes.
    await expect(box(canvasElement)).toHaveAttribute("data-state", "loading");
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
    await expect(fileRequests).toHaveLength(0);
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "loaded"), {
      timeout: 5000,
    });
  },
};

export const FileMissing: Story = {
  ...connected(http.get(FILES_URL, () => new HttpResponse(null, { status: 404 }))),
  render: () => <HarbourImage file="harbour_missing.png" />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "error"), { timeout: 5000 });
    await expect(canvas.getByText("Image unavailable")).toBeVisible();
  },
};

export const TokenRefused: Story = {
  ...connected(
    http.post(`${STORY_POCKETBASE_URL}/api/files/token`, () =>
      HttpResponse.json({ status: 500, message: "Something went wrong." }, { status: 500 }),
    ),
  ),
  render: () => <HarbourImage file="harbour_refused.png" />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "error"), { timeout: 5000 });
    await expect(canvas.getByText("Image unavailable")).toBeVisible();
    await expect(fileRequests).toHaveLength(0);
  },
};

/** An AVIF original, for which PocketBase makes no thumbs, and a JPEG preview beside it. */
const avifRecord = (preview: string) =>
  ({
    ...harbourRecord("harbour_original.avif"),
    preview,
    placeholder: RED_BLUE_THUMBHASH,
  }) as RecordModel;

export const PreviewBesideAvif: Story = {
  ...connected(),
  render: () => (
    <StoryPocketkit schema={{ images: imagesWithPreviewSchema }} signedInAs={signedIn()}>
      <div style={{ width: 320 }}>
        <Image record={avifRecord("harbour_preview.jpg")} preview="preview" alt="Boats" sizes="320px" />
      </div>
    </StoryPocketkit>
  ),
  play: async ({ canvas, canvasElement }) => {
    const image = await canvas.findByRole("img", { name: "Boats" }, { timeout: 5000 });
    // The preview's thumbs, never the AVIF original, which PocketBase would send whole.
    await expect(image.getAttribute("srcset")).toMatch(
      /harbour_preview\.jpg\?thumb=400x0&token=mock-file-token 400w/,
    );
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "loaded"), {
      timeout: 5000,
    });
    await expect(fileRequests.length).toBeGreaterThan(0);
    await expect(fileRequests.every((url) => url.pathname.endsWith("/harbour_preview.jpg"))).toBe(true);
  },
};

export const NoPreviewYet: Story = {
  ...connected(
    http.post(`${STORY_POCKETBASE_URL}/api/files/token`, async () => {
      await delay(1500);
      return HttpResponse.json({ token: "mock-file-token" });
    }),
  ),
  render: () => (
    <StoryPocketkit schema={{ images: imagesWithPreviewSchema }} signedInAs={signedIn()}>
      <div style={{ width: 320 }}>
        <Image
          record={{ ...avifRecord(""), file: "harbour_nopreview.png" } as RecordModel}
          preview="preview"
          placeholder="placeholder"
          alt="Boats"
          sizes="320px"
        />
      </div>
    </StoryPocketkit>
  ),
  play: async ({ canvas, canvasElement }) => {
    // The placeholder while the token is on its way…
    await expect(canvasElement.querySelector('[data-slot="image-placeholder"]')).toBeVisible();
    // …then the original, since this record has no preview.
    const image = await canvas.findByRole("img", { name: "Boats" }, { timeout: 5000 });
    await expect(image.getAttribute("src")).toMatch(/harbour_nopreview\.png\?token=mock-file-token$/);
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute("data-state", "loaded"), {
      timeout: 5000,
    });
    await expect(canvasElement.querySelector('[data-slot="image-placeholder"]')).not.toBeInTheDocument();
  },
};
