import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArchiveIcon, ImagesIcon } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { AdminNav, defaultAdminSections, type AdminNavProps } from "./admin-nav";

/** The navigation on its own, for an app that lays out its admin screens itself. */
function Demo(props: Partial<AdminNavProps>) {
  const t = useCatalogue(adminEn);
  const [current, setCurrent] = useState(props.current ?? "logs");
  return (
    <div style={{ width: 240 }}>
      <AdminNav
        sections={props.sections ?? defaultAdminSections(t, (id) => `/admin/${id}`)}
        current={current}
        renderLink={props.renderLink}
        onNavigate={(id) => {
          setCurrent(id);
          props.onNavigate?.(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Admin/AdminNav",
  component: AdminNav,
  args: { sections: [], onNavigate: fn() },
  render: (args) => <Demo onNavigate={args.onNavigate} />,
} satisfies Meta<typeof AdminNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sections with addresses become links; the router (here: a click handler) decides what happens. */
export const Default: Story = {
  args: {
    renderLink: (_section, props) => (
      <a
        {...props}
        onClick={(event) => {
          event.preventDefault();
          props.onClick(event);
        }}
      />
    ),
  },
  render: (args) => <Demo onNavigate={args.onNavigate} renderLink={args.renderLink} />,
  play: async ({ canvas }) => {
    const logs = canvas.getByRole("link", { name: "Logs" });
    await expect(logs).toHaveAttribute("href", "/admin/logs");
    await expect(logs).toHaveAttribute("aria-current", "page");
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const logs = canvas.getByRole("link", { name: "Logs" });
    await expect(logs).toHaveAttribute("href", "/admin/logs");
    await expect(logs).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Collections" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledWith("collections");
    await expect(canvas.getByRole("link", { name: "Collections" })).toHaveAttribute("aria-current", "page");
    await expect(logs).not.toHaveAttribute("aria-current");
  },
};

/** An app's own sections, with its own labels and icons. */
export const CustomSections: Story = {
  render: (args) => (
    <Demo
      onNavigate={args.onNavigate}
      current="photos"
      sections={[
        { id: "photos", label: "Photos awaiting review", icon: ImagesIcon },
        { id: "archive", label: "Archive", icon: ArchiveIcon },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Photos awaiting review" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** CustomSections, played: the steps a person takes from its first render, and what they lead to. */
export const CustomSectionsInteraction: Story = {
  ...CustomSections,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "Photos awaiting review" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Archive" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("archive");
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
    await expect(canvas.getByRole("navigation", { name: "Verwaltung" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Protokolle" })).toHaveAttribute("aria-current", "page");
  },
};
