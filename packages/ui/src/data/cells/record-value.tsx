import type { FieldSchema } from "@pocketkit/client";
import { FileIcon } from "../../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { dataEn } from "../messages";
import { cn } from "../../lib/cn";
import { htmlToText } from "../../lib/html-to-text";
import type { FileUrlBuilder } from "../record-form/field-inputs/types";
import { formatDate, jsonWordList, parseDate } from "./cell-renderers-format";
import { toNames, type RecordData } from "../record-form/record-form-model";
import { recordLabel } from "../record-label";

const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif|bmp)$/i;

type RecordValueProps = React.ComponentProps<"div"> & {
  field: FieldSchema;
  record: RecordData;
  /** Builds stored files' URLs; without it files are listed by name. */
  fileUrl?: FileUrlBuilder;
  /** A related record's readable name. @default `recordLabel` */
  getRelatedLabel?: (related: RecordData, field: FieldSchema) => string;
};

/**
 * One field's value, shown as its type reads best: dates in local time, yes/no, choices as
 * badges, related records by name (when expanded), files with thumbnails, JSON as code. User text
 * is always text: an editor field's HTML is shown as the words it holds, never rendered.
 */
function RecordValue({ field, record, fileUrl, getRelatedLabel, className, ...props }: RecordValueProps) {
  return (
    <div
      data-slot="record-value"
      data-type={field.type}
      className={cn("pk:min-w-0 pk:font-sans pk:text-sm pk:text-foreground pk:break-words", className)}
      {...props}
    >
      <ValueContent field={field} record={record} fileUrl={fileUrl} getRelatedLabel={getRelatedLabel} />
    </div>
  );
}

function ValueContent({
  field,
  record,
  fileUrl,
  getRelatedLabel = (related) => recordLabel(related),
}: Pick<RecordValueProps, "field" | "record" | "fileUrl" | "getRelatedLabel">) {
  const t = useCatalogue(dataEn);
  const value = record[field.name];
  switch (field.type) {
    case "bool":
      return <>{value === true ? t("data.view.yes") : t("data.view.no")}</>;
    case "number":
      return typeof value === "number" ? <>{value.toLocaleString()}</> : <Empty />;
    case "date":
    case "autodate": {
      const date = parseDate(value);
      return date ? <time dateTime={date.toISOString()}>{formatDate(date)}</time> : <Empty />;
    }
    case "select":
      return <Chips items={toNames(value)} />;
    case "relation": {
      const expanded = record.expand?.[field.name];
      const related = (Array.isArray(expanded) ? expanded : expanded ? [expanded] : []) as RecordData[];
      const names = toNames(value).map((id) => {
        const found = related.find((candidate) => candidate.id === id);
        return found ? getRelatedLabel(found, field) : id;
      });
      return <Chips items={names} />;
    }
    case "file":
      return <Files names={toNames(value)} record={record} fileUrl={fileUrl} />;
    case "json": {
      if (value === null || value === undefined) return <Empty />;
      // Tags kept as a JSON list are shown as tags, not as ["beach", "sunset"].
      const words = jsonWordList(value);
      if (words) return <Chips items={words} />;
      // JSON reads left to right in any language.
      return (
        <pre
          dir="ltr"
          className="pk:m-0 pk:max-h-64 pk:overflow-auto pk:rounded-md pk:bg-muted pk:p-2 pk:font-mono pk:text-xs pk:whitespace-pre-wrap"
        >
          {JSON.stringify(value, null, 2)}
        </pre>
      );
    }
    case "geoPoint": {
      const point = (value ?? {}) as { lat?: number; lon?: number };
      if (!point.lat && !point.lon) return <Empty />;
      return (
        <>
          {t("data.form.geo.latitude")} {point.lat ?? 0}, {t("data.form.geo.longitude")} {point.lon ?? 0}
        </>
      );
    }
    case "password":
      return <Empty />;
    case "editor": {
      const text = htmlToText(String(value ?? ""));
      return text ? <span className="pk:whitespace-pre-wrap">{text}</span> : <Empty />;
    }
    case "url": {
      const text = String(value ?? "");
      if (!text) return <Empty />;
      // Only web links are links: a stored "javascript:" URL stays text.
      return /^https?:\/\//i.test(text) ? (
        <a href={text} target="_blank" rel="noreferrer" className={linkClassName}>
          {text}
        </a>
      ) : (
        <>{text}</>
      );
    }
    default: {
      const text = value === null || value === undefined ? "" : String(value);
      return text ? <span className="pk:whitespace-pre-wrap">{text}</span> : <Empty />;
    }
  }
}

const linkClassName =
  "pk:rounded-sm pk:text-primary pk:underline pk:underline-offset-4 pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring";

function Empty() {
  const t = useCatalogue(dataEn);
  return (
    <>
      <span aria-hidden className="pk:text-muted-foreground">
        —
      </span>
      <span className="pk:sr-only">{t("data.view.empty")}</span>
    </>
  );
}

function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return <Empty />;
  return (
    <ul className="pk:m-0 pk:flex pk:list-none pk:flex-wrap pk:gap-1 pk:p-0">
      {items.map((item, index) => (
        <li
          key={`${item}:${index}`}
          className="pk:max-w-full pk:truncate pk:rounded-md pk:bg-secondary pk:px-2 pk:py-0.5 pk:text-xs pk:font-medium pk:text-secondary-foreground"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

function Files({
  names,
  record,
  fileUrl,
}: {
  names: string[];
  record: RecordData;
  fileUrl?: FileUrlBuilder;
}) {
  if (names.length === 0) return <Empty />;
  return (
    <ul className="pk:m-0 pk:grid pk:list-none pk:gap-2 pk:p-0">
      {names.map((name) => (
        <li key={name} className="pk:flex pk:min-w-0 pk:items-center pk:gap-2">
          {fileUrl && IMAGE_NAME.test(name) ? (
            <img
              src={fileUrl(record, name, { thumb: "100x100" })}
              alt=""
              className="pk:size-10 pk:shrink-0 pk:rounded-sm pk:bg-muted pk:object-cover"
            />
          ) : (
            <FileIcon aria-hidden className="pk:size-4 pk:shrink-0 pk:text-muted-foreground" />
          )}
          {fileUrl ? (
            <a
              href={fileUrl(record, name)}
              target="_blank"
              rel="noreferrer"
              className={cn(linkClassName, "pk:truncate")}
            >
              {name}
            </a>
          ) : (
            <span className="pk:truncate">{name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** PocketBase's date as people read it, in local time ("May 1, 2024, 12:00 PM"); `""` for none. */
export function formatDateTime(value: unknown): string {
  const date = parseDate(value);
  return date ? formatDate(date) : "";
}

export { RecordValue };
export type { RecordValueProps };
