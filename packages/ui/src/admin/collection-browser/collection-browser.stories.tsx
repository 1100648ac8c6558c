import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { albumRecords, albumsCollection, usersCollection } from "@pocketkit/testkit/fixtures";
import { animationsSettled } from "../../overlays/story-helpers";
import { CollectionBrowser } from "./collection-browser";
import {
  batchHandler,
  collectionsHandler,
  editorSchema,
  storyEditor,
  storyPocketBaseCollections,
  storySuperuser,
  superuserRefreshHandler,
  unparsableFilterHandler,
} from "./collection-browser-story-fixtures";
import { CollectionBrowserView } from "./collection-browser-view";

const pocketbase = createStoryPocketBase({ collections: storyPocketBaseCollections });

const meta = {
  title: "Admin/CollectionBrowser",
  component: CollectionBrowser,
  args: { onCollectionChange: fn() },
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    // Ours first: within one `use`, the first handler that answers wins.
    msw.use(
      superuserRefreshHandler(),
      collectionsHandler(),
      batchHandler(pocketbase.handlers),
      ...pocketbase.handlers,
    );
  },
  render: (args) => (
    <StoryPocketkit signedInAs={storySuperuser}>
      <CollectionBrowser {...args} />
    </StoryPocketkit>
  ),
} satisfies Meta<typeof CollectionBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = () => screen.getByRole("navigation", { name: "Collections" });
/** Text inside `root`, waiting for a (possibly slow) load. */
const findText = (table: HTMLElement, text: string | RegExp) =>
  within(table).findByText(text, {}, { timeout: 5000 });

const records = (collection: string) =>
  screen.findByRole("table", { name: `Records of ${collection}` }, { timeout: 5000 });

async function openRow(collection: string, text: string) {
  await userEvent.click(await findText(await records(collection), text));
  const sheet = await screen.findByRole("dialog");
  await animationsSettled();
  return sheet;
}

/**
 * Waits for a dialog to close and its exit animation to end. Frames can be slow to come on a busy
 * machine, so the wait is for the animation, not for a fixed time.
 */
async function closed(role: "dialog" | "alertdialog") {
  await waitFor(
    () =>
      expect(screen.queryAllByRole(role).filter((element) => element.dataset.state === "open")).toEqual([]),
    { timeout: 10_000 },
  );
  await animationsSettled();
  await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument(), { timeout: 10_000 });
}

/**
 * A superuser: the collections from `/api/collections`, grouped as base, auth and view; the first
 * base collection's records; relations named by the related record's readable field; system
 * collections behind a switch.
 */
export const Default: Story = {
  play: async () => {
    const albums = await records("albums");
    // The owner relation shows the user's name, not the id. Looked up afresh on each try: the
    // rows are drawn again once the relations arrive, and an older cell is then detached.
    await waitFor(
      () => expect(within(albums).getByText("Coast").closest("tr")).toHaveTextContent("Ada Lovelace"),
      { timeout: 5000 },
    );
    const nav = picker();
    await expect(within(nav).getByRole("button", { name: "albums" })).toHaveAttribute("aria-current", "true");
    await expect(within(nav).getByRole("list", { name: "Base collections" })).toBeInTheDocument();
    await expect(within(nav).getByRole("list", { name: "Auth collections" })).toBeInTheDocument();
    await expect(within(nav).getByRole("list", { name: "View collections" })).toBeInTheDocument();
    await expect(within(nav).queryByRole("button", { name: /_superusers/ })).not.toBeInTheDocument();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const albums = await records("albums");
    // The owner relation shows the user's name, not the id. Looked up afresh on each try: the
    // rows are drawn again once the relations arrive, and an older cell is then detached.
    await waitFor(
      () => expect(within(albums).getByText("Coast").closest("tr")).toHaveTextContent("Ada Lovelace"),
      { timeout: 5000 },
    );
    const nav = picker();
    await expect(within(nav).getByRole("button", { name: "albums" })).toHaveAttribute("aria-current", "true");
    await expect(within(nav).getByRole("list", { name: "Base collections" })).toBeInTheDocument();
    await expect(within(nav).getByRole("list", { name: "Auth collections" })).toBeInTheDocument();
    await expect(within(nav).getByRole("list", { name: "View collections" })).toBeInTheDocument();
    await expect(within(nav).queryByRole("button", { name: /_superusers/ })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole("button", { name: "images" }));
    await expect(args.onCollectionChange).toHaveBeenCalledWith("images");
    const images = await records("images");
    // The album relation shows the album's name, not its id.
    await waitFor(
      () => {
        const harbour = within(images).getByText("Harbour at dawn").closest("tr");
        expect(harbour).toHaveTextContent("Coast");
        expect(harbour).not.toHaveTextContent("alcoast00000001");
      },
      { timeout: 5000 },
    );

    await userEvent.click(within(nav).getByRole("switch", { name: "Show system collections" }));
    const system = within(nav).getByRole("button", { name: "_superusers System" });
    await expect(system).toBeInTheDocument();
    // Keyboard: the collections are buttons in the tab order.
    within(nav).getByRole("button", { name: "places" }).focus();
    await userEvent.keyboard("{Enter}");
    await records("places");
    await expect(args.onCollectionChange).toHaveBeenLastCalledWith("places");
  },
};

