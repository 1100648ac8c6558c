import { useSettings, useTestEmail, useTestS3, useUpdateSettings } from "@pocketkit/hooks";

import { SettingsFormView, type SettingsFormViewProps } from "./settings-form-view";

type SettingsFormProps = Omit<
  SettingsFormViewProps,
  "settings" | "loading" | "error" | "onRetry" | "onSave" | "onTestEmail" | "onTestS3"
>;

/**
 * `SettingsFormView` over `useSettings`, `useUpdateSettings`, `useTestEmail` and `useTestS3`
 * (superusers only).
 *
 * @example
 * <SettingsForm defaultTab="mail" />
 */
function SettingsForm(props: SettingsFormProps) {
  const settings = useSettings();
  const update = useUpdateSettings();
  const testEmail = useTestEmail();
  const testS3 = useTestS3();
  return (
    <SettingsFormView
      settings={settings.data}
      loading={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
      onSave={(changes) => update.mutateAsync(changes)}
      onTestEmail={(variables) => testEmail.mutateAsync(variables)}
      onTestS3={(filesystem) => testS3.mutateAsync(filesystem)}
      {...props}
    />
  );
}

export { SettingsForm };
export type { SettingsFormProps };
