import type { AdminSettings, AdminSettingsUpdate, S3Filesystem, TestEmailVariables } from "@pocketkit/hooks";
import { useId, useState } from "react";
import type * as React from "react";

import { cn } from "../../lib/cn";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../overlays/tabs";
import { AdminError, AdminLoading } from "../admin-states";
import { SettingsMailTab } from "./settings-mail-tab";
import { SettingsRateLimitsTab } from "./settings-rate-limits-tab";
import {
  SettingsApplicationTab,
  SettingsBackupsTab,
  SettingsBatchTab,
  SettingsStorageTab,
  type SettingsTabProps,
} from "./settings-tabs";
import { SettingsTestEmail } from "./settings-test-email";
import { useControllableState } from "../../lib/use-controllable-state";
import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import type { AdminLoadState } from "../admin-panel-body";

const SETTINGS_TABS = ["application", "mail", "storage", "rateLimits", "batch", "backups"] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

const TAB_BODIES: Record<Exclude<SettingsTab, "mail">, (props: SettingsTabProps) => React.ReactNode> = {
  application: SettingsApplicationTab,
  storage: SettingsStorageTab,
  rateLimits: SettingsRateLimitsTab,
  batch: SettingsBatchTab,
  backups: SettingsBackupsTab,
};

type SettingsFormViewProps = AdminLoadState &
  Omit<React.ComponentProps<"section">, "children"> & {
    /** The settings as `useSettings` reads them (secrets blank). */
    settings?: AdminSettings;
    /**
     * Saves one tab: called with only that tab's sections. Reject with the `PocketkitError` to put
     * its field errors under their fields; resolve with the saved settings.
     */
    onSave?: (update: AdminSettingsUpdate) => Promise<unknown>;
    /** Sends a test email; the Mail tab leaves the form out without it. */
    onTestEmail?: (variables: TestEmailVariables) => Promise<unknown>;
    /** Tests the saved S3 settings of files or backups; the S3 tabs leave the test out without it. */
    onTestS3?: (filesystem: S3Filesystem) => Promise<unknown>;
    /** The tab shown (controlled). */
    tab?: SettingsTab;
    /** @default "application" */
    defaultTab?: SettingsTab;
    onTabChange?: (tab: SettingsTab) => void;
    /** Read-only. @default false */
    disabled?: boolean;
  };

/**
 * PocketBase's settings in tabs: application, mail (with a test email), file storage (S3),
 * rate limits, batch requests and backups. Each tab saves on its own and keeps its changes
 * while you look at another; a tab with unsaved changes says so. Secrets (SMTP password, S3
 * keys) are password fields that start empty and are only sent when typed.
 *
 * @example
 * <SettingsFormView settings={settings} onSave={(update) => update.mutateAsync(update)} />
 */
function SettingsFormView({
  settings,
  loading = false,
  error = null,
  onRetry,
  onSave,
  onTestEmail,
  onTestS3,
  tab: tabProp,
  defaultTab = "application",
  onTabChange,
  disabled = false,
  className,
  ...props
}: SettingsFormViewProps) {
  const t = useCatalogue(adminEn);
  const [tab, setTab] = useControllableState<SettingsTab>({
    value: tabProp,
    defaultValue: defaultTab,
    onChange: onTabChange,
  });
  const [dirty, setDirty] = useState<Partial<Record<SettingsTab, boolean>>>({});
  const titleId = useId();
  // One stable callback per tab, so that a tab's effect does not run again on every render.
  const [dirtyHandlers] = useState(
    () =>
      Object.fromEntries(
        SETTINGS_TABS.map((name) => [
          name,
          (value: boolean) =>
            setDirty((current) =>
              Boolean(current[name]) === value ? current : { ...current, [name]: value },
            ),
        ]),
      ) as Record<SettingsTab, (dirty: boolean) => void>,
  );

  let body: React.ReactNode;
  if (error) body = <AdminError error={error} title={t("admin.settings.loadFailed")} onRetry={onRetry} />;
  else if (loading || !settings) body = <AdminLoading label={t("admin.settings.loading")} rows={6} />;
  else
    body = (
      <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
        <TabsList aria-label={t("admin.settings.tabsLabel")} className="pk:flex-wrap pk:overflow-visible">
          {SETTINGS_TABS.map((name) => (
            <TabsTrigger key={name} value={name} data-dirty={dirty[name] ? "" : undefined}>
              {t(`admin.settings.tab.${name}`)}
              {dirty[name] && (
                <>
                  <span aria-hidden className="pk:size-1.5 pk:rounded-full pk:bg-primary" />
                  <span className="pk:sr-only"> {t("admin.settings.unsavedTab")}</span>
                </>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {SETTINGS_TABS.map((name) => {
          const tabProps: SettingsTabProps = {
            settings,
            onSave,
            disabled,
            onDirtyChange: dirtyHandlers[name],
            onTestS3,
            unsaved: Boolean(dirty[name]),
          };
          const Body = name === "mail" ? null : TAB_BODIES[name];
          return (
            // Kept mounted while hidden, so that a tab's unsaved changes survive a look at another.
            <TabsContent
              key={name}
              value={name}
              forceMount
              className="pk:grid pk:gap-6 pk:pt-4 pk:data-[state=inactive]:hidden"
            >
              {Body ? (
                <Body {...tabProps} />
              ) : (
                <>
                  <SettingsMailTab {...tabProps} />
                  {onTestEmail && <SettingsTestEmail onSend={onTestEmail} disabled={disabled} />}
                </>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    );

  return (
    <section
      data-slot="settings-form"
      aria-labelledby={titleId}
      className={cn("pk:@container pk:grid pk:gap-4 pk:font-sans pk:text-foreground", className)}
      {...props}
    >
      <h2 id={titleId} className="pk:m-0 pk:text-lg pk:font-semibold">
        {t("admin.settings.title")}
      </h2>
      {body}
    </section>
  );
}

export { SETTINGS_TABS, SettingsFormView };
export type { SettingsFormViewProps, SettingsTab };
