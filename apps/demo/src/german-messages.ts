// The kit's German catalogue in a module of its own, so that it is a chunk of its own (main.tsx
// imports it only for German browsers).
export { de } from "@pocketkit/ui";
