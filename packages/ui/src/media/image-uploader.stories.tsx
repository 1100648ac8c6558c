import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import { useState } from "react";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../primitives/button";
import { ImageUploader, ImageUploaderView } from "./image-uploader";
import {
  dropFiles,
  imagesSchema,
  makePng,
  pasteFiles,
  pngUrl,
  queueActionArgs,
  refusedFiles,
} from "./story-helpers";
import type { UploadQueueViewItem } from "./upload-queue-item";

const HEIC_ERROR = "beach.heic is not a supported image (JPEG, PNG, WebP, GIF, AVIF).";
const SIZE_ERROR = "pano.jpg is 31.2 MB; the limit is 20 MB.";
const RECORDS_URL = `${STORY_POCKETBASE_URL}/api/collections/images/records`;

const pocketbase = createStoryPocketBase({ collections: { images: { schema: imagesSchema } } });

/** Every create request that reaches the mocked PocketBase (counted, then passed on to it). */
const creates = { count: 0, running: 0, mostAtOnce: 0 };
let attempts = 0;
const countCreates = http.post(RECORDS_URL, () => {
  creates.count++;
});

/** A story against the mocked PocketBase, fresh each time, with its own handlers on top. */
function connected(...handlers: HttpHandler[]): Pick<Story, "beforeEach" | "render"> {
  return {
    beforeEach: ({ msw }) => {
      pocketbase.reset();
      Object.assign(creates, { count: 0, running: 0, mostAtOnce: 0 });
      attempts = 0;
      // A later use() comes first: the story's own handlers, then the counter, then the mock.
      msw.use(...pocketbase.handlers);
      msw.use(countCreates);
      if (handlers.length > 0) msw.use(...handlers);
    },
    render: () => (
      <StoryPocketkit schema={{ images: imagesSchema }}>
        <div style={{ maxWidth: 560 }}>
          <ImageUploader collection="images" data={() => ({ title: "From Storybook" })} />
        </div>
      </StoryPocketkit>
    ),
  };
}

function viewItems(previews: string[]): UploadQueueViewItem[] {
  return [
    {
      id: "1",
      name: "sunset.png",
      size: 2_400_000,
      status: "uploading",
      progress: 0.65,
      previewUrl: previews[0],
    },
    { id: "2", name: "harbour.png", size: 1_800_000, status: "done", progress: 1, previewUrl: previews[1] },
    { id: "3", name: "beach.heic", size: 3_100_000, status: "invalid", error: HEIC_ERROR },
  ];
}

const meta = {
  title: "Media/ImageUploader",
  component: ImageUploaderView,
  args: {
    items: [],
    onFiles: fn(),
    ...queueActionArgs(),
  },
  loaders: [async () => ({ previews: await Promise.all([0, 1].map((seed) => pngUrl(seed, 80, 80))) })],
  render: (args, { loaded }) => (
    <div style={{ maxWidth: 560 }}>
      <ImageUploaderView
        {...args}
        items={args.items.length ? args.items : viewItems(loaded.previews as string[])}
      />
    </div>
  ),
} satisfies Meta<typeof ImageUploaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "Drag photos here, or choose them" })).toBeVisible();
    await expect(canvas.getByText(HEIC_ERROR)).toBeVisible();
    await expect(canvas.getByRole("progressbar", { name: "Uploading sunset.png" })).toHaveAttribute(
      "aria-valuenow",
      "65",
    );
    const photo = await makePng("new.png");
    dropFiles(canvas.getByRole("button", { name: "Drag photos here, or choose them" }), [photo]);
    await expect(args.onFiles).toHaveBeenLastCalledWith([photo]);
  },
};

