// The public API of @pocketkit/ui. Styles: import "@pocketkit/ui/styles.css" once in your app.
export { cn } from "./lib/cn";
export { Button, buttonVariants } from "./primitives/button";
export type { ButtonProps } from "./primitives/button";
export { catalogues, MessagesProvider, useMessages } from "./i18n/messages-context";
export type { MessagesProviderProps, Translate } from "./i18n/messages-context";
export { de } from "./i18n/de";
export { en } from "./i18n/en";
export type { MessageKey, Messages } from "./i18n/en";
