import type { AdminSettings, AdminSettingsUpdate, S3Filesystem } from "@pocketkit/hooks";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { SettingNumber, SettingSecret, SettingSwitch, SettingText } from "./settings-fields";
import { SettingsSection, useSettingsSection } from "./settings-section";
import { SettingsTestS3 } from "./settings-test-s3";

/** What every settings tab gets from `SettingsFormView`. */
interface SettingsTabProps {
  settings: AdminSettings | undefined;
  onSave?: (update: AdminSettingsUpdate) => Promise<unknown>;
  onDirtyChange?: (dirty: boolean) => void;
  disabled?: boolean;
  /** Tests the saved S3 settings; the S3 tabs leave the test out without it. */
  onTestS3?: (filesystem: S3Filesystem) => Promise<unknown>;
  /** The tab has unsaved changes. */
  unsaved?: boolean;
}

/** The S3 tabs' section props, without what only the tabs use. */
function sectionProps({ onTestS3: _onTestS3, unsaved: _unsaved, ...props }: SettingsTabProps) {
  return props;
}

const s3Paths = (prefix: string) =>
  ["enabled", "bucket", "region", "endpoint", "accessKey", "secret", "forcePathStyle"].map(
    (key) => `${prefix}.${key}`,
  );

/** Name, address and the dashboard's controls. */
function SettingsApplicationTab(props: SettingsTabProps) {
  const t = useCatalogue(adminEn);
  return (
    <SettingsSection
      {...props}
      title={t("admin.settings.tab.application")}
      paths={["meta.appName", "meta.appURL", "meta.hideControls"]}
    >
      <SettingText path="meta.appName" label={t("admin.settings.appName")} />
      <SettingText
        path="meta.appURL"
        type="url"
        label={t("admin.settings.appURL")}
        hint={t("admin.settings.appURLHint")}
        placeholder="https://example.com"
      />
      <SettingSwitch
        path="meta.hideControls"
        label={t("admin.settings.hideControls")}
        hint={t("admin.settings.hideControlsHint")}
      />
    </SettingsSection>
  );
}

/** An S3-compatible bucket: `prefix` is `"s3"` (files) or `"backups.s3"`. Details show once it is on. */
function S3Fields({ prefix }: { prefix: string }) {
  const t = useCatalogue(adminEn);
  const section = useSettingsSection();
  const enabled = Boolean(section.value(`${prefix}.enabled`));
  return (
    <>
      <SettingSwitch path={`${prefix}.enabled`} label={t("admin.settings.s3.enabled")} />
      {enabled && (
        <div className="pk:grid pk:items-start pk:gap-4 pk:@xl:grid-cols-2">
          <SettingText
            path={`${prefix}.endpoint`}
            type="url"
            label={t("admin.settings.s3.endpoint")}
            placeholder="https://s3.example.com"
          />
          <SettingText path={`${prefix}.bucket`} label={t("admin.settings.s3.bucket")} />
          <SettingText
            path={`${prefix}.region`}
            label={t("admin.settings.s3.region")}
            placeholder="eu-central-1"
          />
          <SettingText
            path={`${prefix}.accessKey`}
            label={t("admin.settings.s3.accessKey")}
            autoComplete="off"
          />
          <SettingSecret path={`${prefix}.secret`} label={t("admin.settings.s3.secret")} />
          <SettingSwitch
            path={`${prefix}.forcePathStyle`}
            label={t("admin.settings.s3.forcePathStyle")}
            hint={t("admin.settings.s3.forcePathStyleHint")}
          />
        </div>
      )}
    </>
  );
}

/** Where uploaded files live: the local disk, or S3 (with a test of the saved bucket). */
function SettingsStorageTab(props: SettingsTabProps) {
  const t = useCatalogue(adminEn);
  const { onTestS3, unsaved, settings, disabled } = props;
  return (
    <>
      <SettingsSection
        {...sectionProps(props)}
        title={t("admin.settings.tab.storage")}
        paths={s3Paths("s3")}
        secrets={["s3.secret"]}
      >
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{t("admin.settings.storageLead")}</p>
        <S3Fields prefix="s3" />
      </SettingsSection>
      {onTestS3 && settings?.s3.enabled && (
        <SettingsTestS3 filesystem="storage" onTest={onTestS3} unsaved={unsaved} disabled={disabled} />
      )}
    </>
  );
}

/** Batch requests (`/api/batch`). */
function SettingsBatchTab(props: SettingsTabProps) {
  const t = useCatalogue(adminEn);
  return (
    <SettingsSection
      {...props}
      title={t("admin.settings.tab.batch")}
      paths={["batch.enabled", "batch.maxRequests", "batch.timeout", "batch.maxBodySize"]}
    >
      <SettingSwitch
        path="batch.enabled"
        label={t("admin.settings.batch.enabled")}
        hint={t("admin.settings.batch.enabledHint")}
      />
      <div className="pk:grid pk:items-start pk:gap-4 pk:@xl:grid-cols-3">
        <SettingNumber path="batch.maxRequests" min={1} label={t("admin.settings.batch.maxRequests")} />
        <SettingNumber path="batch.timeout" min={1} label={t("admin.settings.batch.timeout")} />
        <SettingNumber
          path="batch.maxBodySize"
          label={t("admin.settings.batch.maxBodySize")}
          hint={t("admin.settings.batch.maxBodySizeHint")}
        />
      </div>
    </SettingsSection>
  );
}

/** Automatic backups: when, how many to keep, and where (with a test of the saved bucket). */
function SettingsBackupsTab(props: SettingsTabProps) {
  const t = useCatalogue(adminEn);
  const { onTestS3, unsaved, settings, disabled } = props;
  return (
    <>
      <SettingsSection
        {...sectionProps(props)}
        title={t("admin.settings.tab.backups")}
        paths={["backups.cron", "backups.cronMaxKeep", ...s3Paths("backups.s3")]}
        secrets={["backups.s3.secret"]}
      >
        <div className="pk:grid pk:items-start pk:gap-4 pk:@xl:grid-cols-2">
          <SettingText
            path="backups.cron"
            label={t("admin.settings.backups.cron")}
            hint={t("admin.settings.backups.cronHint")}
            placeholder="0 3 * * *"
            autoComplete="off"
          />
          <SettingNumber path="backups.cronMaxKeep" min={1} label={t("admin.settings.backups.maxKeep")} />
        </div>
        <S3Fields prefix="backups.s3" />
      </SettingsSection>
      {onTestS3 && settings?.backups.s3.enabled && (
        <SettingsTestS3 filesystem="backups" onTest={onTestS3} unsaved={unsaved} disabled={disabled} />
      )}
    </>
  );
}

export { S3Fields, SettingsApplicationTab, SettingsBackupsTab, SettingsBatchTab, SettingsStorageTab };
export type { SettingsTabProps };
