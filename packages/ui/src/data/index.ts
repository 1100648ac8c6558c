// The data components.
export {};
