import { PocketkitError } from "@pocketkit/client";
import type { AdminSettings, AdminSettingsUpdate } from "@pocketkit/hooks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import {
  StoryPocketkit,
  adminUrl,
  createStoryAdmin,
  STORY_ADMIN,
  waitLonger,
} from "@pocketkit/testkit/story";
import { SettingsForm } from "./settings-form";
import { SettingsFormView } from "./settings-form-view";
import { storySettings } from "../story-fixtures";

const admin = createStoryAdmin({
  settings: {
    meta: { appName: "Pocketkit Gallery", appURL: "https://gallery.example.com" },
    smtp: { enabled: true, host: "smtp.example.com", port: 587, username: "gallery", password: "hunter2" },
  },
});
// What the connected form sent, newest last.
const patches: unknown[] = [];
const testEmails: unknown[] = [];

/** Deep-merges an update as PocketBase does, so the view's story saves like the server. */
function merged(update: AdminSettingsUpdate): AdminSettings {
  const result = structuredClone(storySettings) as unknown as Record<string, Record<string, unknown>>;
  for (const [section, values] of Object.entries(update)) result[section] = { ...result[section], ...values };
  return result as unknown as AdminSettings;
}

const meta = {
  title: "Admin/SettingsForm",
  component: SettingsFormView,
  args: {
    settings: storySettings,
    onSave: fn(async (update: AdminSettingsUpdate) => merged(update)),
    onTestEmail: fn(async () => {}),
    onTabChange: fn(),
  },
  beforeEach: ({ msw }) => {
    admin.reset();
    patches.length = 0;
    testEmails.length = 0;
    msw.use(
      // Note what the form sends, then let the mock answer (a handler returning nothing falls through).
      http.patch(adminUrl("/settings"), async ({ request }) => {
        patches.push(await request.clone().json());
      }),
      http.post(adminUrl("/settings/test/email"), async ({ request }) => {
        testEmails.push(await request.clone().json());
      }),
      ...admin.handlers,
    );
  },
} satisfies Meta<typeof SettingsFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (name: string | RegExp) => screen.getByRole("tab", { name });
const panel = () => screen.getByRole("tabpanel");

/** Each tab saves on its own; unsaved changes survive a look at another tab and are marked on it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Application name" });
    await expect(name).toHaveValue("Pocketkit Gallery");
    await expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

/** Default, played: the steps a person takes from its first render, and what they lead to. */
export const DefaultInteraction: Story = {
  ...Default,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Application name" });
    await expect(name).toHaveValue("Pocketkit Gallery");
    await expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, "Gallery");
    await expect(tab(/Application/)).toHaveTextContent("(unsaved changes)");
    await expect(within(panel()).getByRole("status")).toHaveTextContent("Unsaved changes.");

    await userEvent.click(tab("Mail"));
    await expect(args.onTabChange).toHaveBeenLastCalledWith("mail");
    await expect(within(panel()).getByRole("textbox", { name: "SMTP host" })).toHaveValue("smtp.example.com");
    await userEvent.click(tab(/Application/));
    await expect(canvas.getByRole("textbox", { name: "Application name" })).toHaveValue("Gallery");

    await userEvent.click(within(panel()).getByRole("button", { name: "Save" }));
    await expect(args.onSave).toHaveBeenCalledWith({
      meta: { appName: "Gallery", appURL: "https://gallery.example.com", hideControls: false },
    });
    await waitLonger(() => expect(within(panel()).getByRole("status")).toHaveTextContent("Saved."));
    await expect(tab("Application")).not.toHaveTextContent("(unsaved changes)");
  },
};

/** Connected: PocketBase refuses a URL; its message lands under that field, and focus goes there. */
export const FieldError: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <SettingsForm />
    </StoryPocketkit>
  ),
};

/** FieldError, played: the steps a person takes from its first render, and what they lead to. */
export const FieldErrorInteraction: Story = {
  ...FieldError,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const url = await canvas.findByRole("textbox", { name: "Application URL" }, { timeout: 5000 });
    await userEvent.clear(url);
    await userEvent.type(url, "not a url");
    await userEvent.click(within(panel()).getByRole("button", { name: "Save" }));
    await waitLonger(() =>
      expect(url).toHaveAccessibleDescription(expect.stringContaining("Must be a valid URL.")),
    );
    await expect(url).toHaveAttribute("aria-invalid", "true");
    await expect(url).toHaveFocus();
    await expect(canvas.getByRole("textbox", { name: "Application name" })).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(patches).toEqual([
      { meta: { appName: "Pocketkit Gallery", appURL: "not a url", hideControls: false } },
    ]);
    // Fixed, it saves.
    await userEvent.clear(url);
    await userEvent.type(url, "https://photos.example.com{Enter}");
    await waitLonger(() => expect(within(panel()).getByRole("status")).toHaveTextContent("Saved."));
    await expect(url).not.toHaveAttribute("aria-invalid");
  },
};