/** The collections are on their way: placeholders, announced by name. */
export const Loading: Story = {
  render: () => (
    <CollectionBrowserView collections={[]} loading renderTable={() => null} renderForm={() => null} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading collections" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("switch", { name: "Show system collections" })).toBeDisabled();
  },
};

/** A collection with no records yet: said plainly, and New record is there. */
export const EmptyCollection: Story = {
  args: { defaultCurrent: "drafts" },
  play: async () => {
    const drafts = await records("drafts");
    await findText(drafts, "No records yet.");
    await expect(screen.getByRole("heading", { level: 2, name: "drafts" })).toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "New record" })).toBeEnabled();
  },
};

/**
 * PocketBase answers a filter it can't parse with a bare 400: the box keeps the expression, and
 * under it the server's words, the likely problem and a reminder of the syntax.
 */
export const FilterError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      unparsableFilterHandler("albums", (filter) => filter.trim().endsWith("&&") || filter.includes("nope")),
    );
  },
};

/** FilterError, played: the steps a person takes from its first render, and what they lead to. */
export const FilterErrorInteraction: Story = {
  ...FilterError,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await findText(await records("albums"), "Mountains");
    const box = screen.getByRole("textbox", { name: "Filter" });
    await userEvent.type(box, 'name ~ "Coast" &&{Enter}');
    const error = await screen.findByText(
      "This filter doesn't parse: Something went wrong while processing your request.",
      {},
      { timeout: 5000 },
    );
    await expect(screen.getByText("Likely problem: the filter ends with “&&”.")).toBeVisible();
    await expect(screen.getByText(/^Compare a field with a value/)).toBeVisible();
    await expect(box).toHaveValue('name ~ "Coast" &&');
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box.getAttribute("aria-describedby")).toContain(error.closest("[id]")!.id);
    // The last rows the server gave stay.
    await expect(within(await records("albums")).getByText("Mountains")).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, "nope = 1");
    await userEvent.click(screen.getByRole("button", { name: "Apply filter" }));
    await screen.findByText("Likely problem: albums has no field “nope”.", {}, { timeout: 5000 });

    await userEvent.clear(box);
    await userEvent.type(box, 'name ~ "Coast"{Enter}');
    await waitFor(() => expect(screen.queryByText(/^This filter doesn't parse/)).not.toBeInTheDocument());
    const albums = await records("albums");
    await waitFor(() => expect(within(albums).queryByText("Mountains")).not.toBeInTheDocument());
    await expect(within(albums).getByText("Coast")).toBeInTheDocument();
  },
};

/** Create a record in a sheet (relation picked by name), edit it from its row, delete it after a confirmation. */
export const CreateEditDeleteInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await findText(await records("albums"), "Coast");
    await userEvent.click(screen.getByRole("button", { name: "New record" }));
    const sheet = await screen.findByRole("dialog", { name: "New record in albums" });
    await animationsSettled();
    await userEvent.type(within(sheet).getByRole("textbox", { name: "Name" }), "Harbour lights");
    await userEvent.click(within(sheet).getByRole("combobox", { name: "Owner" }));
    await userEvent.type(await screen.findByRole("combobox", { name: "Search Owner" }), "Grace");
    await userEvent.click(await screen.findByRole("option", { name: "Grace Hopper" }));
    await userEvent.click(within(sheet).getByRole("button", { name: "Create" }));
    await closed("dialog");
    await expect(await screen.findByText("Record created.", {}, { timeout: 5000 })).toBeInTheDocument();
    const created = pocketbase.records("albums").find((album) => album.name === "Harbour lights");
    await expect(created).toMatchObject({ owner: "u0demo00000002" });

    const edit = await openRow("albums", "Harbour lights");
    await expect(within(edit).getByRole("heading", { name: "Edit Harbour lights" })).toBeInTheDocument();
    const name = await within(edit).findByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Harbour nights");
    await userEvent.click(within(edit).getByRole("button", { name: "Save changes" }));
    await closed("dialog");
    await findText(await records("albums"), "Harbour nights");
    await expect(pocketbase.records("albums").find((album) => album.id === created!.id)?.name).toBe(
      "Harbour nights",
    );

    const again = await openRow("albums", "Harbour nights");
    await userEvent.click(within(again).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Harbour nights?" });
    await animationsSettled();
    // The destructive button is never the default focus.
    await expect(within(confirm).getByRole("button", { name: "Delete" })).not.toHaveFocus();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await closed("alertdialog");
    await closed("dialog");
    await expect(await screen.findByText("Record deleted.", {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(pocketbase.records("albums").some((album) => album.id === created!.id)).toBe(false);
  },
};

/** Bulk delete through the batch API: one record is refused, reported by itself, and stays selected. */
export const BulkDeleteWithOneFailure: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      batchHandler(pocketbase.handlers, {
        almount00000002: { status: 403, message: "Only superusers can perform this action." },
      }),
    );
  },
};

