// The media components.
export {};
