import type { ReactNode } from "react";
import { Link } from "react-router";

import type { ImagesRecord } from "../pocketbase-types";
import { formatPlace, NEAR_KM, placeParam } from "./photo-places";

// Read as the camera's clock read it: the preparer stores a date without an offset as UTC
// (packages/client, photoTakenAt), so it is shown in UTC too.
const dateTaken = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "14 July 2024 at 18:30" from PocketBase's "2024-07-14 18:30:00.000Z"; undefined without a date. */
export function formatDateTaken(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? undefined : dateTaken.format(date);
}

/** Where a photo was taken, and a link to the library's photos taken near there. */
function PlaceFact({ location }: { location: ImagesRecord["location"] }) {
  const place = formatPlace(location);
  if (!place) return "Not known";
  return (
    <span className="pk:grid pk:justify-items-start pk:gap-1">
      <span>{place}</span>
      <Link
        to={`/?near=${placeParam(location)}`}
        className="pk:text-primary pk:underline pk:underline-offset-4"
      >
        Photos within {NEAR_KM} km
      </Link>
    </span>
  );
}

/**
 * What is known of a photo and not typed by its owner, as a list of terms: when, with what,
 * where, how big, and the album it is in (as a link). Its words and tags are in the form below.
 */
export function PhotoFacts({ image }: { image: ImagesRecord }) {
  const facts: Array<[string, ReactNode]> = [
    ["Date taken", formatDateTaken(image.taken_at) ?? "Not known"],
    ["Camera", image.camera || "Not known"],
    ["Place", <PlaceFact key="place" location={image.location} />],
    ["Size", image.width && image.height ? `${image.width} × ${image.height} pixels` : "Not known"],
    [
      "Album",
      image.expand?.album ? (
        <Link to={`/albums/${image.album}`} className="pk:text-primary pk:underline pk:underline-offset-4">
          {image.expand.album.name}
        </Link>
      ) : (
        "None"
      ),
    ],
  ];
  return (
    <dl className="pk:m-0 pk:grid pk:grid-cols-[auto_1fr] pk:gap-x-4 pk:gap-y-2 pk:text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="pk:contents">
          <dt className="pk:text-muted-foreground">{term}</dt>
          <dd className="pk:m-0 pk:min-w-0 pk:break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
