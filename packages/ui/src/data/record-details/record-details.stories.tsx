import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse, type HttpHandler } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import {
  albumRecords,
  albumsCollection,
  fixtureSchema,
  imageRecords,
  imagesCollection,
  placeRecords,
  placesCollection,
} from "@pocketkit/testkit/fixtures";
import { RecordDetails } from "./record-details";
import { RecordDetailsView } from "./record-details-view";
import type { RecordData } from "../record-form/record-form-model";
import { storyFileUrl } from "../record-form/record-form-story-helpers";

const [harbour, ridge, museum] = placeRecords as [RecordData, RecordData, RecordData];

const meta = {
  title: "Data/RecordDetails",
  component: RecordDetailsView,
  args: { collection: placesCollection, record: harbour, fileUrl: storyFileUrl, style: { maxWidth: 640 } },
} satisfies Meta<typeof RecordDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value of a field, by its label. */
function valueOf(root: HTMLElement, label: string): HTMLElement {
  const term = within(root).getByText(label, { selector: "dt" });
  return term.nextElementSibling as HTMLElement;
}

/** Every visible field of a record, each value shown as its type reads best. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole("term")).toHaveLength(14);
    await expect(valueOf(canvasElement, "Name")).toHaveTextContent("Old Harbour");
    await expect(valueOf(canvasElement, "Notes")).toHaveTextContent(
      "Go early: the fish market closes at 9. Parking & toilets by the ferry terminal.",
    );
    await expect(valueOf(canvasElement, "Notes").querySelector("strong, p")).toBeNull();
    await expect(valueOf(canvasElement, "Rating")).toHaveTextContent((4.5).toLocaleString());
    await expect(valueOf(canvasElement, "Visited")).toHaveTextContent("Yes");
    await expect(within(valueOf(canvasElement, "Website")).getByRole("link")).toHaveAttribute(
      "href",
      "https://port.example.com/visit",
    );
    const visitOn = valueOf(canvasElement, "Visit on").querySelector("time")!;
    await expect(visitOn).toHaveAttribute("datetime", "2025-08-14T07:30:00.000Z");
    await expect(
      within(valueOf(canvasElement, "Kind"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["beach", "city"]);
    await expect(valueOf(canvasElement, "Album")).toHaveTextContent("Coast");
    const photos = within(valueOf(canvasElement, "Photos"));
    await expect(photos.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "harbour_dawn_k2j3h4g5f6.jpg",
      "lighthouse_p0o9i8u7y6.jpg",
    ]);
    await expect(JSON.parse(valueOf(canvasElement, "Details").textContent!)).toEqual(harbour.details);
    await expect(valueOf(canvasElement, "Location")).toHaveTextContent("Latitude 38.7223, Longitude -9.1393");
    // Passwords and hidden fields are never shown.
    await expect(canvas.queryByText("Entry code")).toBeNull();
  },
};

/** Empty values are marked as such, for eyes and for screen readers. */
export const EmptyValues: Story = {
  args: { record: ridge },
  play: async ({ canvasElement }) => {
    for (const label of [
      "Notes",
      "Contact",
      "Website",
      "Visit on",
      "Photos",
      "Album",
      "Details",
      "Location",
    ]) {
      await expect(valueOf(canvasElement, label)).toHaveTextContent("—Empty");
    }
    await expect(valueOf(canvasElement, "Visited")).toHaveTextContent("No");
  },
};

/** Long values wrap; HTML is shown as the words it holds, and a script in it is never run or shown. */
export const LongContent: Story = {
  args: { record: museum },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, "Name")).toHaveTextContent(String(museum.name));
    const notes = valueOf(canvasElement, "Notes");
    await expect(notes).toHaveTextContent(/Opening hours\s+Tuesday to Sunday/);
    await expect(notes).not.toHaveTextContent("never run");
    await expect(canvasElement.querySelector("dl script, dl h2, dl ul ul")).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Some fields, in your order, with your labels. */
export const ChosenFields: Story = {
  args: {
    collection: imagesCollection,
    record: imageRecords[0] as RecordData,
    fields: ["title", "album", "tags", "width", "created"],
    labels: { title: "Caption", width: "Width (px)" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Caption",
      "Album",
      "Tags",
      "Width (px)",
      "Created",
    ]);
  },
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, "Visited")).toHaveTextContent("Yes");
  },
};

