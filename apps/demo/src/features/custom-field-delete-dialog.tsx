import { useCount, useDelete } from "@pocketkit/hooks";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from "@pocketkit/ui";

import type { MetadataFieldsRecord } from "../pocketbase-types";
import { photoCountText } from "./photo-count";

interface CustomFieldDeleteDialogProps {
  /** The field to delete; the dialog is open while there is one. */
  field: MetadataFieldsRecord | undefined;
  onClose: () => void;
}

/**
 * Asks before a custom field is deleted, and says what becomes of the values photos hold for it:
 * the server removes them with the field (pb_hooks/metadata_fields_delete.pb.js).
 */
export function CustomFieldDeleteDialog({ field, onClose }: CustomFieldDeleteDialogProps) {
  const remove = useDelete("metadata_fields");
  const deleteField = (target: MetadataFieldsRecord) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: `Field “${target.name}” deleted` });
        onClose();
      },
      onError: (error) =>
        toast({
          title: `“${target.name}” could not be deleted`,
          description: error.message,
          variant: "destructive",
        }),
    });
  return (
    <Dialog open={field !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {field ? (
          <>
            <DialogHeader>
              <DialogTitle>Delete “{field.name}”?</DialogTitle>
              <DialogDescription>
                <ValuesOnPhotos fieldId={field.id} /> This can't be undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button variant="destructive" loading={remove.isPending} onClick={() => deleteField(field)}>
                Delete field
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** How many photos (Trash included) hold a value for the field, and that they lose it. */
function ValuesOnPhotos({ fieldId }: { fieldId: string }) {
  // Values are kept under the field's id in each photo's metadata. An id is letters and digits
  // only: nothing to escape.
  const count = useCount("images", { filter: `metadata ~ "${fieldId}"` });
  if (count.data === 0) return <>No photo has a value for it yet.</>;
  if (count.data === undefined) return <>Photos that have a value for it lose that value.</>;
  return (
    <>
      {count.data === 1
        ? "The photo that has a value for it loses that value."
        : `The ${photoCountText(count.data)} that have a value for it lose that value.`}
    </>
  );
}
