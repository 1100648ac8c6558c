import type { PocketkitError } from "@pocketkit/client";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authEn } from "./messages";
import { fieldErrorMessage, isLinkError } from "./auth-errors";
import {
  AuthAlert,
  AuthFieldset,
  AuthFooter,
  AuthLink,
  AuthPanel,
  AuthTextField,
  SubmitButton,
  type RenderAuthLink,
} from "./auth-parts";
import { errorText } from "./sign-in-steps";
import { useForm, type FormValuesProps } from "../form";

type ConfirmEmailChangeViewProps = Omit<React.ComponentProps<"section">, "title" | "onSubmit"> &
  FormValuesProps<{ password: string }> & {
    /** The new address, named in the description when known. */
    newEmail?: string;
    /** @default false */
    pending?: boolean;
    /** @default false */
    disabled?: boolean;
    /**
     * The last attempt's failure: a wrong password goes under the field, a refused token says the
     * link expired; a string is shown as it is.
     */
    error?: PocketkitError | string | null;
    /** The link has no token at all: says so instead of the form. @default false */
    missingToken?: boolean;
    /** The email is changed: says so, with the way to sign in. @default false */
    done?: boolean;
    /** @default "Confirm your new email" */
    title?: React.ReactNode;
    /** Where "Sign in" goes once done. */
    signInHref?: string;
    /** Renders the links with your router's link component. @default a plain `<a>` */
    renderLink?: RenderAuthLink;
    onSubmit?: (values: { password: string }) => void;
  };

/**
 * Confirms an email change from the link sent to the new address, as pure props: the account's
 * password, then the way to sign in with the new email.
 *
 * @example
 * <ConfirmEmailChangeView newEmail="ada@new.example" onSubmit={({ password }) => confirm.mutate({ token, password })} />
 */
function ConfirmEmailChangeView({
  newEmail,
  pending = false,
  disabled = false,
  error,
  missingToken = false,
  done = false,
  title,
  signInHref,
  renderLink,
  onSubmit,
  values,
  defaultValues,
  onValuesChange,
  ...props
}: ConfirmEmailChangeViewProps) {
  const t = useCatalogue(authEn);
  const form = useForm({ password: "" }, { values, defaultValues, onValuesChange });
  const linkBroken = missingToken || (typeof error !== "string" && isLinkError(error));
  return (
    <AuthPanel
      data-slot="confirm-email-change"
      data-state={done ? "done" : linkBroken ? "link-invalid" : undefined}
      title={title ?? t("auth.confirmEmailChange.title")}
      description={
        done || linkBroken
          ? undefined
          : newEmail
            ? t("auth.confirmEmailChange.description", { email: newEmail })
            : t("auth.confirmEmailChange.descriptionPlain")
      }
      {...props}
    >
      {done ? (
        <>
          <AuthAlert tone="info">
            {newEmail
              ? t("auth.confirmEmailChange.done", { email: newEmail })
              : t("auth.confirmEmailChange.donePlain")}
          </AuthAlert>
          {signInHref ? (
            <AuthFooter>
              <AuthLink href={signInHref} render={renderLink} slot="confirm-email-change-sign-in">
                {t("auth.link.signIn")}
              </AuthLink>
            </AuthFooter>
          ) : null}
        </>
      ) : linkBroken ? (
        <AuthAlert>{t(missingToken ? "auth.error.linkMissing" : "auth.error.linkInvalid")}</AuthAlert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = { password: form.values.password === "" ? t("auth.error.required") : undefined };
            if (!pending && form.check(found)) onSubmit?.({ password: form.values.password });
          }}
        >
          <AuthFieldset disabled={disabled}>
            <AuthTextField
              label={t("auth.field.currentPassword")}
              name="password"
              type="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={(event) => form.setValue("password", event.target.value)}
              ref={form.inputRef("password")}
              error={
                form.errors.password ??
                (typeof error === "string" ? undefined : fieldErrorMessage(error, "password", t))
              }
            />
            <AuthAlert>{errorText(error, t, "form")}</AuthAlert>
            <SubmitButton loading={pending}>{t("auth.confirmEmailChange.submit")}</SubmitButton>
          </AuthFieldset>
        </form>
      )}
    </AuthPanel>
  );
}

export { ConfirmEmailChangeView };
export type { ConfirmEmailChangeViewProps };
