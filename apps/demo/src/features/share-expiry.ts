/** How long a new link works, as the share dialog offers it. */
export type ShareExpiryChoice = "never" | "1" | "7" | "30" | "date";

export const shareExpiryChoices: { value: ShareExpiryChoice; label: string }[] = [
  { value: "never", label: "Never" },
  { value: "1", label: "After 1 day" },
  { value: "7", label: "After 7 days" },
  { value: "30", label: "After 30 days" },
  { value: "date", label: "On a date…" },
];

const DAY_MS = 86_400_000;

/**
 * When a link made now stops working: `null` for never; a number of days from `now`; or, for a
 * date the person picked ("2026-12-24" from a date field), the end of that day where they are,
 * so that "until the 24th" includes the 24th. `undefined` when the picked date is missing,
 * unreadable, or already over.
 */
export function shareExpiry(choice: ShareExpiryChoice, now: Date, pickedDate = ""): Date | null | undefined {
  if (choice === "never") return null;
  if (choice !== "date") return new Date(now.getTime() + Number(choice) * DAY_MS);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(pickedDate);
  if (!match) return undefined;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return end.getTime() > now.getTime() ? end : undefined;
}

/** "2026-12-24" for today in the person's own time zone: the earliest date the picker allows. */
export function localDateValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
