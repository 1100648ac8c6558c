import { useAuth, useDeleteAccount } from "@pocketkit/hooks";

import { DeleteAccountDialogView, type DeleteAccountDialogViewProps } from "./delete-account-dialog-view";

type DeleteAccountDialogProps = Omit<
  DeleteAccountDialogViewProps,
  "email" | "pending" | "error" | "onConfirm"
> & {
  /** The auth collection. @default "users" */
  collection?: string;
  /** Called once the account is gone and this device signed out (send the person somewhere). */
  onDeleted?: () => void;
};

/**
 * Deletes the signed-in person's account after they type its email (`useDeleteAccount`), then
 * signs out. Renders nothing while nobody is signed in.
 *
 * @example
 * <DeleteAccountDialog open={open} onOpenChange={setOpen} onDeleted={() => navigate("/")} />
 */
function DeleteAccountDialog({ collection = "users", onDeleted, ...props }: DeleteAccountDialogProps) {
  const { user } = useAuth();
  const remove = useDeleteAccount({ collection });
  if (!user) return null;
  return (
    <DeleteAccountDialogView
      {...props}
      email={typeof user.email === "string" ? user.email : ""}
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => onDeleted?.() })}
    />
  );
}

export { DeleteAccountDialog };
export type { DeleteAccountDialogProps };
