import { PocketkitError } from "@pocketkit/client";
import {
  StoryPocketkit,
  adminUrl,
  createStoryAdmin,
  STORY_ADMIN,
  waitLonger,
} from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http } from "msw";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { dismissToast } from "../../overlays/toast-store";
import { Toaster } from "../../overlays/toaster";
import { CronsTable } from "./crons-table";
import { CronsTableView } from "./crons-table-view";
import { storyCrons } from "../story-fixtures";

const admin = createStoryAdmin({ crons: [{ id: "nightly_digest", expression: "0 6 * * *" }] });

const meta = {
  title: "Admin/CronsTable",
  component: CronsTableView,
  args: { crons: storyCrons, onRun: fn(async () => {}) },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  beforeEach: ({ msw }) => {
    // Toasts live in one store for the whole page: start every story with none.
    dismissToast();
    admin.reset();
    msw.use(...admin.handlers);
  },
} satisfies Meta<typeof CronsTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => screen.findByRole("region", { name: /^(Notifications|Benachrichtigungen)/ });
const rowOf = (id: string) => screen.getByRole("row", { name: new RegExp(id) });

/** PocketBase's own jobs are marked and explained; Run now says in a toast that the job started. */
export const Default: Story = {
  play: async () => {
    await expect(rowOf("__pbLogsCleanup__")).toHaveTextContent("Deletes logs older than the settings keep.");
    await expect(within(rowOf("__pbLogsCleanup__")).getByText("PocketBase")).toBeVisible();
    await expect(within(rowOf("nightly_digest")).queryByText("PocketBase")).not.toBeInTheDocument();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    await expect(rowOf("__pbLogsCleanup__")).toHaveTextContent("Deletes logs older than the settings keep.");
    await expect(within(rowOf("__pbLogsCleanup__")).getByText("PocketBase")).toBeVisible();
    await expect(within(rowOf("nightly_digest")).queryByText("PocketBase")).not.toBeInTheDocument();
    await userEvent.click(
      within(rowOf("nightly_digest")).getByRole("button", { name: "Run now nightly_digest" }),
    );
    await expect(args.onRun).toHaveBeenCalledWith("nightly_digest");
    await expect(await within(await toasts()).findByText("nightly_digest started.")).toBeVisible();
  },
};

/** The job could not be started: a destructive toast says why. */
export const RunFails: Story = {
  args: {
    onRun: fn(async () => {
      throw new PocketkitError({
        kind: "not_found",
        status: 404,
        message: "This doesn't exist or isn't yours.",
      });
    }),
  },
};

/** RunFails, played: the steps a person takes from its first render, and what they lead to. */
export const RunFailsInteraction: Story = {
  ...RunFails,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await userEvent.click(within(rowOf("__pbAutoBackup__")).getByRole("button", { name: /^Run now/ }));
    const title = await within(await toasts()).findByText("__pbAutoBackup__ could not be started.");
    await expect(title.closest("[data-slot=toast]")).toHaveTextContent("This doesn't exist (any more).");
  },
};

/** Connected: the button is busy while PocketBase starts the job, then the toast. */
export const Connected: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(adminUrl("/crons/:id"), async () => {
        await delay(400);
      }),
    );
  },
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <CronsTable />
    </StoryPocketkit>
  ),
  play: async () => {
    // The jobs arrive from PocketBase (msw) after the first render.
    const firstRow = await waitLonger(() => within(screen.getByRole("table")).getAllByRole("row")[1]);
    await expect(firstRow).toHaveTextContent("nightly_digest");
  },
};

/** Connected, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedInteraction: Story = {
  ...Connected,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    const button = await waitLonger(
      () => within(rowOf("__pbDBOptimize__")).getByRole("button", { name: /^Run now/ }),
      {
        timeout: 5000,
      },
    );
    await expect(within(screen.getByRole("table")).getAllByRole("row")[1]).toHaveTextContent(
      "nightly_digest",
    );
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-busy", "true");
    await within(await toasts()).findByText("__pbDBOptimize__ started.", {}, { timeout: 5000 });
    await waitLonger(() => expect(button).not.toHaveAttribute("aria-busy"));
    await expect(admin.cronRuns()).toEqual(["__pbDBOptimize__"]);
  },
};

export const Loading: Story = {
  args: { crons: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading cron jobs" })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { crons: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No cron jobs are registered.")).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    crons: undefined,
    error: new PocketkitError({
      kind: "server",
      status: 500,
      message: "The server ran into a problem. Try again.",
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The cron jobs could not be loaded.");
  },
};

export const ManyItems: Story = {
  args: {
    crons: Array.from({ length: 40 }, (_, index) => ({
      id: `report_${String(index + 1).padStart(2, "0")}`,
      expression: `${index % 60} ${index % 24} * * *`,
    })),
  },
  play: async () => {
    await expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(41);
  },
};

export const LongContent: Story = {
  args: {
    crons: [
      {
        id: "send_the_weekly_digest_of_new_photos_to_every_member_who_asked_for_it_in_their_settings",
        expression: "0 7 * * 1",
      },
    ],
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async () => {
    await expect(within(rowOf("nightly_digest")).getByRole("button", { name: /^Run now/ })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async () => {
    await userEvent.click(within(rowOf("nightly_digest")).getByRole("button", { name: /^Jetzt ausführen/ }));
    await within(await toasts()).findByText("nightly_digest wurde gestartet.");
  },
};

/** Right to left: the job first from the right, Run now on the left; a schedule still reads "0 6 * * *", left to right. */
export const RightToLeft: Story = {
  globals: { direction: "rtl" },
  play: async () => {
    const row = rowOf("nightly_digest");
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.getBoundingClientRect());
    await expect(cells[0]!.left).toBeGreaterThan(cells[1]!.left);
    const schedule = within(row).getByText("0 6 * * *");
    await expect(getComputedStyle(schedule).direction).toBe("ltr");
    // Drawn in that order: the 0 left of the 6.
    const range = document.createRange();
    range.setStart(schedule.firstChild!, 0);
    range.setEnd(schedule.firstChild!, 1);
    const zero = range.getBoundingClientRect();
    range.setStart(schedule.firstChild!, 2);
    range.setEnd(schedule.firstChild!, 3);
    await expect(zero.left).toBeLessThan(range.getBoundingClientRect().left);
  },
};
