// The inputs components.
export { TagInput } from "./tag-input";
export { tagLength } from "./tag-input-model";
export type { TagInputProps } from "./tag-input";
