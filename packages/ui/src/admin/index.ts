// The admin components.
export {};
