import type { RateLimitRule } from "@pocketkit/hooks";
import { PlusIcon, Trash2Icon } from "../../lib/icons";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Button } from "../../primitives/button";
import { Field, FieldControl, FieldError, FieldLabel } from "../../primitives/field";
import { Input } from "../../primitives/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../primitives/select";
import { SettingSwitch } from "./settings-fields";
import { SettingsSection, useSettingsSection } from "./settings-section";
import type { SettingsTabProps } from "./settings-tabs";

const RULES = "rateLimits.rules";
const AUDIENCES = { everyone: "", guest: "@guest", auth: "@auth" } as const;

function RuleRow({
  rule,
  index,
  onChange,
  onRemove,
}: {
  rule: RateLimitRule;
  index: number;
  onChange: (patch: Partial<RateLimitRule>) => void;
  onRemove: () => void;
}) {
  const t = useCatalogue(adminEn);
  const section = useSettingsSection();
  const path = (field: string) => `${RULES}.${index}.${field}`;
  const audience =
    (Object.keys(AUDIENCES) as (keyof typeof AUDIENCES)[]).find((key) => AUDIENCES[key] === rule.audience) ??
    "everyone";
  const number = (value: string) => (value === "" ? 0 : Number(value));
  return (
    <li
      data-slot="rate-limit-rule"
      className="pk:grid pk:items-start pk:gap-3 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-3 pk:@2xl:grid-cols-[minmax(12rem,2fr)_minmax(8rem,1fr)_7rem_7rem_auto]"
    >
      <Field controlId={section.idFor(path("label"))} disabled={section.disabled}>
        <FieldLabel>{t("admin.settings.rateLimits.label")}</FieldLabel>
        <FieldControl>
          <Input
            value={rule.label}
            onChange={(event) => onChange({ label: event.target.value })}
            placeholder="/api/"
            spellCheck={false}
          />
        </FieldControl>
        <FieldError>{section.error(path("label"))}</FieldError>
      </Field>
      <Field controlId={section.idFor(path("audience"))} disabled={section.disabled}>
        <FieldLabel>{t("admin.settings.rateLimits.audience")}</FieldLabel>
        <Select
          value={audience}
          onValueChange={(value) => onChange({ audience: AUDIENCES[value as keyof typeof AUDIENCES] })}
          disabled={section.disabled}
        >
          <FieldControl>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            {(Object.keys(AUDIENCES) as (keyof typeof AUDIENCES)[]).map((key) => (
              <SelectItem key={key} value={key}>
                {t(`admin.settings.rateLimits.audiences.${key}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <FieldError>{section.error(path("audience"))}</FieldError>
      </Field>
      <Field controlId={section.idFor(path("maxRequests"))} disabled={section.disabled}>
        <FieldLabel>{t("admin.settings.rateLimits.maxRequests")}</FieldLabel>
        <FieldControl>
          <Input
            type="number"
            min={1}
            value={String(rule.maxRequests)}
            onChange={(event) => onChange({ maxRequests: number(event.target.value) })}
          />
        </FieldControl>
        <FieldError>{section.error(path("maxRequests"))}</FieldError>
      </Field>
      <Field controlId={section.idFor(path("duration"))} disabled={section.disabled}>
        <FieldLabel>{t("admin.settings.rateLimits.duration")}</FieldLabel>
        <FieldControl>
          <Input
            type="number"
            min={1}
            value={String(rule.duration)}
            onChange={(event) => onChange({ duration: number(event.target.value) })}
          />
        </FieldControl>
        <FieldError>{section.error(path("duration"))}</FieldError>
      </Field>
      <Button
        variant="ghost"
        size="sm"
        className="pk:self-end pk:justify-self-start"
        disabled={section.disabled}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden className="pk:size-4" />
        {t("admin.settings.rateLimits.remove")}
        <span className="pk:sr-only">
          {" "}
          {t("admin.settings.rateLimits.ruleNumber", { number: index + 1 })}
        </span>
      </Button>
    </li>
  );
}

function RulesEditor() {
  const t = useCatalogue(adminEn);
  const section = useSettingsSection();
  const rules = (section.value(RULES) as RateLimitRule[] | undefined) ?? [];
  const update = (next: RateLimitRule[]) => section.set(RULES, next);
  return (
    <div className="pk:grid pk:gap-3">
      {rules.length === 0 ? (
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{t("admin.settings.rateLimits.none")}</p>
      ) : (
        <ol
          aria-label={t("admin.settings.rateLimits.rules")}
          className="pk:m-0 pk:grid pk:list-none pk:gap-3 pk:p-0"
        >
          {rules.map((rule, index) => (
            <RuleRow
              key={index}
              rule={rule}
              index={index}
              onChange={(patch) =>
                update(rules.map((item, at) => (at === index ? { ...item, ...patch } : item)))
              }
              onRemove={() => update(rules.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        className="pk:justify-self-start"
        disabled={section.disabled}
        onClick={() => update([...rules, { label: "", audience: "", duration: 10, maxRequests: 100 }])}
      >
        <PlusIcon aria-hidden className="pk:size-4" />
        {t("admin.settings.rateLimits.add")}
      </Button>
    </div>
  );
}

/** PocketBase's rate limiter: on or off, and its rules (what, for whom, how many per how long). */
function SettingsRateLimitsTab(props: SettingsTabProps) {
  const t = useCatalogue(adminEn);
  return (
    <SettingsSection
      {...props}
      title={t("admin.settings.tab.rateLimits")}
      paths={["rateLimits.enabled", RULES]}
    >
      <SettingSwitch
        path="rateLimits.enabled"
        label={t("admin.settings.rateLimits.enabled")}
        hint={t("admin.settings.rateLimits.hint")}
      />
      <RulesEditor />
    </SettingsSection>
  );
}

export { SettingsRateLimitsTab };
