import type { ReactNode } from "react";

import { MinusIcon, PlusIcon, ScanIcon } from "../../lib/icons";
import { useCatalogue } from "../../i18n/messages-context";
import { cn } from "../../lib/cn";
import { buttonVariants } from "../../primitives/button";
import { mapEn } from "./map-messages";

interface PhotoMapControlsProps {
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  /** Shows every photo; none when there are none. */
  onShowAll: (() => void) | undefined;
}

// Unavailable buttons stay focusable (aria-disabled, not disabled): pressing Zoom in until the
// closest zoom does not drop the keyboard's focus on the page's body.
const controlClassName = cn(
  buttonVariants({ variant: "outline", size: "icon" }),
  "pk:size-10 pk:shadow-md pk:aria-disabled:cursor-not-allowed pk:aria-disabled:text-muted-foreground",
);

/** Zoom in, zoom out and show all, at the map's top right corner, as on every web map. */
export function PhotoMapControls({
  canZoomIn,
  canZoomOut,
  onZoomIn,
  onZoomOut,
  onShowAll,
}: PhotoMapControlsProps) {
  const t = useCatalogue(mapEn);
  const control = (label: string, enabled: boolean, onClick: () => void, icon: ReactNode) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={!enabled || undefined}
      className={controlClassName}
      onClick={() => enabled && onClick()}
    >
      {icon}
    </button>
  );
  return (
    <div
      data-slot="photo-map-controls"
      className="pk:absolute pk:top-3 pk:right-3 pk:z-20 pk:flex pk:flex-col pk:gap-2"
    >
      {control(t("media.map.zoomIn"), canZoomIn, onZoomIn, <PlusIcon aria-hidden className="pk:size-5" />)}
      {control(
        t("media.map.zoomOut"),
        canZoomOut,
        onZoomOut,
        <MinusIcon aria-hidden className="pk:size-5" />,
      )}
      {onShowAll &&
        control(t("media.map.showAll"), true, onShowAll, <ScanIcon aria-hidden className="pk:size-5" />)}
    </div>
  );
}
