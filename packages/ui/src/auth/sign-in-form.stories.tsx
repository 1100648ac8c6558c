import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { createStoryPocketBase, STORY_POCKETBASE_URL, StoryPocketkit } from "@pocketkit/testkit/story";
import { AccountMenu } from "./account-menu";
import { SignInForm } from "./sign-in-form";
import { ada, lastMail, mockUser } from "./story-support";

// Three servers: the Gallery's (password only), one with every method on, one asking for MFA.
const passwordOnly = createStoryPocketBase({ users: [mockUser(ada)] });
const everyMethod = createStoryPocketBase({ users: [mockUser(ada)], otp: true, oauth2Providers: ["github"] });
const withMfa = createStoryPocketBase({ users: [mockUser(ada)], otp: true, mfa: true });

/** The form, and the account menu that shows who signed in. */
function SignInPage(props: React.ComponentProps<typeof SignInForm>) {
  return (
    <StoryPocketkit>
      <div style={{ display: "flex", gap: 32, alignItems: "flex-start", flexWrap: "wrap" }}>
        <SignInForm signUpHref="#sign-up" forgotPasswordHref="#forgot-password" {...props} />
        <AccountMenu />
      </div>
    </StoryPocketkit>
  );
}

const meta = {
  title: "Auth/SignInForm/Connected",
  component: SignInForm,
  args: { onSignedIn: fn() },
  render: (args) => <SignInPage {...args} />,
  beforeEach: ({ msw }) => {
    passwordOnly.reset();
    msw.use(...passwordOnly.handlers);
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong password, then the right one: the user's name appears in the account menu. */
export const PasswordRoundTrip: Story = {
  play: async ({ canvas }) => {
    // The Gallery's server has password sign-in only: no code, no providers.
    await expect(canvas.queryByRole("button", { name: /code instead/ })).toBeNull();
    await expect(canvas.queryByRole("group", { name: "Sign in with another account" })).toBeNull();
  },
};

/** PasswordRoundTrip, played: the steps a person takes from its first render, and what they lead to. */
export const PasswordRoundTripInteraction: Story = {
  ...PasswordRoundTrip,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const email = await canvas.findByRole("textbox", { name: "Email" });
    // The Gallery's server has password sign-in only: no code, no providers.
    await expect(canvas.queryByRole("button", { name: /code instead/ })).toBeNull();
    await expect(canvas.queryByRole("group", { name: "Sign in with another account" })).toBeNull();

    await userEvent.type(email, ada.email);
    await userEvent.type(canvas.getByLabelText("Password"), "wrong horse{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^Email or password is incorrect\.$/);
    await expect(canvas.queryByRole("button", { name: ada.name })).toBeNull();

    const password = canvas.getByLabelText("Password");
    await userEvent.clear(password);
    await userEvent.type(password, `${ada.password}{Enter}`);
    await expect(await canvas.findByRole("button", { name: ada.name })).toHaveTextContent(ada.name);
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ email: ada.email, name: ada.name }),
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The server enables codes by email: the form offers them, and the code from the mail signs in. */
export const CodeByEmail: Story = {
  beforeEach: ({ msw }) => {
    everyMethod.reset();
    msw.use(...everyMethod.handlers);
  },
};

/** CodeByEmail, played: the steps a person takes from its first render, and what they lead to. */
export const CodeByEmailInteraction: Story = {
  ...CodeByEmail,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Email me a sign-in code instead" }));
    await expect(canvas.getByRole("button", { name: "Continue with GitHub" })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), `${ada.email}{Enter}`);
    const code = await canvas.findByRole("textbox", { name: "Code from the email" });
    await expect(code).toHaveFocus();

    await userEvent.keyboard("00000000{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^This code is wrong or has expired\.$/);
    await userEvent.clear(code);
    await userEvent.type(code, `${lastMail(everyMethod, ada.email, "otp")!.code!}{Enter}`);
    await expect(await canvas.findByRole("button", { name: ada.name })).toBeInTheDocument();
    await expect(args.onSignedIn).toHaveBeenCalledTimes(1);
  },
};

/** MFA: the right password alone is not enough; the code mailed next completes the sign-in. */
export const TwoFactors: Story = {
  beforeEach: ({ msw }) => {
    withMfa.reset();
    msw.use(...withMfa.handlers);
  },
};

/** TwoFactors, played: the steps a person takes from its first render, and what they lead to. */
export const TwoFactorsInteraction: Story = {
  ...TwoFactors,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }), ada.email);
    await userEvent.type(canvas.getByLabelText("Password"), `${ada.password}{Enter}`);
    await expect(
      await canvas.findByText(`One more step: enter the code we sent to ${ada.email}.`),
    ).toBeInTheDocument();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("button", { name: ada.name })).toBeNull();
    await userEvent.type(
      canvas.getByRole("textbox", { name: "Code from the email" }),
      `${lastMail(withMfa, ada.email, "otp")!.code!}{Enter}`,
    );
    await expect(await canvas.findByRole("button", { name: ada.name })).toBeInTheDocument();
    await expect(args.onSignedIn).toHaveBeenCalledTimes(1);
  },
};

