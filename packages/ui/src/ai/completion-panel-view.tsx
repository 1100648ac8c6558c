import type { PocketkitError } from "@pocketkit/client";
import { CircleAlertIcon } from "../lib/icons";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { aiEn } from "./messages";
import { cn } from "../lib/cn";
import { AiOffNotice } from "./ai-off-notice";
import { Field, FieldControl, FieldHint, FieldLabel } from "../primitives/field";
import { Textarea } from "../primitives/textarea";
import { completionErrorMessage } from "./completion-error-message";
import { CompletionPanelInstructions } from "./completion-panel-instructions";
import { CompletionPanelActions, CompletionPanelHeader } from "./completion-panel-parts";
import type { CompletionKind, CompletionPanelStatus } from "./types";
import { useControllableState } from "../lib/use-controllable-state";
import { useFocusFollowsStatus } from "./use-focus-follows-status";

type CompletionPanelViewProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Where the completion stands. @default "idle" */
  status?: CompletionPanelStatus;
  /** The answer so far; once it is done or stopped, the starting value of the editable result. @default "" */
  text?: string;
  /** Why it failed, shown while `status` is `error` (field errors of `instructions` go under that field). */
  error?: PocketkitError;
  /** What is being written: decides the panel's name and its generate button. @default "description" */
  kind?: CompletionKind;
  /** The panel's name, instead of the one for `kind`. */
  label?: React.ReactNode;
  /** The generate button's text, instead of the one for `kind`. */
  generateLabel?: React.ReactNode;
  /** Turns every control off. @default false */
  disabled?: boolean;
  /** Offers an "Extra instructions" field, sent with the request. @default false */
  showInstructions?: boolean;
  /** The extra instructions (controlled). */
  instructions?: string;
  /** The extra instructions to start with (uncontrolled). @default "" */
  defaultInstructions?: string;
  /** Called as the person types instructions. */
  onInstructionsChange?: (instructions: string) => void;
  /** Longest instructions accepted, as the route checks them. @default 2000 */
  maxInstructions?: number;
  /** Generate was pressed (or Ctrl/Cmd+Enter in the instructions), with the instructions. */
  onGenerate?: (instructions: string) => void;
  /** Stop was pressed while streaming. */
  onStop?: () => void;
  /** Regenerate (or Retry after an error) was pressed, with the instructions as they are now. */
  onRegenerate?: (instructions: string) => void;
  /** Accept was pressed (or Ctrl/Cmd+Enter in the result), with the result as edited. */
  onAccept?: (text: string) => void;
  /** Discard was pressed. */
  onDiscard?: () => void;
  /** Called as the person edits the result. */
  onTextChange?: (text: string) => void;
};

const KNOWN_KINDS = ["alt", "description", "tags"] as const;

// Where focus goes when the control that had it disappears with a change of status.
const FOCUS_TARGET: Record<CompletionPanelStatus, string> = {
  idle: "[data-slot=completion-panel-generate]",
  streaming: "[data-slot=completion-panel-stop]",
  done: "[data-slot=completion-panel-result] textarea",
  stopped: "[data-slot=completion-panel-result] textarea",
  error: "[data-slot=completion-panel-retry]",
  "not-configured": "[data-slot=completion-panel-not-configured]",
};

/**
 * An AI suggestion for one field (alt text, a description, tags), as pure props: generate, watch
 * it stream, stop, regenerate, edit and accept or discard. Status is announced ("Writing…", then
 * "Done") rather than every token; failures are announced with a Retry. `CompletionPanel` is the
 * connected version.
 *
 * @example
 * <CompletionPanelView kind="alt" status={status} text={text} error={error}
 *   onGenerate={generate} onStop={stop} onRegenerate={regenerate} onAccept={(text) => setAlt(text)} />
 */
