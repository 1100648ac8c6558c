import { Button } from "@pocketkit/ui";

import { MapPinIcon, XIcon } from "../icons";
import { formatPlace, NEAR_KM, type Place } from "./photo-places";

/**
 * What the library shows when it was opened from "Photos within 25 km" of a photo: the place, in
 * words under the heading, and a way back to the photos taken anywhere (the other filters stay).
 */
export function NearPlaceNotice({ place, onClear }: { place: Place; onClear: () => void }) {
  return (
    <div className="pk:flex pk:flex-wrap pk:items-center pk:gap-x-3 pk:gap-y-2">
      <p className="pk:m-0 pk:flex pk:items-center pk:gap-1.5 pk:text-sm pk:font-medium">
        <MapPinIcon aria-hidden className="pk:size-4 pk:shrink-0 pk:text-muted-foreground" />
        Photos within {NEAR_KM} km of {formatPlace(place)}
      </p>
      <Button variant="outline" size="sm" onClick={onClear}>
        <XIcon aria-hidden className="pk:size-4" />
        Show all places
      </Button>
    </div>
  );
}
