import type { ConnectionState } from "@pocketkit/client";
import { useRealtimeSync } from "@pocketkit/hooks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import { ConnectionBanner, ConnectionStatus } from "./connection-banner";
import { ConnectionBannerView } from "./connection-banner-view";
import { ConnectionStatusView } from "./connection-status-view";

const pocketbase = createStoryPocketBase({ collections: { images: { records: [{ title: "Lighthouse" }] } } });

const meta = {
  title: "Feedback/ConnectionBanner",
  component: ConnectionBannerView,
  args: { state: "live", browserOnline: true },
  render: (args) => (
    <div style={{ display: "grid", gap: 12, maxWidth: 560 }}>
      <ConnectionStatusView state={args.state} browserOnline={args.browserOnline} />
      <ConnectionBannerView {...args} />
    </div>
  ),
} satisfies Meta<typeof ConnectionBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("status") as HTMLElement & { dataset: { state: string } };

/** All is well: the banner is an empty live region, and the badge says Live. */
export const Live: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(banner(canvasElement)).toHaveAttribute("aria-live", "polite");
    await expect(banner(canvasElement)).toBeEmptyDOMElement();
    await expect(banner(canvasElement)).toHaveAttribute("data-state", "ok");
    await expect(canvas.getByText("Live")).toHaveAttribute("data-state", "live");
    await expect(canvas.getByText("Live")).toHaveTextContent("Connection: Live");
  },
};

/** The first connection of a page load is not worth a banner. */
export const Connecting: Story = {
  args: { state: "connecting" },
  play: async ({ canvas, canvasElement }) => {
    await expect(banner(canvasElement)).toBeEmptyDOMElement();
    await expect(canvas.getByText("Connecting")).toHaveAttribute("data-state", "connecting");
  },
};

export const Reconnecting: Story = {
  args: { state: "reconnecting" },
  play: async ({ canvas, canvasElement }) => {
    await expect(banner(canvasElement)).toHaveTextContent(
      "Reconnecting… Changes will sync when the connection is back.",
    );
    await expect(banner(canvasElement)).toHaveAttribute("data-state", "reconnecting");
    await expect(canvas.getByText("Reconnecting")).toHaveAttribute("data-state", "reconnecting");
  },
};

/** The realtime connection has not been live for a while: the server is unreachable. */
export const Offline: Story = {
  args: { state: "offline" },
  play: async ({ canvas, canvasElement }) => {
    await expect(banner(canvasElement)).toHaveTextContent(
      "The server can't be reached. Changes will sync when it's back.",
    );
    await expect(banner(canvasElement)).toHaveAttribute("data-state", "server-offline");
    await expect(canvas.getByText("Offline")).toHaveAttribute("data-state", "offline");
  },
};

/** The browser has no network: that wins over whatever the realtime connection still says. */
export const BrowserOffline: Story = {
  args: { state: "live", browserOnline: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(banner(canvasElement)).toHaveTextContent(
      "You're offline. Changes will sync when you're back online.",
    );
    await expect(banner(canvasElement)).toHaveAttribute("data-state", "browser-offline");
    await expect(canvas.getByText("Offline")).toHaveAttribute("data-state", "offline");
  },
};

const STATES: ConnectionState[] = ["idle", "connecting", "live", "reconnecting", "offline"];

/** Every state of the header badge: a dot and a word, never colour alone. */
export const StatusBadges: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      {STATES.map((state) => (
        <ConnectionStatusView key={state} state={state} />
      ))}
      <ConnectionStatusView state="live" browserOnline={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = Array.from(canvasElement.querySelectorAll("[data-slot=connection-status]"));
    await expect(badges.map((badge) => badge.textContent)).toEqual([
      "Connection: Idle",
      "Connection: Connecting",
      "Connection: Live",
      "Connection: Reconnecting",
      "Connection: Offline",
      "Connection: Offline",
    ]);
    // Not live regions: the banner speaks, the badge does not on every change.
    await expect(canvasElement.querySelector("[data-slot=connection-status][role]")).toBeNull();
  },
};

/** Every banner at once, in a narrow column. */
export const LongContent: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12, width: 260 }}>
      <ConnectionBannerView state="live" browserOnline={false} />
      <ConnectionBannerView state="offline" />
      <ConnectionBannerView state="reconnecting" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")).toHaveLength(3);
  },
};

export const Dark: Story = {
  ...LongContent,
  globals: { theme: "dark" },
  render: (args) => (
    <div style={{ display: "grid", gap: 12, maxWidth: 560 }}>
      <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        {STATES.map((state) => (
          <ConnectionStatusView key={state} state={state} />
        ))}
      </div>
      <ConnectionBannerView {...args} state="live" browserOnline={false} />
      <ConnectionBannerView {...args} state="offline" />
      <ConnectionBannerView {...args} state="reconnecting" />
    </div>
  ),
};

export const German: Story = {
  args: { state: "reconnecting" },
  globals: { locale: "de" },
  play: async ({ canvas, canvasElement }) => {
    await expect(banner(canvasElement)).toHaveTextContent(
      "Verbindung wird wiederhergestellt… Änderungen werden danach synchronisiert.",
    );
    await expect(canvas.getByText("Verbindet neu")).toHaveTextContent("Verbindung: Verbindet neu");
  },
};

// Following a collection is what opens the realtime connection; the mock's says it is live.
function Header() {
  useRealtimeSync("images", "*");
  return (
    <div style={{ display: "grid", gap: 12, maxWidth: 560 }}>
      <ConnectionStatus />
      <ConnectionBanner />
    </div>
  );
}

const connected = {
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
  render: () => (
    <StoryPocketkit>
      <Header />
    </StoryPocketkit>
  ),
} satisfies Story;

/** Against the mocked PocketBase: the connection goes live, and the banner stays empty. */
export const Connected: Story = {
  ...connected,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText("Live")).toHaveAttribute("data-state", "live"));
    await expect(banner(canvasElement)).toBeEmptyDOMElement();
  },
};

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

// Removes the stub, so that `navigator.onLine` reads the browser's own value again.
function restoreBrowserOnline() {
  Reflect.deleteProperty(navigator, "onLine");
  window.dispatchEvent(new Event("online"));
}

/** The browser loses its network while the app is open, and gets it back. */
export const ConnectedBrowserGoesOffline: Story = {
  ...connected,
  beforeEach: (context) => {
    connected.beforeEach(context);
    return restoreBrowserOnline;
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText("Live")).toBeInTheDocument());
    try {
      setBrowserOnline(false);
      await waitFor(() =>
        expect(banner(canvasElement)).toHaveTextContent(
          "You're offline. Changes will sync when you're back online.",
        ),
      );
      await expect(canvas.getByText("Offline")).toHaveAttribute("data-state", "offline");
      setBrowserOnline(true);
      await waitFor(() => expect(banner(canvasElement)).toBeEmptyDOMElement());
      await expect(canvas.getByText("Live")).toBeInTheDocument();
    } finally {
      restoreBrowserOnline();
    }
    await expect(navigator.onLine).toBe(true);
  },
};
