import { checkFileContent, formatBytes, sniffFileType, type FileFieldSchema } from "@pocketkit/client";
import { FileIcon, XIcon } from "../../../lib/icons";
import { useMemo, useRef, useState } from "react";

import { useCatalogue } from "../../../i18n/messages-context";
import { tableAndFormEn } from "../../messages";
import { Button } from "../../../primitives/button";
import { Progress } from "../../../primitives/progress";
import { useRecordFormContext } from "../record-form-context";
import type { FileItem, RecordData } from "../record-form-model";
import type { FileUrlBuilder, RecordFieldInputProps } from "./types";

const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif|bmp)$/i;

/**
 * Stored files with thumbnails and new files with previews, each with a remove button; a button
 * that opens the file picker. Each file is checked against the field (type, size, count) as it
 * is chosen, before anything is sent; one the server would refuse is not added, and the reason
 * is shown.
 */
function FileFieldInput({
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  describedBy,
  invalid,
  disabled,
  readOnly,
  record,
}: RecordFieldInputProps) {
  const t = useCatalogue(tableAndFormEn);
  const { fileUrl, uploadProgress } = useRecordFormContext("FileFieldInput");
  const pickerRef = useRef<HTMLInputElement>(null);
  const addButtonRef = useRef<HTMLButtonElement | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const fileField = field as FileFieldSchema;
  const maxFiles = Math.max(fileField.maxSelect ?? 0, 1);
  const multiple = maxFiles > 1;
  const items = (Array.isArray(value) ? value : []) as FileItem[];
  const locked = disabled || readOnly;

  async function add(chosen: File[]) {
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const original of chosen) {
      // PocketBase decides the type from the bytes, and so does this check.
      const problem = await checkFileContent(fileField, original);
      if (problem) {
        refused.push(problem.message);
        continue;
      }
      // A browser that did not know the type sends ""; the bytes name it for previews.
      const sniffed = original.type ? original.type : await sniffFileType(original);
      accepted.push(
        sniffed === original.type
          ? original
          : new File([original], original.name, { type: sniffed, lastModified: original.lastModified }),
      );
    }
    let next = items;
    if (!multiple) {
      if (accepted.length > 0) next = [accepted.at(-1)!];
    } else {
      const room = Math.max(0, maxFiles - items.length);
      if (accepted.length > room) refused.push(t("data.form.file.tooMany", { count: maxFiles }));
      if (room > 0 && accepted.length > 0) next = [...items, ...accepted.slice(0, room)];
    }
    setProblems(refused);
    if (next !== items) onChange(next);
  }

  function remove(index: number) {
    setProblems([]);
    onChange(items.filter((_, position) => position !== index));
    // The button that was pressed is gone: focus stays in the field.
    addButtonRef.current?.focus();
  }

  const addLabel = multiple
    ? t("data.form.file.addMany")
    : items.length > 0
      ? t("data.form.file.replace")
      : t("data.form.file.add");

  return (
    <div data-slot="record-field-files" className="pk:grid pk:gap-2">
      {items.length === 0 ? (
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{t("data.form.file.empty")}</p>
      ) : (
        <ul className="pk:m-0 pk:grid pk:list-none pk:gap-2 pk:p-0">
          {items.map((item, index) => {
            const name = typeof item === "string" ? item : item.name;
            const progress = typeof item === "string" ? undefined : uploadProgress?.get(item);
            return (
              <li
                key={fileKey(item, index)}
                data-slot="record-field-file"
                data-new={typeof item === "string" ? undefined : ""}
                className="pk:flex pk:items-center pk:gap-3 pk:rounded-md pk:border pk:border-solid pk:border-border pk:p-2"
              >
                {typeof item === "string" ? (
                  <StoredFilePreview name={item} record={record} fileUrl={fileUrl} />
                ) : (
                  <NewFilePreview file={item} />
                )}
                <div className="pk:grid pk:min-w-0 pk:flex-1 pk:gap-1">
                  <span className="pk:truncate pk:text-sm pk:text-foreground" title={name}>
                    {name}
                  </span>
                  {typeof item === "string" ? null : (
                    <span className="pk:text-xs pk:text-muted-foreground">
                      {t("data.form.file.new", { size: formatBytes(item.size) })}
                    </span>
                  )}
                  {progress === undefined ? null : (
                    <Progress
                      value={Math.round(progress * 100)}
                      aria-label={t("data.form.file.uploading", { name })}
                    />
                  )}
                </div>
                {locked ? null : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("data.form.file.remove", { name })}
                    onClick={() => remove(index)}
                  >
                    <XIcon aria-hidden className="pk:size-4" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {locked ? null : (
        <div>
          <Button
            id={id}
            ref={(element) => {
              addButtonRef.current = element;
              inputRef(element);
            }}
            variant="outline"
            size="sm"
            onClick={() => pickerRef.current?.click()}
            onBlur={onBlur}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          >
            {addLabel}
          </Button>
          <input
            ref={pickerRef}
            data-slot="record-field-file-picker"
            type="file"
            name={field.name}
            tabIndex={-1}
            aria-hidden
            className="pk:sr-only"
            accept={fileField.mimeTypes?.join(",") || undefined}
            multiple={multiple}
            onChange={(event) => {
              const chosen = Array.from(event.currentTarget.files ?? []);
              // Cleared, so that choosing the same file again is noticed.
              event.currentTarget.value = "";
              void add(chosen);
            }}
          />
        </div>
      )}
      {problems.map((problem) => (
        <p key={problem} role="alert" className="pk:m-0 pk:text-sm pk:font-medium pk:text-destructive">
          {problem}
        </p>
      ))}
    </div>
  );
}

const thumbClassName =
  "pk:size-12 pk:shrink-0 pk:rounded-sm pk:bg-muted pk:object-cover pk:flex pk:items-center pk:justify-center";

function StoredFilePreview({
  name,
  record,
  fileUrl,
}: {
  name: string;
  record: RecordData | undefined;
  fileUrl: FileUrlBuilder | undefined;
}) {
  if (record && fileUrl && IMAGE_NAME.test(name)) {
    return <img src={fileUrl(record, name, { thumb: "100x100" })} alt="" className={thumbClassName} />;
  }
  return (
    <span className={thumbClassName}>
      <FileIcon aria-hidden className="pk:size-5 pk:text-muted-foreground" />
    </span>
  );
}

/**
 * A preview of a chosen file from an object URL made when the image is attached and revoked when
 * it is detached (on remove, on unmount), so no URL outlives its preview.
 */
function NewFilePreview({ file }: { file: File }) {
  const previewRef = useMemo(() => objectUrlRef(file), [file]);
  if (!file.type.startsWith("image/")) {
    return (
      <span className={thumbClassName}>
        <FileIcon aria-hidden className="pk:size-5 pk:text-muted-foreground" />
      </span>
    );
  }
  return <img ref={previewRef} data-slot="record-field-file-preview" alt="" className={thumbClassName} />;
}

function objectUrlRef(file: Blob): (image: HTMLImageElement | null) => void {
  let url: string | undefined;
  return (image) => {
    if (url) URL.revokeObjectURL(url);
    url = undefined;
    if (image) {
      url = URL.createObjectURL(file);
      image.src = url;
    }
  };
}

function fileKey(item: FileItem, index: number): string {
  return typeof item === "string"
    ? `stored:${item}`
    : `new:${item.name}:${item.size}:${item.lastModified}:${index}`;
}

export { FileFieldInput };
