import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authEn } from "./messages";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../overlays/dropdown-menu";
import {
  accountMenuTriggerClassName,
  AccountMenuTriggerContent,
  type AccountMenuUser,
} from "./account-menu-trigger";

/** One of the app's own entries in the menu. */
export interface AccountMenuItem {
  label: React.ReactNode;
  onSelect: () => void;
}

export type { AccountMenuUser };

type AccountMenuViewProps = React.ComponentProps<typeof DropdownMenu> & {
  user: AccountMenuUser;
  /**
   * The app's own entries, between the account and "Sign out". As data, they let the connected
   * `AccountMenu` load the menu's code only when it is opened.
   */
  items?: readonly AccountMenuItem[];
  /** More of the app's own entries (`DropdownMenuItem`s), after `items`. */
  children?: React.ReactNode;
  onSignOut?: () => void;
  /** Which side of the trigger the menu lines up with. @default "end" */
  align?: "start" | "center" | "end";
  /** Classes for the trigger button. */
  className?: string;
  /**
   * Focus the first item when the menu opens, as Radix does when its trigger is opened by the
   * keyboard. For a menu opened on mount for a key press Radix did not see.
   */
  focusFirstItemOnOpen?: boolean;
};

/**
 * Moves focus to the menu's first item once Radix has focused the menu itself (its focus scope
 * does that in an effect of its own, after this one: hence the frame's wait).
 */
function FocusFirstItem() {
  const marker = React.useRef<HTMLSpanElement>(null);
  React.useEffect(() => {
    const frame = requestAnimationFrame(() =>
      marker.current?.closest("[role=menu]")?.querySelector<HTMLElement>("[role=menuitem]")?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  return <span ref={marker} hidden />;
}

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
  items = [],
  children,
  onSignOut,
  align = "end",
  className,
  focusFirstItemOnOpen = false,
  ...props
}: AccountMenuViewProps) {
  const t = useCatalogue(authEn);
  const hasOwnItems = items.length > 0 || Boolean(children);
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger
        data-slot="account-menu-trigger"
        className={accountMenuTriggerClassName(className)}
      >
        <AccountMenuTriggerContent user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        data-slot="account-menu"
        align={align}
        className="pk:w-64 pk:max-w-[calc(100vw-2rem)]"
      >
        {focusFirstItemOnOpen ? <FocusFirstItem /> : null}
        <DropdownMenuLabel className="pk:flex pk:flex-col pk:gap-0.5 pk:[overflow-wrap:anywhere]">
          {user.name?.trim() ? <span className="pk:text-sm pk:text-foreground">{user.name}</span> : null}
          {user.email ? <span>{user.email}</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hasOwnItems ? (
          <>
            {items.map((item, index) => (
              <DropdownMenuItem key={index} onSelect={item.onSelect}>
                {item.label}
              </DropdownMenuItem>
            ))}
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
