import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { albumRecords, fixtureSchema, generateImageRecords } from "@pocketkit/testkit/fixtures";
import { RecordTable } from "./record-table";
import { VirtualRecordTable } from "./virtual-record-table";
import { bodyRows, columnTexts, rowsShown, SERVER_WAIT } from "./record-table-story-helpers";

// RecordTable against the in-memory PocketBase: the mock pages, sorts and filters, so what the
// table shows is what the server answered.

const images = generateImageRecords(100).map(({ expand: _expand, ...record }) => record);
const pocketbase = createStoryPocketBase({
  collections: {
    albums: { schema: fixtureSchema.albums, records: albumRecords },
    images: { schema: fixtureSchema.images, records: images },
  },
  users: [{ email: "ada@example.com", password: "correct horse", fields: { name: "Ada" } }],
});
const recordsUrl = `${STORY_POCKETBASE_URL}/api/collections/images/records`;

const meta = {
  title: "Data/RecordTable/Connected",
  component: RecordTable,
  args: { collection: "images", columns: ["title", "album", "width", "created"] },
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
  render: (args) => (
    <StoryPocketkit schema={fixtureSchema}>
      <RecordTable {...args} />
    </StoryPocketkit>
  ),
} satisfies Meta<typeof RecordTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hundred images, thirty a page; Next, a header and the search box all ask the server. */
export const PagesFromTheServer: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "images" });
    await rowsShown(table, 30);
    await expect(canvas.getByText("Page 1 of 4")).toBeVisible();
    await expect(table).toHaveAttribute("aria-rowcount", "101");
    await expect(columnTexts(table, "Title")[0]).toBe("Quiet Harbour 1");
  },
};

/** PagesFromTheServer, played: the steps a person takes from its first render, and what they lead to. */
export const PagesFromTheServerInteraction: Story = {
  ...PagesFromTheServer,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "images" });
    await rowsShown(table, 30);
    await expect(canvas.getByText("Page 1 of 4")).toBeVisible();
    await expect(table).toHaveAttribute("aria-rowcount", "101");
    await expect(columnTexts(table, "Title")[0]).toBe("Quiet Harbour 1");

    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(columnTexts(table, "Title")[0]).toBe("Quiet Lake 31"), SERVER_WAIT);
    await expect(canvas.getByText("Page 2 of 4")).toBeVisible();

    // Sorting starts again at page 1, in the server's order.
    await userEvent.click(within(canvas.getByRole("columnheader", { name: "Width" })).getByRole("button"));
    await waitFor(() => expect(canvas.getByText("Page 1 of 4")).toBeVisible(), SERVER_WAIT);
    await waitFor(() => expect(columnTexts(table, "Width").slice(0, 2)).toEqual(["800", "800"]), SERVER_WAIT);
    await expect(canvas.getByRole("columnheader", { name: "Width" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );

    // The search becomes a filter over the text fields: "Misty Lake" is in one title of each hundred.
    const search = canvas.getByRole("searchbox", { name: "Search records" });
    await userEvent.click(search);
    await userEvent.paste("misty lake");
    await waitFor(() => expect(columnTexts(table, "Title")).toEqual(["Misty Lake 40"]), SERVER_WAIT);
    await expect(canvas.getByText("1 record")).toBeVisible();
    await userEvent.clear(search);
    await userEvent.paste("nothing like this");
    await expect(
      await canvas.findByText("No records match “nothing like this”.", {}, SERVER_WAIT),
    ).toBeVisible();
  },
};

/** A `filter` on top: only the images of one album. */
export const Filtered: Story = {
  args: { filter: `album = "${albumRecords[1]!.id}"`, defaultSort: "-width" },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "images" });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0), SERVER_WAIT);
    const widths = columnTexts(table, "Width").map((text) => Number(text.replace(/,/g, "")));
    await expect(widths).toEqual([...widths].sort((a, b) => b - a));
    await expect(canvas.getByText("26 records")).toBeVisible();
  },
};

