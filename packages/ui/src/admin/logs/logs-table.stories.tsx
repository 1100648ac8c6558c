import { PocketkitError } from "@pocketkit/client";
import { mockRequestLogs } from "@pocketkit/client/msw";
import {
  StoryPocketkit,
  adminUrl,
  createStoryAdmin,
  STORY_ADMIN,
  waitLonger,
} from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { animationsSettled } from "../../overlays/story-helpers";
import { LogsChartView } from "./logs-chart-view";
import { LogsTable } from "./logs-table";
import { LogsTableView } from "./logs-table-view";
import { STORY_NOW, storyLogs, storyStats } from "../story-fixtures";

const page = storyLogs(30);
const admin = createStoryAdmin({ logs: mockRequestLogs({ count: 400, now: STORY_NOW, spanHours: 36 }) });
// The filters the connected table asked PocketBase for, newest last.
const requestedFilters: string[] = [];

const meta = {
  title: "Admin/LogsTable",
  component: LogsTableView,
  args: {
    logs: page,
    page: 1,
    totalPages: 14,
    totalItems: 400,
    onPageChange: fn(),
    onFiltersChange: fn(),
    onRefresh: fn(),
  },
  beforeEach: ({ msw }) => {
    admin.reset();
    requestedFilters.length = 0;
    msw.use(
      // Notes the filter and lets the mock answer (a handler that returns nothing falls through).
      http.get(adminUrl("/logs"), ({ request }) => {
        requestedFilters.push(new URL(request.url).searchParams.get("filter") ?? "");
      }),
      ...admin.handlers,
    );
  },
  render: (args) => <LogsTableView chart={<LogsChartView stats={storyStats(storyLogs(400))} />} {...args} />,
} satisfies Meta<typeof LogsTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "Log entries" });
const rows = () => within(table()).getAllByRole("row").slice(1);

/** A page of request logs; Details shows one entry with its data as JSON text. */
export const Default: Story = {
  play: async () => {
    await expect(rows()).toHaveLength(30);
    const first = page[0]!;
    await expect(rows()[0]).toHaveTextContent(String(first.data.url));
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(rows()).toHaveLength(30);
    const first = page[0]!;
    await expect(rows()[0]).toHaveTextContent(String(first.data.url));
    await userEvent.click(within(rows()[0]!).getByRole("button", { name: /^Details/ }));
    const dialog = await screen.findByRole("dialog", { name: "Log entry" });
    await animationsSettled();
    const json = within(dialog).getByRole("region", { name: "Data as JSON" });
    await expect(JSON.parse(json.textContent!)).toEqual(first.data);
    await userEvent.keyboard("{Escape}");
    await animationsSettled();
    await waitLonger(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
    // Paging.
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole("navigation", { name: "Pages" })).toHaveTextContent(
      "Page 1 of 14 · 400 in all",
    );
  },
};

/** The filters make one PocketBase filter; a status that cannot be read is said under its field. */
export const FiltersInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const status = canvas.getByRole("textbox", { name: "Status" });
    await userEvent.type(status, "4x");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(status).toHaveAccessibleDescription(
      "Enter a status code such as 404, or a class such as 4xx.",
    );
    await expect(args.onFiltersChange).not.toHaveBeenCalled();

    await userEvent.type(status, "x");
    await userEvent.type(canvas.getByRole("searchbox", { name: "URL contains" }), "albums");
    await userEvent.click(canvas.getByRole("combobox", { name: "Level" }));
    await userEvent.click(await screen.findByRole("option", { name: "Error" }));
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(
      { level: "error", status: "4xx", url: "albums" },
      'level = 8 && data.status >= 400 && data.status <= 499 && data.url ~ "%albums%"',
    );
    await expect(status).not.toHaveAccessibleDescription();

    // Enter in a field applies too; Clear drops every filter.
    await userEvent.type(status, "{Backspace}{Backspace}{Backspace}500{Enter}");
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      { level: "error", status: "500", url: "albums" },
      'level = 8 && data.status = 500 && data.url ~ "%albums%"',
    );
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({}, "");
    await expect(canvas.getByRole("searchbox", { name: "URL contains" })).toHaveValue("");
  },
};

/** Connected: filters go to PocketBase as its filter, and the table and the chart follow. */
export const Connected: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <LogsTable perPage={25} />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await waitLonger(() => expect(rows()).toHaveLength(25), { timeout: 5000 });
    await expect(canvas.getByRole("navigation", { name: "Pages" })).toHaveTextContent("400 in all");
    await expect(canvas.getByRole("figure", { name: "Requests per hour" })).toHaveTextContent("400 requests");
  },
};

