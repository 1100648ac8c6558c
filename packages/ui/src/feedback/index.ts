// The feedback components.
export {};
