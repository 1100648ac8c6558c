import type { PocketkitError } from "@pocketkit/client";

import { useCatalogue } from "../i18n/messages-context";
import { cn } from "../lib/cn";
import { Button } from "../primitives/button";

interface RecordLoadFailureProps {
  error: PocketkitError;
  /** What to say when the record isn't there, or isn't this person's to see. */
  notFound: string;
  /** What to say for any other failure, which Retry may mend. */
  failed: string;
  onRetry: () => void;
  className?: string;
}

/**
 * A connected record component's load that failed: a record that is gone (or hidden by its rules)
 * is said plainly, with nothing to retry; any other failure offers Retry.
 */
export function RecordLoadFailure({ error, notFound, failed, onRetry, className }: RecordLoadFailureProps) {
  const t = useCatalogue({});
  const missing = error.kind === "not_found" || error.kind === "forbidden";
  return (
    <div role="alert" className={cn("pk:grid pk:justify-items-start pk:gap-3 pk:font-sans", className)}>
      <p className="pk:m-0 pk:text-sm pk:text-destructive">{missing ? notFound : failed}</p>
      {missing ? null : (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      )}
    </div>
  );
}
