import { fileUrl } from "@pocketkit/client";
import { useAuth, usePocketkit } from "@pocketkit/hooks";

import { AccountMenuView, type AccountMenuViewProps } from "./account-menu-view";

type AccountMenuProps = Omit<AccountMenuViewProps, "user" | "onSignOut"> & {
  /** Called after signing out (to go to the sign-in page, say). */
  onSignedOut?: () => void;
};

/**
 * The signed-in person's menu, connected: reads who is signed in (`useAuth`), shows their
 * `name`, `email` and `avatar`, and signs out from its last item. Renders nothing while nobody
 * is signed in.
 *
 * @example
 * <AccountMenu onSignedOut={() => navigate("/sign-in")}>
 *   <DropdownMenuItem onSelect={() => navigate("/settings")}>Settings</DropdownMenuItem>
 * </AccountMenu>
 */
function AccountMenu({ onSignedOut, ...props }: AccountMenuProps) {
  const { user, signOut } = useAuth();
  const { pb } = usePocketkit();
  if (!user) return null;
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  const avatar = text(user.avatar);
  return (
    <AccountMenuView
      {...props}
      user={{
        name: text(user.name),
        email: text(user.email),
        avatarUrl: avatar ? fileUrl(pb, user, avatar, { thumb: "100x100" }) : undefined,
      }}
      onSignOut={() => {
        signOut();
        onSignedOut?.();
      }}
    />
  );
}

export { AccountMenu };
export type { AccountMenuProps };
