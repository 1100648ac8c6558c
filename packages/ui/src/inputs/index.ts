// The inputs components.
export { TagInput } from "./tag-input";
export type { TagInputProps } from "./tag-input";
