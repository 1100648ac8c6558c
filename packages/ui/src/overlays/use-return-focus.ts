import * as React from "react";

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Gives focus back, when a Radix dialog closes, to the element that had it when the dialog
 * opened. Radix gives it back to a `Dialog.Trigger` only: a dialog opened by a button that sets
 * `open` (or a grid tile, or a shortcut) dropped focus to the body, and a keyboard user had to
 * start again from the top of the page. Without an opener to go back to (a Safari click does not
 * focus the button; the opener is gone), Radix's own handling stays.
 *
 * @example
 * const returnFocus = useReturnFocus(props);
 * <DialogPrimitive.Content {...props} {...returnFocus} />
 */
function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus in: what has focus now opened the dialog.
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

export { useReturnFocus };
