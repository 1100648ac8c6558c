import { ChevronLeftIcon, ChevronRightIcon } from "../lib/icons";

import { useCatalogue } from "../i18n/messages-context";
import { adminEn } from "./messages";
import { Button } from "../primitives/button";

interface AdminPagerProps {
  page: number;
  totalPages: number;
  totalItems: number;
  onPageChange?: (page: number) => void;
  disabled?: boolean;
}

/** Previous and next, with where you are; hidden when everything fits on one page. */
function AdminPager({ page, totalPages, totalItems, onPageChange, disabled = false }: AdminPagerProps) {
  const t = useCatalogue(adminEn);
  if (totalPages <= 1) return null;
  return (
    <nav
      data-slot="admin-pager"
      aria-label={t("admin.pager.label")}
      className="pk:flex pk:flex-wrap pk:items-center pk:justify-between pk:gap-2 pk:font-sans pk:text-sm"
    >
      <p className="pk:m-0 pk:text-muted-foreground" aria-live="polite">
        {t("admin.pager.status", { page, totalPages, totalItems })}
      </p>
      <div className="pk:flex pk:gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || page <= 1 || !onPageChange}
          onClick={() => onPageChange?.(page - 1)}
        >
          <ChevronLeftIcon aria-hidden className="pk:size-4 pk:rtl:-scale-x-100" />
          {t("admin.pager.previous")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || page >= totalPages || !onPageChange}
          onClick={() => onPageChange?.(page + 1)}
        >
          {t("admin.pager.next")}
          <ChevronRightIcon aria-hidden className="pk:size-4 pk:rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}

export { AdminPager };
export type { AdminPagerProps };
