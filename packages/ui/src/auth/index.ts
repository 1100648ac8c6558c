// The auth components.
export {};
