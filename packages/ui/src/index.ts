// The public API of @pocketkit/ui. Styles: import "@pocketkit/ui/styles.css" once in your app.
export { cn } from "./lib/cn";
export { Button, buttonVariants } from "./primitives/button";
export type { ButtonProps } from "./primitives/button";
