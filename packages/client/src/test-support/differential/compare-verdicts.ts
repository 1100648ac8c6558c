// Test-only: whether the client's verdict on a field is the server's, and, where not, whether the
// difference is one the client cannot know (each such class with its reason).
import { mimeTypesToCheck } from "../../schema/file-checks";
import type { FieldSchema } from "../../schema/types";
import type { Verdict } from "./server-verdicts";

/**
 * Refusals the client cannot reproduce, because they depend on what only the database knows. A
 * disagreement outside these fails the test.
 */
export const BOUNDARY_CLASSES: Record<string, string> = {
  // The client has no way to look records up; the server's error lands on the same field.
  validation_missing_rel_records: "relation ids that do not exist",
  // Unique indexes (an auth collection's email and username, a collection's own) need the table.
  validation_not_unique: "values a unique index already holds",
  // A custom id pattern makes the server look for the id case-insensitively in the table.
  validation_pk_invalid: "ids already taken (compared case-insensitively)",
};

export interface Comparison {
  agrees: boolean;
  /** Set when the client accepted what the server refused for a reason only the database knows. */
  boundary?: string;
}

export function compareVerdicts(field: FieldSchema, client: Verdict, server: Verdict): Comparison {
  if (client === "accepted" && server === "accepted") return { agrees: true };
  if (client !== "accepted" && server !== "accepted") {
    // The server refused without naming a field (it could not hash the password); the client
    // naming the field it knows to be at fault is the better answer.
    if (server.code === "") return { agrees: true };
    // File refusals are worded for people on the client ("pano.jpg is 31.2 MB; the limit is
    // 20 MB.", DESIGN §8), the server names its own stored file; the codes must match.
    const sameWords = field.type === "file" || client.message === server.message;
    return { agrees: client.code === server.code && sameWords };
  }
  if (client === "accepted" && server !== "accepted" && BOUNDARY_CLASSES[server.code])
    return { agrees: false, boundary: BOUNDARY_CLASSES[server.code] };
  // PocketBase's detector knows some 170 types; the kit reads the common images and PDF from
  // the bytes. Where a field also takes another type, bytes the kit cannot name may be one.
  if (
    client === "accepted" &&
    server !== "accepted" &&
    server.code === "validation_invalid_mime_type" &&
    field.type === "file" &&
    mimeTypesToCheck(field, { type: "", mayBeSvg: true }).length === 0
  )
    return { agrees: false, boundary: "file types beyond the kit's reading of bytes" };
  return { agrees: false };
}

export interface Tally {
  name: string;
  cases: number;
  /** Cases the server refused (the rest it accepted): both kinds must be well represented. */
  refused: number;
  agreements: number;
  boundary: Record<string, number>;
  disagreements: string[];
}

export function describeTally(tally: Tally): string {
  const percent = tally.cases === 0 ? 100 : (100 * tally.agreements) / tally.cases;
  const boundary = Object.entries(tally.boundary)
    .map(([reason, count]) => `${count} × ${reason}`)
    .join(", ");
  return (
    `${tally.name}: ${tally.cases} cases (${tally.refused} refused by the server), ` +
    `${tally.agreements} agreements (${percent.toFixed(2)} %)` +
    (boundary ? `; outside the client's reach: ${boundary}` : "") +
    (tally.disagreements.length > 0 ? `; ${tally.disagreements.length} disagreements` : "")
  );
}
