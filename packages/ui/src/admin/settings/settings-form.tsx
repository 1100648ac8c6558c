import { useSettings, useTestEmail, useUpdateSettings } from "@pocketkit/hooks";

import { SettingsFormView, type SettingsFormViewProps } from "./settings-form-view";

type SettingsFormProps = Omit<
  SettingsFormViewProps,
  "settings" | "loading" | "error" | "onRetry" | "onSave" | "onTestEmail"
>;

/**
 * `SettingsFormView` over `useSettings`, `useUpdateSettings` and `useTestEmail` (superusers only).
 *
 * @example
 * <SettingsForm defaultTab="mail" />
 */
function SettingsForm(props: SettingsFormProps) {
  const settings = useSettings();
  const update = useUpdateSettings();
  const testEmail = useTestEmail();
  return (
    <SettingsFormView
      settings={settings.data}
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
      onSave={(changes) => update.mutateAsync(changes)}
      onTestEmail={(variables) => testEmail.mutateAsync(variables)}
      {...props}
    />
  );
}

export { SettingsForm };
export type { SettingsFormProps };