/** Connected: the test email goes to the typed address with the chosen template. */
export const TestEmail: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <SettingsForm defaultTab="mail" />
    </StoryPocketkit>
  ),
};

/** TestEmail, played: the steps a person takes from its first render, and what they lead to. */
export const TestEmailInteraction: Story = {
  ...TestEmail,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "Send a test email" }, { timeout: 5000 });
    await userEvent.click(within(form).getByRole("button", { name: "Send test email" }));
    await expect(within(form).getByRole("textbox", { name: "Send to" })).toHaveAccessibleDescription(
      "Enter the address to send the test email to.",
    );
    await userEvent.type(within(form).getByRole("textbox", { name: "Send to" }), "ops@example.com");
    await userEvent.click(within(form).getByRole("combobox", { name: "Email" }));
    await userEvent.click(await screen.findByRole("option", { name: "Password reset" }));
    await userEvent.click(within(form).getByRole("button", { name: "Send test email" }));
    await waitLonger(() =>
      expect(within(form).getByRole("status")).toHaveTextContent("Test email sent to ops@example.com."),
    );
    await expect(testEmails).toEqual([
      { email: "ops@example.com", template: "password-reset", collection: "_superusers" },
    ]);
    await expect(admin.sentEmails()).toEqual([
      { email: "ops@example.com", template: "password-reset", collection: "_superusers" },
    ]);
  },
};

const onS3 = {
  enabled: true,
  bucket: "gallery",
  region: "eu-central-1",
  endpoint: "https://s3.example.com",
  accessKey: "GALLERY",
  forcePathStyle: true,
};

/**
 * File storage on S3, with a test of the saved bucket: here the S3 server refuses the key, and
 * the form says so in PocketBase's words.
 */
export const TestS3: Story = {
  args: {
    defaultTab: "storage",
    settings: { ...storySettings, s3: onS3 } as AdminSettings,
    onTestS3: fn(async () => {
      throw new PocketkitError({
        kind: "validation",
        status: 400,
        message:
          "Failed to test the S3 filesystem. Raw error: failed to upload a test file: [key: pb_settings_test_x/test.txt] 403 SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method.",
      });
    }),
  },
};

/** TestS3, played: the steps a person takes from its first render, and what they lead to. */
export const TestS3Interaction: Story = {
  ...TestS3,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("group", { name: "Test the connection" });
    await userEvent.click(within(group).getByRole("button", { name: "Test connection" }));
    await expect(args.onTestS3).toHaveBeenCalledWith("storage");
    const alert = await within(group).findByRole("alert");
    await expect(within(alert).getByText("PocketBase couldn't use the bucket.")).toBeVisible();
    await expect(
      within(alert).getByText("The S3 server refused the secret: check that it belongs to the access key."),
    ).toBeVisible();
    // A change not yet saved: the test would use the saved settings, so it waits.
    await userEvent.type(canvas.getByRole("textbox", { name: "Bucket" }), "-photos");
    await expect(within(group).getByRole("button", { name: "Test connection" })).toBeDisabled();
    await expect(
      within(group).getByText("Save your changes first: the test uses the saved settings."),
    ).toBeVisible();
    await expect(within(group).queryByRole("alert")).toBeNull();
  },
};

/** Connected: the SMTP password is never sent back nor shown; it is only sent when a new one is typed. */
export const Secrets: Story = {
  render: () => (
    <StoryPocketkit session={admin.session(STORY_ADMIN.email)}>
      <SettingsForm defaultTab="mail" />
    </StoryPocketkit>
  ),
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText("Password", { selector: "input" }, { timeout: 5000 });
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveValue("");
    await expect(password).toHaveAttribute("placeholder", "Unchanged");
  },
};

/** Secrets, played: the steps a person takes from its first render, and what they lead to. */
export const SecretsInteraction: Story = {
  ...Secrets,
  tags: ["!autodocs", "interaction"],
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText("Password", { selector: "input" }, { timeout: 5000 });
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveValue("");
    await expect(password).toHaveAttribute("placeholder", "Unchanged");
    const port = canvas.getByRole("spinbutton", { name: "Port" });
    await userEvent.clear(port);
    await userEvent.type(port, "2525");
    const mailForm = canvas.getByRole("form", { name: "Mail" });
    await userEvent.click(within(mailForm).getByRole("button", { name: "Save" }));
    await waitLonger(() => expect(patches).toHaveLength(1));
    await expect((patches[0] as { smtp: Record<string, unknown> }).smtp).not.toHaveProperty("password");
    await expect(admin.settings().smtp).toMatchObject({ port: 2525, password: "hunter2" });

    await waitLonger(() => expect(within(mailForm).getByRole("status")).toHaveTextContent("Saved."));
    await userEvent.type(password, "a new secret");
    await userEvent.click(within(mailForm).getByRole("button", { name: "Save" }));
    await waitLonger(() => expect(patches).toHaveLength(2));
    await expect((patches[1] as { smtp: Record<string, unknown> }).smtp.password).toBe("a new secret");
    await waitLonger(() => expect(password).toHaveValue(""));
    await expect(admin.settings().smtp).toMatchObject({ password: "a new secret" });
  },
};

