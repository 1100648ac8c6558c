// The public API of @pocketkit/hooks is declared here as it is built (issue 4).
export {};
