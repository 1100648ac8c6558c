import { ChevronDownIcon } from "../lib/icons";
import type * as React from "react";

import { useMessages } from "./use-messages";
import { cn } from "../lib/cn";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../overlays/dropdown-menu";
import { Avatar, AvatarFallback, AvatarImage } from "../primitives/avatar";
import { buttonVariants } from "../primitives/button";

/** Who the menu belongs to. */
export interface AccountMenuUser {
  name?: string;
  email?: string;
  /** The avatar's URL (a thumb is plenty). */
  avatarUrl?: string;
}

type AccountMenuViewProps = React.ComponentProps<typeof DropdownMenu> & {
  user: AccountMenuUser;
  /** The app's own items (`DropdownMenuItem`s), between the account and "Sign out". */
  children?: React.ReactNode;
  onSignOut?: () => void;
  /** Which side of the trigger the menu lines up with. @default "end" */
  align?: "start" | "center" | "end";
  /** Classes for the trigger button. */
  className?: string;
};

/**
 * The signed-in person's menu, as pure props: their avatar and name on the trigger, their email
 * inside, the app's items, and "Sign out" last. Controlled with `open` / `onOpenChange`, or not.
 *
 * @example
 * <AccountMenuView user={{ name: "Ada Lovelace", email: "ada@example.com" }} onSignOut={signOut}>
 *   <DropdownMenuItem onSelect={() => navigate("/settings")}>Settings</DropdownMenuItem>
 * </AccountMenuView>
 */
function AccountMenuView({
  user,
  children,
  onSignOut,
  align = "end",
  className,
  ...props
}: AccountMenuViewProps) {
  const t = useMessages();
  const name = user.name?.trim() || user.email || "";
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger
        data-slot="account-menu-trigger"
        className={cn(
          buttonVariants({ variant: "ghost" }),
          "pk:h-auto! pk:max-w-64 pk:gap-2 pk:py-1 pk:pl-1!",
          className,
        )}
      >
        <Avatar name={name} aria-hidden className="pk:size-8!">
          {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
          <AvatarFallback role="presentation" aria-label={undefined} />
        </Avatar>
        <span className="pk:min-w-0 pk:truncate">{name}</span>
        <ChevronDownIcon aria-hidden className="pk:size-4 pk:shrink-0 pk:text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        data-slot="account-menu"
        align={align}
        className="pk:w-64 pk:max-w-[calc(100vw-2rem)]"
      >
        <DropdownMenuLabel className="pk:flex pk:flex-col pk:gap-0.5 pk:[overflow-wrap:anywhere]">
          {user.name?.trim() ? <span className="pk:text-sm pk:text-foreground">{user.name}</span> : null}
          {user.email ? <span>{user.email}</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {children ? (
          <>
            {children}
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem data-slot="account-menu-sign-out" onSelect={onSignOut}>
          {t("auth.accountMenu.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { AccountMenuView };
export type { AccountMenuViewProps };
