import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "@pocketkit/ui";

import type { MetadataFieldsRecord } from "../pocketbase-types";
import { CustomFieldForm } from "./custom-field-form";

interface CustomFieldEditDialogProps {
  /** The field to edit; the dialog is open while there is one. */
  field: MetadataFieldsRecord | undefined;
  /** The names of the person's other fields. */
  takenNames: readonly string[];
  onClose: () => void;
}

/** Renames a custom field or changes a list's choices; values on photos stay with the field. */
export function CustomFieldEditDialog({ field, takenNames, onClose }: CustomFieldEditDialogProps) {
  return (
    <Dialog open={field !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {field ? (
          <>
            <DialogHeader>
              <DialogTitle>Edit “{field.name}”</DialogTitle>
              <DialogDescription>
                Photos keep their values when you rename it.
                {field.type === "select" ? " A choice you remove stays on the photos that have it." : ""}
              </DialogDescription>
            </DialogHeader>
            <CustomFieldForm
              // Another field is another form: nothing typed for one is kept for the next.
              key={field.id}
              field={field}
              takenNames={takenNames}
              onSaved={(saved) => {
                toast({ title: `Field “${saved.name}” saved` });
                onClose();
              }}
              actions={
                <Button variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
              }
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
