import * as React from "react";

import type { CountryPath } from "./country-paths";

interface PhotoMapBaseProps {
  /** The countries; none (only the sea) while they load. */
  countries: readonly CountryPath[] | undefined;
  /** Where the world square is drawn: its top left corner (whole pixels) and its pixels per zoom-0 pixel. */
  x: number;
  y: number;
  scale: number;
}

/**
 * The base map: the countries on the sea, their coasts and borders as strokes that keep their
 * width at every zoom. The paths are made once; a zoom scales them, and a pan only moves the
 * picture already drawn (a CSS transform the browser's compositor applies, drawing nothing
 * again but the edge that comes into view).
 */
export function PhotoMapBase({ countries, x, y, scale }: PhotoMapBaseProps) {
  return (
    <svg
      aria-hidden
      focusable="false"
      width={1}
      height={1}
      className="pk:pointer-events-none pk:absolute pk:top-0 pk:left-0 pk:overflow-visible"
      style={{ transform: `translate(${x}px, ${y}px)` }}
    >
      <g transform={`scale(${scale})`}>{countries && <Countries countries={countries} />}</g>
    </svg>
  );
}

// The paths themselves render once per set of countries, not on every move of the map.
const Countries = React.memo(function Countries({ countries }: { countries: readonly CountryPath[] }) {
  return countries.map((country) => (
    <path
      key={country.id}
      d={country.d}
      className="pk:fill-map-land pk:stroke-map-border"
      strokeWidth={0.75}
      strokeLinejoin="round"
      vectorEffect="non-scaling-stroke"
    />
  ));
});
