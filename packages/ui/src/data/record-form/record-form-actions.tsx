import type * as React from "react";

import { useFormSnapshot } from "../../form";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { useRecordFormContext } from "./record-form-context";
import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";

type RecordFormFooterProps = React.ComponentProps<"div">;

/** Holds the error summary and the buttons; not rendered when the form is read-only. */
function RecordFormFooter({ className, ...props }: RecordFormFooterProps) {
  const { readOnly } = useRecordFormContext("RecordForm.Footer");
  if (readOnly) return null;
  return <div data-slot="record-form-footer" className={cn("pk:grid pk:gap-3", className)} {...props} />;
}

type RecordFormActionsProps = React.ComponentProps<"div"> & {
  /** The submit button's text. @default "Create" or "Save changes" */
  submitLabel?: React.ReactNode;
};

/**
 * Save and Reset, your own buttons (`children`) after them, and the form's status ("Unsaved
 * changes", "Saved"). Save waits for a change when editing; Reset goes back to the last save.
 */
function RecordFormActions({ submitLabel, children, className, ...props }: RecordFormActionsProps) {
  const t = useCatalogue(tableAndFormEn);
  const { form, isNew, disabled, pending, saved } = useRecordFormContext("RecordForm.Actions");
  const { isDirty, isSubmitting } = useFormSnapshot(form);
  const busy = pending || isSubmitting;
  const status = isDirty ? t("data.form.unsaved") : saved ? t("data.form.saved") : "";
  return (
    <div
      data-slot="record-form-actions"
      className={cn("pk:flex pk:flex-wrap pk:items-center pk:gap-2", className)}
      {...props}
    >
      <Button type="submit" loading={busy} disabled={disabled || (!isNew && !isDirty)}>
        {submitLabel ?? (isNew ? t("data.form.create") : t("data.form.save"))}
      </Button>
      <Button variant="outline" disabled={disabled || busy || !isDirty} onClick={() => form.reset()}>
        {t("data.form.reset")}
      </Button>
      {children}
      <p
        data-slot="record-form-status"
        role="status"
        className="pk:m-0 pk:ms-auto pk:flex pk:items-center pk:gap-2 pk:text-sm pk:text-muted-foreground"
      >
        {isDirty ? <span aria-hidden className="pk:size-2 pk:rounded-full pk:bg-primary" /> : null}
        {status}
      </p>
    </div>
  );
}

export { RecordFormActions, RecordFormFooter };
export type { RecordFormActionsProps, RecordFormFooterProps };
