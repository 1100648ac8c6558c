import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { TestEmailTemplate, TestEmailVariables } from "@pocketkit/hooks";
import { SendIcon } from "../../lib/icons";
import { useId, useState, type FormEvent } from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Button } from "../../primitives/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "../../primitives/field";
import { Input } from "../../primitives/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../primitives/select";
import { adminErrorMessage } from "../admin-error";

const TEMPLATES: TestEmailTemplate[] = [
  "verification",
  "password-reset",
  "email-change",
  "otp",
  "login-alert",
];

interface SettingsTestEmailProps {
  onSend: (variables: TestEmailVariables) => Promise<unknown>;
  disabled?: boolean;
}

/** Sends one of PocketBase's mails to an address, through the saved mail settings. */
function SettingsTestEmail({ onSend, disabled = false }: SettingsTestEmailProps) {
  const t = useCatalogue(adminEn);
  const titleId = useId();
  const [to, setTo] = useState("");
  const [template, setTemplate] = useState<TestEmailTemplate>("verification");
  const [collection, setCollection] = useState("_superusers");
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<PocketkitError | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    setSentTo("");
    setFailure(null);
    if (!to.trim()) {
      setErrors({ email: t("admin.settings.testEmail.toRequired") });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSend({ to: to.trim(), template, collection: collection.trim() || undefined });
      setSentTo(to.trim());
    } catch (caught) {
      if (!isPocketkitError(caught)) throw caught;
      setErrors(
        Object.fromEntries(
          Object.entries(caught.fieldErrors).map(([name, problem]) => [name, problem.message]),
        ),
      );
      if (Object.keys(caught.fieldErrors).length === 0) setFailure(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      data-slot="settings-test-email"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void send(event)}
      className="pk:grid pk:gap-4 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-4"
    >
      <div className="pk:grid pk:gap-1">
        <h3 id={titleId} className="pk:m-0 pk:text-base pk:font-semibold">
          {t("admin.settings.testEmail.title")}
        </h3>
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{t("admin.settings.testEmail.lead")}</p>
      </div>
      <div className="pk:grid pk:items-start pk:gap-4 pk:@xl:grid-cols-3">
        <Field disabled={disabled || pending}>
          <FieldLabel>{t("admin.settings.testEmail.to")}</FieldLabel>
          <FieldControl>
            <Input
              type="email"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              autoComplete="email"
            />
          </FieldControl>
          <FieldError>{errors.email}</FieldError>
        </Field>
        <Field disabled={disabled || pending}>
          <FieldLabel>{t("admin.settings.testEmail.template")}</FieldLabel>
          <Select
            value={template}
            onValueChange={(value) => setTemplate(value as TestEmailTemplate)}
            disabled={disabled || pending}
          >
            <FieldControl>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
            </FieldControl>
            <SelectContent>
              {TEMPLATES.map((name) => (
                <SelectItem key={name} value={name}>
                  {t(`admin.settings.testEmail.templates.${name}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError>{errors.template}</FieldError>
        </Field>
        <Field disabled={disabled || pending}>
          <FieldLabel>{t("admin.settings.testEmail.collection")}</FieldLabel>
          <FieldControl>
            <Input
              value={collection}
              onChange={(event) => setCollection(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </FieldControl>
          <FieldHint>{t("admin.settings.testEmail.collectionHint")}</FieldHint>
          <FieldError>{errors.collection}</FieldError>
        </Field>
      </div>
      <div className="pk:flex pk:flex-wrap pk:items-center pk:gap-3">
        <Button type="submit" variant="outline" loading={pending} disabled={disabled}>
          <SendIcon aria-hidden className="pk:size-4" />
          {t("admin.settings.testEmail.send")}
        </Button>
        <p role="status" className="pk:m-0 pk:text-sm pk:text-muted-foreground">
          {sentTo ? t("admin.settings.testEmail.sent", { email: sentTo }) : ""}
        </p>
      </div>
      {failure && (
        <div role="alert" className="pk:grid pk:gap-1 pk:text-sm pk:text-destructive">
          <p className="pk:m-0 pk:font-medium">{t("admin.settings.testEmail.failed")}</p>
          {failure.kind === "validation" && (
            <p className="pk:m-0 pk:break-words pk:whitespace-pre-line">{failure.message}</p>
          )}
          {failure.kind !== "validation" && <p className="pk:m-0">{adminErrorMessage(failure, t)}</p>}
        </div>
      )}
    </form>
  );
}

export { SettingsTestEmail };
export type { SettingsTestEmailProps };
