import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { UploadIcon } from "../lib/icons";

import { useCatalogue } from "../i18n/messages-context";
import { mediaDropzoneEn } from "./messages";
import { cn } from "../lib/cn";

type DropzoneProps = Omit<React.ComponentProps<"div">, "title" | "onDrop" | "onPaste"> & {
  /**
   * Called with the files chosen, dropped or pasted (only the first when `multiple` is off).
   * Every file is handed over, whatever its type: checking it is the receiver's job (the upload
   * queue does, with a message people understand), `accept` only steers the file picker.
   */
  onFiles: (files: File[]) => void;
  /** What the file picker offers, as for `<input type="file">`: `"image/*"`, `".png,.jpg"`. */
  accept?: string;
  /** Lets people choose, drop or paste several files at once. @default true */
  multiple?: boolean;
  /** Takes no files and cannot be focused. @default false */
  disabled?: boolean;
  /**
   * Where a pasted file is taken from. `zone`: only while the zone (or something in it) has focus,
   * so that several zones on one page never compete. `document`: also while nothing else on the
   * page has focus; give this to one zone at most. @default "zone"
   */
  pasteScope?: "zone" | "document";
  /** The zone's text, which also names it and its file input. @default "Drag files here, or choose them" */
  title?: React.ReactNode;
  /** A second line (accepted types, limits). @default "You can also paste a screenshot." */
  hint?: React.ReactNode;
  /** The file input's `name`, for a plain form post. */
  name?: string;
  /**
   * Where files may be dropped. `zone`: on the zone. `window`: anywhere in the window; while files
   * are dragged in, the zone covers the window to take them (`data-window-dragging`), as photo
   * apps take a drop. Give this to one zone at most. @default "zone"
   */
  dropTarget?: "zone" | "window";
} & VariantProps<typeof dropzoneVariants>;

// The focus ring is the zone's, drawn while its button has keyboard focus. Files dragged into a
// window that is the drop target make either variant a full-window zone.
const dropzoneVariants = cva(
  "pk:relative pk:box-border pk:flex pk:cursor-pointer pk:items-center pk:justify-center pk:font-sans pk:text-sm pk:transition-colors pk:has-[[data-slot=dropzone-button]:focus-visible]:ring-2 pk:has-[[data-slot=dropzone-button]:focus-visible]:ring-ring pk:has-[[data-slot=dropzone-button]:focus-visible]:ring-offset-2 pk:has-[[data-slot=dropzone-button]:focus-visible]:ring-offset-background pk:data-[dragging]:border-primary pk:data-[dragging]:bg-muted pk:data-[disabled]:cursor-not-allowed pk:data-[disabled]:border-border pk:data-[disabled]:bg-muted pk:data-[disabled]:hover:bg-muted pk:data-[window-dragging]:fixed pk:data-[window-dragging]:inset-3 pk:data-[window-dragging]:z-50 pk:data-[window-dragging]:min-h-0 pk:data-[window-dragging]:w-auto pk:data-[window-dragging]:h-auto pk:data-[window-dragging]:flex-col pk:data-[window-dragging]:gap-3 pk:data-[window-dragging]:rounded-xl pk:data-[window-dragging]:border-2 pk:data-[window-dragging]:border-dashed pk:data-[window-dragging]:border-primary pk:data-[window-dragging]:bg-background/95 pk:data-[window-dragging]:text-base pk:data-[window-dragging]:shadow-lg",
  {
    variants: {
      variant: {
        /** A dashed area with the title and the hint: where an empty page asks for files. */
        zone: "pk:min-h-32 pk:w-full pk:flex-col pk:gap-2 pk:rounded-lg pk:border-2 pk:border-dashed pk:border-input pk:bg-background pk:p-6 pk:text-center pk:text-muted-foreground pk:hover:bg-muted/60",
        /**
         * A button with the title (the hint still describes it to assistive technology): for a
         * page that has its files already and takes more from a toolbar.
         */
        button:
          "pk:h-9 pk:w-fit pk:shrink-0 pk:gap-2 pk:rounded-md pk:border pk:border-input pk:bg-background pk:px-3 pk:font-medium pk:text-foreground pk:shadow-xs pk:hover:bg-muted pk:[&:not([data-window-dragging])_[data-slot=dropzone-hint]]:sr-only",
      },
    },
    defaultVariants: { variant: "zone" },
  },
);

/**
 * Where files come in: a focusable zone that opens the file picker on click, Enter or Space,
 * takes dropped files (showing that it will while they are dragged over it, `data-dragging`) and
 * pasted ones (a screenshot), and hands them to `onFiles`. Its file input stays in the page,
 * visually hidden and named, so that assistive technology can reach it too.
 *
 * @example
 * <Dropzone accept="image/*" onFiles={(files) => queue.add(files)} />
 */
