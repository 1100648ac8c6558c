import * as React from "react";

import { useFormSnapshot } from "../../form";
import { cn } from "../../lib/cn";
import { RecordFormContext } from "./record-form-context";
import { splitRecordFormOptions, type RecordFormOptions } from "./record-form-options";
import { useRecordFormState } from "./use-record-form-state";

type RecordFormRootProps = Omit<React.ComponentProps<"form">, "onSubmit" | "defaultValue"> &
  RecordFormOptions;

/**
 * The `<form>` of a RecordForm and the state its parts share (`RecordFormFields`,
 * `RecordFormErrorSummary`, `RecordFormActions`, or your own beside them). Pure: you save in
 * `onSubmit`.
 *
 * @example
 * <RecordFormRoot collection={schema.albums} record={album} onSubmit={save}>
 *   <RecordFormFields />
 *   <RecordFormFooter>
 *     <RecordFormErrorSummary />
 *     <RecordFormActions submitLabel="Publish" />
 *   </RecordFormFooter>
 * </RecordFormRoot>
 */
function RecordFormRoot(rootProps: RecordFormRootProps) {
  const [options, { className, children, ...props }] = splitRecordFormOptions(rootProps);
  const { context, submit } = useRecordFormState(options);
  const { isDirty, isSubmitting } = useFormSnapshot(context.form);
  const busy = context.pending || isSubmitting;
  return (
    <RecordFormContext.Provider value={context}>
      <form
        data-slot="record-form"
        data-dirty={isDirty ? "" : undefined}
        data-pending={busy ? "" : undefined}
        data-mode={context.isNew ? "create" : "edit"}
        aria-busy={busy || undefined}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className={cn("pk:grid pk:gap-6 pk:font-sans", className)}
        {...props}
      >
        {children}
      </form>
    </RecordFormContext.Provider>
  );
}

export { RecordFormRoot };
export type { RecordFormRootProps };
