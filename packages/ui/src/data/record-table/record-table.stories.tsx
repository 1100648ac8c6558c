import { PocketkitError } from "@pocketkit/client";
import {
  fixtureSchema,
  generateImageRecords,
  imageRecords,
  imagesCollection,
  placeRecords,
  placesCollection,
} from "@pocketkit/testkit/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Profiler, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../../primitives/button";
import { bodyRows, columnTexts, rowsShown, SERVER_WAIT, storyFileUrl } from "./record-table-story-helpers";
import { RecordTableView } from "./record-table-view";
import { VirtualRecordTableView } from "./virtual-record-table-view";

const meta = {
  title: "Data/RecordTable",
  component: RecordTableView,
  args: {
    collection: imagesCollection,
    records: imageRecords,
    schema: fixtureSchema,
    fileUrl: storyFileUrl,
    columns: ["file", "title", "album", "tags", "width", "created"],
    onSortChange: fn(),
    onSearchChange: fn(),
    onPageChange: fn(),
    onSelectionChange: fn(),
    onRowClick: fn(),
    onRowActivate: fn(),
  },
  // Controls for what a designer changes; the data itself (collection, records, schema) is
  // chosen by the story, and a JSON editor of 12 records helps nobody.
  argTypes: {
    columns: {
      control: "check",
      options: ["file", "title", "album", "tags", "width", "height", "alt", "created", "updated"],
    },
    selectable: { control: "boolean" },
    disabled: { control: "boolean" },
    loading: { control: "boolean" },
    searchable: { control: "boolean" },
    defaultSearch: { control: "text" },
    defaultSort: {
      control: "select",
      options: ["", "title", "-title", "width", "-width", "created", "-created"],
    },
    perPage: { control: { type: "number", min: 1, max: 100 } },
    label: { control: "text" },
    locale: { control: "select", options: [undefined, "en", "de", "ar"] },
    collection: { control: false },
    records: { control: false },
    schema: { control: false },
    fileUrl: { control: false },
    renderers: { control: false },
    cells: { control: false },
    actions: { control: false },
    error: { control: false },
    selection: { control: false },
    defaultSelection: { control: false },
  },
} satisfies Meta<typeof RecordTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await rowsShown(table, 12);
    await expect(table).toHaveAttribute("aria-rowcount", "13");
    // Related albums by their presentable name; the two images in none show nothing.
    await expect(columnTexts(table, "Album").slice(0, 3)).toEqual(["Coast", "Coast", "Mountains"]);
    await expect(columnTexts(table, "Width")[0]).toBe("4,032");
    const thumbnail = table.querySelector("img[data-slot='record-table-thumbnail']");
    await expect(thumbnail?.getAttribute("src")).toContain("#thumb=100x100");
    await expect(canvas.getByText("12 records")).toBeVisible();
    // Tags (a JSON list) as badges, as the UI shows tags, not as ["sea","boats"].
    const tags = within(bodyRows(table)[0]!).getAllByText(/^(sea|boats)$/);
    await expect(tags.map((tag) => tag.dataset.slot)).toEqual(["badge", "badge"]);
    await expect(table.textContent).not.toContain('["sea"');
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await rowsShown(table, 12);
    await expect(table).toHaveAttribute("aria-rowcount", "13");
    // Related albums by their presentable name; the two images in none show nothing.
    await expect(columnTexts(table, "Album").slice(0, 3)).toEqual(["Coast", "Coast", "Mountains"]);
    await expect(columnTexts(table, "Width")[0]).toBe("4,032");
    const thumbnail = table.querySelector("img[data-slot='record-table-thumbnail']");
    await expect(thumbnail?.getAttribute("src")).toContain("#thumb=100x100");
    await expect(canvas.getByText("12 records")).toBeVisible();

    // The search looks in the text fields: "lake" is in one title.
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search records" }), "lake");
    await rowsShown(table, 1);
    await expect(columnTexts(table, "Title")).toEqual(["Alpine lake"]);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("lake");
    await expect(canvas.getByText("1 record")).toBeVisible();

    // A click on a row opens it.
    await userEvent.click(within(bodyRows(table)[0]!).getByText("Alpine lake"));
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);
    await expect(args.onRowActivate).toHaveBeenCalledWith(expect.objectContaining({ title: "Alpine lake" }));
  },
};

export const Loading: Story = {
  args: { records: [], totalItems: 0, loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(table.querySelectorAll("[data-slot='record-table-skeleton-row']")).toHaveLength(5);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading records…");
    // No count yet: "0 records" would be wrong while they load.
    await expect(canvas.queryByText("0 records")).toBeNull();
  },
};

