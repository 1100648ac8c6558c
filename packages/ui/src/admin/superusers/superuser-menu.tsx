import { ChevronDownIcon, CircleUserIcon, LogOutIcon } from "../../lib/icons";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../overlays/dropdown-menu";
import { Button } from "../../primitives/button";

interface SuperuserMenuProps {
  /** The signed-in superuser's email, shown as text. */
  email: string;
  /** Signs out; the item is left out without it. */
  onSignOut?: () => void;
  disabled?: boolean;
}

/** The signed-in superuser, with sign out, in a menu. On narrow screens only an icon shows. */
function SuperuserMenu({ email, onSignOut, disabled = false }: SuperuserMenuProps) {
  const t = useCatalogue(adminEn);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button
          data-slot="superuser-menu-trigger"
          variant="ghost"
          size="sm"
          aria-label={t("admin.shell.accountMenu", { email })}
          className="pk:max-w-64 pk:px-2"
        >
          <CircleUserIcon aria-hidden className="pk:size-5 pk:shrink-0" />
          <span className="pk:hidden pk:truncate pk:@xl:inline">{email}</span>
          <ChevronDownIcon aria-hidden className="pk:size-4 pk:shrink-0 pk:opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="pk:max-w-80">
        <DropdownMenuLabel className="pk:grid pk:gap-0.5">
          <span>{t("admin.shell.signedInAs")}</span>
          <span className="pk:truncate pk:text-sm pk:font-normal pk:text-foreground">{email}</span>
        </DropdownMenuLabel>
        {onSignOut && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onSignOut}>
              <LogOutIcon aria-hidden />
              {t("admin.shell.signOut")}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { SuperuserMenu };
export type { SuperuserMenuProps };
