import * as AvatarPrimitive from "@radix-ui/react-avatar";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { coreEn } from "../i18n/core-messages";
import { cn } from "../lib/cn";

const AvatarNameContext = React.createContext<string | undefined>(undefined);

type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> & {
  /** Whose avatar it is: names the image ("Avatar of Ada Lovelace") and gives the initials. */
  name?: string;
};

/**
 * A person's picture, or their initials while it loads or when it fails (Radix Avatar).
 *
 * @example
 * <Avatar name="Ada Lovelace">
 *   <AvatarImage src={user.avatarUrl} />
 *   <AvatarFallback />
 * </Avatar>
 */
function Avatar({ className, name, ...props }: AvatarProps) {
  return (
    <AvatarNameContext.Provider value={name}>
      <AvatarPrimitive.Root
        data-slot="avatar"
        className={cn(
          "pk:relative pk:inline-flex pk:size-10 pk:shrink-0 pk:overflow-hidden pk:rounded-full pk:align-middle",
          className,
        )}
        {...props}
      />
    </AvatarNameContext.Provider>
  );
}

type AvatarImageProps = React.ComponentProps<typeof AvatarPrimitive.Image>;

/** The picture, shown once it has loaded. Its `alt` comes from the catalogue ("avatar.fallback"). */
function AvatarImage({ className, alt, ...props }: AvatarImageProps) {
  const t = useCatalogue(coreEn);
  const name = React.useContext(AvatarNameContext);
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      alt={alt ?? (name ? t("avatar.fallback", { name }) : "")}
      className={cn("pk:aspect-square pk:size-full pk:object-cover", className)}
      {...props}
    />
  );
}

type AvatarFallbackProps = React.ComponentProps<typeof AvatarPrimitive.Fallback>;

/**
 * Shown until the image loads, or instead of it. Shows the initials of the avatar's `name` unless
 * given children, and is named like the image would be.
 */
function AvatarFallback({ className, children, ...props }: AvatarFallbackProps) {
  const t = useCatalogue(coreEn);
  const name = React.useContext(AvatarNameContext);
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      role={name ? "img" : undefined}
      aria-label={name ? t("avatar.fallback", { name }) : undefined}
      className={cn(
        "pk:flex pk:size-full pk:items-center pk:justify-center pk:rounded-full pk:bg-muted pk:font-sans pk:text-sm pk:font-medium pk:text-muted-foreground pk:select-none",
        className,
      )}
      {...props}
    >
      {children ?? (name ? initials(name) : null)}
    </AvatarPrimitive.Fallback>
  );
}

// First letters of the first and last word: "Ada King Lovelace" → "AL". Code points, not UTF-16
// units, so that a name starting with an emoji or a rare script keeps its first character whole.
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : "";
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0] : "";
  return `${first ?? ""}${last ?? ""}`.toLocaleUpperCase();
}

export { Avatar, AvatarFallback, AvatarImage };
export type { AvatarFallbackProps, AvatarImageProps, AvatarProps };