/** Rate limits: add and remove rules; PocketBase's refusal of a rule shows under that rule's field. */
export const RateLimits: Story = {
  args: {
    defaultTab: "rateLimits",
    onSave: fn(async (_update: AdminSettingsUpdate): Promise<AdminSettings> => {
      throw new PocketkitError({
        kind: "validation",
        status: 400,
        message: "Some fields need attention.",
        fieldErrors: {
          "rateLimits.rules.2.label": {
            code: "validation_match_invalid",
            message: "Must be in a valid format.",
          },
        },
      });
    }),
  },
  play: async () => {
    const rules = within(panel()).getByRole("list", { name: "Rules" });
    await expect(within(rules).getAllByRole("listitem")).toHaveLength(2);
  },
};

/** RateLimits, played: the steps a person takes from its first render, and what they lead to. */
export const RateLimitsInteraction: Story = {
  ...RateLimits,
  tags: ["!autodocs", "interaction"],
  play: async ({ args }) => {
    const rules = within(panel()).getByRole("list", { name: "Rules" });
    await expect(within(rules).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(within(panel()).getByRole("button", { name: "Add rule" }));
    await expect(within(rules).getAllByRole("listitem")).toHaveLength(3);
    const label = within(within(rules).getAllByRole("listitem")[2]!).getByRole("textbox", {
      name: "Applies to",
    });
    await userEvent.type(label, "bad label!");
    await userEvent.click(within(panel()).getByRole("button", { name: "Remove rule 1" }));
    await expect(within(rules).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(within(panel()).getByRole("button", { name: "Add rule" }));
    await userEvent.click(within(panel()).getByRole("button", { name: "Save" }));
    await expect(args.onSave).toHaveBeenCalledWith({
      rateLimits: {
        enabled: true,
        rules: [
          { label: "/api/", audience: "", duration: 10, maxRequests: 300 },
          { label: "bad label!", audience: "", duration: 10, maxRequests: 100 },
          { label: "", audience: "", duration: 10, maxRequests: 100 },
        ],
      },
    });
    const third = within(within(rules).getAllByRole("listitem")[2]!).getByRole("textbox", {
      name: "Applies to",
    });
    await waitLonger(() => expect(third).toHaveAccessibleDescription("Must be in a valid format."));
    await expect(third).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { settings: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading settings" })).toBeInTheDocument();
  },
};

/** No rate-limit rules and S3 off: the empty states of the tabs. */
export const Empty: Story = {
  args: {
    defaultTab: "rateLimits",
    settings: { ...storySettings, rateLimits: { enabled: false, rules: [], excludedIPs: [] } },
  },
  play: async () => {
    await expect(within(panel()).getByText("No rules yet.")).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    settings: undefined,
    onRetry: fn(),
    error: new PocketkitError({ kind: "network", message: "Can't reach the server. Check your connection." }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The settings could not be loaded.");
  },
};

/** Error, played: the steps a person takes from its first render, and what they lead to. */
export const ErrorInteraction: Story = {
  ...Error,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The settings could not be loaded.");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Thirty rules and long values. */
export const ManyItems: Story = {
  args: {
    defaultTab: "rateLimits",
    settings: {
      ...storySettings,
      rateLimits: {
        enabled: true,
        excludedIPs: [],
        rules: Array.from({ length: 30 }, (_, index) => ({
          label: `POST /api/collections/collection_number_${index + 1}/records`,
          audience: index % 2 ? "@auth" : "@guest",
          duration: 60,
          maxRequests: 10 + index,
        })),
      },
    },
  },
  play: async () => {
    await expect(
      within(within(panel()).getByRole("list", { name: "Rules" })).getAllByRole("listitem"),
    ).toHaveLength(30);
  },
};

export const LongContent: Story = {
  args: {
    settings: {
      ...storySettings,
      meta: {
        ...storySettings.meta,
        appName: "Pocketkit Gallery for the photography club of the northern district, with all its members",
        appURL: "https://gallery.photography-club-of-the-northern-district.example.com/members/photos",
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      (canvas.getByRole("textbox", { name: "Application name" }) as HTMLInputElement).value,
    ).toContain("photography club");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Application name" })).toBeDisabled();
    await expect(canvas.getByRole("switch", { name: "Hide collection controls" })).toBeDisabled();
  },
};

export const Dark: Story = { args: { defaultTab: "mail" }, globals: { theme: "dark" } };

export const German: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "E-Mail" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Name der Anwendung" })).toHaveValue(
      "Pocketkit Gallery",
    );
  },
};
