import { Slot } from "@radix-ui/react-slot";
import * as React from "react";

import { cn } from "../lib/cn";
import { Label } from "./label";

interface FieldContextValue {
  controlId: string;
  hintId: string;
  errorId: string;
  hasHint: boolean;
  hasError: boolean;
  disabled: boolean;
  setHasHint: (present: boolean) => void;
  setHasError: (present: boolean) => void;
}

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useFieldContext(part: string): FieldContextValue {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error(`${part} must be used within Field`);
  return context;
}

// A layout effect, so that the control is described before the browser paints; plain
// `useEffect` on the server, where React 18 warns about layout effects.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? React.useEffect : React.useLayoutEffect;

// Hint and error tell the Field that they are there, so that `aria-describedby` names only
// elements that exist.
function usePresence(setPresent: (present: boolean) => void, present: boolean) {
  useIsomorphicLayoutEffect(() => {
    if (!present) return;
    setPresent(true);
    return () => setPresent(false);
  }, [present, setPresent]);
}

type FieldProps = React.ComponentProps<"div"> & {
  /** The id of the control; the label points at it. @default an id from `useId()` */
  controlId?: string;
  /** Disables the control and dims the label. @default false */
  disabled?: boolean;
};

/**
 * A form field: a label, a control, a hint and an error, tied together for assistive technology.
 * The control gets an id, `aria-describedby` names the hint and the error, and while an error is
 * shown the control is `aria-invalid` and the error is announced.
 *
 * @example
 * <Field>
 *   <FieldLabel>Email</FieldLabel>
 *   <FieldControl><Input type="email" /></FieldControl>
 *   <FieldHint>We send the sign-in link here.</FieldHint>
 *   <FieldError>{errors.email}</FieldError>
 * </Field>
 */
function Field({ className, controlId, disabled = false, children, ...props }: FieldProps) {
  const generatedId = React.useId();
  const [hasHint, setHasHint] = React.useState(false);
  const [hasError, setHasError] = React.useState(false);
  const id = controlId ?? `${generatedId}control`;
  const context = React.useMemo<FieldContextValue>(
    () => ({
      controlId: id,
      hintId: `${generatedId}hint`,
      errorId: `${generatedId}error`,
      hasHint,
      hasError,
      disabled,
      setHasHint,
      setHasError,
    }),
    [id, generatedId, hasHint, hasError, disabled],
  );
  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-disabled={disabled ? "" : undefined}
        data-invalid={hasError ? "" : undefined}
        className={cn("pk:group/field pk:grid pk:gap-2 pk:font-sans", className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}

type FieldLabelProps = React.ComponentProps<typeof Label>;

/** The field's label, pointing at its control. */
function FieldLabel({ className, ...props }: FieldLabelProps) {
  const { controlId } = useFieldContext("FieldLabel");
  return (
    <Label
      data-slot="field-label"
      htmlFor={controlId}
      className={cn("pk:group-data-[invalid]/field:text-destructive", className)}
      {...props}
    />
  );
}

type FieldControlProps = React.ComponentProps<typeof Slot>;

/**
 * Wraps the one control of the field (Input, Textarea, SelectTrigger, Checkbox, Switch or your
 * own) and gives it its id, description, invalid and disabled state.
 */
function FieldControl(props: FieldControlProps) {
  const { controlId, hintId, errorId, hasHint, hasError, disabled } = useFieldContext("FieldControl");
  const describedBy = [hasHint && hintId, hasError && errorId].filter(Boolean).join(" ");
  return (
    <Slot
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={hasError || undefined}
      {...(disabled ? { disabled: true } : {})}
      {...props}
    />
  );
}

type FieldHintProps = React.ComponentProps<"p">;

/** Help for the control, read out with it. */
function FieldHint({ className, children, ...props }: FieldHintProps) {
  const { hintId, setHasHint } = useFieldContext("FieldHint");
  const present = hasContent(children);
  usePresence(setHasHint, present);
  if (!present) return null;
  return (
    <p
      data-slot="field-hint"
      id={hintId}
      className={cn("pk:m-0 pk:text-sm pk:text-muted-foreground", className)}
      {...props}
    >
      {children}
    </p>
  );
}

type FieldErrorProps = React.ComponentProps<"p">;

/**
 * The control's error. Renders nothing while empty; with a message it marks the control
 * `aria-invalid`, describes it, and is announced (`role="alert"`) as it appears.
 */
function FieldError({ className, children, ...props }: FieldErrorProps) {
  const { errorId, setHasError } = useFieldContext("FieldError");
  const present = hasContent(children);
  usePresence(setHasError, present);
  if (!present) return null;
  return (
    <p
      data-slot="field-error"
      id={errorId}
      role="alert"
      className={cn("pk:m-0 pk:text-sm pk:font-medium pk:text-destructive", className)}
      {...props}
    >
      {children}
    </p>
  );
}

function hasContent(children: React.ReactNode): boolean {
  return children !== undefined && children !== null && children !== false && children !== "";
}

export { Field, FieldControl, FieldError, FieldHint, FieldLabel };
export type { FieldControlProps, FieldErrorProps, FieldHintProps, FieldLabelProps, FieldProps };
