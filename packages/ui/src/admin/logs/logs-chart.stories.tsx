import { PocketkitError } from "@pocketkit/client";
import { mockRequestLogs } from "@pocketkit/client/msw";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { StoryPocketkit, createStoryAdmin, STORY_ADMIN, waitLonger } from "@pocketkit/testkit/story";
import { LogsChart } from "./logs-chart";
import { LogsChartView } from "./logs-chart-view";
import { STORY_NOW, storyLogs, storyStats } from "../story-fixtures";

const stats = storyStats(storyLogs(400));
const admin = createStoryAdmin({ logs: mockRequestLogs({ count: 120, now: STORY_NOW, spanHours: 12 }) });

const meta = {
  title: "Admin/LogsChart",
  component: LogsChartView,
  args: { stats },
  beforeEach: ({ msw }) => {
    admin.reset();
    msw.use(...admin.handlers);
  },
} satisfies Meta<typeof LogsChartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars for the eye, a sentence and a table for everyone: the total and busiest hour are text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", { name: "Requests per hour" });
    await expect(figure).toHaveTextContent(
      /400 requests from .+ The busiest hour was .+ with \d+ requests\./,
    );
    await expect(figure.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    // The bars: one per hour, gaps filled in.
    await expect(figure.querySelectorAll("rect").length).toBeGreaterThanOrEqual(stats.length);
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", { name: "Requests per hour" });
    await expect(figure).toHaveTextContent(
      /400 requests from .+ The busiest hour was .+ with \d+ requests\./,
    );
    await expect(figure.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    // The bars: one per hour, gaps filled in.
    await expect(figure.querySelectorAll("rect").length).toBeGreaterThanOrEqual(stats.length);
    await userEvent.click(canvas.getByText("Show as table"));
    const table = canvas.getByRole("table", { name: "Requests per hour" });
    await expect(within(table).getAllByRole("row")).toHaveLength(stats.length + 1);
    const total = within(table)
      .getAllByRole("row")
      .slice(1)
      .reduce((sum, row) => sum + Number(within(row).getAllByRole("cell")[1]!.textContent), 0);
    await expect(total).toBe(400);
  },
};

export const Connected: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <LogsChart />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await waitLonger(() => expect(canvas.getByRole("figure")).toHaveTextContent("120 requests"));
  },
};

export const Loading: Story = {
  args: { stats: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading the requests per hour" })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { stats: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No requests in this period.")).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    stats: undefined,
    error: new PocketkitError({ kind: "network", message: "Can't reach the server. Check your connection." }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Can't reach the server.");
  },
};

/** A month of hours: still one small chart. */
export const ManyItems: Story = {
  args: { stats: storyStats(mockRequestLogs({ count: 5000, now: STORY_NOW, spanHours: 24 * 30 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("figure")).toHaveTextContent("5,000 requests");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("figure", { name: "Anfragen pro Stunde" })).toHaveTextContent(
      "400 Anfragen",
    );
  },
};
