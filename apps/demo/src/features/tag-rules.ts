/**
 * The Gallery's rules for tags (the server checks the same in pb_hooks/images.pb.js). In a module
 * of its own so that the library's bulk tagging does not load the image page to read them.
 */
export const TAG_RULES = { maxTags: 20, maxLength: 32 } as const;
