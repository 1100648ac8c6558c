import { PocketkitError } from "@pocketkit/client";
import { StoryPocketkit, createStoryAdmin, STORY_ADMIN, waitLonger } from "@pocketkit/testkit/story";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { animationsSettled } from "../../overlays/story-helpers";
import { storySuperusers } from "../story-fixtures";
import { SuperusersTable } from "./superusers-table";
import { SuperusersTableView } from "./superusers-table-view";

const admin = createStoryAdmin({
  superusers: [STORY_ADMIN, { email: "grace@pocketkit.test", password: "another fine password" }],
});

const meta = {
  title: "Admin/SuperusersTable",
  component: SuperusersTableView,
  args: {
    superusers: storySuperusers,
    currentUserId: storySuperusers[0]!.id,
    onCreate: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
  beforeEach: ({ msw }) => {
    admin.reset();
    msw.use(...admin.handlers);
  },
} satisfies Meta<typeof SuperusersTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (email: string) => screen.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
// A dialog closes after its request and its exit animation: wait for both, generously.
const closed = async (role: "dialog" | "alertdialog") => {
  await waitLonger(() => expect(screen.queryByRole(role)?.dataset.state ?? "closed").toBe("closed"), {
    timeout: 10_000,
  });
  await animationsSettled();
  await waitLonger(() => expect(screen.queryByRole(role)).not.toBeInTheDocument(), { timeout: 3000 });
};

/** You are marked and cannot delete yourself; deleting someone else asks first. */
export const Default: Story = {
  play: async () => {
    await expect(within(rowOf("ada@pocketkit.test")).getByText("You")).toBeVisible();
    await expect(within(rowOf("ada@pocketkit.test")).getByRole("button", { name: /^Delete/ })).toBeDisabled();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    await expect(within(rowOf("ada@pocketkit.test")).getByText("You")).toBeVisible();
    await expect(within(rowOf("ada@pocketkit.test")).getByRole("button", { name: /^Delete/ })).toBeDisabled();
    await userEvent.click(
      within(rowOf("grace@pocketkit.test")).getByRole("button", { name: "Delete grace@pocketkit.test" }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Delete grace@pocketkit.test?" });
    await animationsSettled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(args.onDelete).toHaveBeenCalledWith("gracesuperuser2");
    await closed("alertdialog");
  },
};

/** The form checks before it sends: a short password, and a repeat that does not match. */
export const CreateValidatesInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add superuser" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a superuser" });
    await animationsSettled();
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    const password = within(dialog).getByLabelText("Password");
    const repeat = within(dialog).getByLabelText("Repeat password");
    await userEvent.type(email, "linus@pocketkit.test");
    await userEvent.type(password, "short");
    await userEvent.type(repeat, "short");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add superuser" }));
    await expect(password).toHaveAccessibleDescription(
      "At least 8 characters. The password needs at least 8 characters.",
    );
    await expect(password).toHaveFocus();

    await userEvent.clear(password);
    await userEvent.type(password, "a long enough password");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add superuser" }));
    await expect(repeat).toHaveAccessibleDescription("The passwords don't match.");
    await expect(repeat).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.clear(repeat);
    await userEvent.type(repeat, "a long enough password{Enter}");
    await expect(args.onCreate).toHaveBeenCalledWith({
      email: "linus@pocketkit.test",
      password: "a long enough password",
      passwordConfirm: "a long enough password",
    });
    await closed("dialog");
  },
};

/** Connected: a taken email comes back from PocketBase under the field; a new superuser is listed; delete removes. */
export const Connected: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <SuperusersTable />
    </StoryPocketkit>
  ),
  play: async () => {
    await waitLonger(() => expect(rowOf("grace@pocketkit.test")).toBeVisible(), { timeout: 5000 });
    await expect(within(rowOf(STORY_ADMIN.email)).getByText("You")).toBeVisible();
  },
};

/** Connected, played: the steps a person takes from its first render, and what they lead to. */
export const ConnectedInteraction: Story = {
  ...Connected,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await waitLonger(() => expect(rowOf("grace@pocketkit.test")).toBeVisible(), { timeout: 5000 });
    await expect(within(rowOf(STORY_ADMIN.email)).getByText("You")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Add superuser" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a superuser" });
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "grace@pocketkit.test");
    await userEvent.type(within(dialog).getByLabelText("Password"), "a long enough password");
    await userEvent.type(within(dialog).getByLabelText("Repeat password"), "a long enough password{Enter}");
    await waitLonger(() => expect(email).toHaveAccessibleDescription("Value must be unique."));
    await userEvent.clear(email);
    await userEvent.type(email, "linus@pocketkit.test{Enter}");
    await closed("dialog");
    await waitLonger(() => expect(rowOf("linus@pocketkit.test")).toBeVisible());

    await userEvent.click(within(rowOf("linus@pocketkit.test")).getByRole("button", { name: /^Delete/ }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await closed("alertdialog");
    await waitLonger(() => expect(screen.queryByRole("row", { name: /linus/ })).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  args: { superusers: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading superusers" })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { superusers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No superusers.")).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    superusers: undefined,
    error: new PocketkitError({ kind: "forbidden", status: 403, message: "You are not allowed to do this." }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Only superusers can do this.");
  },
};

/** A page of many, with paging. */
export const ManyItems: Story = {
  args: {
    superusers: Array.from({ length: 30 }, (_, index) => ({
      id: `superuser${String(index).padStart(6, "0")}`,
      email: `operator.${index + 1}@pocketkit.test`,
      created: "2026-06-01 12:00:00.000Z",
    })),
    currentUserId: "superuser000000",
    page: 2,
    totalPages: 5,
    totalItems: 134,
    onPageChange: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Pages" })).toHaveTextContent(
      "Page 2 of 5 · 134 in all",
    );
  },
};

/** ManyItems, played: the steps a person takes from its first render, and what they lead to. */
export const ManyItemsInteraction: Story = {
  ...ManyItems,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Pages" })).toHaveTextContent(
      "Page 2 of 5 · 134 in all",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const LongContent: Story = {
  args: {
    superusers: [
      ...storySuperusers,
      {
        id: "longsuperuser01",
        email: "the.operations.team.on.call.rotation.for.the.gallery@infrastructure.pocketkit.example.com",
        created: "2026-11-01 00:00:00.000Z",
      },
    ],
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Add superuser" })).toBeDisabled();
    await expect(
      within(rowOf("grace@pocketkit.test")).getByRole("button", { name: /^Delete/ }),
    ).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(within(rowOf("ada@pocketkit.test")).getByText("Du")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Superuser hinzufügen" })).toBeVisible();
  },
};
