import type { PocketkitError } from "@pocketkit/client";
import { usePocketkit } from "@pocketkit/hooks";
import { Button, Checkbox, Label } from "@pocketkit/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";

import { CircleAlertIcon, LoaderCircleIcon, SparklesIcon } from "../icons";
import { suggestTags } from "./suggest-tags";

export interface TagSuggestionsProps {
  imageId: string;
  /** What the model is told beside the photo. */
  prompt: string;
  /** The photo's tags as the form holds them now: suggestions it has already are not offered. */
  tags: string[];
  /** Called with the suggestions the person ticked. */
  onAdd: (tags: string[]) => void;
}

/**
 * AI tag suggestions for a photo, offered as checkboxes: the person ticks the ones to keep and
 * adds them to the form's tags (saved with the form). The server has checked the list against
 * the Gallery's tag rules; an answer that was no such list is said in words, with Try again.
 */
export function TagSuggestions({ imageId, prompt, tags, onAdd }: TagSuggestionsProps) {
  const { pb } = usePocketkit();
  const labelId = useId();
  const controller = useRef<AbortController | undefined>(undefined);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const suggestions = useMutation<string[], PocketkitError>({
    mutationFn: () => {
      controller.current = new AbortController();
      return suggestTags({ imageId, prompt, token: pb.authStore.token, signal: controller.current.signal });
    },
    onMutate: () => setChosen(new Set()),
  });
  // Leaving the photo stops the request, and with it the provider's.
  useEffect(() => () => controller.current?.abort(), []);
  const offered = (suggestions.data ?? []).filter((tag) => !tags.includes(tag));
  const stopped = suggestions.error?.kind === "aborted";
  const reset = () => {
    suggestions.reset();
    setChosen(new Set());
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-slot="tag-suggestions"
      className="pk:grid pk:min-w-0 pk:gap-3 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:bg-background pk:p-4 pk:text-sm pk:shadow-sm"
    >
      {/* Headed as the kit's CompletionPanel is, beside which it sits. */}
      <div className="pk:flex pk:flex-wrap pk:items-center pk:justify-between pk:gap-2">
        <p id={labelId} className="pk:m-0 pk:flex pk:items-center pk:gap-2 pk:font-semibold">
          <SparklesIcon aria-hidden className="pk:size-4 pk:shrink-0 pk:text-primary" />
          Tag suggestions
        </p>
        <p
          role="status"
          className="pk:m-0 pk:flex pk:items-center pk:gap-1.5 pk:text-xs pk:text-muted-foreground"
        >
          {suggestions.isPending && (
            <>
              <LoaderCircleIcon aria-hidden className="pk:size-3.5 pk:motion-safe:animate-spin" />
              Suggesting…
            </>
          )}
        </p>
      </div>

      {suggestions.isSuccess &&
        (offered.length > 0 ? (
          <fieldset className="pk:m-0 pk:grid pk:min-w-0 pk:gap-2 pk:border-0 pk:p-0">
            <legend className="pk:mb-2 pk:p-0 pk:text-muted-foreground">Tick the tags to add</legend>
            <ul className="pk:m-0 pk:flex pk:list-none pk:flex-wrap pk:gap-x-4 pk:gap-y-2 pk:p-0">
              {offered.map((tag) => {
                const id = `${labelId}-${tag}`;
                return (
                  <li key={tag} className="pk:flex pk:min-w-0 pk:items-center pk:gap-2">
                    <Checkbox
                      id={id}
                      checked={chosen.has(tag)}
                      onCheckedChange={(checked) => {
                        const next = new Set(chosen);
                        if (checked === true) next.add(tag);
                        else next.delete(tag);
                        setChosen(next);
                      }}
                    />
                    <Label htmlFor={id} className="pk:break-all pk:font-normal">
                      {tag}
                    </Label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : (
          <p className="pk:m-0 pk:text-muted-foreground">No new tags to suggest: the photo has them all.</p>
        ))}

      {suggestions.isError && !stopped && (
        <p role="alert" className="pk:m-0 pk:flex pk:items-start pk:gap-2 pk:font-medium pk:text-destructive">
          <CircleAlertIcon aria-hidden className="pk:mt-0.5 pk:size-4 pk:shrink-0" />
          <span className="pk:min-w-0 pk:break-words">{suggestions.error.message}</span>
        </p>
      )}

      <div className="pk:flex pk:flex-wrap pk:gap-2">
        {suggestions.isPending ? (
          <Button type="button" variant="outline" size="sm" onClick={() => controller.current?.abort()}>
            Stop
          </Button>
        ) : suggestions.isSuccess && offered.length > 0 ? (
          <>
            <Button
              type="button"
              size="sm"
              disabled={chosen.size === 0}
              onClick={() => {
                onAdd(offered.filter((tag) => chosen.has(tag)));
                reset();
              }}
            >
              {chosen.size === 1 ? "Add 1 tag" : chosen.size > 1 ? `Add ${chosen.size} tags` : "Add tags"}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={reset}>
              Dismiss
            </Button>
          </>
        ) : suggestions.isError && !stopped ? (
          <Button type="button" variant="outline" size="sm" onClick={() => suggestions.mutate()}>
            Try again
          </Button>
        ) : (
          <Button type="button" size="sm" onClick={() => suggestions.mutate()}>
            <SparklesIcon aria-hidden className="pk:size-4" />
            Suggest tags
          </Button>
        )}
      </div>
    </div>
  );
}
