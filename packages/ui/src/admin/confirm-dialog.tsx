import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import { useState, type ReactNode } from "react";

import { useCatalogue } from "../i18n/messages-context";
import { adminEn } from "./messages";
import { Dialog, DialogContent } from "../overlays/dialog";
import { Button } from "../primitives/button";
import { AdminDialogFooter, AdminDialogHeader } from "./admin-dialog-parts";
import { adminErrorMessage } from "./admin-error";
import { AdminAlert } from "./admin-states";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the dialog closes when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown>;
  /** Your own sentence for a failure; `undefined` for the admin screens' usual one. */
  describeError?: (error: PocketkitError) => string | undefined;
  /**
   * Where focus goes when the dialog has closed; call `event.preventDefault()` and move it
   * yourself. Without it focus goes back to the element that opened the dialog.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before something that cannot be undone; the destructive button is never the default focus. */
function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  describeError,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const t = useCatalogue(adminEn);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<PocketkitError | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (caught) {
      if (!isPocketkitError(caught)) throw caught;
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
        if (!next) setError(null);
      }}
    >
      <DialogContent data-slot="admin-confirm-dialog" role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <AdminDialogHeader title={title} description={description} titleClassName="pk:break-words" />
        <AdminAlert>{error && (describeError?.(error) ?? adminErrorMessage(error, t))}</AdminAlert>
        <AdminDialogFooter pending={pending}>
          <Button variant="destructive" loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </AdminDialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { ConfirmDialog };
export type { ConfirmDialogProps };
