import type { PocketkitError } from "@pocketkit/client";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authEn } from "./messages";
import { fieldErrorMessage } from "./auth-errors";
import { AuthAlert, AuthFieldset, AuthPanel, AuthTextField, SubmitButton } from "./auth-parts";
import { errorText } from "./sign-in-steps";
import { useForm, type FormValuesProps } from "../form";

interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  passwordConfirm: string;
}

type ChangePasswordFormViewProps = Omit<React.ComponentProps<"section">, "title" | "onSubmit"> &
  FormValuesProps<ChangePasswordValues> & {
    /** @default false */
    pending?: boolean;
    /** @default false */
    disabled?: boolean;
    /** The last attempt's failure: a wrong current password goes under its field. */
    error?: PocketkitError | string | null;
    /** The password was changed: says so, and the fields start empty again. @default false */
    done?: boolean;
    /** @default "Change your password" */
    title?: React.ReactNode;
    description?: React.ReactNode;
    onSubmit?: (values: ChangePasswordValues) => void;
  };

const empty: ChangePasswordValues = { oldPassword: "", password: "", passwordConfirm: "" };

/**
 * Changes the signed-in person's password, as pure props: the current one, then the new one
 * twice. What was typed stays after a failure; the current password is asked for so that an
 * unattended session alone cannot lock the owner out.
 *
 * @example
 * <ChangePasswordFormView pending={change.isPending} error={change.error} done={change.isSuccess}
 *   onSubmit={(values) => change.mutate(values)} />
 */
function ChangePasswordFormView({
  pending = false,
  disabled = false,
  error,
  done = false,
  title,
  description,
  onSubmit,
  values,
  defaultValues,
  onValuesChange,
  ...props
}: ChangePasswordFormViewProps) {
  const t = useCatalogue(authEn);
  const form = useForm<ChangePasswordValues>(empty, { values, defaultValues, onValuesChange });
  const server = (field: string) =>
    typeof error === "string" ? undefined : fieldErrorMessage(error, field, t);
  return (
    <AuthPanel
      data-slot="change-password-form"
      data-state={done ? "done" : undefined}
      title={title ?? t("auth.changePassword.title")}
      description={description}
      {...props}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (pending) return;
          const { oldPassword, password, passwordConfirm } = form.values;
          const required = (value: string) => (value === "" ? t("auth.error.required") : undefined);
          const found = {
            oldPassword: required(oldPassword),
            password: required(password),
            passwordConfirm:
              required(passwordConfirm) ??
              (passwordConfirm !== password ? t("auth.error.passwordsDiffer") : undefined),
          };
          if (form.check(found)) onSubmit?.({ oldPassword, password, passwordConfirm });
        }}
      >
        <AuthFieldset disabled={disabled}>
          <AuthTextField
            label={t("auth.field.currentPassword")}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            value={form.values.oldPassword}
            onChange={(event) => form.setValue("oldPassword", event.target.value)}
            ref={form.inputRef("oldPassword")}
            error={form.errors.oldPassword ?? (server("oldPassword") && t("auth.error.wrongPassword"))}
          />
          <AuthTextField
            label={t("auth.field.newPassword")}
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={(event) => form.setValue("password", event.target.value)}
            ref={form.inputRef("password")}
            error={form.errors.password ?? server("password")}
          />
          <AuthTextField
            label={t("auth.field.passwordConfirm")}
            name="passwordConfirm"
            type="password"
            autoComplete="new-password"
            value={form.values.passwordConfirm}
            onChange={(event) => form.setValue("passwordConfirm", event.target.value)}
            ref={form.inputRef("passwordConfirm")}
            error={form.errors.passwordConfirm ?? server("passwordConfirm")}
          />
          {done ? <AuthAlert tone="info">{t("auth.changePassword.done")}</AuthAlert> : null}
          <AuthAlert>{errorText(error, t, "form")}</AuthAlert>
          <SubmitButton loading={pending}>{t("auth.changePassword.submit")}</SubmitButton>
        </AuthFieldset>
      </form>
    </AuthPanel>
  );
}

export { ChangePasswordFormView };
export type { ChangePasswordFormViewProps, ChangePasswordValues };
