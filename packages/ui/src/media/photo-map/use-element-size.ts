import * as React from "react";

import type { Size } from "./camera";

/** An element's size in CSS pixels, followed with a ResizeObserver; 0 × 0 until measured. */
export function useElementSize(element: HTMLElement | null): Size {
  const [size, setSize] = React.useState<Size>({ width: 0, height: 0 });
  React.useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((current) =>
        current.width === width && current.height === height ? current : { width, height },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
