import { StoryPocketkit, createStoryAdmin, STORY_ADMIN, waitLonger } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { animationsSettled } from "../../overlays/story-helpers";
import { AdminShell } from "./admin-shell";
import { AdminShellView } from "./admin-shell-view";
import { HealthIndicatorView } from "./health-indicator-view";

const admin = createStoryAdmin();

/** A shell whose section follows its navigation, as an app's router would. */
function Routed(props: React.ComponentProps<typeof AdminShellView>) {
  const [current, setCurrent] = useState(props.current ?? "logs");
  return (
    <AdminShellView
      health={<HealthIndicatorView status="healthy" />}
      {...props}
      current={current}
      onNavigate={(id) => {
        setCurrent(id);
        props.onNavigate?.(id);
      }}
    >
      {props.children ?? <p style={{ margin: 0 }}>Section: {current}</p>}
    </AdminShellView>
  );
}

const meta = {
  title: "Admin/AdminShell",
  component: AdminShellView,
  args: {
    current: "logs",
    onNavigate: fn(),
    onSignOut: fn(),
    user: { email: STORY_ADMIN.email },
  },
  parameters: { layout: "fullscreen" },
  beforeEach: ({ msw }) => {
    admin.reset();
    msw.use(...admin.handlers);
  },
  // The shell lays itself out by its own width: these widths give the sidebar and the sheet.
  render: (args) => (
    <div style={{ width: 1100, border: "1px dashed var(--pk-border)" }}>
      <Routed {...args} />
    </div>
  ),
} satisfies Meta<typeof AdminShellView>;

export default meta;
type Story = StoryObj<typeof meta>;

const navLink = (name: string) =>
  within(screen.getByRole("navigation", { name: "Admin" })).getByRole("button", { name });

/** Wide: the navigation is a sidebar; the current section is `aria-current="page"`. */
export const Default: Story = {
  play: async () => {
    await expect(navLink("Logs")).toHaveAttribute("aria-current", "page");
    await expect(navLink("Backups")).not.toHaveAttribute("aria-current");
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(navLink("Logs")).toHaveAttribute("aria-current", "page");
    await expect(navLink("Backups")).not.toHaveAttribute("aria-current");
    await userEvent.click(navLink("Backups"));
    await expect(args.onNavigate).toHaveBeenCalledWith("backups");
    await expect(navLink("Backups")).toHaveAttribute("aria-current", "page");
    await expect(navLink("Logs")).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("main")).toHaveTextContent("Section: backups");
    // Keyboard: the links are in the tab order and Enter follows one.
    navLink("Settings").focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenLastCalledWith("settings");
    await expect(navLink("Settings")).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("status")).toHaveTextContent("Server healthy");
  },
};

/** With a router: `renderLink` renders each entry with the app's own link component. */
export const WithRouterLinks: Story = {
  args: {
    // As a router's link does: the address is real, the click is handled in the page.
    renderLink: (section, props) => (
      <a
        {...props}
        href={`/admin/${section.id}`}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          props.onClick(event);
        }}
      />
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Admin" });
    const logs = within(nav).getByRole("link", { name: "Logs" });
    await expect(logs).toHaveAttribute("href", "/admin/logs");
    await expect(logs).toHaveAttribute("data-router-link");
    await expect(logs).toHaveAttribute("aria-current", "page");
  },
};

/** WithRouterLinks, played: the steps a person takes from its first render, and what they lead to. */
export const WithRouterLinksInteraction: Story = {
  ...WithRouterLinks,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Admin" });
    const logs = within(nav).getByRole("link", { name: "Logs" });
    await expect(logs).toHaveAttribute("href", "/admin/logs");
    await expect(logs).toHaveAttribute("data-router-link");
    await expect(logs).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(nav).getByRole("link", { name: "Cron jobs" }));
    await expect(within(nav).getByRole("link", { name: "Cron jobs" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** Narrow: a menu button opens the navigation in a sheet, which closes once a section is chosen. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 360, border: "1px dashed var(--pk-border)" }}>
      <Routed {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Admin" })).not.toBeInTheDocument();
  },
};

