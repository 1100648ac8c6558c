// The server's settings: application, mail (with a test email), rate limits, S3, backups.
export { SettingsForm } from "./settings-form";
export type { SettingsFormProps } from "./settings-form";
export { SETTINGS_TABS, SettingsFormView } from "./settings-form-view";
export type { SettingsFormViewProps, SettingsTab } from "./settings-form-view";
