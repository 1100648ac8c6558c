import { useAuth, useFileUrl } from "@pocketkit/hooks";
import { lazy, Suspense, useState, type KeyboardEvent } from "react";

import type { AccountMenuViewProps } from "./account-menu-view";
import { accountMenuTriggerClassName, AccountMenuTriggerContent } from "./account-menu-trigger";

type AccountMenuProps = Omit<AccountMenuViewProps, "user" | "onSignOut" | "focusFirstItemOnOpen"> & {
  /** Called after signing out (to go to the sign-in page, say). */
  onSignedOut?: () => void;
};

// The menu (Radix DropdownMenu, its positioning, its focus handling) is on every signed-in page
// but opened on few visits: its code loads when the pointer comes near the trigger or the
// trigger gets focus, and the trigger is a plain button until the menu is opened.
const loadView = () => import("./account-menu-view");
const AccountMenuView = /* @__PURE__ */ lazy(async () => ({ default: (await loadView()).AccountMenuView }));
const preload = () => void loadView();

// The keys that open a Radix menu from its trigger.
const OPEN_KEYS = /* @__PURE__ */ new Set(["Enter", " ", "ArrowDown"]);

/**
 * The signed-in person's menu, connected: reads who is signed in (`useAuth`), shows their
 * `name`, `email` and `avatar`, and signs out from its last item. Renders nothing while nobody
 * is signed in. Give the app's entries as `items` so that the menu's code loads only when it is
 * opened; `DropdownMenuItem` children work too.
 *
 * @example
 * <AccountMenu
 *   onSignedOut={() => navigate("/sign-in")}
 *   items={[{ label: "Settings", onSelect: () => navigate("/settings") }]}
 * />
 */
function AccountMenu({ onSignedOut, ...props }: AccountMenuProps) {
  const { user, signOut } = useAuth();
  // Avatars are public files (PocketBase's default for the users collection): no token needed.
  const { fileUrl } = useFileUrl();
  // How the menu was first asked for; until then only the trigger is drawn. A controlled or
  // initially open menu needs the real one at once.
  const [opened, setOpened] = useState<"pointer" | "keyboard" | undefined>(
    props.open !== undefined || props.defaultOpen ? "pointer" : undefined,
  );
  if (!user) return null;
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  const avatar = text(user.avatar);
  const person = {
    name: text(user.name),
    email: text(user.email),
    avatarUrl: avatar && fileUrl ? fileUrl(user, avatar, { thumb: "100x100" }) : undefined,
  };

  const trigger = (
    <button
      type="button"
      data-slot="account-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      className={accountMenuTriggerClassName(props.className)}
      onPointerEnter={preload}
      onFocus={preload}
      // Radix opens on pointerdown (a click's first half) and with Enter, Space and ArrowDown.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) setOpened("pointer");
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        setOpened("keyboard");
      }}
    >
      <AccountMenuTriggerContent user={person} />
    </button>
  );
  if (!opened) return trigger;
  return (
    // While its code loads, the same trigger stays in place.
    <Suspense fallback={trigger}>
      <AccountMenuView
        {...props}
        // Opened now: the press that asked for it reached the plain trigger, not Radix's.
        defaultOpen={props.open === undefined ? true : undefined}
        focusFirstItemOnOpen={opened === "keyboard"}
        user={person}
        onSignOut={() => {
          signOut();
          onSignedOut?.();
        }}
      />
    </Suspense>
  );
}

export { AccountMenu };
export type { AccountMenuProps };
