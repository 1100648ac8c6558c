import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useState, type FormEvent } from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "../../primitives/field";
import { Input } from "../../primitives/input";
import { adminErrorMessage } from "../admin-error";
import { AdminFormDialog } from "../admin-form-dialog";

interface BackupCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Makes the backup; `name` is `undefined` for PocketBase's own (`pb_backup_…zip`). */
  onCreate: (name: string | undefined) => Promise<unknown>;
}

const NAME = /^[a-z0-9_-]+\.zip$/;

/** Asks for an optional file name, checks it as PocketBase does, and makes the backup. */
function BackupCreateDialog({ open, onOpenChange, onCreate }: BackupCreateDialogProps) {
  const t = useCatalogue(adminEn);
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  const [nameError, setNameError] = useState("");
  const [error, setError] = useState<PocketkitError | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    setError(null);
    if (trimmed && !NAME.test(trimmed)) {
      setNameError(t("admin.backups.create.nameInvalid"));
      return;
    }
    setNameError("");
    setPending(true);
    try {
      await onCreate(trimmed || undefined);
      setName("");
      onOpenChange(false);
    } catch (caught) {
      if (!isPocketkitError(caught)) throw caught;
      if (caught.fieldErrors.name) setNameError(caught.fieldErrors.name.message);
      else setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <AdminFormDialog
      data-slot="backup-create-dialog"
      open={open}
      onOpenChange={onOpenChange}
      title={t("admin.backups.create.title")}
      description={t("admin.backups.create.description")}
      submitLabel={t("admin.backups.create.submit")}
      pending={pending}
      error={error && adminErrorMessage(error, t)}
      onSubmit={(event) => void create(event)}
    >
      <Field>
        <FieldLabel>{t("admin.backups.create.name")}</FieldLabel>
        <FieldControl>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="before-import.zip"
            autoComplete="off"
            spellCheck={false}
          />
        </FieldControl>
        <FieldHint>{t("admin.backups.create.nameHint")}</FieldHint>
        <FieldError>{nameError}</FieldError>
      </Field>
    </AdminFormDialog>
  );
}

export { BackupCreateDialog };
export type { BackupCreateDialogProps };
