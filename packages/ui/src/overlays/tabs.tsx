import * as TabsPrimitive from "@radix-ui/react-tabs";
import type * as React from "react";

import { cn } from "../lib/cn";

type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root>;

/**
 * Panels of content shown one at a time. Arrow keys move between tabs (and show their panel;
 * pass `activationMode="manual"` to show it on Enter instead), Home and End jump to the ends.
 * Controlled with `value` / `onValueChange`, or uncontrolled with `defaultValue`.
 *
 * @example
 * <Tabs defaultValue="records">
 *   <TabsList>
 *     <TabsTrigger value="records">Records</TabsTrigger>
 *     <TabsTrigger value="rules">API rules</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="records">…</TabsContent>
 *   <TabsContent value="rules">…</TabsContent>
 * </Tabs>
 */
function TabsRoot({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn(
        "pk:flex pk:flex-col pk:gap-2 pk:font-sans pk:data-[orientation=vertical]:flex-row",
        className,
      )}
      {...props}
    />
  );
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "pk:inline-flex pk:w-fit pk:max-w-full pk:items-center pk:gap-1 pk:overflow-x-auto pk:rounded-lg pk:bg-muted pk:p-1 pk:text-muted-foreground pk:data-[orientation=vertical]:flex-col pk:data-[orientation=vertical]:items-stretch",
        className,
      )}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        // A <button>: no preflight, so border, background and font are set here.
        "pk:inline-flex pk:cursor-pointer pk:items-center pk:justify-center pk:gap-1.5 pk:rounded-md pk:border-0 pk:bg-transparent pk:px-3 pk:py-1 pk:font-sans pk:text-sm pk:font-medium pk:whitespace-nowrap pk:text-muted-foreground pk:transition-colors pk:outline-none pk:hover:text-foreground pk:focus-visible:ring-2 pk:focus-visible:ring-ring pk:disabled:pointer-events-none pk:disabled:opacity-50 pk:data-[state=active]:bg-background pk:data-[state=active]:text-foreground pk:data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "pk:flex-1 pk:rounded-md pk:text-sm pk:text-foreground pk:outline-none pk:focus-visible:ring-2 pk:focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}

/** `<Tabs>` is the root; its parts are also reachable as `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`. */
const Tabs = Object.assign(TabsRoot, {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
});

export { Tabs, TabsContent, TabsList, TabsTrigger };
export type { TabsProps };
