import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect } from "storybook/test";

import {
  StoryPocketkit,
  adminUrl,
  createStoryAdmin,
  STORY_ADMIN,
  waitLonger,
} from "@pocketkit/testkit/story";
import { HealthIndicator } from "./health-indicator";
import { HealthIndicatorView } from "./health-indicator-view";

const admin = createStoryAdmin();

const meta = {
  title: "Admin/HealthIndicator",
  component: HealthIndicatorView,
  args: { status: "healthy" },
  beforeEach: ({ msw }) => {
    admin.reset();
    msw.use(...admin.handlers);
  },
} satisfies Meta<typeof HealthIndicatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected: asks `/api/health` of the (mocked) server, and says in words that it answers. */
export const Default: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <HealthIndicator />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Checking server…");
    await waitLonger(() => expect(status).toHaveTextContent("Server healthy"));
    await expect(status).toHaveAttribute("data-status", "healthy");
  },
};

/** Connected, with the server gone: a network error reads "Server unreachable". */
export const Unreachable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(adminUrl("/health"), () => HttpResponse.error()));
  },
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <HealthIndicator />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await waitLonger(() => expect(canvas.getByRole("status")).toHaveTextContent("Server unreachable"));
    await expect(canvas.getByRole("status")).toHaveAttribute("data-status", "unreachable");
  },
};

/** Connected, while a backup runs: the server answers but cannot start another. */
export const Busy: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(adminUrl("/health"), () =>
        HttpResponse.json({ message: "API is healthy.", code: 200, data: { canBackup: false } }),
      ),
    );
  },
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <HealthIndicator />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await waitLonger(() => expect(canvas.getByRole("status")).toHaveTextContent("Backup or restore running"));
  },
};

/** Every state side by side: the dot only repeats what the words say. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <HealthIndicatorView status="healthy" />
      <HealthIndicatorView status="busy" />
      <HealthIndicatorView status="unreachable" />
      <HealthIndicatorView status="checking" />
    </div>
  ),
  play: async ({ canvas }) => {
    const texts = canvas.getAllByRole("status").map((status) => status.textContent);
    await expect(texts).toEqual([
      "Server healthy",
      "Backup or restore running",
      "Server unreachable",
      "Checking server…",
    ]);
  },
};

/** Loading: nothing asked yet. */
export const Checking: Story = {
  args: { status: "checking" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Checking server…");
  },
};

export const Dark: Story = { ...AllStates, globals: { theme: "dark" } };

export const German: Story = {
  ...AllStates,
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")[2]).toHaveTextContent("Server nicht erreichbar");
  },
};
