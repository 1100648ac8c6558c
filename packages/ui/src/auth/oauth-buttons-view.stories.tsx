import { PocketkitError } from "@pocketkit/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { OAuthButtonsView } from "./oauth-buttons-view";
import { expectCalledOnceWith, expectNoOverflow, expectTabOrder } from "./story-support";

const providers = [
  { name: "github", displayName: "GitHub" },
  { name: "google", displayName: "Google" },
  { name: "microsoft", displayName: "Microsoft" },
];

const meta = {
  title: "Auth/OAuthButtons/View",
  component: OAuthButtonsView,
  args: { providers, onSelect: fn(), onCancel: fn(), onUseRedirect: fn(), style: { width: 320 } },
} satisfies Meta<typeof OAuthButtonsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const buttons = providers.map((provider) =>
      canvas.getByRole("button", { name: `Continue with ${provider.displayName}` }),
    );
    await expect(canvas.getByRole("group", { name: "Sign in with another account" })).toBeInTheDocument();
    await expectTabOrder(buttons);
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const buttons = providers.map((provider) =>
      canvas.getByRole("button", { name: `Continue with ${provider.displayName}` }),
    );
    await expect(canvas.getByRole("group", { name: "Sign in with another account" })).toBeInTheDocument();
    await expectTabOrder(buttons);
    await userEvent.keyboard("{Enter}");
    await expectCalledOnceWith(args.onSelect, "microsoft");
    await userEvent.click(buttons[0]!);
    await expect(args.onSelect).toHaveBeenLastCalledWith("github");
  },
};

/** A popup sign-in runs: its button is busy, the others wait, and it can be cancelled. */
export const Pending: Story = {
  args: { pendingProvider: "github" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Continue with GitHub" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Finish signing in with GitHub in the window that opened.",
    );
  },
};

/** Pending, played: the steps a person takes from its first render, and what they lead to. */
export const PendingInteraction: Story = {
  ...Pending,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "Continue with GitHub" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Finish signing in with GitHub in the window that opened.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The browser blocked the popup: the same sign-in can continue in this window. */
export const PopupBlocked: Story = {
  args: {
    error: new PocketkitError({
      kind: "forbidden",
      message: "The browser blocked the sign-in window. Allow pop-ups for this site, or try again.",
    }),
  },
};

/** PopupBlocked, played: the steps a person takes from its first render, and what they lead to. */
export const PopupBlockedInteraction: Story = {
  ...PopupBlocked,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Continue with Google" }));
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Your browser blocked the sign-in window.");
    await userEvent.click(canvas.getByRole("button", { name: "Continue in this window instead" }));
    await expectCalledOnceWith(args.onUseRedirect, "google");
  },
};

export const Refused: Story = {
  args: {
    error: new PocketkitError({
      kind: "auth",
      message: "The sign-in was cancelled or refused at the provider.",
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      /^The sign-in was cancelled or refused\. Try again\.$/,
    );
    await expect(canvas.queryByRole("button", { name: "Continue in this window instead" })).toBeNull();
  },
};

/** A cancelled sign-in is no failure: nothing is said. */
export const Cancelled: Story = {
  args: { error: new PocketkitError({ kind: "aborted", message: "The sign-in was cancelled." }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Continue with GitHub" }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** No provider set up: nothing at all. */
export const Empty: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=oauth-buttons]")).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    providers: [
      { name: "oidc", displayName: "The Analytical Engine Society's Single Sign-On for Members and Friends" },
      { name: "github", displayName: "GitHub" },
    ],
    pendingProvider: "oidc",
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/Analytical Engine Society/);
    await expectNoOverflow(canvasElement.querySelector<HTMLElement>("[data-slot=oauth-buttons]")!);
  },
};

export const Dark: Story = { ...PopupBlocked, globals: { theme: "dark" } };

/** Dark, played as PopupBlockedInteraction is. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: PopupBlockedInteraction.play,
};

export const German: Story = {
  args: { pendingProvider: "github" },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Mit einem anderen Konto anmelden" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Weiter mit Google" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Abbrechen" })).toBeInTheDocument();
  },
};
