import { useFullList } from "@pocketkit/hooks";
import { Button, Skeleton, toast } from "@pocketkit/ui";
import { useState } from "react";

import type { MetadataFieldsRecord } from "../pocketbase-types";
import { CustomFieldDeleteDialog } from "./custom-field-delete-dialog";
import { CustomFieldEditDialog } from "./custom-field-edit-dialog";
import { CustomFieldForm } from "./custom-field-form";
import { MAX_CUSTOM_FIELDS } from "./custom-field-rules";
import { CustomFieldsList } from "./custom-fields-list";

/**
 * Settings' custom fields: the person's fields, followed live (another device's changes show
 * here), each with Edit and Delete; below them a form to add one, until there are 30.
 */
export function CustomFieldsSettings() {
  const fields = useFullList("metadata_fields", { sort: "created", realtime: true });
  const [editing, setEditing] = useState<MetadataFieldsRecord>();
  const [deleting, setDeleting] = useState<MetadataFieldsRecord>();

  if (fields.isPending) return <Skeleton className="pk:h-20 pk:w-full" />;
  if (fields.isError) {
    return (
      <div role="alert" className="pk:grid pk:justify-items-start pk:gap-2">
        <p className="pk:m-0 pk:text-destructive">{fields.error.message}</p>
        <Button variant="outline" onClick={() => void fields.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const all = fields.data;
  const namesBut = (field?: MetadataFieldsRecord) =>
    all.filter((other) => other.id !== field?.id).map((other) => other.name);
  const full = all.length >= MAX_CUSTOM_FIELDS;
  return (
    <>
      <CustomFieldsList fields={all} onEdit={setEditing} onDelete={setDeleting} />
      <div className="pk:grid pk:gap-3 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-4">
        <div className="pk:flex pk:flex-wrap pk:items-baseline pk:justify-between pk:gap-x-4 pk:gap-y-1">
          <h3 className="pk:m-0 pk:text-base pk:font-semibold">Add a field</h3>
          <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">
            {all.length} of {MAX_CUSTOM_FIELDS} fields
          </p>
        </div>
        {full ? (
          <p className="pk:m-0 pk:text-sm">
            You have {MAX_CUSTOM_FIELDS} fields, the most there can be. Delete one to add another.
          </p>
        ) : (
          <CustomFieldForm
            takenNames={namesBut()}
            onSaved={(field) => toast({ title: `Field “${field.name}” added` })}
          />
        )}
      </div>
      <CustomFieldEditDialog
        field={editing}
        takenNames={namesBut(editing)}
        onClose={() => setEditing(undefined)}
      />
      <CustomFieldDeleteDialog field={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
