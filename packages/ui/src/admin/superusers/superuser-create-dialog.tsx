import { isPocketkitError, type PocketkitError } from "@pocketkit/client";
import type { CreateSuperuserVariables } from "@pocketkit/hooks";
import { useState, type ChangeEvent, type FormEvent } from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { adminEn } from "../messages";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "../../primitives/field";
import { Input } from "../../primitives/input";
import { adminErrorMessage } from "../admin-error";
import { AdminFormDialog } from "../admin-form-dialog";

interface SuperuserCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (variables: Required<CreateSuperuserVariables>) => Promise<unknown>;
}

type Fields = "email" | "password" | "passwordConfirm";

/** Email, password and the password again; checked here first, then by the server. */
function SuperuserCreateDialog({ open, onOpenChange, onCreate }: SuperuserCreateDialogProps) {
  const t = useCatalogue(adminEn);
  const [values, setValues] = useState<Record<Fields, string>>({
    email: "",
    password: "",
    passwordConfirm: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<PocketkitError | null>(null);
  const [pending, setPending] = useState(false);
  const set = (name: Fields) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function check(): Partial<Record<Fields, string>> {
    const found: Partial<Record<Fields, string>> = {};
    if (!values.email.trim()) found.email = t("admin.superusers.create.emailRequired");
    if (values.password.length < 8) found.password = t("admin.superusers.create.passwordShort");
    if (values.passwordConfirm !== values.password)
      found.passwordConfirm = t("admin.superusers.create.mismatch");
    return found;
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    const first = (["email", "password", "passwordConfirm"] as const).find((name) => found[name]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const form = event.currentTarget;
    setPending(true);
    try {
      await onCreate({
        email: values.email.trim(),
        password: values.password,
        passwordConfirm: values.passwordConfirm,
      });
      setValues({ email: "", password: "", passwordConfirm: "" });
      onOpenChange(false);
    } catch (caught) {
      if (!isPocketkitError(caught)) throw caught;
      const fromServer = Object.fromEntries(
        Object.entries(caught.fieldErrors).map(([name, problem]) => [name, problem.message]),
      ) as Partial<Record<Fields, string>>;
      setErrors(fromServer);
      const placed = (["email", "password", "passwordConfirm"] as const).find((name) => fromServer[name]);
      if (placed) form.querySelector<HTMLInputElement>(`[name="${placed}"]`)?.focus();
      else setFailure(caught);
    } finally {
      setPending(false);
    }
  }

  const field = (name: Fields, type: string, autoComplete: string, hint?: string) => (
    <Field disabled={pending}>
      <FieldLabel>{t(`admin.superusers.create.${name}`)}</FieldLabel>
      <FieldControl>
        <Input
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={set(name)}
        />
      </FieldControl>
      <FieldHint>{hint}</FieldHint>
      <FieldError>{errors[name]}</FieldError>
    </Field>
  );

  return (
    <AdminFormDialog
      data-slot="superuser-create-dialog"
      open={open}
      onOpenChange={onOpenChange}
      title={t("admin.superusers.create.title")}
      description={t("admin.superusers.create.description")}
      submitLabel={t("admin.superusers.create.submit")}
      pending={pending}
      error={failure && adminErrorMessage(failure, t)}
      onSubmit={(event) => void create(event)}
    >
      {field("email", "email", "off")}
      {field("password", "password", "new-password", t("admin.superusers.create.passwordHint"))}
      {field("passwordConfirm", "password", "new-password")}
    </AdminFormDialog>
  );
}

export { SuperuserCreateDialog };
export type { SuperuserCreateDialogProps };