/** Connected, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedInteraction: Story = {
  ...Connected,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await waitLonger(() => expect(rows()).toHaveLength(25), { timeout: 5000 });
    await expect(canvas.getByRole("navigation", { name: "Pages" })).toHaveTextContent("400 in all");
    await expect(canvas.getByRole("figure", { name: "Requests per hour" })).toHaveTextContent("400 requests");

    await userEvent.type(canvas.getByRole("searchbox", { name: "URL contains" }), "auth-with-password");
    await userEvent.type(canvas.getByRole("textbox", { name: "Status" }), "2xx");
    await userEvent.click(canvas.getByRole("button", { name: "Apply" }));
    const expected = 'data.status >= 200 && data.status <= 299 && data.url ~ "%auth-with-password%"';
    await waitLonger(() => expect(requestedFilters).toContain(expected));
    await waitLonger(() =>
      expect(
        rows().every((row) => row.textContent!.includes("/api/collections/users/auth-with-password")),
      ).toBe(true),
    );
    for (const row of rows()) await expect(within(row).getAllByRole("cell")[3]).toHaveTextContent(/^2\d\d$/);
    await waitLonger(() => expect(canvas.getByRole("figure")).not.toHaveTextContent("400 requests"));
  },
};

export const Loading: Story = {
  args: { logs: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading logs" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  args: { logs: [], totalPages: 0, totalItems: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No log entries yet.")).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
  },
};

export const EmptyFiltered: Story = {
  args: { logs: [], totalPages: 0, totalItems: 0, defaultFilters: { status: "418" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No log entries match these filters.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Status" })).toHaveValue("418");
  },
};

export const Error: Story = {
  args: {
    logs: undefined,
    onRetry: fn(),
    error: new PocketkitError({ kind: "forbidden", status: 403, message: "You are not allowed to do this." }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The logs could not be loaded.");
    await expect(alert).toHaveTextContent("Only superusers can do this.");
  },
};

/** Error, played: the steps a person takes from its first render, and what they lead to. */
export const ErrorInteraction: Story = {
  ...Error,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("The logs could not be loaded.");
    await expect(alert).toHaveTextContent("Only superusers can do this.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Hundreds of entries on one page. */
export const ManyItems: Story = {
  args: { logs: storyLogs(200, 7), totalPages: 1, totalItems: 200 },
  play: async () => {
    await expect(rows()).toHaveLength(200);
  },
};

/** A long URL and an app log without request data. */
export const LongContent: Story = {
  args: {
    logs: [
      {
        ...page[0]!,
        id: "longurl00000001",
        data: {
          ...page[0]!.data,
          url: `/api/collections/images/records?filter=${encodeURIComponent("(album='summer-holidays-in-the-mountains-2026' && tags ~ 'lake') || title ~ 'a very long title of a photo'")}&perPage=200`,
        },
      },
      {
        id: "applog000000001",
        created: page[1]!.created,
        level: 4,
        message:
          "Backup pb_backup_gallery_20261122030000.zip took longer than expected (4m12s); consider S3 storage.",
        data: { type: "app", duration: "4m12s" },
      },
    ],
    totalPages: 1,
    totalItems: 2,
  },
  play: async () => {
    await expect(rows()[1]).toHaveTextContent("Warning");
    await expect(rows()[1]).toHaveTextContent("took longer than expected");
  },
};

/**
 * In a column narrower than the table, near the window's end edge: the table scrolls inside its
 * frame and the page keeps its width. The screen-reader-only words in its header cells are
 * positioned; unless the frame is their containing block, they stay where the columns would be
 * and widen the page (a Gallery admin at 390 px could scroll sideways into blank space).
 */
export const ScrollsInsideItsFrameInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  render: (args) => (
    <div data-testid="column" style={{ width: 360, marginInlineStart: "calc(100vw - 440px)" }}>
      <LogsTableView {...args} />
    </div>
  ),
  play: async () => {
    await expect(rows()).toHaveLength(30);
    const frame = table().parentElement!;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/**
 * In the admin's main column at a 1280 px window (about 1,000 px): the buttons go to a row of
 * their own rather than pushing the filters past the edge.
 */
export const InAdminColumn: Story = {
  render: (args) => (
    <div data-testid="column" style={{ width: 1008 }}>
      <LogsTableView chart={<LogsChartView stats={storyStats(storyLogs(400))} />} {...args} />
    </div>
  ),
  play: async () => {
    const column = screen.getByTestId("column");
    const edge = column.getBoundingClientRect().right + 1;
    const bar = column.querySelector('[data-slot="logs-filter-bar"]')!;
    for (const part of [bar, ...bar.children, screen.getByRole("button", { name: "Refresh" })]) {
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Apply" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Status" })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Protokolleinträge" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Anwenden" })).toBeVisible();
  },
};

/** Right to left: Time in the first column from the right; a URL still reads left to right. */
export const RightToLeft: Story = {
  globals: { direction: "rtl" },
  play: async () => {
    await expect(rows()).toHaveLength(30);
    const headers = within(table()).getAllByRole("columnheader");
    await expect(headers[0]).toHaveTextContent("Time");
    await expect(headers[0]!.getBoundingClientRect().left).toBeGreaterThan(
      headers[1]!.getBoundingClientRect().left,
    );
    const url = within(rows()[0]!).getByText(String(page[0]!.data.url));
    await expect(getComputedStyle(url).direction).toBe("ltr");
    // Its leading slash is drawn first, on the left.
    const range = document.createRange();
    range.setStart(url.firstChild!, 0);
    range.setEnd(url.firstChild!, 1);
    await expect(range.getBoundingClientRect().left - url.getBoundingClientRect().left).toBeLessThan(1);
    // The URL filter too: a typed path keeps its order, lined up on the right with the other fields.
    const filter = screen.getByRole("searchbox", { name: "URL contains" });
    await expect(getComputedStyle(filter).direction).toBe("ltr");
    await expect(getComputedStyle(filter).textAlign).toBe("right");
  },
};

/** RightToLeft, played: an entry's details, its data as JSON reading left to right. */
export const RightToLeftInteraction: Story = {
  ...RightToLeft,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await userEvent.click(within(rows()[0]!).getByRole("button", { name: /^Details/ }));
    const dialog = await screen.findByRole("dialog", { name: "Log entry" });
    await animationsSettled();
    const json = within(dialog).getByRole("region", { name: "Data as JSON" });
    await expect(getComputedStyle(json).direction).toBe("ltr");
    await expect(JSON.parse(json.textContent!)).toEqual(page[0]!.data);
    await userEvent.keyboard("{Escape}");
    await animationsSettled();
    await waitLonger(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