/** BulkDeleteWithOneFailure, played: the steps a person takes from its first render, and what they lead to. */
export const BulkDeleteWithOneFailureInteraction: Story = {
  ...BulkDeleteWithOneFailure,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const albums = await records("albums");
    await findText(albums, "Coast");
    for (const name of ["Coast", "Mountains", "City"]) {
      await userEvent.click(within(albums).getByRole("checkbox", { name: `Select row ${name}` }));
    }
    await userEvent.click(screen.getByRole("button", { name: "Delete selected (3)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete 3 records?" });
    await animationsSettled();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete 3 records" }));
    await closed("alertdialog");
    const report = await screen.findByRole("region", { name: "Deleting 3 records from albums" });
    await waitFor(() => expect(report).toHaveTextContent("2 done, 1 failed"), { timeout: 10_000 });
    const failures = within(report).getAllByRole("listitem");
    await expect(failures).toHaveLength(1);
    await expect(failures[0]).toHaveTextContent("Record almount00000002");
    await waitFor(() => expect(report).toHaveFocus());
    await expect(screen.getByRole("button", { name: "Delete selected (1)" })).toBeInTheDocument();
    await expect(pocketbase.records("albums").map((album) => album.name)).toEqual(["Mountains", "Family"]);
    await waitFor(() => expect(within(albums).queryByText("Coast")).not.toBeInTheDocument());
  },
};

