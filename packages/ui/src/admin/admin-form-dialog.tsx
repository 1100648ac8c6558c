import type * as React from "react";

import { Dialog, DialogContent } from "../overlays/dialog";
import { Button } from "../primitives/button";
import { AdminDialogFooter, AdminDialogHeader } from "./admin-dialog-parts";
import { AdminAlert } from "./admin-states";

interface AdminFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The submit button's label. */
  submitLabel: React.ReactNode;
  /**
   * The submit is running: its button is busy, Cancel is off, and the dialog cannot be
   * closed (the result would have nowhere to go). @default false
   */
  pending?: boolean;
  /** A failure that belongs to no field, said above the buttons. */
  error?: React.ReactNode;
  /** The form's submit; call `event.preventDefault()`, the browser's own checks are off. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: React.ReactNode;
  /** Names the dialog for styles and tests. @default "admin-form-dialog" */
  "data-slot"?: string;
}

/**
 * A dialog that is a small form: title and description, the fields, a failure that belongs
 * to no field, then Cancel and the submit button.
 *
 * @example
 * <AdminFormDialog open={open} onOpenChange={setOpen} title="New job" description="Runs every hour." submitLabel="Create" pending={pending} onSubmit={create}>
 *   <Field>…</Field>
 * </AdminFormDialog>
 */
function AdminFormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pending = false,
  error,
  onSubmit,
  children,
  "data-slot": slot = "admin-form-dialog",
}: AdminFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent data-slot={slot}>
        <form className="pk:grid pk:gap-4" noValidate onSubmit={onSubmit}>
          <AdminDialogHeader title={title} description={description} />
          {children}
          <AdminAlert>{error}</AdminAlert>
          <AdminDialogFooter pending={pending}>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </AdminDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { AdminFormDialog };
export type { AdminFormDialogProps };
