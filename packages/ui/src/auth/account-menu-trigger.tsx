import { ChevronDownIcon } from "../lib/icons";
import { cn } from "../lib/cn";
import { Avatar, AvatarFallback, AvatarImage } from "../primitives/avatar";
import { buttonVariants } from "../primitives/button";

/** Who the menu belongs to. */
export interface AccountMenuUser {
  name?: string;
  email?: string;
  /** The avatar's URL (a thumb is plenty). */
  avatarUrl?: string;
}

/** The name the trigger shows: the person's name, else their email. */
function accountName(user: AccountMenuUser): string {
  return user.name?.trim() || user.email || "";
}

/** The trigger's classes: a ghost button holding the avatar, the name and a chevron. */
function accountMenuTriggerClassName(className?: string): string {
  return cn(
    buttonVariants({ variant: "ghost" }),
    "pk:h-auto! pk:max-w-64 pk:gap-2 pk:py-1 pk:ps-1! pk:max-sm:pe-1!",
    className,
  );
}

/**
 * What the account menu's trigger shows. One component for both triggers: Radix's, and the
 * plain button the connected `AccountMenu` shows until the menu's code has loaded.
 */
function AccountMenuTriggerContent({ user }: { user: AccountMenuUser }) {
  const name = accountName(user);
  return (
    <>
      <Avatar name={name} aria-hidden className="pk:size-8!">
        {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
        <AvatarFallback role="presentation" aria-label={undefined} />
      </Avatar>
      {/* On a phone the avatar alone: the header keeps to one row. The name still names the button. */}
      <span className="pk:min-w-0 pk:truncate pk:max-sm:sr-only">{name}</span>
      <ChevronDownIcon
        aria-hidden
        className="pk:size-4 pk:shrink-0 pk:text-muted-foreground pk:max-sm:hidden"
      />
    </>
  );
}

export { accountMenuTriggerClassName, accountName, AccountMenuTriggerContent };