/** A view collection: its rows, read-only — no New record, no selection, a row opens its details. */
export const ViewCollectionReadOnly: Story = {
  args: { defaultCurrent: "album_stats" },
  play: async () => {
    const stats = await records("album_stats");
    await findText(stats, "Coast");
    await expect(screen.getByText("Read-only")).toBeInTheDocument();
    await expect(screen.queryByRole("button", { name: "New record" })).not.toBeInTheDocument();
    await expect(within(stats).queryAllByRole("checkbox")).toHaveLength(0);
    const details = await openRow("album_stats", "Coast");
    await expect(within(details).getByRole("heading", { name: "Coast" })).toBeInTheDocument();
    await expect(within(details).queryByRole("textbox")).not.toBeInTheDocument();
    await expect(within(details).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  },
};

/** ViewCollectionReadOnly, played: the steps a person takes from its first render, and what they lead to. */
export const ViewCollectionReadOnlyInteraction: Story = {
  ...ViewCollectionReadOnly,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const stats = await records("album_stats");
    await findText(stats, "Coast");
    await expect(screen.getByText("Read-only")).toBeInTheDocument();
    await expect(screen.queryByRole("button", { name: "New record" })).not.toBeInTheDocument();
    await expect(within(stats).queryAllByRole("checkbox")).toHaveLength(0);
    const details = await openRow("album_stats", "Coast");
    await expect(within(details).getByRole("heading", { name: "Coast" })).toBeInTheDocument();
    await expect(within(details).queryByRole("textbox")).not.toBeInTheDocument();
    await expect(within(details).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await closed("dialog");
  },
};

/** An auth collection: email and verified in the table, a password (twice) when creating. */
export const AuthCollection: Story = {
  args: { defaultCurrent: "users" },
  play: async () => {
    const users = await records("users");
    await findText(users, "Ada Lovelace");
    await expect(within(users).getByRole("columnheader", { name: "Email" })).toBeInTheDocument();
    await expect(within(users).getByRole("columnheader", { name: "Verified" })).toBeInTheDocument();
    await expect(within(users).queryByRole("columnheader", { name: "Password" })).not.toBeInTheDocument();
  },
};

/** AuthCollection, played: the steps a person takes from its first render, and what they lead to. */
export const AuthCollectionInteraction: Story = {
  ...AuthCollection,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const users = await records("users");
    await findText(users, "Ada Lovelace");
    await expect(within(users).getByRole("columnheader", { name: "Email" })).toBeInTheDocument();
    await expect(within(users).getByRole("columnheader", { name: "Verified" })).toBeInTheDocument();
    await expect(within(users).queryByRole("columnheader", { name: "Password" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "New record" }));
    const sheet = await screen.findByRole("dialog", { name: "New record in users" });
    await animationsSettled();
    await userEvent.type(within(sheet).getByRole("textbox", { name: "Email" }), "linus@gallery.example.com");
    await userEvent.type(within(sheet).getByLabelText(/^Password/), "correct horse battery");
    await userEvent.type(within(sheet).getByLabelText(/^Confirm password/), "correct horse battery");
    await userEvent.type(within(sheet).getByRole("textbox", { name: "Name" }), "Linus");
    await userEvent.click(within(sheet).getByRole("button", { name: "Create" }));
    await closed("dialog");
    await findText(await records("users"), "Linus");
    await expect(pocketbase.records("users").find((user) => user.name === "Linus")).toMatchObject({
      email: "linus@gallery.example.com",
    });
  },
};

/**
 * An editor (an ordinary user) with the schema and its rules: superuser-only collections are not
 * listed, and where the delete rule is null there is no selection and no Delete.
 */
