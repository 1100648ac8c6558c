import { Button, Sheet, SheetClose, SheetContent, SheetFooter, SheetHeader, SheetTitle } from "@pocketkit/ui";

import { LibraryFilters } from "./library-filters";
import type { LibraryParams } from "./library-query";

interface LibraryFilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  params: LibraryParams;
  update: (changes: Record<string, string>) => void;
}

/** The library's filters on a phone: a sheet from the bottom edge, over the grid. */
export function LibraryFilterSheet({ open, onOpenChange, params, update }: LibraryFilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
        </SheetHeader>
        <div className="pk:grid pk:gap-3">
          <LibraryFilters params={params} update={update} />
        </div>
        <SheetFooter>
          <SheetClose asChild>
            <Button>Show photos</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
