import { formatBytes } from "@pocketkit/client";
import { useMemo } from "react";

import { useCatalogue } from "../i18n/messages-context";
import { adminEn } from "./messages";

/** A date as PocketBase sends it (`"2026-11-22 03:46:01.350Z"`) or as ISO text. */
export function parsePocketBaseDate(value: string): Date {
  return new Date(value.includes("T") ? value : value.replace(" ", "T"));
}

export interface AdminFormatters {
  /** Date and time, short, in the catalogue's locale. */
  dateTime(value: string | Date): string;
  /** Hour of a day ("22 Nov, 14:00"). */
  hour(value: string | Date): string;
  number(value: number): string;
  /** Bytes as KB/MB/GB (1 MB = 1,000,000 bytes) with one decimal, in the catalogue's locale. */
  bytes(value: number): string;
  /** Milliseconds with up to one decimal. */
  milliseconds(value: number): string;
}

/**
 * Formatting in the language of the current catalogue (`admin.locale`), so that a German admin
 * screen shows "22.11.2026, 14:05" and "1,5 MB".
 */
export function useAdminFormatters(): AdminFormatters {
  const t = useCatalogue(adminEn);
  const locale = t("admin.locale");
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
    const hour = new Intl.DateTimeFormat(locale, {
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    const number = new Intl.NumberFormat(locale);
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const toDate = (value: string | Date) => (typeof value === "string" ? parsePocketBaseDate(value) : value);
    return {
      dateTime: (value) => dateTime.format(toDate(value)),
      hour: (value) => hour.format(toDate(value)),
      number: (value) => number.format(value),
      bytes: (value) =>
        value < 1000 ? t("admin.bytes", { count: number.format(value) }) : formatBytes(value, { locale }),
      milliseconds: (value) => t("admin.milliseconds", { count: decimal.format(value) }),
    };
  }, [locale, t]);
}
