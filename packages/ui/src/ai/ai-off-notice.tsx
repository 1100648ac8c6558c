import { PowerOffIcon } from "../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { aiEn } from "./messages";
import { cn } from "../lib/cn";

type AiOffNoticeProps = Omit<React.ComponentProps<"p">, "children">;

/**
 * "AI is off: no provider is configured.", with its icon. A page that knows AI is off says it
 * once with this, in place of its `CompletionPanel`s (each would say it again); a panel that
 * alone learns it from the route says it itself, the same way.
 *
 * @example
 * {config.ai ? <CompletionPanel kind="alt" … /> : <AiOffNotice />}
 */
function AiOffNotice({ className, ...props }: AiOffNoticeProps) {
  const t = useCatalogue(aiEn);
  return (
    <p
      data-slot="ai-off-notice"
      className={cn(
        "pk:m-0 pk:flex pk:items-start pk:gap-2 pk:text-sm pk:text-muted-foreground pk:outline-none",
        className,
      )}
      {...props}
    >
      <PowerOffIcon aria-hidden className="pk:mt-0.5 pk:size-4 pk:shrink-0" />
      <span>{t("ai.error.notConfigured")}</span>
    </p>
  );
}

export { AiOffNotice };
export type { AiOffNoticeProps };
