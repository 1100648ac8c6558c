import { Button, buttonVariants } from "@pocketkit/ui";

import { DownloadIcon, InfoIcon } from "../icons";

// The viewer's toolbar buttons that the library's viewer and a share link's viewer both have:
// icons alone, their names kept for assistive technology and shown as tooltips.

/** Shows or hides the info panel beside (or below) the photo. */
export function InfoToggle({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Info"
      title="Info"
      aria-pressed={open}
      onClick={() => onOpenChange(!open)}
    >
      <InfoIcon aria-hidden className="pk:size-4" />
    </Button>
  );
}

/** Downloads the photo's file from `href`; shown disabled while there is none yet (a file token on its way). */
export function DownloadOriginal({
  href,
  label = "Download original",
}: {
  href: string | undefined;
  label?: string;
}) {
  if (!href) {
    return (
      <Button variant="ghost" size="icon" aria-label={label} disabled>
        <DownloadIcon aria-hidden className="pk:size-4" />
      </Button>
    );
  }
  return (
    <a
      href={href}
      download
      aria-label={label}
      title={label}
      className={buttonVariants({ variant: "ghost", size: "icon" })}
    >
      <DownloadIcon aria-hidden className="pk:size-4" />
    </a>
  );
}
