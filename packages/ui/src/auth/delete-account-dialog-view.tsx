import type { PocketkitError } from "@pocketkit/client";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authEn } from "./messages";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../overlays/dialog";
import { Button } from "../primitives/button";
import { AuthAlert, AuthTextField } from "./auth-parts";
import { errorText } from "./sign-in-steps";

type DeleteAccountDialogViewProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The account's email, typed again to confirm: a deletion can't be undone. */
  email: string;
  /** @default false */
  pending?: boolean;
  error?: PocketkitError | string | null;
  /** Called once the email was typed as it is and Delete was pressed. */
  onConfirm?: () => void;
};

/**
 * Asks before an account is deleted for good, as pure props: says what goes with it, and asks
 * for the account's email to be typed, so that a stray click or Enter deletes nothing.
 *
 * @example
 * <DeleteAccountDialogView open={open} onOpenChange={setOpen} email={user.email} onConfirm={remove} />
 */
function DeleteAccountDialogView({
  open,
  onOpenChange,
  email,
  pending = false,
  error,
  onConfirm,
}: DeleteAccountDialogViewProps) {
  const t = useCatalogue(authEn);
  const [typed, setTyped] = React.useState("");
  const matches = typed.trim().toLowerCase() === email.toLowerCase() && email !== "";
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped("");
        onOpenChange?.(next);
      }}
    >
      <DialogContent data-slot="delete-account-dialog">
        <form
          noValidate
          className="pk:grid pk:gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches && !pending) onConfirm?.();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t("auth.deleteAccount.title")}</DialogTitle>
            <DialogDescription>{t("auth.deleteAccount.description")}</DialogDescription>
          </DialogHeader>
          <AuthTextField
            label={t("auth.deleteAccount.confirmLabel", { email })}
            name="confirmEmail"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <AuthAlert>{errorText(error, t, "form")}</AuthAlert>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange?.(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches} loading={pending}>
              {t("auth.deleteAccount.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { DeleteAccountDialogView };
export type { DeleteAccountDialogViewProps };
