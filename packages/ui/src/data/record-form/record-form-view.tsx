import type * as React from "react";

import { RecordFormActions, RecordFormFooter } from "./record-form-actions";
import { RecordFormErrorSummary } from "./record-form-error-summary";
import { RecordFormFields } from "./record-form-fields";
import { RecordFormRoot, type RecordFormRootProps } from "./record-form-root";

type RecordFormViewProps = Omit<RecordFormRootProps, "children"> & {
  /** The submit button's text. @default "Create" or "Save changes" */
  submitLabel?: React.ReactNode;
  /** More buttons beside Save and Reset, e.g. Cancel. */
  actions?: React.ReactNode;
  /**
   * The parts, laid out your way (`RecordForm.Fields`, `RecordForm.ErrorSummary`,
   * `RecordForm.Actions`, your own). @default the fields, then the error summary and the buttons
   */
  children?: React.ReactNode;
};

/**
 * A form for one record, generated from its collection's schema: an input per field type, the
 * server's own rules checked as you leave a field and on submit (`createRecordValidator`),
 * server errors under their fields, unsaved-changes tracking, Reset. Pure: you save in
 * `onSubmit`; `RecordForm` saves to PocketBase.
 *
 * @example
 * <RecordFormView collection={schema.albums} record={album} onSubmit={(values) => save(values)} />
 */
function RecordFormViewRoot({ submitLabel, actions, children, ...props }: RecordFormViewProps) {
  return (
    <RecordFormRoot {...props}>
      {children ?? (
        <>
          <RecordFormFields />
          <RecordFormFooter>
            <RecordFormErrorSummary />
            <RecordFormActions submitLabel={submitLabel}>{actions}</RecordFormActions>
          </RecordFormFooter>
        </>
      )}
    </RecordFormRoot>
  );
}

/** `<RecordFormView>` lays the parts out itself; they are also reachable as `RecordFormView.Root`, `.Fields`, `.ErrorSummary`, `.Footer`, `.Actions`. */
const RecordFormView = /* @__PURE__ */ Object.assign(RecordFormViewRoot, {
  Root: RecordFormRoot,
  Fields: RecordFormFields,
  ErrorSummary: RecordFormErrorSummary,
  Footer: RecordFormFooter,
  Actions: RecordFormActions,
});

export { RecordFormView };
export type { RecordFormViewProps };
