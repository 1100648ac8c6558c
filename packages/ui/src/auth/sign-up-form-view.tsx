import type { PocketkitError } from "@pocketkit/client";
import type * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { authEn } from "./messages";
import { checkEmail, fieldErrorMessage } from "./auth-errors";
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

/** What the sign-up form holds while someone types. */
export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

type SignUpFormViewProps = Omit<React.ComponentProps<"section">, "title" | "onSubmit"> &
  FormValuesProps<SignUpValues> & {
    /** Asks for a name (PocketBase's `users` collection has a `name` field). @default true */
    showName?: boolean;
    /** @default false */
    pending?: boolean;
    /** @default false */
    disabled?: boolean;
    /**
     * The last attempt's failure: field problems (an email already used, a password too short)
     * go under their fields; a string is shown as it is.
     */
    error?: PocketkitError | string | null;
    /** The account exists but needs a sign-in (MFA): says so. @default false */
    created?: boolean;
    /** @default "Create an account" */
    title?: React.ReactNode;
    description?: React.ReactNode;
    /** Where "Sign in" goes; no link without it. */
    signInHref?: string;
    /** Renders the links with your router's link component. @default a plain `<a>` */
    renderLink?: RenderAuthLink;
    /** Called with what was typed once the passwords match and the email looks like one. */
    onSubmit?: (values: SignUpValues) => void;
  };

/**
 * The sign-up form as pure props: name, email, password and its confirmation. Checks what it can
 * before sending (blank fields, an email that is not one, passwords that differ) and shows the
 * server's problems under their fields.
 *
 * @example
 * <SignUpFormView pending={signUp.isPending} error={signUp.error} onSubmit={(values) => signUp.mutate(values)} />
 */
function SignUpFormView({
  showName = true,
  pending = false,
  disabled = false,
  error,
  created = false,
  title,
  description,
  signInHref,
  renderLink,
  onSubmit,
  values,
  defaultValues,
  onValuesChange,
  ...props
}: SignUpFormViewProps) {
  const t = useCatalogue(authEn);
  const form = useForm<SignUpValues>(
    { name: "", email: "", password: "", passwordConfirm: "" },
    { values, defaultValues, onValuesChange },
  );
  const server = (field: keyof SignUpValues) =>
    typeof error === "string" ? undefined : fieldErrorMessage(error, field, t);
  const errorFor = (field: keyof SignUpValues) => form.errors[field] ?? server(field);
  const field = (name: keyof SignUpValues) => ({
    name,
    ref: form.inputRef(name),
    value: form.values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
    error: errorFor(name),
  });
  const signInLink = signInHref ? (
    <AuthLink href={signInHref} render={renderLink} slot="sign-up-sign-in">
      {t("auth.link.signIn")}
    </AuthLink>
  ) : null;

  return (
    <AuthPanel
      data-slot="sign-up-form"
      data-state={created ? "created" : undefined}
      title={title ?? t("auth.signUp.title")}
      description={description}
      {...props}
    >
      {created ? (
        <AuthAlert tone="info">
          {t("auth.signUp.created")} {signInLink}
        </AuthAlert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (pending) return;
            const { name, email, password, passwordConfirm } = form.values;
            const found = {
              email: checkEmail(email, t),
              password: password === "" ? t("auth.error.required") : undefined,
              passwordConfirm:
                passwordConfirm === ""
                  ? t("auth.error.required")
                  : passwordConfirm !== password
                    ? t("auth.error.passwordsDiffer")
                    : undefined,
            };
            if (form.check(found))
              onSubmit?.({ name: name.trim(), email: email.trim(), password, passwordConfirm });
          }}
        >
          <AuthFieldset disabled={disabled}>
            {showName ? (
              <AuthTextField label={t("auth.field.name")} autoComplete="name" {...field("name")} />
            ) : null}
            <AuthTextField
              label={t("auth.field.email")}
              type="email"
              autoComplete="email"
              {...field("email")}
            />
            <AuthTextField
              label={t("auth.field.password")}
              type="password"
              autoComplete="new-password"
              {...field("password")}
            />
            <AuthTextField
              label={t("auth.field.passwordConfirm")}
              type="password"
              autoComplete="new-password"
              {...field("passwordConfirm")}
            />
            <AuthAlert>{errorText(error, t, "form")}</AuthAlert>
            <SubmitButton loading={pending}>{t("auth.signUp.submit")}</SubmitButton>
          </AuthFieldset>
        </form>
      )}
      {signInLink && !created ? (
        <AuthFooter>
          {t("auth.signUp.haveAccount")} {signInLink}
        </AuthFooter>
      ) : null}
    </AuthPanel>
  );
}

export { SignUpFormView };
export type { SignUpFormViewProps };
