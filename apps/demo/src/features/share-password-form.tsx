import { Button, Field, FieldControl, FieldError, FieldLabel, Input } from "@pocketkit/ui";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { LockIcon } from "../icons";
import { ShareError, unlockSharedLink } from "./share-api";

/**
 * Asks for a link's password. A wrong one is said under the field in DESIGN §8's words ("Wrong
 * password."), as the server says it; the right one opens the link in this browser for a day.
 */
export function SharePasswordForm({
  slug,
  onUnlocked,
}: {
  slug: string;
  /** Called once the link is open here, or has stopped working: the page reads it again. */
  onUnlocked: () => void;
}) {
  const [password, setPassword] = useState("");
  const unlock = useMutation({
    mutationFn: (typed: string) => unlockSharedLink(slug, typed),
    onSuccess: onUnlocked,
    // Turned off meanwhile: the page says so in place of the form.
    onError: (error) => {
      if (error instanceof ShareError && error.code === "link_unavailable") onUnlocked();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) unlock.mutate(password);
  };
  return (
    <div className="pk:mx-auto pk:grid pk:w-full pk:max-w-sm pk:gap-6 pk:rounded-lg pk:border pk:border-solid pk:border-border pk:p-6 pk:shadow-sm pk:sm:mt-10">
      <div className="pk:grid pk:justify-items-start pk:gap-2">
        <span className="pk:inline-flex pk:size-10 pk:items-center pk:justify-center pk:rounded-full pk:bg-muted">
          <LockIcon aria-hidden className="pk:size-5" />
        </span>
        <h1 className="pk:m-0 pk:text-xl pk:font-semibold">These photos are protected</h1>
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">
          Enter the password you were given with the link.
        </p>
      </div>
      <form className="pk:grid pk:gap-4" onSubmit={submit} noValidate>
        <Field>
          <FieldLabel>Password</FieldLabel>
          <FieldControl>
            <Input
              type="password"
              autoComplete="off"
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (unlock.isError) unlock.reset();
              }}
            />
          </FieldControl>
          <FieldError>{unlock.error?.message}</FieldError>
        </Field>
        <Button type="submit" loading={unlock.isPending} disabled={!password}>
          Open
        </Button>
      </form>
    </div>
  );
}
