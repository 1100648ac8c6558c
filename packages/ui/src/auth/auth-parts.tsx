import * as React from "react";

import { cn } from "../lib/cn";
import { Button, type ButtonProps } from "../primitives/button";
import { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "../primitives/field";
import { Input, type InputProps } from "../primitives/input";

// The pieces every auth form is made of. Internal: the forms are the public API.

/** What a link of the auth forms is given, for `renderLink`. */
export interface AuthLinkProps {
  href: string;
  className: string;
  children: React.ReactNode;
  "data-slot": string;
}

/**
 * Renders the forms' links with your router's link (`(props) => <Link to={props.href} {...props} />`)
 * instead of a plain `<a>`.
 */
export type RenderAuthLink = (props: AuthLinkProps) => React.ReactNode;

const defaultRenderLink: RenderAuthLink = ({ children, ...props }) => <a {...props}>{children}</a>;

// Always underlined: a link inside a sentence must not be told apart by its colour alone.
const linkClassName =
  "pk:rounded-sm pk:font-medium pk:text-primary pk:underline pk:underline-offset-4 pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring";

function AuthLink({
  href,
  render = defaultRenderLink,
  slot,
  children,
}: {
  href: string;
  render?: RenderAuthLink;
  slot: string;
  children: React.ReactNode;
}) {
  return <>{render({ href, className: linkClassName, children, "data-slot": slot })}</>;
}

type AuthPanelProps = Omit<React.ComponentProps<"section">, "title"> & {
  title: React.ReactNode;
  description?: React.ReactNode;
};

/** A form's frame: its heading names the section, a description under it. */
function AuthPanel({ title, description, className, children, ...props }: AuthPanelProps) {
  const id = React.useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "pk:box-border pk:flex pk:w-full pk:max-w-sm pk:flex-col pk:gap-4 pk:font-sans pk:text-sm pk:text-foreground",
        className,
      )}
      {...props}
    >
      <div className="pk:flex pk:flex-col pk:gap-1">
        <h2
          id={id}
          className="pk:m-0 pk:text-xl pk:leading-tight pk:font-semibold pk:[overflow-wrap:anywhere]"
        >
          {title}
        </h2>
        {description ? (
          <p className="pk:m-0 pk:text-muted-foreground pk:[overflow-wrap:anywhere]">{description}</p>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * A sentence about the whole form. Errors are alerts (announced at once); news (a mail went out,
 * the session ended) is a polite status.
 */
function AuthAlert({
  tone = "error",
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { tone?: "error" | "info" }) {
  if (!children) return null;
  return (
    <div
      data-slot="auth-alert"
      data-tone={tone}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "pk:box-border pk:rounded-md pk:border pk:border-solid pk:px-3 pk:py-2 pk:[overflow-wrap:anywhere]",
        tone === "error"
          ? "pk:border-destructive pk:text-destructive"
          : "pk:border-border pk:bg-muted pk:text-foreground",
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}

type AuthTextFieldProps = InputProps & {
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
};

/** A labelled input with its hint and error, tied together by `Field`. */
function AuthTextField({ label, error, hint, disabled, className, ...props }: AuthTextFieldProps) {
  return (
    <Field disabled={disabled} className={className}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input {...props} />
      </FieldControl>
      <FieldHint>{hint}</FieldHint>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** The form's own button: full width, busy while the request runs. */
function SubmitButton({ className, ...props }: ButtonProps) {
  return <Button type="submit" className={cn("pk:w-full", className)} {...props} />;
}

/** Groups a form's controls so that `disabled` reaches all of them at once. */
function AuthFieldset({ className, ...props }: React.ComponentProps<"fieldset">) {
  return (
    <fieldset
      className={cn("pk:m-0 pk:flex pk:min-w-0 pk:flex-col pk:gap-4 pk:border-0 pk:p-0", className)}
      {...props}
    />
  );
}

/** A line of text with a link ("No account yet? Sign up"). */
function AuthFooter({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("pk:m-0 pk:text-center pk:text-muted-foreground", className)} {...props} />;
}

export { AuthAlert, AuthFieldset, AuthFooter, AuthLink, AuthPanel, AuthTextField, SubmitButton };
