import * as React from "react";

import { cn } from "../../lib/cn";
import { RecordField } from "./record-field";
import { useRecordFormContext } from "./record-form-context";
import { confirmsPassword, isEditable, PASSWORD_CONFIRM } from "./record-form-model";

type RecordFormFieldsProps = React.ComponentProps<"div">;

/** Every field the form shows, in order; an auth collection's new password gets its confirmation after it. */
function RecordFormFields({ className, ...props }: RecordFormFieldsProps) {
  const { collection, fields, isNew, labelOf } = useRecordFormContext("RecordForm.Fields");
  return (
    <div data-slot="record-form-fields" className={cn("pk:grid pk:gap-4", className)} {...props}>
      {fields.map((field) => (
        <React.Fragment key={field.name}>
          <RecordField field={field} />
          {confirmsPassword(collection, field) && isEditable(field, isNew) ? (
            <RecordField
              field={{ name: PASSWORD_CONFIRM, type: "password", required: field.required }}
              label={labelOf(PASSWORD_CONFIRM)}
            />
          ) : null}
        </React.Fragment>
      ))}
    </div>
  );
}

export { RecordFormFields };
export type { RecordFormFieldsProps };
