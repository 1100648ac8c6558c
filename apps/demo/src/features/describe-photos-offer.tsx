import { useCount } from "@pocketkit/hooks";
import { Button } from "@pocketkit/ui";

import { useGalleryConfig } from "../gallery-config";
import { SparklesIcon } from "../icons";
import { BEING_DESCRIBED, WITHOUT_ALT_TEXT } from "./alt-text-query";
import { inLibrary } from "./library-query";
import { photoCountText } from "./photo-count";
import { useDescribePhotos } from "./use-describe-photos";

/**
 * The library's offer to have AI write alt text for the photos that have none (older photos, or
 * ones it failed on; new ones get theirs on their own): "Describe 37 photos without alt text",
 * and then how many are being described, both counted live. Nothing at all when AI is off: the
 * photo page says so where AI would help.
 */
export function DescribePhotosOffer() {
  const ai = useGalleryConfig()?.ai === true;
  const without = useCount("images", { filter: inLibrary(WITHOUT_ALT_TEXT), realtime: true, enabled: ai });
  const writing = useCount("images", { filter: inLibrary(BEING_DESCRIBED), realtime: true, enabled: ai });
  const { pending, error, describe } = useDescribePhotos();
  if (!ai) return null;
  const waiting = without.data ?? 0;
  const busy = writing.data ?? 0;
  return (
    <div
      data-slot="describe-photos-offer"
      // Nothing to show: no room taken under the count (the live region stays, out of the flow).
      data-empty={(waiting === 0 && busy === 0 && !error) || undefined}
      className="pk:mt-2 pk:flex pk:flex-wrap pk:items-center pk:gap-x-3 pk:gap-y-2 pk:text-sm pk:data-empty:mt-0"
    >
      {waiting > 0 && (
        <Button variant="outline" size="sm" disabled={pending} onClick={() => describe()}>
          <SparklesIcon aria-hidden className="pk:size-4" />
          Describe {photoCountText(waiting)} without alt text
        </Button>
      )}
      {error && (
        <p role="alert" className="pk:m-0 pk:font-medium pk:text-destructive">
          {error}
        </p>
      )}
      {/* A live region that stays in place, so that the count is announced as it changes. */}
      <p role="status" className="pk:m-0 pk:text-muted-foreground pk:empty:absolute">
        {busy > 0 ? `Writing alt text for ${photoCountText(busy)}…` : ""}
      </p>
    </div>
  );
}
