import * as React from "react";

import type { CountryShapes } from "./country-shapes";

interface PhotoMapBaseProps {
  /** The countries; none (only the sea) while they load. */
  shapes: CountryShapes | undefined;
  /** Where the world square is drawn: its top left corner and its pixels per zoom-0 pixel. */
  x: number;
  y: number;
  scale: number;
}

/**
 * The base map: land on the sea, and the borders between countries, one SVG whose paths are made
 * once and moved by a transform (a pan redraws no path). Strokes keep their width at every zoom.
 */
export const PhotoMapBase = React.memo(function PhotoMapBase({ shapes, x, y, scale }: PhotoMapBaseProps) {
  return (
    <svg aria-hidden focusable="false" className="pk:absolute pk:inset-0 pk:block pk:size-full">
      {shapes && (
        <g transform={`translate(${x} ${y}) scale(${scale})`}>
          <path
            d={shapes.land}
            className="pk:fill-map-land pk:stroke-map-border"
            strokeWidth={0.75}
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={shapes.borders}
            className="pk:fill-none pk:stroke-map-border"
            strokeWidth={1}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </g>
      )}
    </svg>
  );
});
