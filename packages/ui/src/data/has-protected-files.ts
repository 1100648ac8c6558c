/**
 * Whether any of the fields is a protected file field, whose files need a file token (for
 * `useFileUrl({ protected })`). Takes a collection's schema fields or the table's field metadata.
 */
export function hasProtectedFiles(
  fields: readonly { type: string; protected?: boolean }[] | undefined,
): boolean {
  return Boolean(fields?.some((field) => field.type === "file" && field.protected));
}