function CompletionPanelView({
  status = "idle",
  text = "",
  error,
  kind = "description",
  label,
  generateLabel,
  disabled = false,
  showInstructions = false,
  instructions,
  defaultInstructions = "",
  onInstructionsChange,
  maxInstructions = 2000,
  onGenerate,
  onStop,
  onRegenerate,
  onAccept,
  onDiscard,
  onTextChange,
  className,
  ...props
}: CompletionPanelViewProps) {
  const t = useCatalogue(aiEn);
  const id = React.useId();
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [instructionsValue, setInstructions] = useControllableState({
    value: instructions,
    defaultValue: defaultInstructions,
    onChange: onInstructionsChange,
  });

  // The editable copy of the answer starts over whenever a new answer arrives (or the caller
  // sets the text); edits are the person's until then.
  const [draft, setDraftState] = React.useState(text);
  const [draftSource, setDraftSource] = React.useState(text);
  if (text !== draftSource) {
    setDraftSource(text);
    setDraftState(text);
  }
  const setDraft = (value: string) => {
    setDraftState(value);
    onTextChange?.(value);
  };

  useFocusFollowsStatus(rootRef, status, FOCUS_TARGET[status]);

  const streaming = status === "streaming";
  const editable = status === "done" || status === "stopped";
  const notConfigured = status === "not-configured";
  const tooLong = showInstructions && instructionsValue.length > maxInstructions;
  const errorMessage = status === "error" && error ? completionErrorMessage(error, t) : undefined;
  const known = KNOWN_KINDS.find((candidate) => candidate === kind) ?? "other";
  const noteId = `${id}note`;

  const generate = () => {
    if (disabled || streaming || notConfigured || tooLong) return;
    if (status === "idle") onGenerate?.(instructionsValue);
    else onRegenerate?.(instructionsValue);
  };
  const accept = () => {
    if (disabled || !editable || draft.trim() === "") return;
    onAccept?.(draft);
  };
  const onResultKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    accept();
  };

  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby={`${id}label`}
      data-slot="completion-panel"
      data-status={status}
      data-disabled={disabled ? "" : undefined}
      className={cn(
        "pk:box-border pk:grid pk:min-w-0 pk:gap-3 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:bg-background pk:p-4 pk:font-sans pk:text-sm pk:text-foreground pk:shadow-sm",
        className,
      )}
      {...props}
    >
      <CompletionPanelHeader labelId={`${id}label`} status={status}>
        {label ?? t(`ai.panel.${known}.title`)}
      </CompletionPanelHeader>

      {showInstructions && (
        <CompletionPanelInstructions
          value={instructionsValue}
          onValueChange={setInstructions}
          max={maxInstructions}
          disabled={disabled || notConfigured}
          readOnly={streaming}
          serverError={status === "error" ? error?.fieldErrors.instructions?.message : undefined}
          onSubmit={generate}
        />
      )}

      {/* Busy while streaming: assistive technology waits for the whole answer instead of
          reading every token; the status above says "Writing…" meanwhile. */}
      <div
        data-slot="completion-panel-output"
        aria-live="polite"
        aria-busy={streaming || undefined}
        // Taken out of the layout while empty (no gap for it), but never hidden: a live region
        // must already be in the accessibility tree when text arrives.
        className="pk:min-w-0 pk:empty:absolute"
      >
        {(streaming || (status === "error" && text !== "")) && (
          <p className="pk:m-0 pk:rounded-md pk:border pk:border-dashed pk:border-input pk:px-3 pk:py-2 pk:whitespace-pre-wrap pk:break-words">
            {text}
            {streaming && (
              <span
                aria-hidden
                className="pk:ms-0.5 pk:inline-block pk:h-[1em] pk:w-1.5 pk:translate-y-[0.15em] pk:bg-foreground pk:motion-safe:animate-pulse"
              />
            )}
          </p>
        )}
      </div>

      {editable && (
        <Field data-slot="completion-panel-result" disabled={disabled}>
          <FieldLabel>{t("ai.panel.result")}</FieldLabel>
          <FieldControl>
            <Textarea
              value={draft}
              rows={3}
              aria-keyshortcuts="Control+Enter Meta+Enter"
              className="pk:max-h-80"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onResultKeyDown}
            />
          </FieldControl>
          <FieldHint className="pk:text-xs">{t("ai.panel.shortcut")}</FieldHint>
        </Field>
      )}

      {errorMessage !== undefined && (
        <p
          role="alert"
          data-slot="completion-panel-error"
          className="pk:m-0 pk:flex pk:items-start pk:gap-2 pk:font-medium pk:text-destructive"
        >
          <CircleAlertIcon aria-hidden className="pk:mt-0.5 pk:size-4 pk:shrink-0" />
          <span className="pk:min-w-0 pk:break-words">{errorMessage}</span>
        </p>
      )}

      {notConfigured && (
        <AiOffNotice
          id={noteId}
          // Announced when a request found AI off; said quietly when the app knew it up front.
          role={error ? "alert" : undefined}
          tabIndex={-1}
          data-slot="completion-panel-not-configured"
        />
      )}

      <CompletionPanelActions
        status={status}
        disabled={disabled}
        canSend={!tooLong}
        canAccept={draft.trim() !== ""}
        generateLabel={generateLabel ?? t(`ai.panel.${known}.generate`)}
        describedBy={notConfigured ? noteId : undefined}
        onGenerate={generate}
        onStop={onStop}
        onAccept={accept}
        onDiscard={onDiscard}
      />
    </div>
  );
}

export { CompletionPanelView };
export type { CompletionPanelViewProps };
