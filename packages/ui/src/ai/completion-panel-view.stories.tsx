import { PocketkitError } from "@pocketkit/client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { CompletionPanelView } from "./completion-panel-view";

// Every state of the panel as plain props, for designers and for apps that stream on their own.
// The connected panel's stories (completion-panel.stories.tsx) go through the real hook.

const ALT =
  "A red-and-white lighthouse on a rocky point at dusk, waves breaking on the rocks below and a single gull in the orange sky.";

const meta = {
  title: "AI/CompletionPanelView",
  component: CompletionPanelView,
  args: {
    kind: "alt",
    onGenerate: fn(),
    onStop: fn(),
    onRegenerate: fn(),
    onAccept: fn(),
    onDiscard: fn(),
    onTextChange: fn(),
    onInstructionsChange: fn(),
  },
  // Controls for the panel's states; `error` (a PocketkitError) is chosen by the stories that fail.
  argTypes: {
    status: {
      control: "select",
      options: ["idle", "streaming", "done", "stopped", "error", "not-configured"],
    },
    text: { control: "text" },
    kind: { control: "inline-radio", options: ["alt", "description", "tags"] },
    label: { control: "text" },
    generateLabel: { control: "text" },
    disabled: { control: "boolean" },
    showInstructions: { control: "boolean" },
    defaultInstructions: { control: "text" },
    maxInstructions: { control: { type: "number", min: 1 } },
    error: { control: false },
    instructions: { control: false },
    onGenerate: { control: false },
    onStop: { control: false },
    onRegenerate: { control: false },
    onAccept: { control: false },
    onDiscard: { control: false },
    onTextChange: { control: false },
    onInstructionsChange: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompletionPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

const RESULT = "Suggestion — edit it before you accept";

export const Idle: Story = {
  args: { showInstructions: true },
  play: async ({ canvas }) => {
    const instructions = canvas.getByRole("textbox", { name: "Extra instructions" });
    await expect(instructions).toHaveAccessibleDescription("0 of 2000 characters");
  },
};

/** Idle, played: the steps a person takes from its first render, and what they lead to. */
export const IdleInteraction: Story = {
  ...Idle,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    const instructions = canvas.getByRole("textbox", { name: "Extra instructions" });
    await expect(instructions).toHaveAccessibleDescription("0 of 2000 characters");
    await userEvent.type(instructions, "Mention the gull.");
    await expect(instructions).toHaveAccessibleDescription("17 of 2000 characters");
    await expect(args.onInstructionsChange).toHaveBeenLastCalledWith("Mention the gull.");
    // Ctrl+Enter in the instructions generates, with them.
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect(args.onGenerate).toHaveBeenCalledOnce();
    await expect(args.onGenerate).toHaveBeenCalledWith("Mention the gull.");
    await userEvent.click(canvas.getByRole("button", { name: "Write alt text" }));
    await expect(args.onGenerate).toHaveBeenCalledTimes(2);
    await expect(args.onRegenerate).not.toHaveBeenCalled();
  },
};

export const Streaming: Story = {
  args: {
    status: "streaming",
    text: ALT.slice(0, 48),
    showInstructions: true,
    defaultInstructions: "Short.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Writing…");
    const output = canvas.getByText(ALT.slice(0, 48).trim()).closest("[aria-live]");
    await expect(output).toHaveAttribute("aria-busy", "true");
    // The instructions can be read but not changed meanwhile; nothing can be accepted yet.
    await expect(canvas.getByRole("textbox", { name: "Extra instructions" })).toHaveAttribute("readonly");
    await expect(canvas.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  },
};

/** Streaming, played: the steps a person takes from its first render, and what they lead to. */
export const StreamingInteraction: Story = {
  ...Streaming,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Writing…");
    const output = canvas.getByText(ALT.slice(0, 48).trim()).closest("[aria-live]");
    await expect(output).toHaveAttribute("aria-busy", "true");
    // The instructions can be read but not changed meanwhile; nothing can be accepted yet.
    await expect(canvas.getByRole("textbox", { name: "Extra instructions" })).toHaveAttribute("readonly");
    await expect(canvas.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect(args.onGenerate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Stop" }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

export const Done: Story = {
  args: { status: "done", text: ALT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Done");
    const result = canvas.getByRole("textbox", { name: RESULT });
    await expect(result).toHaveValue(ALT);
    await expect(result).toHaveAccessibleDescription("Ctrl+Enter or ⌘+Enter accepts.");
  },
};

/** Done, played: the steps a person takes from its first render, and what they lead to. */
export const DoneInteraction: Story = {
  ...Done,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Done");
    const result = canvas.getByRole("textbox", { name: RESULT });
    await expect(result).toHaveValue(ALT);
    await expect(result).toHaveAccessibleDescription("Ctrl+Enter or ⌘+Enter accepts.");
    await userEvent.clear(result);
    await expect(canvas.getByRole("button", { name: "Accept" })).toBeDisabled();
    await userEvent.type(result, "Lighthouse at dusk.");
    await expect(args.onTextChange).toHaveBeenLastCalledWith("Lighthouse at dusk.");
    await userEvent.keyboard("{Meta>}{Enter}{/Meta}");
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onAccept).toHaveBeenCalledWith("Lighthouse at dusk.");
    await userEvent.click(canvas.getByRole("button", { name: "Regenerate" }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
    await expect(args.onRegenerate).toHaveBeenCalledWith("");
    await userEvent.click(canvas.getByRole("button", { name: "Discard" }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

export const Stopped: Story = {
  args: { status: "stopped", text: ALT.slice(0, 60) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Stopped");
    await expect(canvas.getByRole("textbox", { name: RESULT })).toHaveValue(ALT.slice(0, 60));
  },
};

/** Stopped, played: the steps a person takes from its first render, and what they lead to. */
export const StoppedInteraction: Story = {
  ...Stopped,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Stopped");
    await expect(canvas.getByRole("textbox", { name: RESULT })).toHaveValue(ALT.slice(0, 60));
    await userEvent.click(canvas.getByRole("button", { name: "Accept" }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onAccept).toHaveBeenCalledWith(ALT.slice(0, 60));
  },
};

export const ProviderDown: Story = {
  args: {
    status: "error",
    error: new PocketkitError({
      kind: "server",
      status: 502,
      message: "The AI service didn't answer. Try again.",
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The AI service didn't answer. Try again.");
  },
};

/** ProviderDown, played: the steps a person takes from its first render, and what they lead to. */
export const ProviderDownInteraction: Story = {
  ...ProviderDown,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The AI service didn't answer. Try again.");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRegenerate).toHaveBeenCalledOnce();
  },
};

export const CutOff: Story = {
  args: {
    status: "error",
    text: ALT.slice(0, 70),
    error: new PocketkitError({ kind: "network", message: "The answer was cut off. Try again." }),
  },
  play: async ({ canvas }) => {
    // Any other failure says what its PocketkitError says; the text so far stays in view.
    await expect(canvas.getByRole("alert")).toHaveTextContent("The answer was cut off. Try again.");
    await expect(canvas.getByText(ALT.slice(0, 70).trim())).toBeVisible();
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
  },
};

export const RateLimitedSeconds: Story = {
  args: {
    status: "error",
    error: new PocketkitError({ kind: "rate_limited", status: 429, retryAfter: 42, message: "…" }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("AI limit reached — try again in 42 s.");
  },
};

export const RateLimitedMinutes: Story = {
  args: {
    status: "error",
    error: new PocketkitError({ kind: "rate_limited", status: 429, retryAfter: 181, message: "…" }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("AI limit reached — try again in 4 min.");
  },
};

export const InstructionsRefused: Story = {
  args: {
    status: "error",
    showInstructions: true,
    defaultInstructions: "Use only words from the list I gave you yesterday.",
    error: new PocketkitError({
      kind: "validation",
      status: 400,
      message: "Some fields need attention.",
      fieldErrors: { instructions: { code: "validation_invalid_value", message: "Must be text." } },
    }),
  },
  play: async ({ canvas }) => {
    // The route's field error goes under its field, as given.
    const instructions = canvas.getByRole("textbox", { name: "Extra instructions" });
    await expect(instructions).toBeInvalid();
    await expect(instructions).toHaveAccessibleDescription("50 of 2000 characters Must be text.");
    await expect(canvas.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Must be text.",
      "Some fields need attention.",
    ]);
  },
};

export const NotConfigured: Story = {
  args: { status: "not-configured", showInstructions: true },
  play: async ({ canvas }) => {
    const generate = canvas.getByRole("button", { name: "Write alt text" });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription("AI is off: no provider is configured.");
    await expect(canvas.getByRole("textbox", { name: "Extra instructions" })).toBeDisabled();
  },
};

export const OtherKinds: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <CompletionPanelView {...args} kind="description" />
      <CompletionPanelView {...args} kind="tags" />
      <CompletionPanelView {...args} kind="caption" />
      <CompletionPanelView {...args} kind="caption" label="Caption" generateLabel="Write a caption" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Write a description" })).toBeEnabled();
    await expect(canvas.getByRole("group", { name: "Tags" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Suggest tags" })).toBeEnabled();
    await expect(canvas.getByRole("group", { name: "AI suggestion" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Generate" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Write a caption" })).toBeEnabled();
  },
};

const LONG = `${"The old lighthouse stands where the cliffs meet the sea. ".repeat(30)}https://example.com/archives/brittany/lighthouses/cap-frehel/photographs/1962/negative-0042`;

export const LongContent: Story = {
  args: {
    kind: "description",
    status: "stopped",
    text: LONG,
    showInstructions: true,
    defaultInstructions: "x".repeat(2001),
  },
  play: async ({ canvas }) => {
    const root = canvas.getByRole("group", { name: "Description" });
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole("textbox", { name: RESULT })).toHaveValue(LONG);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Extra instructions can be at most 2000 characters.",
    );
    await expect(canvas.getByRole("button", { name: "Regenerate" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Accept" })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { status: "done", text: ALT, disabled: true, showInstructions: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: RESULT })).toBeDisabled();
  },
};

/** Disabled, played: the steps a person takes from its first render, and what they lead to. */
export const DisabledInteraction: Story = {
  ...Disabled,
  tags: ["!autodocs", "interaction"],
  play: async ({ args, canvas }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: RESULT })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <CompletionPanelView {...args} status="streaming" text={ALT.slice(0, 40)} />
      <CompletionPanelView {...args} kind="description" status="done" text={ALT} showInstructions />
      <CompletionPanelView
        {...args}
        kind="tags"
        status="error"
        error={new PocketkitError({ kind: "rate_limited", status: 429, retryAfter: 240, message: "…" })}
      />
      <CompletionPanelView {...args} kind="tags" status="not-configured" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("AI limit reached — try again in 4 min.");
    await expect(canvas.getByText("AI is off: no provider is configured.")).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: "de" },
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <CompletionPanelView {...args} status="done" text={ALT} showInstructions />
      <CompletionPanelView
        {...args}
        kind="description"
        status="error"
        error={
          new PocketkitError({
            kind: "server",
            status: 502,
            message: "The AI service didn't answer. Try again.",
          })
        }
      />
      <CompletionPanelView {...args} kind="tags" status="not-configured" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Alternativtext" })).toBeVisible();
    await expect(canvas.getByText("Fertig")).toBeVisible();
    await expect(
      canvas.getByRole("textbox", { name: "Zusätzliche Anweisungen" }),
    ).toHaveAccessibleDescription("0 von 2000 Zeichen");
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Der KI-Dienst hat nicht geantwortet. Versuche es erneut.",
    );
    await expect(canvas.getByText("KI ist aus: Es ist kein Anbieter eingerichtet.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Schlagwörter vorschlagen" })).toBeDisabled();
  },
};

/**
 * Right to left, done: the panel's name on the right and its status on the left, the result
 * written from the right, Accept first from the right.
 */
export const RightToLeft: Story = {
  ...Done,
  globals: { direction: "rtl" },
  play: async ({ canvas }) => {
    const name = canvas.getByText("Alt text").getBoundingClientRect();
    const status = canvas.getByRole("status").getBoundingClientRect();
    await expect(name.left).toBeGreaterThan(status.right);
    const result = canvas.getByRole("textbox", { name: RESULT });
    await expect(getComputedStyle(result).direction).toBe("rtl");
    const accept = canvas.getByRole("button", { name: "Accept" }).getBoundingClientRect();
    const regenerate = canvas.getByRole("button", { name: "Regenerate" }).getBoundingClientRect();
    await expect(accept.left).toBeGreaterThan(regenerate.right);
  },
};
