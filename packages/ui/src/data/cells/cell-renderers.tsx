import type { FieldType } from "@pocketkit/client";
import { CheckIcon } from "../../lib/icons";
import type * as React from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { cn } from "../../lib/cn";
import { htmlToText } from "../../lib/html-to-text";
import { Badge } from "../../primitives/badge";
import {
  asList,
  formatDate,
  formatNumber,
  jsonPreview,
  jsonWordList,
  parseDate,
} from "./cell-renderers-format";
import { FileCell, RelationCell } from "./cell-renderers-media";
import type { CellRenderer, CellRendererProps } from "../record-table/record-table-types";

// One renderer per PocketBase field type. Every cell is one line: long values are cut with an
// ellipsis and shown whole in the `title`. Values are rendered as text, never as HTML.

type CellTextProps = React.ComponentProps<"span"> & {
  /** The whole value, shown on hover when the cell cuts it. */
  full?: string;
};

/** One line of a cell, cut with an ellipsis; the whole value in `title`. */
function CellText({ className, full, children, ...props }: CellTextProps) {
  return (
    <span
      data-slot="record-table-cell-text"
      title={full || undefined}
      className={cn("pk:block pk:min-w-0 pk:truncate", className)}
      {...props}
    >
      {children ?? full}
    </span>
  );
}

const linkClassName =
  "pk:block pk:truncate pk:rounded-sm pk:text-primary pk:underline pk:underline-offset-2 pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring";

function TextCell({ value }: CellRendererProps) {
  const text = typeof value === "string" ? value : value == null ? "" : String(value);
  return text ? <CellText full={text} /> : null;
}

function EditorCell({ value }: CellRendererProps) {
  const text = typeof value === "string" ? htmlToText(value, { oneLine: true, maxLength: 400 }) : "";
  return text ? <CellText full={text} /> : null;
}

function NumberCell({ value, locale }: CellRendererProps) {
  if (typeof value !== "number" || Number.isNaN(value)) return null;
  return <CellText full={formatNumber(value, locale)} className="pk:tabular-nums" />;
}

function BoolCell({ value }: CellRendererProps) {
  const t = useCatalogue(tableAndFormEn);
  return value ? (
    <span className="pk:inline-flex pk:items-center pk:gap-1">
      <CheckIcon aria-hidden className="pk:size-4 pk:shrink-0" />
      {t("data.table.yes")}
    </span>
  ) : (
    <span className="pk:text-muted-foreground">{t("data.table.no")}</span>
  );
}

function EmailCell({ value }: CellRendererProps) {
  if (typeof value !== "string" || !value) return null;
  return (
    <a href={`mailto:${value}`} title={value} className={linkClassName}>
      {value}
    </a>
  );
}

function UrlCell({ value }: CellRendererProps) {
  if (typeof value !== "string" || !value) return null;
  // Only web addresses become links: a `javascript:` URL stays text.
  if (!/^https?:\/\//i.test(value)) return <CellText full={value} />;
  return (
    <a href={value} title={value} target="_blank" rel="noopener noreferrer" className={linkClassName}>
      {value.replace(/^https?:\/\//i, "")}
    </a>
  );
}

function DateCell({ value, locale }: CellRendererProps) {
  const date = parseDate(value);
  if (!date) return typeof value === "string" && value ? <CellText full={value} /> : null;
  return (
    <time
      dateTime={date.toISOString()}
      title={formatDate(date, locale, "long")}
      className="pk:block pk:truncate pk:tabular-nums"
    >
      {formatDate(date, locale)}
    </time>
  );
}

function SelectCell({ value }: CellRendererProps) {
  return <Badges values={asList(value)} />;
}

/** A list of words (select values, tags) as badges on one line, all of them in the title. */
function Badges({ values }: { values: string[] }) {
  if (values.length === 0) return null;
  return (
    <span title={values.join(", ")} className="pk:flex pk:min-w-0 pk:gap-1 pk:overflow-hidden">
      {values.map((item, index) => (
        <Badge key={`${item}:${index}`} variant="secondary">
          {item}
        </Badge>
      ))}
    </span>
  );
}

function JsonCell({ value }: CellRendererProps) {
  // Tags kept as a JSON list look as tags do everywhere else, not as ["beach","sunset"].
  const words = jsonWordList(value);
  if (words) return <Badges values={words} />;
  const preview = jsonPreview(value);
  return preview ? <CellText full={preview} className="pk:font-mono pk:text-xs" /> : null;
}

function GeoPointCell({ value, locale }: CellRendererProps) {
  const t = useCatalogue(tableAndFormEn);
  const point = value as { lat?: unknown; lon?: unknown } | null;
  if (!point || typeof point.lat !== "number" || typeof point.lon !== "number") return null;
  const text = t("data.table.geoPoint", {
    lat: formatNumber(point.lat, locale, 5),
    lon: formatNumber(point.lon, locale, 5),
  });
  return <CellText full={text} className="pk:tabular-nums" />;
}

// A password never reaches the screen, not even as dots: there is nothing to show.
function PasswordCell(): React.ReactNode {
  return null;
}

/**
 * The renderer of each field type. Pass your own for a type as `renderers`, or for one field as
 * `cells`, on RecordTable; these stay the fallback.
 */
const defaultCellRenderers: Record<FieldType, CellRenderer> = {
  text: TextCell,
  editor: EditorCell,
  number: NumberCell,
  bool: BoolCell,
  email: EmailCell,
  url: UrlCell,
  date: DateCell,
  autodate: DateCell,
  select: SelectCell,
  file: FileCell,
  relation: RelationCell,
  json: JsonCell,
  geoPoint: GeoPointCell,
  password: PasswordCell,
};

export { CellText, defaultCellRenderers };
export type { CellTextProps };
