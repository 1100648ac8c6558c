import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { aiEn } from "./messages";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "../primitives/field";
import { Textarea } from "../primitives/textarea";

interface CompletionPanelInstructionsProps {
  value: string;
  onValueChange: (value: string) => void;
  max: number;
  disabled: boolean;
  /** While an answer streams: still focusable and readable, not editable. */
  readOnly: boolean;
  /** The route's own complaint about the instructions, when it sent one. */
  serverError: string | undefined;
  /** Ctrl/Cmd+Enter. */
  onSubmit: () => void;
}

/** The optional "Extra instructions" field of the panel, with its live character count. */
function CompletionPanelInstructions({
  value,
  onValueChange,
  max,
  disabled,
  readOnly,
  serverError,
  onSubmit,
}: CompletionPanelInstructionsProps) {
  const t = useCatalogue(aiEn);
  // `length` counts as the route counts (UTF-16 units), so the count never disagrees with it.
  const tooLong = value.length > max;
  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <Field data-slot="completion-panel-instructions" disabled={disabled}>
      <FieldLabel>{t("ai.panel.instructions")}</FieldLabel>
      <FieldControl>
        <Textarea
          value={value}
          rows={2}
          readOnly={readOnly}
          className="pk:max-h-48"
          placeholder={t("ai.panel.instructionsPlaceholder")}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </FieldControl>
      {/* Not a live region: read with the field, not after every key. Going over is announced once, by the error. */}
      <FieldHint
        data-slot="completion-panel-instructions-count"
        data-over={tooLong ? "" : undefined}
        className="pk:text-end pk:text-xs pk:tabular-nums"
      >
        {t("ai.panel.instructionsCount", { count: value.length, max })}
      </FieldHint>
      <FieldError>{tooLong ? t("ai.panel.instructionsTooLong", { max }) : serverError}</FieldError>
    </Field>
  );
}

export { CompletionPanelInstructions };
export type { CompletionPanelInstructionsProps };
