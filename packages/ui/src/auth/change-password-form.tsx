import { useChangePassword } from "@pocketkit/hooks";
import * as React from "react";

import {
  ChangePasswordFormView,
  type ChangePasswordFormViewProps,
  type ChangePasswordValues,
} from "./change-password-form-view";

type ChangePasswordFormProps = Omit<
  ChangePasswordFormViewProps,
  "pending" | "error" | "done" | "onSubmit" | "values" | "onValuesChange"
> & {
  /** The auth collection. @default "users" */
  collection?: string;
  /** Called once the password is changed (this device stays signed in). */
  onChanged?: () => void;
};

/**
 * Changes the signed-in person's password (`useChangePassword`): other devices are signed out,
 * this one is signed in again with the new password. A wrong current password shows under its
 * field; what was typed stays until it succeeds.
 *
 * @example
 * <ChangePasswordForm onChanged={() => toast({ title: "Password changed" })} />
 */
function ChangePasswordForm({ collection = "users", onChanged, ...props }: ChangePasswordFormProps) {
  const change = useChangePassword({ collection });
  const [values, setValues] = React.useState<ChangePasswordValues>({
    oldPassword: "",
    password: "",
    passwordConfirm: "",
  });
  return (
    <ChangePasswordFormView
      {...props}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        if (change.isSuccess) change.reset();
      }}
      pending={change.isPending}
      error={change.error}
      done={change.isSuccess}
      onSubmit={(submitted) =>
        change.mutate(submitted, {
          onSuccess: () => {
            setValues({ oldPassword: "", password: "", passwordConfirm: "" });
            onChanged?.();
          },
        })
      }
    />
  );
}

export { ChangePasswordForm };
export type { ChangePasswordFormProps };
