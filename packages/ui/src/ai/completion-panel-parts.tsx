import { CheckIcon, LoaderCircleIcon, RotateCcwIcon, SparklesIcon, SquareIcon, XIcon } from "../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { aiEn } from "./messages";
import { Button } from "../primitives/button";
import type { CompletionPanelStatus } from "./types";

// Inner parts of CompletionPanelView, split out to keep that file readable. Not exported from
// the package: the panel is one unit, steered by its status.

interface CompletionPanelHeaderProps {
  labelId: string;
  status: CompletionPanelStatus;
  /** The panel's name. */
  children: React.ReactNode;
}

/** The panel's name, and its status line: "Writing…", "Done", "Stopped". */
function CompletionPanelHeader({ labelId, status, children }: CompletionPanelHeaderProps) {
  const t = useCatalogue(aiEn);
  return (
    <div className="pk:flex pk:flex-wrap pk:items-center pk:justify-between pk:gap-2">
      <p
        id={labelId}
        data-slot="completion-panel-label"
        className="pk:m-0 pk:flex pk:items-center pk:gap-2 pk:font-semibold"
      >
        <SparklesIcon aria-hidden className="pk:size-4 pk:shrink-0 pk:text-primary" />
        {children}
      </p>
      {/* Always in the page, so that what is written into it is announced. */}
      <p
        role="status"
        data-slot="completion-panel-status"
        className="pk:m-0 pk:flex pk:items-center pk:gap-1.5 pk:text-xs pk:text-muted-foreground"
      >
        {status === "streaming" && (
          <>
            <LoaderCircleIcon aria-hidden className="pk:size-3.5 pk:motion-safe:animate-spin" />
            {t("ai.panel.writing")}
          </>
        )}
        {status === "done" && (
          <>
            <CheckIcon aria-hidden className="pk:size-3.5" />
            {t("ai.panel.done")}
          </>
        )}
        {status === "stopped" && t("ai.panel.stopped")}
      </p>
    </div>
  );
}

interface CompletionPanelActionsProps {
  status: CompletionPanelStatus;
  disabled: boolean;
  /** False while the instructions are too long to send. */
  canSend: boolean;
  /** False while the result is empty. */
  canAccept: boolean;
  generateLabel: React.ReactNode;
  /** What explains a disabled generate button (the "AI is off" note). */
  describedBy: string | undefined;
  /** Generate, Regenerate and Retry alike: the panel decides which it is from its status. */
  onGenerate: () => void;
  onStop: (() => void) | undefined;
  onAccept: () => void;
  onDiscard: (() => void) | undefined;
}

/** The buttons each status offers. */
function CompletionPanelActions({
  status,
  disabled,
  canSend,
  canAccept,
  generateLabel,
  describedBy,
  onGenerate,
  onStop,
  onAccept,
  onDiscard,
}: CompletionPanelActionsProps) {
  const t = useCatalogue(aiEn);
  const editable = status === "done" || status === "stopped";
  return (
    <div data-slot="completion-panel-actions" className="pk:flex pk:flex-wrap pk:items-center pk:gap-2">
      {(status === "idle" || status === "not-configured") && (
        <Button
          data-slot="completion-panel-generate"
          size="sm"
          disabled={disabled || status === "not-configured" || !canSend}
          aria-describedby={describedBy}
          onClick={onGenerate}
        >
          <SparklesIcon aria-hidden className="pk:size-4" />
          {generateLabel}
        </Button>
      )}
      {status === "streaming" && (
        <Button
          data-slot="completion-panel-stop"
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={onStop}
        >
          <SquareIcon aria-hidden className="pk:size-3.5 pk:fill-current" />
          {t("ai.panel.stop")}
        </Button>
      )}
      {editable && (
        <>
          <Button
            data-slot="completion-panel-accept"
            size="sm"
            disabled={disabled || !canAccept}
            onClick={onAccept}
          >
            <CheckIcon aria-hidden className="pk:size-4" />
            {t("ai.panel.accept")}
          </Button>
          <Button
            data-slot="completion-panel-regenerate"
            size="sm"
            variant="outline"
            disabled={disabled || !canSend}
            onClick={onGenerate}
          >
            <RotateCcwIcon aria-hidden className="pk:size-4" />
            {t("ai.panel.regenerate")}
          </Button>
        </>
      )}
      {status === "error" && (
        <Button
          data-slot="completion-panel-retry"
          size="sm"
          disabled={disabled || !canSend}
          onClick={onGenerate}
        >
          <RotateCcwIcon aria-hidden className="pk:size-4" />
          {t("common.retry")}
        </Button>
      )}
      {(editable || status === "error") && (
        <Button
          data-slot="completion-panel-discard"
          size="sm"
          variant="ghost"
          disabled={disabled}
          onClick={onDiscard}
        >
          <XIcon aria-hidden className="pk:size-4" />
          {t("ai.panel.discard")}
        </Button>
      )}
    </div>
  );
}

export { CompletionPanelActions, CompletionPanelHeader };
export type { CompletionPanelActionsProps, CompletionPanelHeaderProps };
