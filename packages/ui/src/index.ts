// The public API of @pocketkit/ui is declared here as it is built (issue 5).
export {};
