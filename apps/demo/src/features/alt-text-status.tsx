import { Button } from "@pocketkit/ui";

import { CircleAlertIcon, CircleHelpIcon, LoaderCircleIcon, SparklesIcon } from "../icons";
import type { ImagesRecord } from "../pocketbase-types";
import { useDescribePhotos } from "./use-describe-photos";

/**
 * Where the AI's alt text for a photo stands, in words, under its Alt text field: being written
 * (also while it waits for its turn or a retry), written by AI, failed (with the reason and Try
 * again), or the AI wasn't sure. Follows the photo live (the page follows its record). A polite
 * live region that is always there (taken out of the layout while empty, never hidden), so that a
 * change is announced; empty when there is nothing to say (a person's alt text, a photo never
 * described).
 */
export function AltTextStatus({ image, id }: { image: ImagesRecord; id?: string }) {
  const { pending, error, describe } = useDescribePhotos();
  const status = image.alt_status;
  const retrying = status === "pending" && image.alt_error !== "";
  return (
    <div
      id={id}
      role="status"
      data-slot="alt-text-status"
      data-status={status || undefined}
      className="pk:text-sm pk:text-muted-foreground pk:empty:absolute"
    >
      {(status === "pending" || status === "running") && (
        <p className="pk:m-0 pk:flex pk:items-start pk:gap-2">
          <LoaderCircleIcon
            aria-hidden
            className="pk:mt-0.5 pk:size-4 pk:shrink-0 pk:motion-safe:animate-spin"
          />
          <span>
            Writing alt text…
            {retrying && ` ${image.alt_error} Trying again shortly.`}
          </span>
        </p>
      )}
      {status === "done" && (
        <p className="pk:m-0 pk:flex pk:items-start pk:gap-2">
          <SparklesIcon aria-hidden className="pk:mt-0.5 pk:size-4 pk:shrink-0" />
          <span>Alt text written by AI</span>
        </p>
      )}
      {status === "skipped" && (
        <p className="pk:m-0 pk:flex pk:items-start pk:gap-2">
          <CircleHelpIcon aria-hidden className="pk:mt-0.5 pk:size-4 pk:shrink-0" />
          <span>AI wasn't sure; add alt text yourself</span>
        </p>
      )}
      {status === "failed" && (
        <div className="pk:flex pk:items-start pk:gap-2">
          <CircleAlertIcon aria-hidden className="pk:mt-0.5 pk:size-4 pk:shrink-0 pk:text-destructive" />
          <div className="pk:grid pk:min-w-0 pk:justify-items-start pk:gap-2">
            <p className="pk:m-0">
              <span className="pk:font-medium pk:text-destructive">AI couldn't describe this photo.</span>
              {image.alt_error && ` ${image.alt_error}`}
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() => describe([image.id])}
            >
              Try again
            </Button>
            {error && <p className="pk:m-0 pk:font-medium pk:text-destructive">{error}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
