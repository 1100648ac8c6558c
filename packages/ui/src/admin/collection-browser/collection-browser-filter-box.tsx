import { isPocketkitError, type CollectionSchema } from "@pocketkit/client";
import { FilterIcon, XIcon } from "../../lib/icons";
import { useState } from "react";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "../../primitives/field";
import { Input } from "../../primitives/input";
import { diagnoseFilter, filterProblemMessage } from "./collection-browser-filter";

type CollectionBrowserFilterBoxProps = Omit<React.ComponentProps<"form">, "onSubmit"> & {
  collection: CollectionSchema;
  /** The applied expression. */
  filter: string;
  onFilterChange: (filter: string) => void;
  /** The server's refusal of `filter`, shown under the box. */
  error?: unknown;
  disabled?: boolean;
};

/**
 * A PocketBase filter expression, applied on Enter or with the button. What was typed stays in
 * the box whatever the server says; a refusal is explained under it: the server's own words, the
 * likely problem where reading the expression finds one, and a reminder of the syntax.
 */
function CollectionBrowserFilterBox({
  collection,
  filter,
  onFilterChange,
  error,
  disabled = false,
  className,
  ...props
}: CollectionBrowserFilterBoxProps) {
  const t = useCatalogue(adminEn);
  const [draft, setDraft] = useState(filter);
  // A filter set from outside (the URL, another collection) shows its own expression.
  const [applied, setApplied] = useState(filter);
  if (filter !== applied) {
    setApplied(filter);
    setDraft(filter);
  }

  const problem = error ? diagnoseFilter(filter, collection) : undefined;
  const serverDetail =
    isPocketkitError(error) || error instanceof Error ? error.message : String(error ?? "");

  return (
    <form
      data-slot="collection-browser-filter"
      data-invalid={error ? "" : undefined}
      role="search"
      aria-label={t("admin.collections.filter.label")}
      className={cn("pk:grid pk:gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onFilterChange(draft.trim());
      }}
      {...props}
    >
      <Field disabled={disabled}>
        <FieldLabel>{t("admin.collections.filter.label")}</FieldLabel>
        <div className="pk:flex pk:flex-wrap pk:items-center pk:gap-2">
          <FieldControl>
            <Input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t("admin.collections.filter.placeholder")}
              spellCheck={false}
              autoCapitalize="off"
              autoComplete="off"
              className="pk:min-w-48 pk:flex-1 pk:font-mono"
            />
          </FieldControl>
          <Button type="submit" variant="secondary" disabled={disabled}>
            <FilterIcon aria-hidden className="pk:size-4" />
            {t("admin.collections.filter.apply")}
          </Button>
          {(draft !== "" || filter !== "") && (
            <Button
              type="button"
              variant="ghost"
              disabled={disabled}
              onClick={() => {
                setDraft("");
                onFilterChange("");
              }}
            >
              <XIcon aria-hidden className="pk:size-4" />
              {t("admin.collections.filter.clear")}
            </Button>
          )}
        </div>
        {!error && <FieldHint>{t("admin.collections.filter.hint")}</FieldHint>}
        <FieldError data-slot="collection-browser-filter-error" className="pk:grid pk:gap-1">
          {error ? (
            <>
              <span className="pk:break-words">
                {t("admin.collections.filter.invalid", { detail: serverDetail })}
              </span>
              {problem && (
                <span className="pk:break-words">
                  {t("admin.collections.filter.likely", { problem: filterProblemMessage(problem, t) })}
                </span>
              )}
              <span className="pk:font-normal pk:text-muted-foreground">
                {t("admin.collections.filter.syntax")}
              </span>
            </>
          ) : null}
        </FieldError>
      </Field>
    </form>
  );
}

export { CollectionBrowserFilterBox };
export type { CollectionBrowserFilterBoxProps };
