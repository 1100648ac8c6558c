import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { LoaderCircleIcon } from "../../lib/icons";
import { mapEn } from "./map-messages";

/** "Loading photos…" at the top of the map while the points are on their way. */
export function PhotoMapLoading() {
  const t = useCatalogue(mapEn);
  return (
    <p
      role="status"
      className="pk:absolute pk:top-3 pk:left-1/2 pk:z-20 pk:m-0 pk:flex pk:-translate-x-1/2 pk:items-center pk:gap-2 pk:whitespace-nowrap pk:rounded-full pk:border pk:border-solid pk:border-border pk:bg-background pk:px-4 pk:py-2 pk:text-sm pk:text-foreground pk:shadow-md"
    >
      <LoaderCircleIcon aria-hidden className="pk:size-4 pk:animate-spin pk:motion-reduce:animate-none" />
      {t("media.map.loading")}
    </p>
  );
}

/** A card in the middle of the map when there is nothing to place; the map stays usable around it. */
export function PhotoMapEmpty({ children }: { children?: React.ReactNode }) {
  const t = useCatalogue(mapEn);
  return (
    <div className="pk:pointer-events-none pk:absolute pk:inset-0 pk:z-10 pk:flex pk:items-center pk:justify-center pk:p-6">
      <div className="pk:pointer-events-auto pk:max-w-sm pk:rounded-lg pk:border pk:border-solid pk:border-border pk:bg-background pk:px-5 pk:py-4 pk:text-center pk:text-sm pk:text-foreground pk:shadow-md">
        {children ?? <p className="pk:m-0">{t("media.map.empty")}</p>}
      </div>
    </div>
  );
}
