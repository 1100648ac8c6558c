import type * as React from "react";

import { useFormSnapshot } from "../../form";
import { cn } from "../../lib/cn";
import { useRecordFormContext } from "./record-form-context";

type RecordFormErrorSummaryProps = React.ComponentProps<"div">;

/**
 * Why the form was not saved: the failed save's sentence (or the `error` prop's) and the problems
 * of fields the form does not show. Focused when no field with a problem can take the focus.
 */
function RecordFormErrorSummary({ className, ...props }: RecordFormErrorSummaryProps) {
  const { form, propSummary, summaryRef } = useRecordFormContext("RecordForm.ErrorSummary");
  const summary = useFormSnapshot(form).summary ?? propSummary;
  if (!summary) return null;
  return (
    <div
      ref={summaryRef}
      data-slot="record-form-error"
      role="alert"
      tabIndex={-1}
      className={cn(
        "pk:grid pk:gap-1 pk:rounded-md pk:border pk:border-solid pk:border-destructive pk:p-3 pk:text-sm pk:text-destructive pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring",
        className,
      )}
      {...props}
    >
      <p className="pk:m-0 pk:font-medium">{summary.message}</p>
      {summary.details.length > 0 ? (
        <ul className="pk:m-0 pk:list-disc pk:ps-5">
          {summary.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { RecordFormErrorSummary };
export type { RecordFormErrorSummaryProps };