/** VirtualRecordTable loads the next page when its end comes into view. */
export const VirtualLoadsMore: Story = {
  args: { perPage: 40 },
  render: (args) => (
    <StoryPocketkit schema={fixtureSchema}>
      <VirtualRecordTable {...args} height={360} />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "images" });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5), SERVER_WAIT);
    await expect(table).toHaveAttribute("aria-rowcount", "101");
    await expect(canvas.getByText("40 of 100 records loaded")).toBeVisible();
  },
};

/** VirtualLoadsMore, played: the steps a person takes from its first render, and what they lead to. */
export const VirtualLoadsMoreInteraction: Story = {
  ...VirtualLoadsMore,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "images" });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5), SERVER_WAIT);
    await expect(table).toHaveAttribute("aria-rowcount", "101");
    await expect(canvas.getByText("40 of 100 records loaded")).toBeVisible();
    const area = table.closest<HTMLElement>("[data-slot='record-table-scroll-area']")!;
    // Each scroll to the end brings the next page, until the last record.
    await waitFor(
      async () => {
        area.scrollTop = area.scrollHeight;
        await expect(within(table).getByText("Misty Garden 100")).toBeVisible();
      },
      { timeout: 15000 },
    );
    await expect(canvas.getByText("100 records")).toBeVisible();
  },
};

/** The server fails, then answers: Retry asks again. */
export const ErrorThenRetry: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      http.get(recordsUrl, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ status: 500, message: "Something went wrong.", data: {} }, { status: 500 })
          : undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, SERVER_WAIT);
    await expect(alert).toHaveTextContent("The server ran into a problem. Try again.");
  },
};

/** ErrorThenRetry, played: the steps a person takes from its first render, and what they lead to. */
export const ErrorThenRetryInteraction: Story = {
  ...ErrorThenRetry,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, SERVER_WAIT);
    await expect(alert).toHaveTextContent("The server ran into a problem. Try again.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    const table = canvas.getByRole("table", { name: "images" });
    await rowsShown(table, 30);
  },
};

/** Protected files get a file token in their thumbnail URLs. */
export const ProtectedThumbnails: Story = {
  args: { columns: ["file", "title"] },
  render: (args) => (
    <StoryPocketkit
      schema={fixtureSchema}
      signedInAs={{ ...pocketbase.records("users")[0]!, collectionName: "users" }}
    >
      <RecordTable {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    const pixel = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#0891b2"/></svg>`;
    msw.use(
      http.get(`${STORY_POCKETBASE_URL}/api/files/:collection/:id/:filename`, () =>
        HttpResponse.text(pixel, { headers: { "content-type": "image/svg+xml" } }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "images" });
    await rowsShown(table, 30);
    const thumbnail = await waitFor(() => {
      const image = table.querySelector<HTMLImageElement>("img[data-slot='record-table-thumbnail']");
      if (!image) throw new Error("no thumbnail yet");
      return image;
    }, SERVER_WAIT);
    const url = new URL(thumbnail.src);
    await expect(url.pathname).toBe("/api/files/pk_images/img000000000001/harbour_dawn_k2j3h4g5f6.jpg");
    await expect(url.searchParams.get("thumb")).toBe("100x100");
    await expect(url.searchParams.get("token")).toBe("mock-file-token");
  },
};

/** Without the collection's schema there are no columns to make: the table says what's missing. */
export const NoSchema: Story = {
  render: (args) => (
    <StoryPocketkit>
      <RecordTable {...args} />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "There is no schema for “images”. Pass one to createPocketkit({ schema }).",
    );
    await expect(canvas.queryByRole("button", { name: "Retry" })).toBeNull();
  },
};

/** German: the server's page, counted and labelled in German. */
export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "images" });
    await rowsShown(table, 30);
    await expect(canvas.getByText("Seite 1 von 4")).toBeVisible();
    await expect(canvas.getByText("100 Datensätze")).toBeVisible();
  },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "images" });
    await rowsShown(table, 30);
    await expect(canvas.getByText("Seite 1 von 4")).toBeVisible();
    await expect(canvas.getByText("100 Datensätze")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Weiter" }));
    await waitFor(() => expect(canvas.getByText("Seite 2 von 4")).toBeVisible(), SERVER_WAIT);
  },
};