function Dropzone({
  onFiles,
  accept,
  multiple = true,
  disabled = false,
  pasteScope = "zone",
  dropTarget = "zone",
  variant,
  title,
  hint,
  name,
  className,
  children,
  ...props
}: DropzoneProps) {
  const t = useCatalogue(mediaDropzoneEn);
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  // dragenter and dragleave fire for every child the pointer crosses: count them.
  const dragDepth = React.useRef(0);
  const [dragging, setDragging] = React.useState(false);
  const windowDragging = useWindowDrag(dropTarget === "window" && !disabled);

  // The latest props, for the document listener that outlives renders.
  const latest = React.useRef({ onFiles, multiple, disabled });
  React.useEffect(() => {
    latest.current = { onFiles, multiple, disabled };
  });

  const deliver = React.useCallback((list: FileList | File[] | null | undefined) => {
    const { onFiles: receive, multiple: many, disabled: off } = latest.current;
    const files = Array.from(list ?? []);
    if (off || files.length === 0) return;
    receive(many ? files : files.slice(0, 1));
  }, []);

  React.useEffect(() => {
    if (pasteScope !== "document") return;
    const onDocumentPaste = (event: ClipboardEvent) => {
      // A focused zone took it already, or focus is in a field the paste belongs to.
      if (event.defaultPrevented) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== document.documentElement) return;
      if (!event.clipboardData?.files.length || latest.current.disabled) return;
      event.preventDefault();
      deliver(event.clipboardData.files);
    };
    document.addEventListener("paste", onDocumentPaste);
    return () => document.removeEventListener("paste", onDocumentPaste);
  }, [pasteScope, deliver]);

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };

  const hasFiles = (event: React.DragEvent) => event.dataTransfer.types.includes("Files");

  return (
    <div
      data-slot="dropzone"
      data-dragging={dragging ? "" : undefined}
      data-window-dragging={windowDragging ? "" : undefined}
      data-variant={variant ?? "zone"}
      data-disabled={disabled ? "" : undefined}
      className={cn(dropzoneVariants({ variant }), className)}
      // The whole zone takes a click; the keyboard's way in is the button inside.
      onClick={openPicker}
      onDragEnter={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        dragDepth.current++;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        // Without this the browser opens the file instead of dropping it here.
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={() => {
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        dragDepth.current = 0;
        setDragging(false);
        if (disabled || !event.dataTransfer.files.length) return;
        event.preventDefault();
        deliver(event.dataTransfer.files);
      }}
      onPaste={(event) => {
        if (disabled || !event.clipboardData?.files.length) return;
        event.preventDefault();
        deliver(event.clipboardData.files);
      }}
      {...props}
    >
      <UploadIcon
        aria-hidden
        className={cn(
          "pk:text-muted-foreground",
          variant === "button" && !windowDragging ? "pk:size-4" : "pk:size-6",
        )}
      />
      <span
        role="button"
        id={`${id}title`}
        data-slot="dropzone-button"
        tabIndex={disabled ? undefined : 0}
        aria-disabled={disabled || undefined}
        aria-describedby={`${id}hint`}
        className="pk:rounded-sm pk:font-medium pk:text-foreground pk:outline-none"
        onKeyDown={(event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          // Space would scroll the page.
          event.preventDefault();
          openPicker();
        }}
      >
        {dragging ? t("media.dropzone.dragging") : (title ?? t("media.dropzone.title"))}
      </span>
      <span id={`${id}hint`} data-slot="dropzone-hint">
        {hint ?? t("media.dropzone.hint")}
      </span>
      {children}
      <input
        ref={inputRef}
        type="file"
        data-slot="dropzone-input"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        // Reached through the zone's button; left out of the tab order so that keyboard users
        // meet one stop.
        tabIndex={-1}
        aria-labelledby={`${id}title`}
        aria-describedby={`${id}hint`}
        className="pk:sr-only"
        // A click on the zone opens the picker; the input's own click must not bubble back to it.
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          deliver(event.currentTarget.files);
          // The same file chosen again must still count as a change.
          event.currentTarget.value = "";
        }}
      />
    </div>
  );
}

/**
 * Whether files are being dragged over the window: from the first `dragenter` that carries files
 * until they are dropped or leave it. Counted, as `dragenter` and `dragleave` fire for every element
 * the pointer crosses. While on, a drop anywhere is kept from the browser (which would open the
 * file in place of the app).
 */
function useWindowDrag(enabled: boolean): boolean {
  const [dragging, setDragging] = React.useState(false);
  React.useEffect(() => {
    if (!enabled) return;
    let depth = 0;
    const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes("Files") ?? false;
    const onEnter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth++;
      setDragging(true);
    };
    const onLeave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onOver = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const end = () => {
      depth = 0;
      setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
      end();
    };
    document.addEventListener("dragenter", onEnter);
    document.addEventListener("dragleave", onLeave);
    document.addEventListener("dragover", onOver);
    document.addEventListener("drop", onDrop);
    document.addEventListener("dragend", end);
    window.addEventListener("blur", end);
    return () => {
      document.removeEventListener("dragenter", onEnter);
      document.removeEventListener("dragleave", onLeave);
      document.removeEventListener("dragover", onOver);
      document.removeEventListener("drop", onDrop);
      document.removeEventListener("dragend", end);
      window.removeEventListener("blur", end);
      setDragging(false);
    };
  }, [enabled]);
  return dragging;
}

export { Dropzone };
export type { DropzoneProps };