export const Empty: Story = {
  args: { records: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No records yet.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
    await expect(canvas.getByText("Page 1 of 1")).toBeVisible();
  },
};

export const NoMatches: Story = {
  args: { defaultSearch: "zebra" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No records match “zebra”.")).toBeVisible();
  },
};

/** NoMatches, played: the steps a person takes from its first render, and what they lead to. */
export const NoMatchesInteraction: Story = {
  ...NoMatches,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await expect(canvas.getByText("No records match “zebra”.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }));
    await rowsShown(table, 12);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("");
    await expect(canvas.getByRole("searchbox", { name: "Search records" })).toHaveValue("");
  },
};

export const ErrorAndRetry: Story = {
  args: {
    records: [],
    totalItems: 0,
    error: new PocketkitError({ kind: "network", message: "The server can't be reached." }),
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The records couldn't be loaded.");
    await expect(alert).toHaveTextContent("Can't reach the server. Check your connection.");
  },
};

/** ErrorAndRetry, played: the steps a person takes from its first render, and what they lead to. */
export const ErrorAndRetryInteraction: Story = {
  ...ErrorAndRetry,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The records couldn't be loaded.");
    await expect(alert).toHaveTextContent("Can't reach the server. Check your connection.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An error whose kind has no sentence of its own shows PocketkitError's message as it is. */
export const ErrorWithServerMessage: Story = {
  args: {
    records: [],
    totalItems: 0,
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Something went wrong while processing your request. Invalid filter.",
    }),
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Something went wrong while processing your request. Invalid filter.",
    );
  },
};

const longName = placeRecords[2]!.name as string;

export const LongContent: Story = {
  args: { collection: placesCollection, records: placeRecords, columns: undefined },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "places" });
    // Cut to one line, the whole value in the title.
    const cell = within(table).getByText(longName);
    await expect(cell).toHaveAttribute("title", longName);
    await expect(cell.scrollWidth).toBeGreaterThan(cell.clientWidth);
    // Thirteen columns scroll sideways inside their area, not the page.
    const area = table.closest<HTMLElement>("[data-slot='record-table-scroll-area']")!;
    await expect(area.scrollWidth).toBeGreaterThan(area.clientWidth);
  },
};

const manyRecords = generateImageRecords(10_000);
const timing = { renderStarted: 0, mountMs: 0 };

/** 10,000 records in virtual mode: only the rows in view (and a few around) are in the DOM. */
export const ManyItems: Story = {
  // The records go straight to the table, not through args: Storybook copies and serialises
  // args, which for 10,000 records takes longer than the table.
  args: { selectable: true },
  render: (args) => {
    timing.renderStarted ||= performance.now();
    return (
      <Profiler
        id="many-items"
        onRender={(_id, phase, actualDuration) => {
          if (phase === "mount") timing.mountMs = actualDuration;
        }}
      >
        <VirtualRecordTableView {...args} records={manyRecords} height={420} />
      </Profiler>
    );
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await expect(table).toHaveAttribute("aria-rowcount", "10001");
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5), SERVER_WAIT);
    // Informational only (DESIGN §9: no timed assertions): what showing 10,000 records cost.
    console.info(
      `RecordTable, 10,000 records, virtual: React mount ${timing.mountMs.toFixed(1)} ms, rows on screen after ${(performance.now() - timing.renderStarted).toFixed(1)} ms`,
    );
    timing.renderStarted = 0;
    await expect(bodyRows(table).length).toBeLessThan(60);
  },
};

/** ManyItems, played: the steps a person takes from its first render, and what they lead to. */
export const ManyItemsInteraction: Story = {
  ...ManyItems,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await expect(table).toHaveAttribute("aria-rowcount", "10001");
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(5), SERVER_WAIT);
    // Informational only (DESIGN §9: no timed assertions): what showing 10,000 records cost.
    console.info(
      `RecordTable, 10,000 records, virtual: React mount ${timing.mountMs.toFixed(1)} ms, rows on screen after ${(performance.now() - timing.renderStarted).toFixed(1)} ms`,
    );
    timing.renderStarted = 0;
    await expect(bodyRows(table).length).toBeLessThan(60);

    const area = table.closest<HTMLElement>("[data-slot='record-table-scroll-area']")!;
    const started = performance.now();
    area.scrollTop = area.scrollHeight;
    const last = await within(table).findByText("Misty Garden 10000", {}, SERVER_WAIT);
    console.info(
      `RecordTable, 10,000 records, virtual: scrolled to the end in ${(performance.now() - started).toFixed(1)} ms`,
    );
    await expect(last.closest("tr")).toHaveAttribute("aria-rowindex", "10001");
    await expect(bodyRows(table).length).toBeLessThan(60);
    await expect(canvas.getByText("10,000 records")).toBeVisible();

    // The keyboard reaches the rows and moves to the first with Home, scrolling it back in.
    const row = bodyRows(table).at(-1)!;
    row.focus();
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(document.activeElement).toHaveAttribute("aria-rowindex", "2"), SERVER_WAIT);
    await expect(area.scrollTop).toBeLessThan(100);
  },
};