/** Narrow, played: the steps a person takes from its first render, and what they lead to. */
export const NarrowInteraction: Story = {
  ...Narrow,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Admin" })).not.toBeInTheDocument();
    const menu = canvas.getByRole("button", { name: "Open navigation" });
    await userEvent.click(menu);
    const sheet = await screen.findByRole("dialog", { name: "PocketBase admin" });
    await animationsSettled();
    await expect(within(sheet).getByRole("button", { name: "Logs" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(within(sheet).getByRole("button", { name: "Superusers" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("superusers");
    await animationsSettled();
    await waitLonger(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(menu).toHaveFocus();
    await expect(canvas.getByRole("main")).toHaveTextContent("Section: superusers");
    // The account menu: email and sign out.
    await userEvent.click(canvas.getByRole("button", { name: `Account menu for ${STORY_ADMIN.email}` }));
    const signOut = await screen.findByRole("menuitem", { name: "Sign out" });
    await expect(screen.getByRole("menu")).toHaveTextContent(STORY_ADMIN.email);
    await userEvent.click(signOut);
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await animationsSettled();
    await waitLonger(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

/** Connected: the signed-in superuser and the server's health come from PocketBase. */
export const Connected: Story = {
  render: (args) => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <div style={{ width: 1100 }}>
        <AdminShell current="backups" onSignOut={args.onSignOut}>
          <p style={{ margin: 0 }}>The backups would be here.</p>
        </AdminShell>
      </div>
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    await waitLonger(() => expect(canvas.getByRole("status")).toHaveTextContent("Server healthy"));
    await expect(navLink("Backups")).toHaveAttribute("aria-current", "page");
  },
};

/** Connected, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedInteraction: Story = {
  ...Connected,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await waitLonger(() => expect(canvas.getByRole("status")).toHaveTextContent("Server healthy"));
    await expect(navLink("Backups")).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: `Account menu for ${STORY_ADMIN.email}` }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    // Signed out: the account menu is gone.
    await waitLonger(() =>
      expect(canvas.queryByRole("button", { name: /Account menu/ })).not.toBeInTheDocument(),
    );
  },
};

/** Nobody signed in and no sections given by the app: the defaults, and no account menu. */
export const Empty: Story = {
  args: { user: null, health: undefined, sections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Account menu/ })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole("navigation")).queryAllByRole("listitem")).toHaveLength(0);
  },
};

/** Long names: the title and the email truncate, the content wraps. */
export const LongContent: Story = {
  args: {
    title: "Pocketkit Gallery — production (eu-central, the big one with all the holiday photos)",
    user: { email: "a.very.long.superuser.address.for.operations@subdomain.pocketkit.example.com" },
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index} style={{ margin: "0 0 12px" }}>
        Paragraph {index + 1}: superusers can read and change every record, every file and every setting of
        this server, which is why the admin screens ask before anything that cannot be undone.
      </p>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("main").querySelectorAll("p")).toHaveLength(12);
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };

/** Dark, played as DefaultInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: DefaultInteraction.play,
};

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Verwaltung" });
    await expect(within(nav).getByRole("button", { name: "Protokolle" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Verwaltung" });
    await expect(within(nav).getByRole("button", { name: "Protokolle" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(within(nav).getByRole("button", { name: "Einstellungen" }));
    await expect(within(nav).getByRole("button", { name: "Einstellungen" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** Right to left: the sidebar on the right, where lines begin, with its border towards the content. */
export const RightToLeft: Story = {
  ...Default,
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    await expect(navLink("Logs")).toHaveAttribute("aria-current", "page");
    const sidebar = screen.getByRole("navigation", { name: "Admin" }).closest("aside")!;
    const main = canvas.getByRole("main");
    await expect(sidebar.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().right,
    );
    await expect(getComputedStyle(sidebar).borderLeftWidth).toBe("1px");
    // The title starts on the right.
    const header = canvas.getByText("PocketBase admin").closest("header")!.getBoundingClientRect();
    const title = canvas.getByText("PocketBase admin").getBoundingClientRect();
    await expect(header.right - title.right).toBeLessThan(24);
  },
};

/** Narrow, right to left: the menu button on the right, at the start of the header. */
export const NarrowRightToLeft: Story = {
  ...Narrow,
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const header = canvas.getByText("PocketBase admin").closest("header")!.getBoundingClientRect();
    const menu = canvas.getByRole("button", { name: "Open navigation" }).getBoundingClientRect();
    await expect(menu.left - header.left).toBeGreaterThan(header.width / 2);
  },
};

/** NarrowRightToLeft, played: the navigation sheet comes in from the right, the side its button is on. */
export const NarrowRightToLeftInteraction: Story = {
  ...NarrowRightToLeft,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open navigation" }));
    const sheet = await screen.findByRole("dialog", { name: "PocketBase admin" });
    await expect(getComputedStyle(sheet).animationName).toBe("pk-slide-in-from-right");
    await animationsSettled();
    await expect(sheet.getBoundingClientRect().right).toBe(window.innerWidth);
    await userEvent.keyboard("{Escape}");
    await animationsSettled();
    await waitLonger(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