export const EditorWithoutDeleteRights: Story = {
  args: { schema: editorSchema },
  render: (args) => (
    <StoryPocketkit signedInAs={storyEditor}>
      <CollectionBrowser {...args} />
    </StoryPocketkit>
  ),
  play: async () => {
    const albums = await records("albums");
    await findText(albums, "Coast");
    const nav = picker();
    await expect(within(nav).queryByRole("button", { name: "images" })).not.toBeInTheDocument();
    await expect(within(albums).queryAllByRole("checkbox")).toHaveLength(0);
    await expect(screen.getByRole("button", { name: "New record" })).toBeInTheDocument();
    const coast = await openRow("albums", "Coast");
    await within(coast).findByRole("textbox", { name: "Name" });
    await expect(within(coast).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  },
};

/** EditorWithoutDeleteRights, played: the steps a person takes from its first render, and what they lead to. */
export const EditorWithoutDeleteRightsInteraction: Story = {
  ...EditorWithoutDeleteRights,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const albums = await records("albums");
    await findText(albums, "Coast");
    const nav = picker();
    await expect(within(nav).queryByRole("button", { name: "images" })).not.toBeInTheDocument();
    await expect(within(albums).queryAllByRole("checkbox")).toHaveLength(0);
    await expect(screen.getByRole("button", { name: "New record" })).toBeInTheDocument();
    const coast = await openRow("albums", "Coast");
    await within(coast).findByRole("textbox", { name: "Name" });
    await expect(within(coast).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    await userEvent.click(within(coast).getByRole("button", { name: "Cancel" }));
    await closed("dialog");

    // places: the rules let editors delete.
    await userEvent.click(within(nav).getByRole("button", { name: "places" }));
    const places = await records("places");
    await findText(places, "Old Harbour");
    await expect(within(places).getAllByRole("checkbox").length).toBeGreaterThan(0);
  },
};

/** An editor whose create the rules refuse (PocketBase's bare 400): said plainly, nothing typed is lost. */
export const EditorRefused: Story = {
  args: { schema: editorSchema, defaultCurrent: "places" },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${STORY_POCKETBASE_URL}/api/collections/places/records`, () =>
        HttpResponse.json({ status: 400, message: "Failed to create record.", data: {} }, { status: 400 }),
      ),
    );
  },
  render: EditorWithoutDeleteRights.render,
};

/** EditorRefused, played: the steps a person takes from its first render, and what they lead to. */
export const EditorRefusedInteraction: Story = {
  ...EditorRefused,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await findText(await records("places"), "Old Harbour");
    await userEvent.click(screen.getByRole("button", { name: "New record" }));
    const sheet = await screen.findByRole("dialog", { name: "New record in places" });
    await animationsSettled();
    await userEvent.type(within(sheet).getByRole("textbox", { name: "Name" }), "Quiet cove");
    await userEvent.click(within(sheet).getByRole("checkbox", { name: "beach" }));
    await userEvent.click(within(sheet).getByRole("button", { name: "Create" }));
    await expect(
      await findText(sheet, "You don't have permission to create records in places."),
    ).toBeVisible();
    await expect(within(sheet).getByRole("textbox", { name: "Name" })).toHaveValue("Quiet cove");
    await expect(within(sheet).getByRole("checkbox", { name: "beach" })).toBeChecked();
  },
};

const longName = "imported_records_from_the_old_photo_archive_of_the_harbour_museum";
const longCollection = { ...albumsCollection, id: "pk_long", name: longName };
const longPocketBase = createStoryPocketBase({
  collections: {
    [longName]: {
      schema: longCollection,
      records: albumRecords.map((album, index) => ({
        ...album,
        collectionName: longName,
        name: `${album.name} — ${"a name that goes on and on ".repeat(2)}${index}`,
        description: "A description long enough to wrap over several lines in its cell. ".repeat(6),
      })),
    },
    users: { schema: usersCollection, records: [] },
  },
});

/** Long collection names and long values: names truncate with the whole name in a tooltip, cells stay in their columns. */
export const LongContent: Story = {
  args: { defaultCurrent: longName },
  beforeEach: ({ msw }) => {
    longPocketBase.reset();
    msw.use(
      superuserRefreshHandler(),
      collectionsHandler([longCollection, usersCollection]),
      ...longPocketBase.handlers,
    );
  },
  play: async () => {
    const table = await records(longName);
    await findText(table, /^Coast — a name that goes on/);
    const item = within(picker()).getByRole("button", { name: longName });
    await expect(item.querySelector("[title]")).toHaveAttribute("title", longName);
    // The name is cut short inside the picker, not spilled over the records.
    const nav = picker().getBoundingClientRect();
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(nav.right + 1);
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
    await expect(screen.getByRole("heading", { level: 2, name: longName })).toBeInTheDocument();
    // Nothing pushes the page sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Dark: the same screen from the dark tokens. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async () => {
    await findText(await records("albums"), "Coast");
    await expect(document.documentElement).toHaveClass("dark");
  },
};

/** German: every string from the catalogue. */
export const German: Story = {
  globals: { locale: "de" },
  play: async () => {
    const table = await screen.findByRole("table", { name: "Datensätze von albums" }, { timeout: 5000 });
    await findText(table, "Coast");
    const nav = screen.getByRole("navigation", { name: "Sammlungen" });
    await expect(within(nav).getByRole("switch", { name: "Systemsammlungen anzeigen" })).toBeInTheDocument();
    await expect(within(nav).getByRole("list", { name: "Basis-Sammlungen" })).toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "Neuer Datensatz" })).toBeInTheDocument();
    await expect(screen.getByRole("button", { name: "Filter anwenden" })).toBeInTheDocument();
  },
};

/** Right to left: the collections on the right, the records beside them, columns from the right. */
export const RightToLeft: Story = {
  globals: { direction: "rtl" },
  play: async () => {
    const albums = await records("albums");
    await findText(albums, "Coast");
    const nav = picker().getBoundingClientRect();
    await expect(nav.left).toBeGreaterThan(albums.getBoundingClientRect().left);
    const headers = Array.from(albums.querySelectorAll("thead th"), (th) => th.getBoundingClientRect());
    await expect(headers[0]!.left).toBeGreaterThan(headers[1]!.left);
  },
};

/** RightToLeft, played: a record opens in a sheet at the end side, on the left, sliding in from there. */
export const RightToLeftInteraction: Story = {
  ...RightToLeft,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await userEvent.click(await findText(await records("albums"), "Coast"));
    const sheet = await screen.findByRole("dialog");
    await expect(getComputedStyle(sheet).animationName).toBe("pk-slide-in-from-left");
    await animationsSettled();
    await expect(sheet.getBoundingClientRect().left).toBe(0);
    await userEvent.keyboard("{Escape}");
    await closed("dialog");
  },
};
