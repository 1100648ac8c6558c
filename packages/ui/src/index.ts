// The public API of @pocketkit/ui. Styles: import "@pocketkit/ui/styles.css" once in your app.
export { cn } from "./lib/cn";
export { createIcon } from "./lib/icons";
export type { Icon, IconProps } from "./lib/icons";
export { MessagesProvider } from "./i18n/messages-context";
export type { CatalogueKey, MessagesProviderProps, Translate } from "./i18n/messages-context";
export { errorMessage } from "./i18n/error-message";
export type {
  ErrorCase,
  ErrorMessages,
  ErrorSentence,
  ErrorSentences,
  ErrorValues,
} from "./i18n/error-message";
export { useMessages } from "./i18n/use-messages";
export { de } from "./i18n/de";
export { en } from "./i18n/en";
export type { MessageKey, Messages } from "./i18n/en";

// Primitives
export { Avatar, AvatarFallback, AvatarImage } from "./primitives/avatar";
export type { AvatarFallbackProps, AvatarImageProps, AvatarProps } from "./primitives/avatar";
export { Badge, badgeVariants } from "./primitives/badge";
export type { BadgeProps } from "./primitives/badge";
export { Button, buttonVariants } from "./primitives/button";
export type { ButtonProps } from "./primitives/button";
export { Checkbox } from "./primitives/checkbox";
export type { CheckboxProps } from "./primitives/checkbox";
export { Field, FieldControl, FieldError, FieldHint, FieldLabel } from "./primitives/field";
export type {
  FieldControlProps,
  FieldErrorProps,
  FieldHintProps,
  FieldLabelProps,
  FieldProps,
} from "./primitives/field";
export { Input } from "./primitives/input";
export type { InputProps } from "./primitives/input";
export { Label } from "./primitives/label";
export type { LabelProps } from "./primitives/label";
export { Progress } from "./primitives/progress";
export type { ProgressProps } from "./primitives/progress";
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./primitives/select";
export type {
  SelectContentProps,
  SelectGroupProps,
  SelectItemProps,
  SelectLabelProps,
  SelectProps,
  SelectSeparatorProps,
  SelectTriggerProps,
  SelectValueProps,
} from "./primitives/select";
export { NativeSelect } from "./primitives/native-select";
export type { NativeSelectProps } from "./primitives/native-select";
export { Skeleton } from "./primitives/skeleton";
export type { SkeletonProps } from "./primitives/skeleton";
export { Switch } from "./primitives/switch";
export type { SwitchProps } from "./primitives/switch";
export { Textarea } from "./primitives/textarea";
export type { TextareaProps } from "./primitives/textarea";

// Overlays
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from "./overlays/dialog";
export type { DialogContentProps, DialogProps } from "./overlays/dialog";
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  dropdownMenuItemVariants,
  DropdownMenuLabel,
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./overlays/dropdown-menu";
export type { DropdownMenuItemProps, DropdownMenuProps } from "./overlays/dropdown-menu";
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetVariants,
} from "./overlays/sheet";
export type { SheetContentProps, SheetProps } from "./overlays/sheet";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./overlays/tabs";
export type { TabsProps } from "./overlays/tabs";
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  toastVariants,
  ToastViewport,
} from "./overlays/toast";
export type { ToastProps } from "./overlays/toast";
export { dismissToast, toast, toastStore } from "./overlays/toast-store";
export type { ToastHandle, ToastOptions, ToastState } from "./overlays/toast-store";
export { Toaster } from "./overlays/toaster";
export type { ToasterProps } from "./overlays/toaster";
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./overlays/tooltip";
export type { TooltipProps } from "./overlays/tooltip";

// Families
export * from "./auth";
export * from "./data";
export * from "./media";
export * from "./ai";
export * from "./admin";
export * from "./feedback";
export * from "./inputs";
