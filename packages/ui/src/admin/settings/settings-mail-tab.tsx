import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { SettingNumber, SettingSecret, SettingSelect, SettingSwitch, SettingText } from "./settings-fields";
import { SettingsSection, useSettingsSection } from "./settings-section";
import type { SettingsTabProps } from "./settings-tabs";

const MAIL_PATHS = [
  "meta.senderName",
  "meta.senderAddress",
  "smtp.enabled",
  "smtp.host",
  "smtp.port",
  "smtp.username",
  "smtp.password",
  "smtp.authMethod",
  "smtp.tls",
  "smtp.localName",
];

function SmtpFields() {
  const t = useCatalogue(adminEn);
  const section = useSettingsSection();
  if (!section.value("smtp.enabled")) return null;
  return (
    <div className="pk:grid pk:items-start pk:gap-4 pk:@xl:grid-cols-2">
      <SettingText
        path="smtp.host"
        label={t("admin.settings.smtp.host")}
        placeholder="smtp.example.com"
        autoComplete="off"
      />
      <SettingNumber path="smtp.port" min={1} label={t("admin.settings.smtp.port")} />
      <SettingText path="smtp.username" label={t("admin.settings.smtp.username")} autoComplete="off" />
      <SettingSecret path="smtp.password" label={t("admin.settings.smtp.password")} />
      <SettingSelect
        path="smtp.authMethod"
        label={t("admin.settings.smtp.authMethod")}
        emptyLabel={t("admin.settings.smtp.authDefault")}
        options={[
          { value: "PLAIN", label: "PLAIN" },
          { value: "LOGIN", label: "LOGIN" },
        ]}
      />
      <SettingText
        path="smtp.localName"
        label={t("admin.settings.smtp.localName")}
        hint={t("admin.settings.smtp.localNameHint")}
        autoComplete="off"
      />
      <SettingSwitch
        path="smtp.tls"
        label={t("admin.settings.smtp.tls")}
        hint={t("admin.settings.smtp.tlsHint")}
      />
    </div>
  );
}

/** The sender, and the SMTP server PocketBase sends through (without one it tries `sendmail`). */
function SettingsMailTab(props: SettingsTabProps) {
  const t = useCatalogue(adminEn);
  return (
    <SettingsSection
      {...props}
      title={t("admin.settings.tab.mail")}
      paths={MAIL_PATHS}
      secrets={["smtp.password"]}
    >
      <div className="pk:grid pk:items-start pk:gap-4 pk:@xl:grid-cols-2">
        <SettingText path="meta.senderName" label={t("admin.settings.senderName")} autoComplete="off" />
        <SettingText
          path="meta.senderAddress"
          type="email"
          label={t("admin.settings.senderAddress")}
          placeholder="noreply@example.com"
          autoComplete="off"
        />
      </div>
      <SettingSwitch
        path="smtp.enabled"
        label={t("admin.settings.smtp.enabled")}
        hint={t("admin.settings.smtp.enabledHint")}
      />
      <SmtpFields />
    </SettingsSection>
  );
}

export { SettingsMailTab };
