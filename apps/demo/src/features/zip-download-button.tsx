import { usePocketkit } from "@pocketkit/hooks";
import { Button, type ButtonProps } from "@pocketkit/ui";

import { DownloadIcon } from "../icons";
import type { ZipTarget } from "./zip-download";

/**
 * "Download": the photos of `target` as one ZIP. The ZIP code (save dialog, progress toast)
 * loads with the first click; most visits download nothing.
 */
export function ZipDownloadButton({
  target,
  ...props
}: { target: ZipTarget } & Omit<ButtonProps, "onClick">) {
  const pocketkit = usePocketkit();
  return (
    <Button
      {...props}
      onClick={() => void import("./zip-download").then(({ downloadZip }) => downloadZip(pocketkit, target))}
    >
      <DownloadIcon aria-hidden className="pk:size-4" />
      Download
    </Button>
  );
}