export const Empty: Story = {
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <ImageUploaderView {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Drag photos here, or choose them" })).toBeVisible();
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole("button", { name: "Drag photos here, or choose them" });
    await expect(zone).toHaveAttribute("aria-disabled", "true");
    dropFiles(zone, [await makePng("ignored.png")]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const ManyFiles: Story = {
  args: {
    items: Array.from({ length: 200 }, (_, index) => ({
      id: String(index),
      name: `IMG_${String(4000 + index)}.jpg`,
      size: 3_000_000 + index * 7_000,
      status: index < 150 ? "done" : index < 153 ? "uploading" : "queued",
      progress: index < 150 ? 1 : index < 153 ? 0.5 : 0,
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("150 of 200 uploaded")).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="upload-queue-item"]')).toHaveLength(50);
    await expect(canvas.getByText("+150 more")).toBeVisible();
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Fotos hierher ziehen oder auswählen" })).toBeVisible();
    await expect(canvas.getByText("1 von 2 hochgeladen")).toBeVisible();
  },
};

// Connected: the real queue against the mocked PocketBase (an `images` collection: one image of
// at most 20 MB, JPEG/PNG/WebP/GIF/AVIF).

export const Uploads: Story = {
  // A moment in flight, so that the progress bar can be seen.
  ...connected(
    http.post(RECORDS_URL, async () => {
      await delay(600);
    }),
  ),
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole("button", { name: "Drag photos here, or choose them" });
    await expect(zone).toHaveAccessibleDescription(
      "JPEG, PNG, WebP, GIF, AVIF, up to 20 MB each. You can also paste a screenshot.",
    );
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/gif,image/avif");
  },
};

/** Uploads, played: the steps a person takes from its first render, and what they lead to. */
export const UploadsInteraction: Story = {
  ...Uploads,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole("button", { name: "Drag photos here, or choose them" });
    await expect(zone).toHaveAccessibleDescription(
      "JPEG, PNG, WebP, GIF, AVIF, up to 20 MB each. You can also paste a screenshot.",
    );
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/gif,image/avif");

    // From the keyboard: Enter opens the picker, and the chosen file is uploaded.
    const open = spyOn(input, "click").mockImplementation(() => {});
    zone.focus();
    await userEvent.keyboard("{Enter}");
    await expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
    await userEvent.upload(input, await makePng("sunset.png"));

    await expect(
      await canvas.findByRole("progressbar", { name: "Uploading sunset.png" }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/Uploaded$/)).toBeVisible(), { timeout: 5000 });
    await expect(canvasElement.querySelector('[data-slot="upload-queue-summary"]')).toHaveTextContent(
      "1 of 1 uploaded",
    );
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("1 of 1 uploaded"));
    const [record] = pocketbase.records("images");
    await expect(record).toMatchObject({
      title: "From Storybook",
      file: expect.stringMatching(/^sunset_\w+\.png$/),
    });
  },
};