/** Every PocketBase field type as a column. */
export const EveryFieldType: Story = {
  args: {
    collection: placesCollection,
    // A password never comes back from PocketBase; if one did, the table must not show it.
    records: placeRecords.map((record, index) => (index === 0 ? { ...record, entryCode: "s3cr3t" } : record)),
    columns: [
      "name",
      "notes",
      "rating",
      "visited",
      "contact",
      "website",
      "visitOn",
      "created",
      "kind",
      "photos",
      "album",
      "details",
      "location",
      "entryCode",
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "places" });
    await rowsShown(table, 3);
    const first = (header: string) => columnTexts(table, header)[0];
    await expect(first("Notes")).toBe(
      "Go early: the fish market closes at 9. Parking & toilets by the ferry terminal.",
    );
    // Editor HTML is text: no element from it reached the page, the script least of all.
    await expect(table.querySelector("tbody strong, tbody script, tbody h2")).toBeNull();
    await expect(first("Rating")).toBe("4.5");
    await expect(columnTexts(table, "Visited")).toEqual(["Yes", "No", "Yes"]);
    const row = within(bodyRows(table)[0]!);
    await expect(row.getByRole("link", { name: "harbourmaster@port.example.com" })).toHaveAttribute(
      "href",
      "mailto:harbourmaster@port.example.com",
    );
    await expect(row.getByRole("link", { name: "port.example.com/visit" })).toHaveAttribute(
      "href",
      "https://port.example.com/visit",
    );
    const visit = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
    await expect(first("Visit on")).toBe(visit.format(new Date("2025-08-14T07:30:00.000Z")));
    await expect(row.getByText("beach")).toHaveAttribute("data-slot", "badge");
    await expect(first("Photos")).toBe("harbour_dawn_k2j3h4g5f6.jpg+1");
    await expect(first("Album")).toBe("Coast");
    await expect(first("Details")).toBe('{"parking":true,"fee":0,"openingHours":"06:00–21:00"}');
    await expect(first("Location")).toBe("38.7223, -9.1393");
    // The password column is left out altogether.
    await expect(within(table).queryByRole("columnheader", { name: /entry code/i })).toBeNull();
    await expect(canvasElement.textContent).not.toContain("s3cr3t");
  },
};

export const SelectionWithShiftClick: Story = {
  args: { selectable: true },
};

/** SelectionWithShiftClick, played: the steps a person takes from its first render, and what they lead to. */
export const SelectionWithShiftClickInteraction: Story = {
  ...SelectionWithShiftClick,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "images" });
    const box = (name: string) => canvas.getByRole("checkbox", { name: `Select row ${name}` });
    const user = userEvent.setup();
    await user.click(box("Lighthouse"));
    // Shift-click selects everything from the last toggled row to this one.
    await user.keyboard("{Shift>}");
    await user.click(box("Night market"));
    await user.keyboard("{/Shift}");
    const range = ["img000000000002", "img000000000003", "img000000000004", "img000000000005"];
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(range);
    await waitFor(() => expect(box("Fog over the ridge")).toBeChecked());
    await expect(box("Harbour at dawn")).not.toBeChecked();
    await expect(box("Tram 28")).not.toBeChecked();
    await expect(bodyRows(table).filter((row) => row.dataset.state === "selected")).toHaveLength(4);
    await expect(canvas.getByText("4 selected")).toBeVisible();
    const all = canvas.getByRole("checkbox", { name: "Select all rows" });
    await expect(all).toBePartiallyChecked();

    // Keyboard: a row takes focus, arrows move, Space toggles it, Enter opens it.
    bodyRows(table)[0]!.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(bodyRows(table)[5]).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([...range, "img000000000006"]);
    await userEvent.keyboard("{Enter}");
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Tram 28" }));

    await userEvent.click(all);
    await waitFor(() => expect(all).toBeChecked());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      expect.arrayContaining(["img000000000012"]),
    );
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
  },
};

