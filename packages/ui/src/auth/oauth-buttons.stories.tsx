import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, StoryPocketkit } from "@pocketkit/testkit/story";
import { OAuthButtons } from "./oauth-buttons";

const pocketbase = createStoryPocketBase({ oauth2Providers: ["github", "google"] });
const navigate = fn();

/** A stand-in for the window `window.open` returns: records where the sign-in sends it. */
function fakePopup() {
  const popup = { closed: false, location: { href: "" }, close: fn(() => void (popup.closed = true)) };
  return popup;
}

const meta = {
  title: "Auth/OAuthButtons/Connected",
  component: OAuthButtons,
  args: { onSignedIn: fn(), style: { width: 320 } },
  render: (args) => (
    <StoryPocketkit>
      <OAuthButtons {...args} />
    </StoryPocketkit>
  ),
  beforeEach: ({ msw }) => {
    pocketbase.reset();
    msw.use(...pocketbase.handlers);
  },
} satisfies Meta<typeof OAuthButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The popup opens inside the click, while the click event is still being dispatched (Safari and
 * iOS block one opened after an await), and the provider's page is loaded into it once
 * PocketBase has made the sign-in URL. Cancel closes it.
 */
export const PopupOpensInTheClick: Story = {
  beforeEach: () => {
    const original = window.open;
    const popup = fakePopup();
    const opened: { duringClick: boolean }[] = [];
    window.open = ((..._args: unknown[]) => {
      opened.push({ duringClick: window.event?.type === "click" });
      return popup as unknown as Window;
    }) as typeof window.open;
    Object.assign(window, { __storyPopup: { popup, opened } });
    return () => {
      window.open = original;
    };
  },
};

/** PopupOpensInTheClick, played: the steps a person takes from its first render, and what they lead to. */
export const PopupOpensInTheClickInteraction: Story = {
  ...PopupOpensInTheClick,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const { popup, opened } = (
      window as unknown as {
        __storyPopup: { popup: ReturnType<typeof fakePopup>; opened: { duringClick: boolean }[] };
      }
    ).__storyPopup;
    await userEvent.click(await canvas.findByRole("button", { name: "Continue with GitHub" }));
    await expect(opened).toEqual([{ duringClick: true }]);
    await waitFor(() =>
      expect(popup.location.href).toMatch(/^https:\/\/example\.invalid\/github\/authorize\?/),
    );
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Finish signing in with GitHub in the window that opened.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The browser blocks even that popup: the message says so and the redirect takes over. */
export const PopupBlocked: Story = {
  args: { navigate },
  beforeEach: () => {
    const original = window.open;
    window.open = (() => null) as typeof window.open;
    return () => {
      window.open = original;
    };
  },
};

/** PopupBlocked, played: the steps a person takes from its first render, and what they lead to. */
export const PopupBlockedInteraction: Story = {
  ...PopupBlocked,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Continue with Google" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your browser blocked the sign-in window.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Continue in this window instead" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const target = new URL(navigate.mock.calls[0]![0] as string);
    await expect(target.pathname).toBe("/google/authorize");
    await expect(target.searchParams.get("redirect_uri")).toBe(`${window.location.origin}/oauth2-callback`);
  },
};

/** Redirect mode: the page leaves for the provider's, back to the app's callback route. */
export const Redirect: Story = {
  args: { mode: "redirect", redirectUrl: "https://gallery.example/oauth2-callback", navigate },
};

/** Redirect, played: the steps a person takes from its first render, and what they lead to. */
export const RedirectInteraction: Story = {
  ...Redirect,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Continue with GitHub" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const target = new URL(navigate.mock.calls[0]![0] as string);
    await expect(target.origin + target.pathname).toBe("https://example.invalid/github/authorize");
    await expect(target.searchParams.get("redirect_uri")).toBe("https://gallery.example/oauth2-callback");
    // Leaving the page: the button stays busy.
    await expect(canvas.getByRole("button", { name: "Continue with GitHub" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** The Gallery's server has no provider: nothing is rendered. */
export const NoProviders: Story = {
  beforeEach: ({ msw }) => {
    const none = createStoryPocketBase();
    msw.use(...none.handlers);
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector("button")).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Continue with Google" })).toBeEnabled();
  },
};

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Weiter mit GitHub" })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Continue with GitHub" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    providers: [
      { name: "oidc", displayName: "The Analytical Engine Society's Single Sign-On for Members and Friends" },
    ],
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: /Analytical Engine Society/ });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  },
};
