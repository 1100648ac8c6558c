import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useState, type FormEvent } from "react";

import { useMessages } from "./use-messages";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../overlays/dialog";
import { Button } from "../primitives/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "../primitives/field";
import { Input } from "../primitives/input";
import { adminErrorMessage } from "./admin-error";

interface BackupCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Makes the backup; `name` is `undefined` for PocketBase's own (`pb_backup_…zip`). */
  onCreate: (name: string | undefined) => Promise<unknown>;
}

const NAME = /^[a-z0-9_-]+\.zip$/;

/** Asks for an optional file name, checks it as PocketBase does, and makes the backup. */
function BackupCreateDialog({ open, onOpenChange, onCreate }: BackupCreateDialogProps) {
  const t = useMessages();
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
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent data-slot="backup-create-dialog">
        <form className="pk:grid pk:gap-4" noValidate onSubmit={(event) => void create(event)}>
          <DialogHeader>
            <DialogTitle>{t("admin.backups.create.title")}</DialogTitle>
            <DialogDescription>{t("admin.backups.create.description")}</DialogDescription>
          </DialogHeader>
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
          {error && (
            <p role="alert" className="pk:m-0 pk:text-sm pk:font-medium pk:text-destructive">
              {adminErrorMessage(error, t)}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {t("common.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" loading={pending}>
              {t("admin.backups.create.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { BackupCreateDialog };
export type { BackupCreateDialogProps };