/** In German: yes, no and empty from the German catalogue. */
export const German: Story = {
  args: { record: ridge },
  globals: { locale: "de" },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, "Visited")).toHaveTextContent("Nein");
    await expect(valueOf(canvasElement, "Notes")).toHaveTextContent("Leer");
  },
};

/**
 * `RecordDetails` given a record draws it, as the pure component of that name did before the
 * family was renamed (`RecordDetailsView` now); nothing is loaded.
 */
export const GivenARecord: Story = {
  render: (args) => <RecordDetails collection={args.collection} record={args.record} />,
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, "Name")).toHaveTextContent(String(harbour.name));
  },
};

// --- Connected: RecordDetails against the in-memory PocketBase -----------------------------------

const pocketbase = createStoryPocketBase({
  collections: {
    albums: { schema: albumsCollection, records: albumRecords },
    images: { schema: imagesCollection, records: imageRecords },
    places: { schema: placesCollection, records: placeRecords },
  },
  // The albums' owner, known to the mock: a session it does not know is ended at its first
  // refresh, and with it the file token.
  users: [
    { email: "ada@example.com", password: "correct horse", fields: { id: String(albumRecords[0]!.owner) } },
  ],
});
const recordUrl = (collection: string) => `${STORY_POCKETBASE_URL}/api/collections/${collection}/records/:id`;
let failNextRead = false;
const owner = () => pocketbase.records("users")[0];

const connected = (...handlers: HttpHandler[]): Pick<Story, "beforeEach"> => ({
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    failNextRead = true;
    msw.use(...pocketbase.handlers);
    // In a call of their own: a later `use` answers first (within one call, the first handler does).
    if (handlers.length > 0) msw.use(...handlers);
  },
});

/** RecordDetails loads the record (a moment of loading first) and shows related records by name. */
export const Connected: Story = {
  ...connected(
    http.get(recordUrl("places"), async () => {
      await delay(300);
    }),
  ),
  render: () => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordDetails collection="places" recordId="plharbour000001" style={{ maxWidth: 640 }} />
    </StoryPocketkit>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the record…" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await canvas.findByText("Old Harbour");
    await expect(valueOf(canvasElement, "Album")).toHaveTextContent("Coast");
  },
};

/** A protected file: its thumbnail URL carries a file token fetched for it. */
export const ConnectedProtectedFile: Story = {
  ...connected(),
  render: () => (
    <StoryPocketkit schema={fixtureSchema} signedInAs={owner()}>
      <RecordDetails collection="images" recordId={imageRecords[0]!.id} fields={["title", "file"]} />
    </StoryPocketkit>
  ),
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByText("Harbour at dawn");
    await waitFor(() =>
      expect(valueOf(canvasElement, "File").querySelector("img")!.getAttribute("src")).toContain(
        "token=mock-file-token",
      ),
    );
  },
};

/** A record that does not exist (or is not yours) says so, without telling which. */
export const ConnectedNotFound: Story = {
  ...connected(),
  render: () => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordDetails collection="places" recordId="nosuchplace0000" />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This record doesn't exist or isn't yours.",
    );
  },
};

/** The server fails (500): the view says so, and Retry loads the record once it answers. */
export const ConnectedError: Story = {
  ...connected(
    http.get(recordUrl("places"), () => {
      if (!failNextRead) return undefined;
      failNextRead = false;
      return HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 });
    }),
  ),
  render: () => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordDetails collection="places" recordId="plharbour000001" />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The record couldn't be loaded.");
  },
};

/** ConnectedError, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedErrorInteraction: Story = {
  ...ConnectedError,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The record couldn't be loaded.");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(await canvas.findByText("Old Harbour")).toBeVisible();
  },
};

/** Right to left: each field's name on the right, its value beside it; JSON still reads left to right. */
export const RightToLeft: Story = {
  ...Default,
  globals: { direction: "rtl" },
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByText("Name", { selector: "dt" }).getBoundingClientRect();
    const value = valueOf(canvasElement, "Name").getBoundingClientRect();
    await expect(term.left).toBeGreaterThanOrEqual(value.right);
    const json = valueOf(canvasElement, "Details").querySelector("pre")!;
    await expect(getComputedStyle(json).direction).toBe("ltr");
    await expect(JSON.parse(json.textContent!)).toEqual(harbour.details);
  },
};