export const ControlledSelection: Story = {
  args: { selectable: true },
  render: function Render(args) {
    const [selection, setSelection] = useState<string[]>(["img000000000001"]);
    return (
      <div style={{ display: "grid", gap: 12 }}>
        <RecordTableView
          {...args}
          selection={selection}
          onSelectionChange={(next) => {
            setSelection(next);
            args.onSelectionChange?.(next);
          }}
          actions={
            <Button variant="outline" onClick={() => setSelection([])}>
              Clear selection
            </Button>
          }
        />
        <output aria-label="Selected ids">{selection.join(" ")}</output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = (name: string) => canvas.getByRole("checkbox", { name: `Select row ${name}` });
    await expect(box("Harbour at dawn")).toBeChecked();
  },
};

/** ControlledSelection, played: the steps a person takes from its first render, and what they lead to. */
export const ControlledSelectionInteraction: Story = {
  ...ControlledSelection,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const box = (name: string) => canvas.getByRole("checkbox", { name: `Select row ${name}` });
    await expect(box("Harbour at dawn")).toBeChecked();
    await userEvent.click(box("Tram 28"));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["img000000000001", "img000000000006"]);
    await expect(canvas.getByRole("status", { name: "Selected ids" })).toHaveTextContent(
      "img000000000001 img000000000006",
    );
    // The owner's state wins: clearing it outside unchecks the rows.
    await userEvent.click(canvas.getByRole("button", { name: "Clear selection" }));
    await expect(box("Harbour at dawn")).not.toBeChecked();
    await expect(box("Tram 28")).not.toBeChecked();
    await expect(canvas.queryByText(/selected$/)).toBeNull();
  },
};

/** Tab reaches the rows (one stop for all of them), arrows move, Enter opens. */
export const KeyboardPaths: Story = {
  args: { columns: ["title", "width"] },
};

/** KeyboardPaths, played: the steps a person takes from its first render, and what they lead to. */
export const KeyboardPathsInteraction: Story = {
  ...KeyboardPaths,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "images" });
    const rows = bodyRows(table);
    await userEvent.click(canvas.getByRole("searchbox", { name: "Search records" }));
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Title" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Width" })).toHaveFocus();
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(rows[2]).toHaveFocus();
    // The focused row shows its ring.
    await expect(getComputedStyle(rows[2]!)).toMatchObject({ outlineStyle: "solid", outlineWidth: "2px" });
    await userEvent.keyboard("{End}");
    await expect(rows[11]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(args.onRowActivate).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: "img000000000011" }),
    );
    // One Tab stop for the rows: Tab leaves the table, Shift+Tab comes back to the last row focused.
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await expect(rows[10]).toHaveFocus();
  },
};

export const SortByHeaderInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "images" });
    const header = canvas.getByRole("columnheader", { name: "Title" });
    const sortButton = within(header).getByRole("button", { name: "Title" });
    await userEvent.click(sortButton);
    await expect(args.onSortChange).toHaveBeenLastCalledWith("title");
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(columnTexts(table, "Title").slice(0, 3)).toEqual([
      "",
      "Alpine lake",
      "Cliff path in the rain",
    ]);
    await userEvent.click(sortButton);
    await expect(args.onSortChange).toHaveBeenLastCalledWith("-title");
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(columnTexts(table, "Title")[0]).toBe("Tram 28");
    await userEvent.click(sortButton);
    await expect(args.onSortChange).toHaveBeenLastCalledWith("");
    await expect(header).not.toHaveAttribute("aria-sort");
    // Numbers in their order, not the text's; file and relation columns don't sort.
    await userEvent.click(within(canvas.getByRole("columnheader", { name: "Width" })).getByRole("button"));
    await expect(columnTexts(table, "Width").slice(0, 2)).toEqual(["800", "2,560"]);
    await expect(
      within(canvas.getByRole("columnheader", { name: "Album" })).queryByRole("button"),
    ).toBeNull();
  },
};

export const Pages: Story = {
  args: { records: generateImageRecords(75), columns: ["title", "width", "created"] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await rowsShown(table, 30);
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
  },
};

