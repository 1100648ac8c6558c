// The inputs components.
export {};
