import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects). Classes are not merged
 * tailwind-merge style: our variants never set the same property twice (docs/decisions.md). A class you pass in comes last, so a plain CSS override of yours wins.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
