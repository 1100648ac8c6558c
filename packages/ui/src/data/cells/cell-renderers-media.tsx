import { useState } from "react";

import { useCatalogue } from "../../i18n/messages-context";
import { tableAndFormEn } from "../messages";
import { Badge } from "../../primitives/badge";
import { asList, findCollection, isImageName, smallestThumb } from "./cell-renderers-format";
import { recordLabel } from "../record-label";
import type { CellRendererProps, RecordTableRecord } from "../record-table/record-table-types";

// The two renderers that reach beyond the record: files (a thumbnail from the server) and
// relations (the related record's name, when the list expanded it).

/** The first file as a thumbnail and name, a count of the others; names only without `fileUrl`. */
function FileCell({ value, record, field, fileUrl }: CellRendererProps) {
  const t = useCatalogue(tableAndFormEn);
  // A thumbnail that failed (deleted file, expired token) gives way to the name alone.
  const [failed, setFailed] = useState<string>();
  const names = asList(value);
  const first = names[0];
  if (!first) return null;
  const thumb = smallestThumb(field.thumbs);
  const src = fileUrl && thumb && isImageName(first) ? fileUrl(record, first, { thumb }) : undefined;
  return (
    <span title={names.join(", ")} className="pk:flex pk:min-w-0 pk:items-center pk:gap-2">
      {src && src !== failed ? (
        <img
          data-slot="record-table-thumbnail"
          src={src}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          className="pk:size-7 pk:shrink-0 pk:rounded-sm pk:bg-muted pk:object-cover"
        />
      ) : null}
      <span className="pk:min-w-0 pk:truncate">{first}</span>
      {names.length > 1 ? (
        <Badge variant="outline">{t("data.table.moreFiles", { count: names.length - 1 })}</Badge>
      ) : null}
    </span>
  );
}

/** The related records' presentable names when expanded, their ids otherwise. */
function RelationCell({ value, record, field, schema }: CellRendererProps) {
  const ids = asList(value);
  if (ids.length === 0) return null;
  const expanded = record.expand?.[field.name];
  const related = (Array.isArray(expanded) ? expanded : expanded ? [expanded] : []) as RecordTableRecord[];
  const collection = findCollection(schema, field.collectionId);
  const names = ids.map((id) => {
    const match = related.find((candidate) => candidate?.id === id);
    return match ? recordLabel(match, collection) : id;
  });
  const text = names.join(", ");
  return (
    <span
      data-slot="record-table-cell-text"
      data-expanded={related.length > 0 ? "" : undefined}
      title={text}
      className="pk:block pk:min-w-0 pk:truncate"
    >
      {text}
    </span>
  );
}

export { FileCell, RelationCell };
