import { PocketkitError } from "@pocketkit/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { SignInFormView } from "./sign-in-form-view";
import {
  ada,
  expectCalledOnceWith,
  expectFieldError,
  expectNoOverflow,
  expectTabOrder,
  longEmail,
  textBox,
} from "./story-support";

const providers = [
  { name: "github", displayName: "GitHub" },
  { name: "google", displayName: "Google" },
];

const meta = {
  title: "Auth/SignInForm/View",
  component: SignInFormView,
  args: {
    signUpHref: "#sign-up",
    forgotPasswordHref: "#forgot-password",
    onPasswordSubmit: fn(),
    onCodeRequest: fn(),
    onCodeSubmit: fn(),
    onProviderSelect: fn(),
    onStartOver: fn(),
    onMethodChange: fn(),
  },
  // Controls for the form's states and wording; what is typed, the links' rendering and the
  // callbacks are the story's.
  argTypes: {
    step: { control: "inline-radio", options: ["credentials", "code", "password"] },
    methods: { control: "object" },
    defaultMethod: { control: "inline-radio", options: ["password", "otp"] },
    mfa: { control: "boolean" },
    loading: { control: "boolean" },
    pending: { control: "boolean" },
    disabled: { control: "boolean" },
    sessionExpired: { control: "boolean" },
    // A string is shown as it is; a PocketkitError is chosen by the stories that show one.
    error: { control: "text" },
    title: { control: "text" },
    description: { control: "text" },
    signUpHref: { control: "text" },
    forgotPasswordHref: { control: "text" },
    pendingProvider: { control: "text" },
    method: { control: false },
    values: { control: false },
    defaultValues: { control: false },
    renderLink: { control: false },
    oauth: { control: false },
    onValuesChange: { control: false },
    onMethodChange: { control: false },
    onPasswordSubmit: { control: false },
    onCodeRequest: { control: false },
    onCodeSubmit: { control: false },
    onProviderSelect: { control: false },
    onStartOver: { control: false },
  },
} satisfies Meta<typeof SignInFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    const password = canvas.getByLabelText("Password");
    await expectTabOrder([
      email,
      password,
      canvas.getByRole("button", { name: "Sign in" }),
      canvas.getByRole("link", { name: "Forgot password?" }),
      canvas.getByRole("link", { name: "Sign up" }),
    ]);
    await userEvent.type(email, ` ${ada.email} `);
    await userEvent.type(password, `${ada.password}{Enter}`);
    await expectCalledOnceWith(args.onPasswordSubmit, {
      email: ada.email,
      password: ada.password,
    });
  },
};

/** Nothing typed: each field says so under itself, focus goes to the first, nothing is sent. */
export const RequiredFieldsInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    const password = canvas.getByLabelText("Password");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expectFieldError(email, "Fill in this field.");
    await expectFieldError(password, "Fill in this field.");
    await expect(email).toHaveFocus();
    await expect(args.onPasswordSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard("a");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expectFieldError(password, "Fill in this field.");
  },
};

export const InvalidEmailInteraction: Story = {
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "ada@");
    await userEvent.type(canvas.getByLabelText("Password"), "secret{Enter}");
    await expectFieldError(email, "Enter an email address like ada@example.com.");
    await expect(args.onPasswordSubmit).not.toHaveBeenCalled();
  },
};

/** DESIGN §8: a refused password says exactly this, and never which half was wrong. */
export const WrongPassword: Story = {
  args: {
    defaultValues: { email: ada.email, password: "wrong horse" },
    error: new PocketkitError({ kind: "auth", status: 400, message: "Email or password is incorrect." }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/^Email or password is incorrect\.$/);
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue(ada.email);
  },
};