/**
 * The stored session's refresh was refused (here: its user no longer exists): the form says why
 * the person is here.
 */
export const SessionExpired: Story = {
  render: (args) => (
    <StoryPocketkit
      signedInAs={{
        id: "gone00000000001",
        collectionId: "pbc_users",
        collectionName: "users",
        email: "gone@pocketkit.test",
      }}
    >
      <SignInForm {...args} />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    const notice = await canvas.findByText("Your session has expired. Please sign in again.");
    await expect(notice).toHaveAttribute("role", "status");
    await expect(await canvas.findByRole("textbox", { name: "Email" })).toBeInTheDocument();
  },
};

/** The sign-in methods take a moment to arrive: placeholders, then the form. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`${STORY_POCKETBASE_URL}/api/collections/:collection/auth-methods`, async () => {
        await delay(1500);
        return HttpResponse.json({
          password: { identityFields: ["email"], enabled: true },
          oauth2: { providers: [], enabled: false },
          mfa: { enabled: false, duration: 0 },
          otp: { enabled: false, duration: 0 },
        });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the ways to sign in…");
    await expect(
      await canvas.findByRole("textbox", { name: "Email" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The server cannot be reached when signing in: the form says so and keeps what was typed. */
export const Offline: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${STORY_POCKETBASE_URL}/api/collections/:collection/auth-with-password`, () =>
        HttpResponse.error(),
      ),
    );
  },
};

/** Offline, played: the steps a person takes from its first render, and what they lead to. */
export const OfflineInteraction: Story = {
  ...Offline,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }), ada.email);
    await userEvent.type(canvas.getByLabelText("Password"), `${ada.password}{Enter}`);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Can't reach the server. Check your connection.",
    );
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue(ada.email);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("textbox", { name: "Email" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeDisabled();
  },
};

export const Dark: Story = {
  beforeEach: ({ msw }) => {
    everyMethod.reset();
    msw.use(...everyMethod.handlers);
  },
  globals: { theme: "dark" },
};

/** Dark, played: the steps a person takes from its first render, and what they lead to. */
export const DarkInteraction: Story = {
  ...Dark,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "Email" }), ada.email);
    await userEvent.type(canvas.getByLabelText("Password"), "wrong horse{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Email or password is incorrect.");
  },
};

export const German: Story = {
  globals: { locale: "de" },
};

/** German, played: the steps a person takes from its first render, and what they lead to. */
export const GermanInteraction: Story = {
  ...German,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: "E-Mail" }), ada.email);
    await userEvent.type(canvas.getByLabelText("Passwort"), "falsches Pferd{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^E-Mail oder Passwort ist falsch\.$/);
  },
};

/** A long name and email: the account menu truncates, nothing overflows. */
export const LongContent: Story = {
  beforeEach: ({ msw }) => {
    const long = createStoryPocketBase({
      users: [
        mockUser({
          ...ada,
          email: "ada.augusta.king.countess.of.lovelace@analytical-engine.example.com",
          name: "Augusta Ada King, Countess of Lovelace and Translator of Menabrea",
        }),
      ],
    });
    msw.use(...long.handlers);
  },
};

/** LongContent, played: the steps a person takes from its first render, and what they lead to. */
export const LongContentInteraction: Story = {
  ...LongContent,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole("textbox", { name: "Email" }),
      "ada.augusta.king.countess.of.lovelace@analytical-engine.example.com",
    );
    await userEvent.type(canvas.getByLabelText("Password"), `${ada.password}{Enter}`);
    const trigger = await canvas.findByRole("button", { name: /^Augusta Ada King/ });
    await waitFor(() => expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(256));
  },
};
