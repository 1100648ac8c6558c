import { FilterIcon, XIcon } from "../../lib/icons";
import { useState, type FormEvent } from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Button } from "../../primitives/button";
import { Field, FieldControl, FieldError, FieldLabel } from "../../primitives/field";
import { Input } from "../../primitives/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../primitives/select";
import { isValidStatusFilter, LOG_LEVELS, type LogFilters, type LogLevelName } from "./logs-filter";

interface LogsFilterBarProps {
  /** The filters in force; the bar edits a copy until Apply. */
  filters: LogFilters;
  onApply: (filters: LogFilters) => void;
  disabled?: boolean;
}

const ANY = "any";

/** Level, status, URL and dates, applied together with Apply (or Enter in any field). */
function LogsFilterBar({ filters, onApply, disabled = false }: LogsFilterBarProps) {
  const t = useCatalogue(adminEn);
  const [draft, setDraft] = useState<LogFilters>(filters);
  const [checked, setChecked] = useState(false);
  // Filters set from outside (a link, Clear elsewhere) replace the draft; no remount, so focus stays.
  const [shown, setShown] = useState(filters);
  if (JSON.stringify(shown) !== JSON.stringify(filters)) {
    setShown(filters);
    setDraft(filters);
  }
  const statusError =
    checked && !isValidStatusFilter(draft.status) ? t("admin.logs.filters.statusInvalid") : "";
  const datesError =
    checked && draft.from && draft.to && draft.to < draft.from ? t("admin.logs.filters.datesInvalid") : "";
  const set = (patch: Partial<LogFilters>) => setDraft((current) => ({ ...current, ...patch }));

  function apply(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!isValidStatusFilter(draft.status) || (draft.from && draft.to && draft.to < draft.from)) return;
    onApply(clean(draft));
  }

  return (
    <form
      data-slot="logs-filter-bar"
      role="search"
      aria-label={t("admin.logs.filters.label")}
      noValidate
      onSubmit={apply}
      className="pk:grid pk:grid-cols-1 pk:items-start pk:gap-3 pk:@lg:grid-cols-2 pk:@4xl:grid-cols-[10rem_9rem_minmax(10rem,1fr)_10rem_10rem] pk:@6xl:grid-cols-[10rem_9rem_minmax(10rem,1fr)_10rem_10rem_auto]"
    >
      <Field disabled={disabled}>
        <FieldLabel>{t("admin.logs.filters.level")}</FieldLabel>
        <Select
          value={draft.level ?? ANY}
          onValueChange={(value) => set({ level: value === ANY ? undefined : (value as LogLevelName) })}
          disabled={disabled}
        >
          <FieldControl>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            <SelectItem value={ANY}>{t("admin.logs.filters.anyLevel")}</SelectItem>
            {(Object.keys(LOG_LEVELS) as LogLevelName[]).map((level) => (
              <SelectItem key={level} value={level}>
                {t(`admin.logs.level.${level}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field disabled={disabled}>
        <FieldLabel>{t("admin.logs.filters.status")}</FieldLabel>
        <FieldControl>
          <Input
            value={draft.status ?? ""}
            onChange={(event) => set({ status: event.target.value })}
            placeholder={t("admin.logs.filters.statusPlaceholder")}
            inputMode="text"
            autoComplete="off"
          />
        </FieldControl>
        <FieldError>{statusError}</FieldError>
      </Field>
      <Field disabled={disabled}>
        <FieldLabel>{t("admin.logs.filters.url")}</FieldLabel>
        <FieldControl>
          <Input
            type="search"
            dir="ltr"
            value={draft.url ?? ""}
            onChange={(event) => set({ url: event.target.value })}
            placeholder={t("admin.logs.filters.urlPlaceholder")}
            autoComplete="off"
          />
        </FieldControl>
      </Field>
      <Field disabled={disabled}>
        <FieldLabel>{t("admin.logs.filters.from")}</FieldLabel>
        <FieldControl>
          <Input
            type="date"
            value={draft.from ?? ""}
            onChange={(event) => set({ from: event.target.value })}
          />
        </FieldControl>
      </Field>
      <Field disabled={disabled}>
        <FieldLabel>{t("admin.logs.filters.to")}</FieldLabel>
        <FieldControl>
          <Input type="date" value={draft.to ?? ""} onChange={(event) => set({ to: event.target.value })} />
        </FieldControl>
        <FieldError>{datesError}</FieldError>
      </Field>
      <div className="pk:flex pk:gap-2 pk:self-end pk:@lg:col-span-2 pk:@4xl:col-span-5 pk:@6xl:col-span-1">
        <Button type="submit" disabled={disabled}>
          <FilterIcon aria-hidden className="pk:size-4" />
          {t("admin.logs.filters.apply")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={disabled}
          onClick={() => {
            setDraft({});
            setChecked(false);
            onApply({});
          }}
        >
          <XIcon aria-hidden className="pk:size-4" />
          {t("admin.logs.filters.clear")}
        </Button>
      </div>
    </form>
  );
}

/** Without empty values, so that "no filter" is always `{}`. */
function clean(filters: LogFilters): LogFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => typeof value === "string" && value.trim() !== ""),
  ) as LogFilters;
}

export { LogsFilterBar };
export type { LogsFilterBarProps };
