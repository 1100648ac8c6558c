/** The PocketBase release Pocketkit is built and tested against. The one place it is pinned. */
export const POCKETBASE_VERSION = "0.39.11";