export const RefusedBeforeUpload: Story = {
  ...connected(),
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole("button", { name: "Drag photos here, or choose them" });
    dropFiles(zone, refusedFiles());
    await expect(await canvas.findByText(HEIC_ERROR, {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(SIZE_ERROR)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("2 files failed"));
    // No upload to count.
    await expect(canvasElement.querySelector('[data-slot="upload-queue-summary"]')).toBeNull();
    // Nothing was sent for them, and nothing can be retried.
    await expect(creates.count).toBe(0);
    await expect(pocketbase.records("images")).toHaveLength(0);
    await expect(canvas.queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();
  },
};

/** RefusedBeforeUpload, played: the steps a person takes from its first render, and what they lead to. */
export const RefusedBeforeUploadInteraction: Story = {
  ...RefusedBeforeUpload,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole("button", { name: "Drag photos here, or choose them" });
    dropFiles(zone, refusedFiles());
    await expect(await canvas.findByText(HEIC_ERROR, {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(SIZE_ERROR)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("2 files failed"));
    // No upload to count.
    await expect(canvasElement.querySelector('[data-slot="upload-queue-summary"]')).toBeNull();
    // Nothing was sent for them, and nothing can be retried.
    await expect(creates.count).toBe(0);
    await expect(pocketbase.records("images")).toHaveLength(0);
    await expect(canvas.queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Remove beach.heic" }));
    await expect(canvas.queryByText(HEIC_ERROR)).not.toBeInTheDocument();
  },
};

export const RefusedByServer: Story = {
  // The file passes the check in the browser (say the schema the page has is older than the
  // server's), and the server refuses it, naming the file as it would have stored it.
  ...connected(
    http.post(RECORDS_URL, () =>
      HttpResponse.json(
        {
          status: 400,
          message: "Failed to create record.",
          data: {
            file: {
              code: "validation_invalid_mime_type",
              message: '"harbour_a8s7d6f5g4.png" mime type must be one of: image/jpeg, image/png.',
            },
          },
        },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvas, canvasElement }) => {
    dropFiles(canvas.getByRole("button", { name: "Drag photos here, or choose them" }), [
      await makePng("harbour.png"),
    ]);
    // The field's own sentence, with the name the person gave the file; never PocketBase's.
    await expect(
      await canvas.findByText(
        "harbour.png is not a supported image (JPEG, PNG, WebP, GIF, AVIF).",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/harbour_a8s7d6f5g4|mime type/);
    // Final: the same file would be refused again, so no Retry; Remove is there.
    await expect(canvas.getByText(/Not uploaded$/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Remove harbour.png" })).toBeVisible();
    await expect(pocketbase.records("images")).toHaveLength(0);
  },
};

export const PastedScreenshot: Story = {
  ...connected(),
};

/** PastedScreenshot, played: the steps a person takes from its first render, and what they lead to. */
export const PastedScreenshotInteraction: Story = {
  ...PastedScreenshot,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const zone = canvas.getByRole("button", { name: "Drag photos here, or choose them" });
    zone.focus();
    pasteFiles(zone, [await makePng("image.png")]);
    await waitFor(() => expect(pocketbase.records("images")).toHaveLength(1), { timeout: 5000 });
    await expect(await canvas.findByText(/Uploaded$/)).toBeVisible();
  },
};

export const CancelAndRetry: Story = {
  // The first attempt hangs (for a finite while, then fails without saving); later ones go through.
  ...connected(
    http.post(RECORDS_URL, async () => {
      attempts++;
      if (attempts > 1) return;
      await delay(8000);
      return HttpResponse.json({ status: 503, message: "Gave up." }, { status: 503 });
    }),
  ),
  play: async ({ canvas }) => {
    dropFiles(canvas.getByRole("button", { name: "Drag photos here, or choose them" }), [
      await makePng("slow.png"),
    ]);
    await canvas.findByRole("progressbar", { name: "Uploading slow.png" }, { timeout: 5000 });
    // Cancelled once its request is out (the upload code arrives with the first upload first).
    await waitFor(() => expect(attempts).toBe(1), { timeout: 5000 });
  },
};

/** CancelAndRetry, played: the steps a person takes from its first render, and what they lead to. */
export const CancelAndRetryInteraction: Story = {
  ...CancelAndRetry,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    dropFiles(canvas.getByRole("button", { name: "Drag photos here, or choose them" }), [
      await makePng("slow.png"),
    ]);
    await canvas.findByRole("progressbar", { name: "Uploading slow.png" }, { timeout: 5000 });
    // Cancelled once its request is out (the upload code arrives with the first upload first).
    await waitFor(() => expect(attempts).toBe(1), { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "Cancel upload of slow.png" }));
    await expect(await canvas.findByText(/Cancelled$/)).toBeVisible();
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole("button", { name: "Retry upload of slow.png" }));
    await waitFor(() => expect(canvas.getByText(/Uploaded$/)).toBeVisible(), { timeout: 5000 });
    await expect(attempts).toBe(2);
    await expect(pocketbase.records("images")).toHaveLength(1);
  },
};

export const FailureAndRetry: Story = {
  ...connected(
    http.post(RECORDS_URL, () => {
      attempts++;
      if (attempts === 1) return HttpResponse.json({ status: 500, message: "Boom." }, { status: 500 });
    }),
  ),
  play: async ({ canvas }) => {
    dropFiles(canvas.getByRole("button", { name: "Drag photos here, or choose them" }), [
      await makePng("harbour.png"),
    ]);
    await expect(
      await canvas.findByText("The server couldn't save harbour.png. Try again.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("harbour.png failed"));
    await expect(pocketbase.records("images")).toHaveLength(0);
  },
};

/** FailureAndRetry, played: the steps a person takes from its first render, and what they lead to. */
export const FailureAndRetryInteraction: Story = {
  ...FailureAndRetry,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    dropFiles(canvas.getByRole("button", { name: "Drag photos here, or choose them" }), [
      await makePng("harbour.png"),
    ]);
    await expect(
      await canvas.findByText("The server couldn't save harbour.png. Try again.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("harbour.png failed"));
    await expect(pocketbase.records("images")).toHaveLength(0);

    await userEvent.click(canvas.getByRole("button", { name: "Retry upload of harbour.png" }));
    await waitFor(() => expect(canvas.getByText(/Uploaded$/)).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByText(/couldn't save/)).not.toBeInTheDocument();
    await expect(pocketbase.records("images")).toHaveLength(1);
  },
};

/** The uploader can be closed, to show that its previews are released. */
function ClosableUploader() {
  const [open, setOpen] = useState(true);
  return (
    <StoryPocketkit schema={{ images: imagesSchema }}>
      <div style={{ display: "grid", gap: 12, maxWidth: 560 }}>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Close uploader
        </Button>
        {open && <ImageUploader collection="images" />}
      </div>
    </StoryPocketkit>
  );
}

export const PreviewsReleased: Story = {
  beforeEach: connected().beforeEach,
  render: () => <ClosableUploader />,
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole("button", { name: "Drag photos here, or choose them" });
    dropFiles(zone, [await makePng("one.png"), await makePng("two.png", { seed: 1 })]);
    await waitFor(() => expect(canvas.getAllByText(/Uploaded$/)).toHaveLength(2), { timeout: 5000 });
    const previews = Array.from(
      canvasElement.querySelectorAll<HTMLImageElement>('[data-slot="upload-queue-preview"] img'),
      (image) => image.getAttribute("src"),
    );
    await expect(previews).toHaveLength(2);
    await expect(previews.every((url) => url?.startsWith("blob:"))).toBe(true);
  },
};

/** PreviewsReleased, played: the steps a person takes from its first render, and what they lead to. */
export const PreviewsReleasedInteraction: Story = {
  ...PreviewsReleased,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, canvasElement }) => {
    const revoke = spyOn(URL, "revokeObjectURL");
    const zone = canvas.getByRole("button", { name: "Drag photos here, or choose them" });
    dropFiles(zone, [await makePng("one.png"), await makePng("two.png", { seed: 1 })]);
    await waitFor(() => expect(canvas.getAllByText(/Uploaded$/)).toHaveLength(2), { timeout: 5000 });
    const previews = Array.from(
      canvasElement.querySelectorAll<HTMLImageElement>('[data-slot="upload-queue-preview"] img'),
      (image) => image.getAttribute("src"),
    );
    await expect(previews).toHaveLength(2);
    await expect(previews.every((url) => url?.startsWith("blob:"))).toBe(true);

    // Removing a file releases its preview…
    await userEvent.click(canvas.getByRole("button", { name: "Remove one.png" }));
    await expect(revoke).toHaveBeenCalledWith(previews[0]);
    await expect(revoke).not.toHaveBeenCalledWith(previews[1]);
    // …and closing the uploader releases the rest.
    await userEvent.click(canvas.getByRole("button", { name: "Close uploader" }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(previews[1]));
    await expect(within(canvasElement).queryByRole("list")).not.toBeInTheDocument();
  },
};

export const ThreeAtATime: Story = {
  ...connected(
    http.post(RECORDS_URL, async () => {
      creates.running++;
      creates.mostAtOnce = Math.max(creates.mostAtOnce, creates.running);
      await delay(150);
      creates.running--;
    }),
  ),
  play: async ({ canvas }) => {
    const files = await Promise.all(
      Array.from({ length: 12 }, (_, index) => makePng(`batch-${index + 1}.png`, { seed: index })),
    );
    dropFiles(canvas.getByRole("button", { name: "Drag photos here, or choose them" }), files);
    await waitFor(() => expect(canvas.getAllByText("12 of 12 uploaded")[0]).toBeVisible(), {
      timeout: 12000,
    });
    await expect(creates.mostAtOnce).toBe(3);
    await expect(pocketbase.records("images")).toHaveLength(12);
  },
};

// Stands in for the photo preparer: it "converts" HEIC (says so in `accepts`) into a PNG.
const preparedAsPng = Object.assign(
  async (file: File) => {
    await delay(300);
    return { file: await makePng("beach.png"), fields: { title: `Prepared from ${file.name}` } };
  },
  { accepts: ["image/heic", "image/heif"] },
);

/**
 * A `prepare` step given to the uploader reaches its queue: here a stand-in for a HEIC decoder
 * that turns `beach.heic` into `beach.png` and reads a title from the file. The check and the
 * upload see the prepared file, so a HEIC the field would refuse is stored as the PNG it became.
 */
export const PreparedBeforeUpload: Story = {
  beforeEach: connected().beforeEach,
  render: () => (
    <StoryPocketkit schema={{ images: imagesSchema }}>
      <div style={{ maxWidth: 560 }}>
        <ImageUploader collection="images" prepare={preparedAsPng} />
      </div>
    </StoryPocketkit>
  ),
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole("button", { name: "Drag photos here, or choose them" });
    // What prepare converts is offered by the picker and named by the hint.
    await expect(zone).toHaveAccessibleDescription(
      "JPEG, PNG, WebP, GIF, AVIF, HEIC, up to 20 MB each. You can also paste a screenshot.",
    );
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute(
      "accept",
      "image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif,.heic,.heif",
    );
    dropFiles(zone, [new File([new Uint8Array(64)], "beach.heic", { type: "image/heic" })]);
    await expect(await canvas.findByText(/Preparing…/, {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/Uploaded$/)).toBeVisible(), { timeout: 5000 });
    await expect(canvas.queryByText(HEIC_ERROR)).not.toBeInTheDocument();
    await expect(pocketbase.records("images")).toMatchObject([
      { title: "Prepared from beach.heic", file: expect.stringMatching(/^beach_\w+\.png$/) },
    ]);
  },
};

async function sha256(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The content hashes of the photos the story's library already has. */
const library = new Set<string>();

/**
 * A queue with `findDuplicate`: the photos the library already has wait with "… is already in your
 * library." until Upload anyway (sent) or Skip (gone); the others upload at once.
 */
export const Duplicates: Story = {
  beforeEach: connected().beforeEach,
  render: () => (
    <StoryPocketkit schema={{ images: imagesSchema }}>
      <div style={{ maxWidth: 560 }}>
        <ImageUploader
          collection="images"
          prepare={async (file) => ({ file, hash: await sha256(file) })}
          findDuplicate={async ({ hash }) => library.has(hash)}
        />
      </div>
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    library.clear();
    const [beach, dunes, pier, cove, fresh] = await Promise.all(
      ["beach.png", "dunes.png", "pier.png", "cove.png", "fresh.png"].map((name, seed) =>
        makePng(name, { seed }),
      ),
    );
    for (const file of [beach!, dunes!, pier!, cove!]) library.add(await sha256(file));
    dropFiles(canvas.getByRole("button", { name: "Drag photos here, or choose them" }), [
      beach!,
      dunes!,
      pier!,
      cove!,
      fresh!,
    ]);
    await expect(
      await canvas.findByText("beach.png is already in your library.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/Uploaded$/)).toBeVisible(), { timeout: 5000 });
    // Only the new photo was sent.
    await expect(creates.count).toBe(1);
    // Each row says so; the live region too (prepared files are announced as they are judged,
    // at most once a second, so the four may come in more than one sentence).
    await waitFor(() => expect(canvas.getAllByText(/is already in your library\./)).toHaveLength(4));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(/already in your library/));
  },
};

/** Duplicates, played: the steps a person takes from its first render, and what they lead to. */
export const DuplicatesInteraction: Story = {
  ...Duplicates,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    library.clear();
    const [beach, dunes, pier, cove, fresh] = await Promise.all(
      ["beach.png", "dunes.png", "pier.png", "cove.png", "fresh.png"].map((name, seed) =>
        makePng(name, { seed }),
      ),
    );
    for (const file of [beach!, dunes!, pier!, cove!]) library.add(await sha256(file));
    dropFiles(canvas.getByRole("button", { name: "Drag photos here, or choose them" }), [
      beach!,
      dunes!,
      pier!,
      cove!,
      fresh!,
    ]);
    await expect(
      await canvas.findByText("beach.png is already in your library.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/Uploaded$/)).toBeVisible(), { timeout: 5000 });
    // Only the new photo was sent.
    await expect(creates.count).toBe(1);
    // Each row says so; the live region too (prepared files are announced as they are judged,
    // at most once a second, so the four may come in more than one sentence).
    await waitFor(() => expect(canvas.getAllByText(/is already in your library\./)).toHaveLength(4));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(/already in your library/));

    await userEvent.click(canvas.getByRole("button", { name: "Upload anyway: beach.png" }));
    await waitFor(() => expect(canvas.getAllByText(/Uploaded$/)).toHaveLength(2), { timeout: 5000 });
    await expect(pocketbase.records("images")).toHaveLength(2);

    await userEvent.click(canvas.getByRole("button", { name: "Skip dunes.png" }));
    await expect(canvas.queryByText("dunes.png is already in your library.")).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole("button", { name: "Skip all duplicates" }));
    // No row says it any more (the live region may still hold its last sentence, without a stop).
    await expect(canvas.queryByText(/is already in your library\./)).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Skip all duplicates" })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(creates.count).toBe(2);
  },
};

export const DuplicatesGerman: Story = {
  ...Duplicates,
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    library.clear();
    const [beach, dunes] = await Promise.all([makePng("beach.png"), makePng("dunes.png", { seed: 1 })]);
    for (const file of [beach, dunes]) library.add(await sha256(file));
    dropFiles(canvas.getByRole("button", { name: "Fotos hierher ziehen oder auswählen" }), [beach, dunes]);
    await expect(
      await canvas.findByText("beach.png ist schon in Ihrer Mediathek.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Trotzdem hochladen: beach.png" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Alle Duplikate überspringen" })).toBeVisible();
  },
};

/** DuplicatesGerman, played: the steps a person takes from its first render, and what they lead to. */
export const DuplicatesGermanInteraction: Story = {
  ...DuplicatesGerman,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    library.clear();
    const [beach, dunes] = await Promise.all([makePng("beach.png"), makePng("dunes.png", { seed: 1 })]);
    for (const file of [beach, dunes]) library.add(await sha256(file));
    dropFiles(canvas.getByRole("button", { name: "Fotos hierher ziehen oder auswählen" }), [beach, dunes]);
    await expect(
      await canvas.findByText("beach.png ist schon in Ihrer Mediathek.", {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Trotzdem hochladen: beach.png" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Alle Duplikate überspringen" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "beach.png überspringen" }));
    await expect(canvas.getByRole("button", { name: "dunes.png überspringen" })).toBeVisible();
    await expect(
      canvas.queryByRole("button", { name: "Alle Duplikate überspringen" }),
    ).not.toBeInTheDocument();
    await expect(creates.count).toBe(0);
  },
};