/** The server's field problems land under the fields (its `identity` is the email field). */
export const ServerFieldErrors: Story = {
  args: {
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Some fields need attention.",
      fieldErrors: {
        identity: { code: "validation_required", message: "Cannot be blank." },
        password: {
          code: "validation_length_out_of_range",
          message: "The length must be between 8 and 255.",
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectFieldError(canvas.getByRole("textbox", { name: "Email" }), "Fill in this field.");
    await expectFieldError(canvas.getByLabelText("Password"), "The length must be between 8 and 255.");
    await expect(canvas.getByText("Check the fields marked below.")).toHaveAttribute("role", "alert");
  },
};

/** Sent back to sign in after the session ended: the reason comes first, above the form. */
export const SessionExpired: Story = {
  args: { sessionExpired: true },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole("status");
    await expect(notice).toHaveTextContent(/^Your session has expired\. Please sign in again\.$/);
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(notice.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Pending: Story = {
  args: { pending: true, defaultValues: { email: ada.email, password: ada.password } },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole("button", { name: "Sign in" });
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await expect(submit).toBeDisabled();
  },
};

/** Pending, played: the steps a person takes from its first render, and what they lead to. */
export const PendingInteraction: Story = {
  ...Pending,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole("button", { name: "Sign in" });
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText("Password"), "{Enter}");
    await expect(args.onPasswordSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the ways to sign in…");
    await expect(canvas.getByRole("region", { name: "Sign in" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, methods: { password: true, otp: true, providers } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Continue with GitHub" })).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Sign in" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Continue with GitHub" })).toBeDisabled();
    await userEvent.type(email, "ada", { pointerEventsCheck: 0 });
    await expect(email).toHaveValue("");
    await expect(args.onProviderSelect).not.toHaveBeenCalled();
  },
};

/** Password, a code by email and two providers: the person picks. */
export const EveryMethod: Story = {
  args: { methods: { password: true, otp: true, providers } },
};

/** EveryMethod, played: the steps a person takes from its first render, and what they lead to. */
export const EveryMethodInteraction: Story = {
  ...EveryMethod,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Email me a sign-in code instead" }));
    await expect(args.onMethodChange).toHaveBeenCalledWith("otp");
    await expect(canvas.queryByLabelText("Password")).toBeNull();
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), `${ada.email}{Enter}`);
    await expectCalledOnceWith(args.onCodeRequest, { email: ada.email });

    const group = canvas.getByRole("group", { name: "Sign in with another account" });
    await userEvent.click(within(group).getByRole("button", { name: "Continue with GitHub" }));
    await expectCalledOnceWith(args.onProviderSelect, "github");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in with a password instead" }));
    await expect(canvas.getByLabelText("Password")).toBeInTheDocument();
  },
};

export const OnlyProviders: Story = {
  args: { methods: { password: false, providers } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** OnlyProviders, played: the steps a person takes from its first render, and what they lead to. */
export const OnlyProvidersInteraction: Story = {
  ...OnlyProviders,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Continue with GitHub" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expectCalledOnceWith(args.onProviderSelect, "google");
  },
};

/** The code from the email: the field has focus, Enter signs in, a new code or another address. */
export const CodeStep: Story = {
  args: { step: "code", methods: { password: true, otp: true }, defaultValues: { email: ada.email } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Enter the code we sent to ${ada.email}.`)).toBeInTheDocument();
    const code = canvas.getByRole("textbox", { name: "Code from the email" });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  },
};

/** CodeStep, played: the steps a person takes from its first render, and what they lead to. */
export const CodeStepInteraction: Story = {
  ...CodeStep,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(`Enter the code we sent to ${ada.email}.`)).toBeInTheDocument();
    const code = canvas.getByRole("textbox", { name: "Code from the email" });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await userEvent.keyboard(" 12345678 {Enter}");
    await expectCalledOnceWith(args.onCodeSubmit, { code: "12345678" });
    await userEvent.click(canvas.getByRole("button", { name: "Send a new code" }));
    await expectCalledOnceWith(args.onCodeRequest, { email: ada.email });
    await userEvent.click(canvas.getByRole("button", { name: "Use a different email" }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

export const WrongCode: Story = {
  args: {
    step: "code",
    defaultValues: { email: ada.email, code: "00000000" },
    error: new PocketkitError({ kind: "auth", status: 400, message: "This code is wrong or has expired." }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/^This code is wrong or has expired\.$/);
  },
};

/** MFA after a password: the code is the second factor, and the wording says so. */
export const MfaCode: Story = {
  args: { step: "code", mfa: true, defaultValues: { email: ada.email } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(`One more step: enter the code we sent to ${ada.email}.`),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Sign up" })).toBeNull();
  },
};

/** MFA after a code: the password is the second factor; the email is fixed. */
export const MfaPassword: Story = {
  args: { step: "password", mfa: true, defaultValues: { email: ada.email } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly");
    await expect(canvas.getByLabelText("Password")).toHaveFocus();
  },
};

/** MfaPassword, played: the steps a person takes from its first render, and what they lead to. */
export const MfaPasswordInteraction: Story = {
  ...MfaPassword,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly");
    await expect(canvas.getByLabelText("Password")).toHaveFocus();
    await userEvent.keyboard(`${ada.password}{Enter}`);
    await expectCalledOnceWith(args.onPasswordSubmit, {
      email: ada.email,
      password: ada.password,
    });
  },
};

export const LongContent: Story = {
  args: {
    step: "code",
    defaultValues: { email: longEmail },
    error: new PocketkitError({ kind: "rate_limited", status: 429, message: "Too many requests." }),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Sign in" });
    await expect(canvas.getByText(`Enter the code we sent to ${longEmail}.`)).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Too many attempts. Wait a moment and try again.",
    );
    await expectNoOverflow(region);
  },
};

export const Dark: Story = {
  ...ServerFieldErrors,
  args: {
    ...ServerFieldErrors.args,
    sessionExpired: true,
    methods: { password: true, otp: true, providers },
  },
  globals: { theme: "dark" },
};

export const German: Story = {
  args: {
    methods: { password: true, otp: true, providers },
    error: new PocketkitError({ kind: "auth", status: 400, message: "Email or password is incorrect." }),
  },
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Anmelden" })).toBeInTheDocument();
    await expect(canvas.getByRole("alert")).toHaveTextContent("E-Mail oder Passwort ist falsch.");
    await expect(canvas.getByRole("button", { name: "Weiter mit GitHub" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Passwort vergessen?" })).toBeInTheDocument();
  },
};

/**
 * Right to left, every method: labels and fields from the right, the text of the fields starting
 * there too. (English in a right-to-left page puts a sentence's end punctuation on its left:
 * "?Forgot password". The catalogue of a right-to-left language does not have that problem.)
 */
export const RightToLeft: Story = {
  ...EveryMethod,
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    // An address is written left to right in any language; its text still lines up on the right.
    await expect(getComputedStyle(email).direction).toBe("ltr");
    await expect(getComputedStyle(email).textAlign).toBe("right");
    const field = email.getBoundingClientRect();
    const label = textBox(canvas.getByText("Email", { selector: "label" }));
    await expect(Math.abs(field.right - label.right)).toBeLessThan(1);
    await expect(label.left - field.left).toBeGreaterThan(field.width / 2);
    const heading = textBox(canvas.getByRole("heading", { name: "Sign in" }));
    await expect(Math.abs(field.right - heading.right)).toBeLessThan(1);
  },
};
