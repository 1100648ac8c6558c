import { Button, type ButtonProps } from "@pocketkit/ui";
import { lazy, Suspense, useState } from "react";

import { ShareIcon } from "../icons";
import type { ShareTarget } from "./share-dialog";

// The dialog's code loads with the first click: most visits share nothing.
const ShareDialog = lazy(async () => ({ default: (await import("./share-dialog")).ShareDialog }));

/** "Share": opens the dialog that makes a share link for `target`. */
export function ShareButton({ target, ...props }: { target: ShareTarget } & Omit<ButtonProps, "onClick">) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so that the dialog can animate out when it closes.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        {...props}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ShareIcon aria-hidden className="pk:size-4" />
        Share
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ShareDialog target={target} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
