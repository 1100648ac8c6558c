// The ai components.
export {};