/** Pages, played: the steps a person takes from its first render, and what they lead to. */
export const PagesInteraction: Story = {
  ...Pages,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await rowsShown(table, 30);
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(columnTexts(table, "Title")[0]).toBe("Quiet Lake 31");
    await expect(bodyRows(table)[0]).toHaveAttribute("aria-rowindex", "32");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await rowsShown(table, 15);
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const CustomColumnsAndRenderers: Story = {
  args: {
    columns: ["title", "width", "height"],
    cells: { title: ({ value }) => <strong>{String(value || "Untitled")}</strong> },
    renderers: { number: ({ value }) => <span>{String(value)} px</span> },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await expect(Array.from(table.querySelectorAll("thead th"), (th) => th.textContent)).toEqual([
      "Title",
      "Width",
      "Height",
    ]);
    await expect(columnTexts(table, "Width")[0]).toBe("4032 px");
    await expect(columnTexts(table, "Title")[9]).toBe("Untitled");
  },
};

export const Disabled: Story = {
  args: { selectable: true, disabled: true, defaultSelection: ["img000000000001"] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await expect(canvas.getByRole("searchbox", { name: "Search records" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "Select row Lighthouse" })).toBeDisabled();
    await expect(within(table).queryByRole("button")).toBeNull();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await expect(canvas.getByRole("searchbox", { name: "Search records" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "Select row Lighthouse" })).toBeDisabled();
    await expect(within(table).queryByRole("button")).toBeNull();
    await userEvent.click(within(bodyRows(table)[1]!).getByText("Lighthouse"));
    await expect(args.onRowActivate).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: {
    selectable: true,
    defaultSelection: ["img000000000002", "img000000000003"],
    defaultSort: "-created",
    actions: <Button variant="outline">Move to album</Button>,
  },
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("columnheader", { name: "Created" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(canvas.getByText("2 selected")).toBeVisible();
  },
};

export const German: Story = {
  args: { selectable: true, columns: ["title", "width", "created"] },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await expect(canvas.getByRole("searchbox", { name: "Datensätze durchsuchen" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Zeile Lighthouse auswählen" })).toBeVisible();
    await expect(canvas.getByText("Seite 1 von 1")).toBeVisible();
    await expect(canvas.getByText("12 Datensätze")).toBeVisible();
    // Numbers and dates in German.
    await expect(columnTexts(table, "Width")[0]).toBe("4.032");
    const date = new Intl.DateTimeFormat("de", { dateStyle: "medium", timeStyle: "short" });
    await expect(columnTexts(table, "Created")[0]).toBe(
      date.format(new Date((imageRecords[0]!.created as string).replace(" ", "T"))),
    );
  },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await expect(canvas.getByRole("searchbox", { name: "Datensätze durchsuchen" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Zeile Lighthouse auswählen" })).toBeVisible();
    await expect(canvas.getByText("Seite 1 von 1")).toBeVisible();
    await expect(canvas.getByText("12 Datensätze")).toBeVisible();
    // Numbers and dates in German.
    await expect(columnTexts(table, "Width")[0]).toBe("4.032");
    const date = new Intl.DateTimeFormat("de", { dateStyle: "medium", timeStyle: "short" });
    await expect(columnTexts(table, "Created")[0]).toBe(
      date.format(new Date((imageRecords[0]!.created as string).replace(" ", "T"))),
    );
    await userEvent.type(canvas.getByRole("searchbox"), "zebra");
    await expect(canvas.getByText("Keine Datensätze passen zu „zebra“.")).toBeVisible();
  },
};

/** Right to left: columns from the right, the search icon and the checkboxes on the right, the pager's chevrons mirrored. */
export const RightToLeft: Story = {
  args: { selectable: true, defaultSelection: ["img000000000002"], records: generateImageRecords(45) },
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "images" });
    await rowsShown(table, 30);
    const headers = Array.from(table.querySelectorAll("thead th"), (th) => th.getBoundingClientRect());
    // The selection column first, on the right.
    await expect(headers[0]!.left).toBeGreaterThan(headers[1]!.left);
    const search = canvas.getByRole("searchbox", { name: "Search records" }).getBoundingClientRect();
    const icon = canvas
      .getByRole("searchbox", { name: "Search records" })
      .parentElement!.querySelector("svg")!
      .getBoundingClientRect();
    await expect(icon.left - search.left).toBeGreaterThan(search.width / 2);
    // "Previous" points right, the way back in this reading order.
    const previous = canvas.getByRole("button", { name: "Previous" }).querySelector("svg")!;
    await expect(getComputedStyle(previous).scale).toMatch(/^-1\b/);
  },
};
